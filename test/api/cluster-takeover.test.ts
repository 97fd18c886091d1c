import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import t from 'tap';
import WebSocket from 'ws';
import { batchProducts, creditLedger } from '../../db/schema.ts';
import type { ServerEvent } from '../../domain/events.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { childDatabase } from '../helpers/child-database.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { TEST_POSTGRES } from '../helpers/postgres.ts';
import { SPAWN_ADMIN, spawnServer, spawnWorker } from '../helpers/process.ts';
import { nameAndTitleTemplate } from '../helpers/template-run.ts';

// Cluster mode: one web process and two worker processes on one PostgreSQL database, a 200-product
// run, one worker killed (-9) mid-run. The run finishes on the other within a minute (its jobs'
// leases run out), every product is in the output exactly once, the credits are exact, and the
// browser connected to the web process saw the workers' progress; the workers never read the file
// (the chunk jobs carry their products) and the web process keeps no copy of the outputs it serves.

const PRODUCTS = 200;

t.test('two workers, one killed mid-run: the run finishes, each product once, credits exact', { skip: TEST_POSTGRES ? false : 'needs PostgreSQL (FICHE_TEST_PG)' }, async (t) => {
  const llm = await openAiServer({ delayMs: 60 });
  t.teardown(llm.close);
  const database = await childDatabase(t);
  const env = {
    ...database.env,
    ASSISTANT_PROVIDER: 'openai',
    OPENAI_BASE_URL: llm.url,
    OPENAI_API_KEY: 'k',
    WORKERS: '1',
    FICHE_WORKER_JOBS: '2',
  };
  const web = await spawnServer({ env: { ...env, FICHE_ROLE: 'web' } });
  const workers = [spawnWorker({ env }), spawnWorker({ env })];
  t.teardown(async () => {
    await Promise.all([web, ...workers].map((child) => child.stop()));
    for (const child of [web, ...workers]) fs.rmSync(child.dataDir, { recursive: true, force: true });
  });

  const api = await signedIn(web.url, SPAWN_ADMIN);
  const template = await api.send('POST', '/api/catalog/config', nameAndTitleTemplate('Cluster'));
  const names = Array.from({ length: PRODUCTS }, (_, i) => `Chair ${String(i).padStart(3, '0')}`);
  const upload = await api.upload('/api/file/my_drive', fileForm('chairs.csv', csv([['Name'], ...names.map((name) => [name])])));

  const socket = new WebSocket(`${web.url.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(api.tokens.access_token)}`);
  const progress: number[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as ServerEvent;
    if (event.type === 'batch.updated' && event.batch.status === 'in_progress') progress.push(event.batch.progress);
  });
  await new Promise((resolve) => socket.once('open', resolve));
  t.teardown(() => socket.close());

  const started = await api.send('POST', '/api/catalog/batch', { catalog_config_name: template.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format', value: null }] });
  t.equal(started.status, 201, JSON.stringify(started.body));
  const id = started.body.id as string;
  const view = async () => (await api.get(`/api/catalog/batch/${id}`)).body as { status: string; progress: number; results: { name: string }[]; error: string | null };

  const deadline = Date.now() + 120_000;
  while ((await view()).progress < 0.25 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await workers[0]?.kill();
  const killedAt = Date.now();
  t.pass('a worker killed mid-run');
  let run = await view();
  while (run.status !== 'done' && run.status !== 'error' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    run = await view();
  }
  t.match(run, { status: 'done', error: null }, 'the run finished on the other worker');
  // With the default job expiry (10 minutes): the dead worker's leases ran out, not its jobs' expiry.
  t.ok(Date.now() - killedAt < 60_000, `its chunks taken over within a minute (${Math.round((Date.now() - killedAt) / 1000)} s)`);

  const csvFile = run.results.find((result) => result.name.endsWith('.csv'));
  const download = await fetch(`${web.url}/api/file/results?catalog_id=${id}&file_name=${encodeURIComponent(csvFile?.name ?? '')}`, { headers: { authorization: `Bearer ${api.tokens.access_token}` } });
  t.equal(download.status, 200, 'the output written by a worker is served by the web process');
  const lines = (await download.text()).trim().split(/\r?\n/).slice(1);
  const written = lines.map((line) => line.split(',')[0]);
  t.equal(written.length, PRODUCTS, 'one line a product');
  t.same([...written].sort(), names, 'each product exactly once');
  const copies = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0);
  t.equal(copies(`${web.dataDir}/results`), 0, 'the web process streamed the output from the shared store, keeping no copy');
  t.equal(copies(`${workers[1]?.dataDir}/files`), 0, 'the worker never read the uploaded file: its chunks carried their products');

  const store = await database.open(web.dataDir);
  const ledger = await store.run((db) => db.select().from(creditLedger).where(eq(creditLedger.batchId, id)));
  t.equal(-ledger.reduce((sum, entry) => sum + entry.amount, 0), PRODUCTS, 'charged one credit a generated title, once');
  const products = await store.run((db) => db.select().from(batchProducts).where(eq(batchProducts.batchId, id)));
  t.ok(
    products.every((product) => product.status === 'done'),
    'every product recorded done',
  );

  t.ok(
    progress.some((value) => value > 0 && value < 1),
    "the web process's socket carried the workers' progress",
  );
});
