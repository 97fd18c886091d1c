import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { catalogBatches, creditLedger } from '../../db/schema.ts';

export type LedgerEntry = typeof creditLedger.$inferSelect;
export type NewLedgerEntry = Omit<typeof creditLedger.$inferInsert, 'id' | 'createdAt'>;

export interface PeriodTotals {
  /** Sum of debits, as a positive number. */
  debited: number;
  refunded: number;
  granted: number;
}

/** Credit movements; amounts are signed (debits negative), so a sum is a balance change. */
export class CreditLedgerRepository {
  constructor(private readonly store: DbStore) {}

  async totals(workspaceId: string, subscriptionId: string, periodStart: string): Promise<PeriodTotals> {
    const [totals] = await this.store.run((db) =>
      db
        .select({
          debited: sql<number>`coalesce(-sum(case when ${creditLedger.kind} = 'debit' then ${creditLedger.amount} end), 0)`.mapWith(Number),
          refunded: sql<number>`coalesce(sum(case when ${creditLedger.kind} = 'refund' then ${creditLedger.amount} end), 0)`.mapWith(Number),
          granted: sql<number>`coalesce(sum(case when ${creditLedger.kind} = 'grant' then ${creditLedger.amount} end), 0)`.mapWith(Number),
        })
        .from(creditLedger)
        .where(and(eq(creditLedger.workspaceId, workspaceId), eq(creditLedger.subscriptionId, subscriptionId), eq(creditLedger.periodStart, periodStart))),
    );
    return totals ?? { debited: 0, refunded: 0, granted: 0 };
  }

  /** A period's movements, oldest first, each with the run it belongs to while that run exists. */
  async ofPeriod(workspaceId: string, subscriptionId: string, periodStart: string) {
    return this.store.run((db) =>
      db
        .select({
          kind: creditLedger.kind,
          amount: creditLedger.amount,
          batchId: creditLedger.batchId,
          note: creditLedger.note,
          createdAt: creditLedger.createdAt,
          catalogConfigName: catalogBatches.catalogConfigName,
          configSnapshot: catalogBatches.configSnapshot,
          file: catalogBatches.inputFilename,
        })
        .from(creditLedger)
        .leftJoin(catalogBatches, eq(catalogBatches.id, creditLedger.batchId))
        .where(and(eq(creditLedger.workspaceId, workspaceId), eq(creditLedger.subscriptionId, subscriptionId), eq(creditLedger.periodStart, periodStart)))
        .orderBy(asc(creditLedger.id)),
    );
  }

  async forBatch(workspaceId: string, batchId: string): Promise<LedgerEntry[]> {
    return this.store.run((db) =>
      db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.workspaceId, workspaceId), eq(creditLedger.batchId, batchId)))
        .orderBy(creditLedger.id),
    );
  }

  async insert(entry: NewLedgerEntry): Promise<LedgerEntry> {
    return this.store.run(async (db) => (await db.insert(creditLedger).values(entry).returning())[0]);
  }
}
