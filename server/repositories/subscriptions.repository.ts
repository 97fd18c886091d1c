import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions, workspaces } from '../../db/schema.ts';

export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>;

/** A workspace's plans, newest first (the latest start wins when two are active on one day). */
export class SubscriptionsRepository {
  private readonly ofWorkspace;

  constructor(private readonly db: Db) {
    this.ofWorkspace = db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.workspaceId, sql.placeholder('workspaceId')))
      .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt), asc(subscriptions.id))
      .prepare();
  }

  list(workspaceId: string): Subscription[] {
    return this.ofWorkspace.all({ workspaceId });
  }

  create(plan: NewSubscription): Subscription {
    return this.db
      .insert(subscriptions)
      .values({ id: randomUUID(), ...plan })
      .returning()
      .get();
  }

  /** Plans that have not ended by `day` (ISO date): open, or ending on or after it. */
  notEndedBy(workspaceId: string, day: string): Subscription[] {
    return this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.workspaceId, workspaceId),
          or(isNull(subscriptions.endDate), gte(subscriptions.endDate, day)),
        ),
      )
      .all();
  }

  setEndDate(workspaceId: string, id: string, endDate: string): void {
    this.db
      .update(subscriptions)
      .set({ endDate })
      .where(and(eq(subscriptions.workspaceId, workspaceId), eq(subscriptions.id, id)))
      .run();
  }

  /** Workspaces that have never had a plan (created before subscriptions existed). */
  workspacesWithout(): string[] {
    const anyPlan = this.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaces.id));
    return this.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(notExists(anyPlan))
      .all()
      .map((row) => row.id);
  }
}
