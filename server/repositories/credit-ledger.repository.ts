import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger } from '../../db/schema.ts';

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
  private readonly periodTotals;
  private readonly batchEntries;

  constructor(private readonly db: Db) {
    this.periodTotals = db
      .select({
        debited: sql<number>`coalesce(-sum(case when ${creditLedger.kind} = 'debit' then ${creditLedger.amount} end), 0)`,
        refunded: sql<number>`coalesce(sum(case when ${creditLedger.kind} = 'refund' then ${creditLedger.amount} end), 0)`,
        granted: sql<number>`coalesce(sum(case when ${creditLedger.kind} = 'grant' then ${creditLedger.amount} end), 0)`,
      })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.workspaceId, sql.placeholder('workspaceId')),
          eq(creditLedger.subscriptionId, sql.placeholder('subscriptionId')),
          eq(creditLedger.periodStart, sql.placeholder('periodStart')),
        ),
      )
      .prepare();
    this.batchEntries = db
      .select()
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.workspaceId, sql.placeholder('workspaceId')),
          eq(creditLedger.batchId, sql.placeholder('batchId')),
        ),
      )
      .orderBy(creditLedger.id)
      .prepare();
  }

  totals(workspaceId: string, subscriptionId: string, periodStart: string): PeriodTotals {
    return this.periodTotals.get({ workspaceId, subscriptionId, periodStart }) ?? { debited: 0, refunded: 0, granted: 0 };
  }

  forBatch(workspaceId: string, batchId: string): LedgerEntry[] {
    return this.batchEntries.all({ workspaceId, batchId });
  }

  insert(entry: NewLedgerEntry): LedgerEntry {
    return this.db.insert(creditLedger).values(entry).returning().get();
  }
}
