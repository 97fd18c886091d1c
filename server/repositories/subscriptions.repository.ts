import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, notExists, or } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { subscriptions, workspaces } from '../../db/schema.ts';

export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>;

/** A workspace's plans, newest first (the latest start wins when two are active on one day). */
export class SubscriptionsRepository {
  constructor(private readonly store: DbStore) {}

  async list(workspaceId: string): Promise<Subscription[]> {
    return this.store.run((db) => db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId)).orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt), asc(subscriptions.id)));
  }

  async create(plan: NewSubscription): Promise<Subscription> {
    return this.store.run(
      async (db) =>
        (
          await db
            .insert(subscriptions)
            .values({ id: randomUUID(), ...plan })
            .returning()
        )[0],
    );
  }

  /** Plans that have not ended by `day` (ISO date): open, or ending on or after it. */
  async notEndedBy(workspaceId: string, day: string): Promise<Subscription[]> {
    return this.store.run((db) =>
      db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.workspaceId, workspaceId), or(isNull(subscriptions.endDate), gte(subscriptions.endDate, day)))),
    );
  }

  async setEndDate(workspaceId: string, id: string, endDate: string): Promise<void> {
    await this.store.run((db) =>
      db
        .update(subscriptions)
        .set({ endDate })
        .where(and(eq(subscriptions.workspaceId, workspaceId), eq(subscriptions.id, id))),
    );
  }

  /** Workspaces that have never had a plan (created before subscriptions existed). */
  async workspacesWithout(): Promise<string[]> {
    const rows = await this.store.run((db) => {
      const anyPlan = db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaces.id));
      return db.select({ id: workspaces.id }).from(workspaces).where(notExists(anyPlan));
    });
    return rows.map((row) => row.id);
  }
}
