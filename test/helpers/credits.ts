import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { CreditPeriod } from '../../domain/subscription.ts';
import type { TestServer } from './server.ts';

/** The workspace of the user with this email, read behind the API. */
export async function workspaceOf(server: TestServer, email: string): Promise<string> {
  const [user] = await server.app.store.run((db) => db.select().from(users).where(eq(users.email, email)).limit(1));
  if (!user) throw new Error(`no user ${email}`);
  return user.workspaceId;
}

/** Charges credits as a run start does (in a transaction of the app's store), for the batch `batchId`. */
export function debitCredits(server: TestServer, workspaceId: string, amount: number, batchId: string = randomUUID(), now?: Date): Promise<CreditPeriod> {
  return server.app.store.transaction(() => server.app.credits.debit(workspaceId, amount, batchId, now));
}
