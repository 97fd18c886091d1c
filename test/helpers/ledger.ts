import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { creditLedger } from '../../db/schema.ts';

type Kind = (typeof creditLedger.$inferSelect)['kind'];

/** A run's credit movements, oldest first; amounts are signed (debits negative). */
export async function ledgerEntries(store: DbStore, batchId: string): Promise<{ kind: Kind; amount: number }[]> {
  return store.run((db) => db.select({ kind: creditLedger.kind, amount: creditLedger.amount }).from(creditLedger).where(eq(creditLedger.batchId, batchId)).orderBy(asc(creditLedger.id)));
}

/** A run's credit movements grouped by kind, in the order of the kinds' names: how many, and their signed sum. */
export async function ledgerByKind(store: DbStore, batchId: string): Promise<{ kind: Kind; n: number; total: number }[]> {
  return store.run((db) =>
    db
      .select({ kind: creditLedger.kind, n: count(), total: sql<number>`sum(${creditLedger.amount})`.mapWith(Number) })
      .from(creditLedger)
      .where(eq(creditLedger.batchId, batchId))
      .groupBy(creditLedger.kind)
      .orderBy(asc(creditLedger.kind)),
  );
}
