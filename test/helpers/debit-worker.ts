/**
 * Competing run starts for the concurrent-debit test: its own SQLite connection, released at the
 * same instant as its sibling threads through a shared flag, then one debit per batch id, each in its
 * own BEGIN IMMEDIATE transaction.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, writeTransaction } from '../../db/client.ts';
import { CreditsService } from '../../server/services/credits.service.ts';

const { dbFile, workspaceId, batchIds, amount, gate } = workerData as {
  dbFile: string;
  workspaceId: string;
  batchIds: string[];
  amount: number;
  gate: SharedArrayBuffer;
};

const db = openDatabase(dbFile);
const credits = new CreditsService(db);
const flag = new Int32Array(gate);
parentPort?.postMessage({ ready: true });
Atomics.wait(flag, 0, 0);
const results = batchIds.map((batchId) => {
  try {
    writeTransaction(db, () => credits.debit(workspaceId, amount, batchId));
    return { ok: true };
  } catch (error) {
    return { ok: false, code: (error as { code?: string }).code, message: (error as Error).message };
  }
});
db.$client.close();
parentPort?.postMessage({ results });
