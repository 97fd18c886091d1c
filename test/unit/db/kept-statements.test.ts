import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { openDatabase, sqliteStore } from '../../../db/client.ts';
import { BatchValuesRepository } from '../../../server/repositories/batch-values.repository.ts';
import { BatchesRepository } from '../../../server/repositories/batches.repository.ts';
import { CellCacheRepository } from '../../../server/repositories/cell-cache.repository.ts';

// A run's settlement writes through statements compiled once and kept (SQLite): each column's value
// is written as the builder would write it, a JSON column's null as NULL, not as the text 'null'.

function database(t: Test) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-kept-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const db = openDatabase(path.join(dir, 'fiche.db'));
  t.teardown(() => db.$client.close());
  db.$client.exec("INSERT INTO workspaces (id, name) VALUES ('w', 'W')");
  const store = sqliteStore(db);
  return { db, store, batches: new BatchesRepository(store), values: new BatchValuesRepository(store), cache: new CellCacheRepository(store) };
}

const NEW_RUN = { id: 'run', workspaceId: 'w', catalogConfigName: 'T', configSnapshot: {} as never, inputFilename: 'f.csv', destination: [], nbProducts: 4, cost: 4 };
const run = { group: 0, key: null, name: null, options: [] };

t.test('cells written twice keep their second values, their empty columns NULL', async (t) => {
  const { db, batches, values } = database(t);
  const batch = await batches.insert(NEW_RUN, [run]);
  const source = { kind: 'column' as const, column: 'Name' };
  await values.saveMany(batch.id, [{ rowIndex: 0, cells: { Name: { value: 'Boot', status: 'ok', source, error: null }, Size: { value: null, status: 'empty', source: null, error: null, reason: { code: 'not_in_row', key: 'not_in_row', params: {} } as never } } }]);
  await values.saveMany(batch.id, [{ rowIndex: 0, cells: { Name: { value: 42, status: 'ok', source, error: null, issues: [{ code: 'too_long' } as never] } } }]);
  const rows = db.$client.prepare('SELECT field, value, source, issues, channel_value, reason, reason_code FROM batch_values ORDER BY field').all();
  t.same(rows, [
    { field: 'Name', value: '42', source: JSON.stringify(source), issues: '[{"code":"too_long"}]', channel_value: null, reason: null, reason_code: null },
    { field: 'Size', value: null, source: null, issues: null, channel_value: null, reason: '{"code":"not_in_row","key":"not_in_row","params":{}}', reason_code: 'not_in_row' },
  ]);
  t.same((await values.productCells(batch.id, 0)).Name, { value: 42, status: 'ok', source, error: null, issues: [{ code: 'too_long' }] }, 'read back as written');
});

t.test("a product's outcome is written while it is pending only, and the run's progress counts its pass", async (t) => {
  const { batches } = database(t);
  const batch = await batches.insert(NEW_RUN, [run, run, run, run]);
  t.same([...(await batches.settleProducts(batch.id, [{ rowIndex: 0, status: 'done', error: null, attempts: 1 }, { rowIndex: 1, status: 'failed', error: 'timeout', attempts: 2 }]))], [0, 1]);
  t.same([...(await batches.settleProducts(batch.id, [{ rowIndex: 1, status: 'done', error: null, attempts: 3 }]))], [], 'settled already: not written again');
  const [first, second] = await batches.products(batch.id);
  t.match(second, { status: 'failed', error: 'timeout', attempts: 2 });
  t.match(first, { status: 'done', error: null, pendingFields: null });
  const usage = { model_calls: 2, prompt_tokens: 30, completion_tokens: 7 };
  await batches.recordProgress(batch.id, { settledBefore: 0, products: 4 }, usage);
  t.match(await batches.byIdAnyWorkspace(batch.id), { progress: 0.5, modelCalls: 2, promptTokens: 30, completionTokens: 7 });
  await batches.recordProgress(batch.id, { settledBefore: 1, products: 2 }, usage);
  t.match(await batches.byIdAnyWorkspace(batch.id), { progress: 0.5, modelCalls: 4, promptTokens: 60, completionTokens: 14 }, 'a rerun of two products, one settled before it');
  await batches.recordProgress(batch.id, { settledBefore: 0, products: 1 }, usage);
  t.match(await batches.byIdAnyWorkspace(batch.id), { progress: 1 }, 'never past the whole');
});

t.test('cached cells take their latest computation', async (t) => {
  const { db, batches, cache } = database(t);
  const batch = await batches.insert(NEW_RUN, [run]);
  await cache.saveMany('w', [{ fingerprint: 'a', cell: { value: 'x', source: null, reason: null, batchId: batch.id } }]);
  await cache.saveMany('w', [{ fingerprint: 'a', cell: { value: 'y', source: null, reason: null, batchId: batch.id } }]);
  t.same(db.$client.prepare('SELECT fingerprint, value, source, reason FROM cell_cache').all(), [{ fingerprint: 'a', value: '"y"', source: null, reason: null }]);
  t.same([...(await cache.find('w', ['a']))], [['a', { value: 'y', source: null, reason: null, batchId: batch.id }]]);
});
