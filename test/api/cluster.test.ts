import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import t from 'tap';
import { batchProducts, creditLedger } from '../../db/schema.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { childDatabase } from '../helpers/child-database.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { TEST_POSTGRES } from '../helpers/postgres.ts';
import { SPAWN_ADMIN, spawnServer } from '../helpers/process.ts';
import { databaseOf, startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

// Cluster mode on PostgreSQL: fair scheduling, a queue's stop, the connection budget, faults, a rerun
// on a worker that kept the pass before.

t.test("a long run does not starve another workspace's preview", { skip: TEST_POSTGRES ? false : 'needs PostgreSQL (FICHE_TEST_PG)' }, async (t) => {
  const llm = await openAiServer({ delayMs: 20 });
  t.teardown(llm.close);
  // One job at a time in the whole cluster: the order the queue serves decides everything.
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k', FICHE_WORKER_JOBS: '1' } });
  const start = async (api: Awaited<ReturnType<typeof signedIn>>, rows: number, sample?: number) => {
    const template = await api.send('POST', '/api/catalog/config', {
      label: 'Titles',
      about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
      ownFormatMapping: [{ source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' }],
      outputFileFormat: { file_format: 'csv', delimiter: ',' },
      source_fields: { product_name: ['Name'] },
    });
    const names = Array.from({ length: rows }, (_, i) => [`Lamp ${i}`]);
    const upload = await api.upload('/api/file/my_drive', fileForm('lamps.csv', csv([['Name'], ...names])));
    const started = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: template.body.name,
      input_filename: upload.body.name,
      destination: [{ type: 'own_format', value: null }],
      ...(sample ? { sample_size: sample } : {}),
    });
    return started.body.id as string;
  };
  const big = await signedIn(server.url, server.admin);
  const small = await signedIn(server.url, await server.addUser('preview@example.com'));
  const long = await start(big, 500);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const preview = await start(small, 40, 10);
  let view = (await small.get(`/api/catalog/batch/${preview}`)).body;
  while (view.status !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    view = (await small.get(`/api/catalog/batch/${preview}`)).body;
  }
  const longRun = (await big.get(`/api/catalog/batch/${long}`)).body;
  // Starved, the preview would wait for the whole long run; served in turn, it ends well before (a loaded machine runs the first chunks slower).
  t.ok(longRun.status === 'in_progress' && longRun.progress < 0.5, `the preview finished while the long run was at ${Math.round(longRun.progress * 100)} %`);
  await server.app.batchRunner.idle();
  t.equal((await big.get(`/api/catalog/batch/${long}`)).body.status, 'done', 'and the long run finished after it');
});

t.test('a queue stopped while its polling loops wait for a connection lets its process end', { skip: TEST_POSTGRES ? false : 'needs PostgreSQL (FICHE_TEST_PG)' }, async (t) => {
  const database = await childDatabase(t);
  // Eight polling loops on the queue's four connections: half of them are waiting for one when
  // the queue stops at once. A loop stranded there would hold the process open for good.
  const script = `
    import { RunJobs } from ${JSON.stringify(path.resolve('server/cluster/run-jobs.ts'))};
    const log = { error() {}, warn() {} };
    for (let i = 0; i < 3; i++) {
      const jobs = new RunJobs({ connectionString: process.env.DATABASE_URL, connections: 4, slots: 4, expireInSeconds: 60, log });
      await jobs.start();
      await jobs.work({ chunk: async () => {}, finalize: async () => {} }, 4);
      await jobs.stop();
    }
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { env: { ...process.env, ...database.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code, signal] = await once(child, 'exit');
  clearTimeout(deadline);
  t.same({ code, signal }, { code: 0, signal: null }, 'the process ended by itself');
});

t.test('a process opens at most DATABASE_CONNECTIONS connections, however busy', { skip: TEST_POSTGRES ? false : 'needs PostgreSQL (FICHE_TEST_PG)' }, async (t) => {
  const server = await startServer(t, { env: { DATABASE_CONNECTIONS: '5' } });
  const api = await signedIn(server.url, server.admin);
  const names = Array.from({ length: 60 }, (_, i) => [`Stool ${i}`]);
  const upload = await api.upload('/api/file/my_drive', fileForm('stools.csv', csv([['Name'], ...names])));
  const template = await api.send('POST', '/api/catalog/config', {
    label: 'Budget',
    about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
    ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'] },
  });
  const url = databaseOf(server.dataDir) as string;
  const observer = new pg.Client({ connectionString: url });
  await observer.connect();
  t.teardown(() => observer.end());
  let peak = 0;
  let seenAtPeak = '';
  // Client backends only: autovacuum workers also name the database while they clean it up.
  const count = async () => {
    const { rows } = await observer.query(
      "select coalesce(nullif(application_name, ''), 'store or LISTEN') as name, state from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    if (rows.length > peak) {
      peak = rows.length;
      seenAtPeak = rows.map((row) => `${row.name} (${row.state})`).join(', ');
    }
  };
  // Many requests at once, and runs, while the connections are counted.
  const busy = Promise.all([...Array.from({ length: 40 }, () => api.get('/api/catalog/batch')), ...Array.from({ length: 3 }, () => api.send('POST', '/api/catalog/batch', { catalog_config_name: template.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format', value: null }] }))]);
  const counting = (async () => {
    for (let i = 0; i < 40; i++) {
      await count();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  await busy;
  await server.app.batchRunner.idle();
  await counting;
  await count();
  t.ok(peak > 0, `connections seen: ${peak}`);
  t.ok(peak <= 5, `at most 5 (saw ${peak}: ${seenAtPeak}): the store, the job queue and LISTEN share them`);
});

t.test('connections terminated mid-run: no process ends, the run goes on, each product once, credits exact', { skip: TEST_POSTGRES ? false : 'needs PostgreSQL (FICHE_TEST_PG)' }, async (t) => {
  const llm = await openAiServer({ delayMs: 40 });
  t.teardown(llm.close);
  const database = await childDatabase(t);
  const env = { ...database.env, ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k', WORKERS: '1', FICHE_WORKER_JOBS: '2' };
  const server = await spawnServer({ env });
  t.teardown(async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  const api = await signedIn(server.url, SPAWN_ADMIN);
  const names = Array.from({ length: 150 }, (_, i) => `Desk ${String(i).padStart(3, '0')}`);
  const setup = await templateOnFile(api, {
    file: { name: 'desks.csv', content: csv([['Name'], ...names.map((name) => [name])]) },
    label: 'Faults',
    about: { contents: ['Name'] },
    mapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' },
    ],
    sourceFields: { product_name: ['Name'] },
  });
  const id = await setup.start(names.length);

  // Every connection the server holds is cut, three times over the run, as a database restart would.
  const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await admin.connect();
  t.teardown(() => admin.end());
  let cut = 0;
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 700));
    const { rows } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    cut += rows.length;
  }
  t.ok(cut > 0, `${cut} connections terminated`);

  const deadline = Date.now() + 90_000;
  let run = (await api.get(`/api/catalog/batch/${id}`)).body;
  while (run.status !== 'done' && run.status !== 'error' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    run = (await api.get(`/api/catalog/batch/${id}`)).body;
  }
  t.match(run, { status: 'done', error: null }, 'the run finished');
  t.equal(server.process.exitCode, null, 'the process did not end');
  const store = await database.open(server.dataDir);
  const ledger = await store.run((db) => db.select().from(creditLedger).where(eq(creditLedger.batchId, id)));
  t.equal(-ledger.reduce((sum, entry) => sum + entry.amount, 0), names.length, 'charged one credit a generated title, once');
  const products = await store.run((db) => db.select().from(batchProducts).where(eq(batchProducts.batchId, id)));
  t.equal(products.filter((product) => product.status === 'done').length, names.length, 'every product recorded done');
});

t.test("a rerun's chunk on a worker that kept the last pass's context uses the rerun's template", { skip: TEST_POSTGRES ? false : 'needs PostgreSQL (FICHE_TEST_PG)' }, async (t) => {
  // Two processes taking no job: each chunk and finish is handed to one by hand.
  const kept = await startServer(t, { env: { FICHE_ROLE: 'web' } });
  const finisher = await startServer(t, { env: { FICHE_ROLE: 'web' }, dataDir: kept.dataDir });
  const api = await signedIn(kept.url, kept.admin);
  const setup = await templateOnFile(api, {
    file: {
      name: 'weights.csv',
      content: csv([
        ['Name', 'Weight'],
        ['Desk', '12.5'],
        ['Chair', '4.25'],
      ]),
    },
    label: 'Weights',
    mapping: [{ source_column: 'Weight', dest_property: 'Weight', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' }],
  });
  const id = await setup.start(2);
  const rows = [0, 1];
  const weights = async () => (await api.get(`/api/catalog/batch/${id}/values`)).body.rows.map((row: { cells: Record<string, { value: unknown }> }) => row.cells.Weight?.value);
  t.equal(await kept.app.batchRunner.runChunk(id, []), false, 'a worker prepared the first pass, and its chunk computed nothing');
  t.equal(await finisher.app.batchRunner.runChunk(id, rows), true);
  await finisher.app.batchRunner.runFinish(id);
  t.same(await weights(), [null, null], 'another worker computed and finished the pass: bare numbers of no stated unit');

  const template = (await api.get(`/api/catalog/config/${setup.configName}`)).body;
  const edited = template.ownFormatMapping.map((entry: object) => ({ ...entry, source_unit: 'kg' }));
  t.equal((await api.send('PUT', `/api/catalog/config/${setup.configName}`, { ownFormatMapping: edited })).status, 200);
  t.equal((await api.send('POST', `/api/catalog/batch/${id}/rerun`, { fields: ['Weight'] })).status, 200);
  t.equal(await kept.app.batchRunner.runChunk(id, rows), true, "the rerun's chunk goes to the worker that kept the first pass's context");
  await kept.app.batchRunner.runFinish(id);
  t.equal((await api.get(`/api/catalog/batch/${id}`)).body.status, 'done');
  t.same(await weights(), [12.5, 4.25], "the rerun's template (the unit set) is used");
});
