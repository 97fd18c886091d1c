import t from 'tap';
import type { ValuesPage } from '../../domain/values.ts';
import { csv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';
import { sourcesSheet } from '../helpers/values.ts';

// A supplier's list is often a name and a price: with a model, such a row gets its text, stored with a
// mark that it was written from the name alone and needs a look; numbers the row does not state are
// still refused. Offline, the row stays empty, saying why.
const file = csv([
  ['Name', 'Colour', 'Material', 'Price'],
  ['Iris desk lamp', 'Black', 'Aluminium', '29.90'],
  ['Haribo Goldbären 75g', '', '', '1.29'],
  ['Fruchtgummi Bären 200g', '', '', '2.49'],
]);
const setup = {
  file: { name: 'sweets.csv', content: file },
  label: 'Sweets',
  about: { contents: ['Name'], attributes: ['Colour', 'Material'], price: ['Price'] },
  mapping: [
    { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' },
  ],
  sourceFields: { product_name: ['Name'] },
  outputFileFormat: { file_format: 'xlsx' as const },
};
const TEXTS: Record<string, string> = {
  'Iris desk lamp': 'The Iris desk lamp comes in black aluminium.',
  'Haribo Goldbären 75g': 'Haribo Goldbären 75g: the classic Haribo gummy bears, in a handy bag for sharing.',
  // Twenty bears is a number the row never states.
  'Fruchtgummi Bären 200g': 'Fruchtgummi Bären 200g: fruit gums with 20 bears in every bag.',
};

t.test('a model writes the thin rows: stored, marked for a look, counted; an invented number is still refused', async (t) => {
  const llm = await openAiServer({
    reply: (body) => {
      const name = /"Name":"([^"]+)"/.exec(body.messages[1]?.content ?? '')?.[1] ?? '';
      return { content: JSON.stringify({ Short: TEXTS[name] ?? '' }) };
    },
  });
  t.teardown(llm.close);
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k' } });
  const api = await signedIn(server.url, server.admin);
  const id = await (await templateOnFile(api, setup)).start(3);
  await server.app.batchRunner.idle();

  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body;
  const short = (product: number) => page.rows[product]?.cells.Short;
  t.match(short(0), { value: TEXTS['Iris desk lamp'], status: 'ok', source: { kind: 'generated' } }, 'a full row’s text, stored');
  t.notOk(short(0)?.issues, 'and not marked');
  t.notOk(short(0)?.source && 'from_name' in short(0)!.source!, 'its evidence says nothing of a name alone');
  t.match(short(1), { value: TEXTS['Haribo Goldbären 75g'], status: 'ok', source: { kind: 'generated', from_name: true } }, 'a thin row’s text, stored');
  t.match(short(1)?.issues, [{ code: 'name_only', severity: 'check', says: { key: 'name_only', params: { field: 'Short' } } }], 'marked: written from the name alone, to be read');
  t.match(short(2), { value: null, status: 'failed', reason: { code: 'unsupported_fact' } }, 'a number the row does not state is refused');
  t.match(
    page.columns.find((column) => column.name === 'Short'),
    { counts: { ok: 2, failed: 1 }, flagged: 1 },
    'the review counts the text to read',
  );

  const flagged = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?issues=true`)).body;
  t.same(
    flagged.rows.map((row) => row.key ?? row.name),
    ['Haribo Goldbären 75g'],
    'the review’s filter lists it',
  );
  const lines = await sourcesSheet(server.url, api, id);
  t.match(
    lines.find((line) => line[0] === 'Haribo Goldbären 75g' && line[1] === 'Short'),
    ['Haribo Goldbären 75g', 'Short', 'generated', '', '', /Written from the product’s name alone/, 'name_only'],
    'the Sources sheet says so',
  );
  const full = lines.find((line) => line[0] === 'Iris desk lamp' && line[1] === 'Short');
  t.match(full, ['Iris desk lamp', 'Short', 'generated', '', '', /^openai gpt-4o-mini$/], 'and says nothing of a full row’s text');
  t.equal(full?.[6] ?? '', '', 'no reason beside it');
});

t.test('offline, a thin row stays empty with its reason and the way out', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const id = await (await templateOnFile(api, setup)).start(3);
  await server.app.batchRunner.idle();
  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body;
  for (const product of [1, 2]) {
    t.match(page.rows[product]?.cells.Short, { value: null, status: 'empty', reason: { code: 'not_enough_facts', says: { key: 'few_facts' } } }, `${page.rows[product]?.name}: empty, saying why`);
  }
  t.match(
    page.columns.find((column) => column.name === 'Short'),
    { flagged: 0 },
    'nothing marked',
  );
});
