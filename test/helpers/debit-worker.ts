/**
 * Competing run starts for the concurrent-debit test: its own SQLite connection, released at the
 * same instant as its sibling threads through a shared flag, then one debit per batch id, each in its
 * own transaction of a store over that connection (BEGIN IMMEDIATE). SQLite only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, sqliteStore } from '../../db/client.ts';
import { CreditsService } from '../../server/services/credits.service.ts';

const { dbFile, workspaceId, batchIds, amount, gate } = workerData as {
  dbFile: string;
  workspaceId: string;
  batchIds: string[];
  amount: number;
  gate: SharedArrayBuffer;
};

const db = openDatabase(dbFile);
const store = sqliteStore(db);
const credits = new CreditsService(store);
const flag = new Int32Array(gate);
parentPort?.postMessage({ ready: true });
Atomics.wait(flag, 0, 0);
const results: { ok: boolean; code?: string; message?: string }[] = [];
for (const batchId of batchIds) {
  try {
    await store.transaction(() => credits.debit(workspaceId, amount, batchId));
    results.push({ ok: true });
  } catch (error) {
    results.push({ ok: false, code: (error as { code?: string }).code, message: (error as Error).message });
  }
}
db.$client.close();
parentPort?.postMessage({ results });
