import t from 'tap';
import type { ValuesPage } from '../../domain/values.ts';
import { csv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';
import { sourcesSheet } from '../helpers/values.ts';

// Generated copy a shop can publish, or none with the reason: a model whose text is filler is asked
// again once, told why; a text still refused is a failed cell saying so, and is not charged. The
// offline writer leaves a product whose file says too little empty, and says that.
const file = csv([
  ['Name', 'Brand', 'Colour', 'Material', 'Weight'],
  ['Iris desk lamp', 'Lumo', 'Black', 'Aluminium', '1.2 kg'],
  ['Nova floor lamp', 'Lumo', 'White', 'Steel', '4 kg'],
  ['Bare bulb', 'Lumo', '', '', ''],
]);
const mapping = [
  { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
  { source_column: 'Weight', dest_property: 'Weight (g)', batch_action: 'EXTRACT', type: 'integer', expected_unit: 'g' },
  { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' },
];
const setup = { file: { name: 'lamps.csv', content: file }, label: 'Lamps', about: { contents: ['Name'], attributes: ['Brand', 'Colour', 'Material', 'Weight'] }, mapping, sourceFields: { product_name: ['Name'], brand: ['Brand'] } };
const FILLER = 'A sound choice that combines practicality and quality. Order it today and see the difference for yourself.';

t.test('a model that writes filler: asked again once with the reason, then the cell fails with it, uncharged', async (t) => {
  const notes: string[] = [];
  const shown: string[] = [];
  const llm = await openAiServer({
    reply: (body) => {
      shown.push(body.messages[1]?.content ?? '');
      const system = body.messages[0]?.content ?? '';
      const note = /Your previous text was refused: (.+?) Write it again/.exec(system)?.[1];
      if (note) notes.push(note);
      const name = /"Name":"([^"]+)"/.exec(body.messages[1]?.content ?? '')?.[1] ?? '';
      // The Iris lamp gets good copy the second time; the Nova lamp never does.
      const good = name === 'Iris desk lamp' && note !== undefined;
      return { content: JSON.stringify({ Short: good ? 'The Iris desk lamp by Lumo comes in black aluminium.' : FILLER }) };
    },
  });
  t.teardown(llm.close);
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k' } });
  const api = await signedIn(server.url, server.admin);
  const template = await templateOnFile(api, { ...setup, outputFileFormat: { file_format: 'xlsx' } });
  const id = await template.start(3);
  await server.app.batchRunner.idle();

  const rows = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body.rows;
  const sources = await sourcesSheet(server.url, api, id);
  t.match(
    sources.find((line) => line[0] === 'Nova floor lamp' && line[1] === 'Short'),
    ['Nova floor lamp', 'Short', 'failed', '', '', /^The text written for Short did not name the product/, 'not_enough_facts'],
    'the Sources sheet says a refused text failed, and why',
  );
  t.match(rows[0]?.cells.Short, { value: 'The Iris desk lamp by Lumo comes in black aluminium.', status: 'ok' }, 'good copy the second time');
  t.match(rows[1]?.cells.Short, { value: null, status: 'failed', error: 'not_enough_facts', reason: { code: 'not_enough_facts', says: { key: 'not_naming_product' } } }, 'still refused: failed, saying why');
  t.match(rows[2]?.cells.Short, { status: 'failed', reason: { code: 'not_enough_facts', says: { key: 'not_naming_product' } } }, 'a thin row’s filler is refused as any other');
  t.equal(llm.calls(), 6, 'each product asked twice, no more');
  t.ok(
    shown.some((message) => message.includes('"Weight (g)":"1200"')),
    'the model is shown what EXTRACT found',
  );
  t.match(notes[0], /^The text written for Short did not name the product/, 'the model is told what was wrong');
  t.same(
    (await ledgerByKind(server.app.store, id)).map((entry) => [entry.kind, entry.total]),
    [
      ['debit', -6],
      ['refund', 3],
    ],
    'refused copy is not charged, nor the bulb’s weight its file does not state',
  );
});

t.test('the offline writer: facts-based drafts, none for a product whose file says too little', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const template = await templateOnFile(api, setup);
  const id = await template.start(3);
  await server.app.batchRunner.idle();
  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body;
  t.match(page.rows[0]?.cells.Short, { value: 'Iris desk lamp by Lumo, in black and made of aluminium. This item weighs 1.2 kg.', status: 'ok' });
  t.match(page.rows[2]?.cells.Short, { value: null, status: 'empty', reason: { code: 'not_enough_facts', says: { key: 'few_facts', params: { field: 'Short', facts: 0 } } } });
  t.match(
    page.columns.find((column) => column.name === 'Short'),
    { counts: { ok: 2, empty: 1, failed: 0 }, reasons: { not_enough_facts: 1 } },
    'the review counts show which',
  );
  t.same(
    (await ledgerByKind(server.app.store, id)).map((entry) => [entry.kind, entry.total]),
    [
      ['debit', -6],
      ['refund', 2],
    ],
    'the bulb’s empty copy and empty weight are given back',
  );
});
