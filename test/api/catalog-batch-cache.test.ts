import t, { type Test } from 'tap';
import type { ValuesPage } from '../../domain/values.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { cli } from '../helpers/cli.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { startServer } from '../helpers/server.ts';

// Know the cost, pay once: a preview on the first products, a cache of finished cells that makes a
// second run of the same work free (and its model calls none), the prediction equal to the charge.
const N = 12;
const rows = (changed?: number) => Array.from({ length: N }, (_, i) => [`Lamp ${i}`, 'Lux', i % 2 === 0 ? 'Rouge' : 'Bleu', i === changed ? 'Brass, new shade' : 'Brass']);
const fileOf = (changed?: number) => csv([['Name', 'Brand', 'Colour', 'Material'], ...rows(changed)]);
const PAID = 3;

async function setUp(t: Test) {
  const llm = await openAiServer();
  t.teardown(llm.close);
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k' } });
  const api = await signedIn(server.url, server.admin);
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Lamps',
    about: { identifiers: [], contents: ['Name'], attributes: ['Brand', 'Colour', 'Material'], categories: [], price: [], others: [] },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string' },
      { source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' },
      { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' },
    ],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'], brand: ['Brand'] },
  });
  const upload = async (name: string, changed?: number) => (await api.upload('/api/file/my_drive', fileForm(name, fileOf(changed)))).body.name as string;
  const predict = async (file: string, sample?: number) => (await api.get(`/api/subscription/used-credits-prediction?catalog_config_name=${config.body.name}&input_filename=${encodeURIComponent(file)}${sample ? `&sample_size=${sample}` : ''}`)).body;
  const debited = async (id: string) => -((await ledgerByKind(server.app.store, id)).find((entry) => entry.kind === 'debit')?.total ?? 0);
  /** Starts a run and waits for it: its view, what it was charged, and the model calls it made. */
  const run = async (file: string, extra: Record<string, unknown> = {}) => {
    const calls = llm.calls();
    const started = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: config.body.name,
      input_filename: file,
      destination: [{ type: 'own_format', value: null }],
      ...extra,
    });
    t.equal(started.status, 201);
    await server.app.batchRunner.idle();
    const view = (await api.get(`/api/catalog/batch/${started.body.id}`)).body;
    return { view, charged: await debited(view.id), modelCalls: llm.calls() - calls };
  };
  const values = async (id: string) => (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=500`)).body;
  return { server, api, llm, upload, predict, run, values };
}

t.test('a preview covers the first products only, is marked so, and charges exactly them', async (t) => {
  const { server, upload, predict, run, values } = await setUp(t);
  const file = await upload('lamps.csv');
  const prediction = await predict(file, 5);
  t.match(prediction, { required_credits: 5 * PAID, cached_cells: 0, charged_cells: 5 * PAID, nb_products: 5 });
  const preview = await run(file, { sample_size: 5 });
  t.match(preview.view, { status: 'done', preview: true, nb_products: 5, cached_cells: 0 });
  t.equal(preview.charged, prediction.required_credits, 'charged what was predicted');
  t.same(
    (await values(preview.view.id)).rows.map((row) => row.key),
    ['Lamp 0', 'Lamp 1', 'Lamp 2', 'Lamp 3', 'Lamp 4'],
  );
  t.equal(preview.modelCalls, 5, 'one model request a product for its two GENERATE fields');
  t.equal(preview.view.usage.model_calls, 5, 'the run reports its model requests');
  t.ok(preview.view.usage.prompt_tokens > 0 && preview.view.usage.completion_tokens > 0, 'and their tokens');

  // The whole file next: the previewed products are not paid twice.
  const whole = await predict(file);
  t.match(whole, { required_credits: (N - 5) * PAID, cached_cells: 5 * 4 - 5, charged_cells: (N - 5) * PAID, nb_products: N });
  const full = await run(file);
  t.match(full.view, { preview: false, nb_products: N, cached_cells: 5 * PAID });
  t.equal(full.charged, whole.required_credits);
  t.equal(full.modelCalls, N - 5);

  const report = await cli(server.dataDir, 'usage', '--since', '2020-01-01');
  t.equal(report.code, 0, report.stderr);
  t.match(report.stdout, /Workspace\tRuns\tModel requests\tPrompt tokens\tCompletion tokens\tCached cells\nDefault\t2\t12\t\d+\t\d+\t15/, "the operators' usage report");
});

t.test('the same file twice: the second run charges nothing for its cells and calls no model; one changed row is the only one recomputed', async (t) => {
  const { api, upload, predict, run, values } = await setUp(t);
  const file = await upload('lamps.csv');
  const first = await run(file);
  t.equal(first.charged, N * PAID);
  t.equal(first.modelCalls, N);

  // An edit in the first run is the user's, never cached model output.
  const edited = await api.send('PATCH', `/api/catalog/batch/${first.view.id}/values`, { product: 0, field: 'Short', value: 'Mine, by hand.' });
  t.equal(edited.status, 200);

  const again = await predict(file);
  t.match(again, { required_credits: 0, cached_cells: N * PAID, charged_cells: 0, nb_products: N });
  const second = await run(file);
  t.same([second.charged, second.modelCalls, second.view.cached_cells], [0, 0, N * PAID], 'free, no model call');
  const reused = await values(second.view.id);
  t.match(reused.rows[0]?.cells.Short, { status: 'ok', source: { kind: 'generated', provider: 'openai', cached_from: first.view.id } });
  t.not(reused.rows[0]?.cells.Short?.value, 'Mine, by hand.', 'the edit does not come back from the cache');
  t.same(reused.rows[0]?.cells.Colour?.source, { kind: 'column', column: 'Colour', cached_from: first.view.id });
  t.same(reused.rows[0]?.cells.Name?.source, { kind: 'column', column: 'Name' }, 'COPY is free and simply done again');

  // Next month's file: one row changed.
  const next = await upload('lamps-december.csv', 3);
  const changed = await predict(next);
  t.match(changed, { required_credits: PAID, cached_cells: (N - 1) * PAID, charged_cells: PAID, nb_products: N });
  const third = await run(next);
  t.same([third.charged, third.modelCalls], [PAID, 1], 'only the changed row is computed and paid');
  const cells = (await values(third.view.id)).rows;
  t.notOk(cells[3]?.cells.Short?.source?.cached_from, 'the changed row is fresh');
  t.ok(
    cells.filter((_, i) => i !== 3).every((row) => row.cells.Short?.source?.cached_from),
    'the others reused',
  );
});

t.test('a workspace can turn the cache off; a rerun of named cells bypasses it', async (t) => {
  const { api, upload, predict, run } = await setUp(t);
  const file = await upload('lamps.csv');
  const first = await run(file);

  const settings = (await api.get('/api/workspace')).body;
  t.equal(settings.use_cache, true, 'on by default');
  t.equal((await api.send('PUT', '/api/workspace', { ...settings, use_cache: false })).body.use_cache, false);
  t.match(await predict(file), { required_credits: N * PAID, cached_cells: 0, charged_cells: N * PAID, nb_products: N });
  const uncached = await run(file);
  t.same([uncached.charged, uncached.modelCalls, uncached.view.cached_cells], [N * PAID, N, 0]);
  t.equal((await api.send('PUT', '/api/workspace', { ...settings, use_cache: undefined })).body.use_cache, false, 'left out, the setting is kept');

  await api.send('PUT', '/api/workspace', { ...settings, use_cache: true });
  const before = (await api.get(`/api/catalog/batch/${first.view.id}`)).body.usage.model_calls;
  const rerun = await api.send('POST', `/api/catalog/batch/${first.view.id}/rerun`, { products: [1], fields: ['Short'] });
  t.equal(rerun.status, 200);
  await (await setUpIdle(api, first.view.id))();
  t.equal((await api.get(`/api/catalog/batch/${first.view.id}`)).body.usage.model_calls, before + 1, 'the rerun asked the model again');
});

/** Waits until a run is done again. */
async function setUpIdle(api: Awaited<ReturnType<typeof signedIn>>, id: string) {
  return async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await api.get(`/api/catalog/batch/${id}`)).body.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 20));
  };
}
