import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { asc, eq } from 'drizzle-orm';
import t from 'tap';
import { catalogConfigs, creditLedger } from '../../db/schema.ts';
import { isoDay } from '../../domain/periods.ts';
import { signedIn } from '../helpers/api.ts';
import { debitCredits, workspaceOf } from '../helpers/credits.ts';
import { TEST_POSTGRES } from '../helpers/postgres.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t, { env: { DEFAULT_CREDITS: '500' } });
const { credits, store } = server.app;

async function addConfig(workspaceId: string, name: string, ownFormatMapping: unknown) {
  await store.run((db) => db.insert(catalogConfigs).values({ id: randomUUID(), workspaceId, name, label: name, labelKey: name.toLowerCase(), body: { ownFormatMapping } }));
}

const refund = (workspaceId: string, amount: number, batchId: string) => store.transaction(() => credits.refund(workspaceId, amount, batchId));

t.test('a new workspace starts with DEFAULT_CREDITS a month from today', async (t) => {
  const creds = await server.addUser('new@example.com');
  const api = await signedIn(server.url, creds);
  const today = isoDay(new Date());

  const active = await api.get('/api/subscription/active');
  t.equal(active.status, 200);
  t.match(active.body, { policy: 'standard', frequency: 'MONTHLY', start_date: today, end_date: null, credits_per_period: 500, used_credits: 0, available_credits: 500 });
  t.equal(active.body.current_period.available_credits, 500, 'with the current period');

  const available = await api.get('/api/subscription/available-credits');
  t.equal(available.status, 200);
  t.match(available.body, {
    credits_per_period: 500,
    used_credits: 0,
    available_credits: 500,
    start_date: today,
    frequency: 'MONTHLY',
  });
  t.type(available.body.end_date, 'string', 'a monthly period has a last day');

  const list = await api.get('/api/subscription/');
  t.equal(list.status, 200);
  t.equal(list.body.length, 1);
  t.match(list.body[0], { frequency: 'MONTHLY', available_credits: 500, used_credits: 0, current_period: { start_date: today } });

  const admin = await signedIn(server.url, server.admin);
  t.equal((await admin.get('/api/subscription/available-credits')).body.available_credits, 500, 'test helper workspace too');

  const ws = await workspaceOf(server, 'new@example.com');
  const run = randomUUID();
  await debitCredits(server, ws, 120, run);
  await refund(ws, 20, run);
  await credits.grant(ws, 5, 'goodwill');
  const after = (await api.get('/api/subscription/active')).body;
  const period = (await api.get('/api/subscription/available-credits')).body;
  t.match(after, { used_credits: 100, available_credits: 405 }, 'the active plan follows the ledger: debit, refund, grant');
  t.same([after.used_credits, after.available_credits], [period.used_credits, period.available_credits], 'as the credit panels show it');
});

t.test('debit, refund and grant move the balance through the ledger', async (t) => {
  await server.addUser('ledger@example.com');
  const ws = await workspaceOf(server, 'ledger@example.com');
  const batch = randomUUID();

  await t.rejects(credits.debit(ws, 10, batch), /must run inside store.transaction/, 'refused outside a transaction');
  t.match(await debitCredits(server, ws, 120, batch), { used_credits: 120, available_credits: 380 });
  t.match(await debitCredits(server, ws, 120, batch), { used_credits: 120, available_credits: 380 }, 'a batch is charged once');

  t.equal(await refund(ws, 20, batch), 20);
  t.equal(await refund(ws, 500, batch), 100, 'never more than was debited');
  t.equal(await refund(ws, 5, batch), 0, 'repeating a refund is harmless');
  t.equal(await refund(ws, 5, randomUUID()), 0, 'nothing for an unknown batch');
  t.match(await credits.currentPeriod(ws), { used_credits: 0, available_credits: 500 });

  await debitCredits(server, ws, 450);
  t.match(await credits.grant(ws, 100, 'goodwill'), { available_credits: 150 });
  t.match(await credits.currentPeriod(ws), { credits_per_period: 500, used_credits: 450, available_credits: 150 });

  const error = (await t.rejects(debitCredits(server, ws, 151))) as { code?: string; statusCode?: number; message?: string };
  t.equal(error.code, 'insufficient_credits');
  t.equal(error.statusCode, 409);
  t.equal(error.message, 'Insufficient credits to process this file. Required: 151, Available: 150');
  t.match(await credits.currentPeriod(ws), { available_credits: 150 }, 'a refused debit changes nothing');

  const entries = await store.run((db) => db.select().from(creditLedger).where(eq(creditLedger.workspaceId, ws)).orderBy(asc(creditLedger.id)));
  t.same(
    entries.map((e) => [e.kind, e.amount]),
    [
      ['debit', -120],
      ['refund', 20],
      ['refund', 100],
      ['debit', -450],
      ['grant', 100],
    ],
    'every movement is recorded, signed',
  );
  t.equal(entries[4].note, 'goodwill');
});

t.test('credits reset at the next period start', async (t) => {
  await server.addUser('reset@example.com');
  const ws = await workspaceOf(server, 'reset@example.com');
  const { created } = await credits.setPlan(ws, { creditsPerPeriod: 100, frequency: 'MONTHLY', startDate: '2024-01-31', endDate: null });
  t.equal(created.frequency, 'MONTHLY');
  const jan = new Date('2024-02-10T10:00:00Z');
  const feb = new Date('2024-02-29T10:00:00Z');
  t.match(await debitCredits(server, ws, 100, randomUUID(), jan), { available_credits: 0, start_date: '2024-01-31', end_date: '2024-02-28' });
  t.match(await credits.currentPeriod(ws, feb), { used_credits: 0, available_credits: 100, start_date: '2024-02-29' });
  t.equal(await credits.currentPeriod(ws, new Date('2024-01-01T00:00:00Z')), null, 'nothing before the plan starts');
});

// Each thread opens the SQLite file itself; on PostgreSQL the store's pool already runs concurrent transactions.
t.test('20 concurrent starts on 4 connections: exactly one is charged', { skip: TEST_POSTGRES ? 'SQLite only' : false }, async (t) => {
  await server.addUser('race@example.com');
  const ws = await workspaceOf(server, 'race@example.com');
  await debitCredits(server, ws, 400);
  const gate = new SharedArrayBuffer(4);
  const dbFile = path.join(server.dataDir, 'fiche.db');
  const workerFile = new URL('../helpers/debit-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(workerFile)}); })`;
  // Four threads (a thread costs a whole module graph), five transactions each, all released at once.
  const workers = Array.from({ length: 4 }, () => {
    // The thread registers tsx itself before loading the .ts file (tap's loader hooks do not carry over).
    const worker = new Worker(boot, {
      eval: true,
      workerData: { dbFile, workspaceId: ws, batchIds: Array.from({ length: 5 }, () => randomUUID()), amount: 60, gate },
    });
    const ready = new Promise((resolve) => worker.once('message', resolve));
    const done = new Promise<{ ok: boolean; code?: string }[]>((resolve, reject) => {
      worker.on('message', (m) => 'results' in m && resolve(m.results));
      worker.once('error', reject);
    });
    return { ready, done };
  });
  await Promise.all(workers.map((w) => w.ready));
  Atomics.store(new Int32Array(gate), 0, 1);
  Atomics.notify(new Int32Array(gate), 0);
  const results = (await Promise.all(workers.map((w) => w.done))).flat();
  t.equal(results.length, 20);
  t.equal(results.filter((r) => r.ok).length, 1, 'one start charged');
  t.ok(
    results.filter((r) => !r.ok).every((r) => r.code === 'insufficient_credits'),
    'the others are refused for credits',
  );
  t.match(await credits.currentPeriod(ws), { used_credits: 460, available_credits: 40 }, 'never overspent');
});

t.test('used-credits-prediction follows the cost rule', async (t) => {
  await server.addUser('predict@example.com');
  const ws = await workspaceOf(server, 'predict@example.com');
  await addConfig(ws, 'mixed', [
    { source_column: 'sku', dest_property: 'sku', batch_action: 'COPY' },
    { source_column: 'weight', dest_property: 'weight', batch_action: 'EXTRACT' },
    { source_column: 'ac_product_description', dest_property: 'description', batch_action: 'GENERATE' },
    { source_column: 'ac_product_title', dest_property: 'title', batch_action: 'GENERATE' },
  ]);
  await addConfig(ws, 'copy-only', [{ source_column: 'sku', dest_property: 'sku', batch_action: 'COPY' }]);
  const api = await signedIn(server.url, { email: 'predict@example.com', password: server.admin.password });
  const predict = (query: string) => api.get(`/api/subscription/used-credits-prediction?${query}`);

  t.match((await predict('nb_products_to_process=40&catalog_config_name=mixed')).body, { required_credits: 120, cached_cells: 0, charged_cells: 120, nb_products: 40 });
  t.match((await predict('nb_products_to_process=40&catalog_config_name=copy-only')).body, { required_credits: 40, cached_cells: 0, charged_cells: 0, nb_products: 40 });
  t.match((await predict('nb_products_to_process=0&catalog_config_name=mixed')).body, { required_credits: 0, cached_cells: 0, charged_cells: 0, nb_products: 0 });
  t.match((await predict('nb_products_to_process=40&sample_size=10&catalog_config_name=mixed')).body, { required_credits: 30, cached_cells: 0, charged_cells: 30, nb_products: 10 }, 'a preview of 10');
  const unknown = await predict('nb_products_to_process=5&catalog_config_name=nope');
  t.equal(unknown.status, 404);
  t.equal(unknown.body.detail.error_code, 'not_found');
  t.equal((await predict('nb_products_to_process=-1&catalog_config_name=mixed')).status, 400);
  t.equal((await predict('catalog_config_name=mixed')).status, 400);
});

t.test("another workspace's plan, credits and templates stay invisible", async (t) => {
  await server.addUser('owner@example.com');
  const owner = await workspaceOf(server, 'owner@example.com');
  await credits.setPlan(owner, { creditsPerPeriod: 7, frequency: 'YEARLY', startDate: '2020-01-01', endDate: null });
  await debitCredits(server, owner, 3);
  await addConfig(owner, 'secret', [{ source_column: 'a', dest_property: 'a', batch_action: 'GENERATE' }]);

  const other = await signedIn(server.url, await server.addUser('other@example.com'));
  t.equal((await other.get('/api/subscription/active')).body.credits_per_period, 500);
  t.equal((await other.get('/api/subscription/available-credits')).body.available_credits, 500);
  t.equal((await other.get('/api/subscription/')).body.length, 1);
  const predicted = await other.get('/api/subscription/used-credits-prediction?nb_products_to_process=1&catalog_config_name=secret');
  t.equal(predicted.status, 404, 'a template of another workspace is not found');
  t.equal((await other.get('/api/subscription/active')).status, 200);
  t.match(await credits.currentPeriod(owner), { credits_per_period: 7, used_credits: 3, available_credits: 4 });
});

t.test('without an active plan: null, and no debit', async (t) => {
  await server.addUser('ended@example.com');
  const ws = await workspaceOf(server, 'ended@example.com');
  const { ended } = await credits.setPlan(ws, { creditsPerPeriod: 10, frequency: 'WEEKLY', startDate: '2020-01-01', endDate: '2020-02-01' });
  t.equal(ended.length, 1, 'the default plan was replaced');
  const api = await signedIn(server.url, { email: 'ended@example.com', password: server.admin.password });
  t.equal((await api.get('/api/subscription/active')).body, null);
  t.equal((await api.get('/api/subscription/available-credits')).body, null);
  const list = (await api.get('/api/subscription/')).body;
  t.equal(list.length, 2);
  t.ok(list.every((s: { current_period: unknown }) => s.current_period === null));
  await t.rejects(debitCredits(server, ws, 1), { code: 'insufficient_credits', message: /Required: 1, Available: 0/ });
});

t.test('the routes need a signed-in user', async (t) => {
  const response = await fetch(`${server.url}/api/subscription/available-credits`);
  t.equal(response.status, 401);
});
