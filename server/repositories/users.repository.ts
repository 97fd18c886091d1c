import { randomUUID } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, workspaces } from '../../db/schema.ts';
import type { Language } from '../../domain/user.ts';

export type User = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Users are looked up by id or e-mail: sign-in comes before any workspace is known. */
export class UsersRepository {
  private readonly byId;

  constructor(private readonly db: Db) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare();
  }

  findById(id: string): User | undefined {
    return this.byId.get({ id });
  }

  findByEmail(email: string): User | undefined {
    return this.db.select().from(users).where(eq(users.email, normaliseEmail(email))).get();
  }

  /** The workspace's first account: whom the CLI records its runs under. */
  oldestInWorkspace(workspaceId: string): User | undefined {
    return this.db.select().from(users).where(eq(users.workspaceId, workspaceId)).orderBy(asc(users.createdAt), asc(users.email)).limit(1).get();
  }

  count(): number {
    return this.db.select({ n: count() }).from(users).get()?.n ?? 0;
  }

  listWithWorkspace() {
    return this.db
      .select({ email: users.email, firstname: users.firstname, lastname: users.lastname, workspace: workspaces.name })
      .from(users)
      .innerJoin(workspaces, eq(users.workspaceId, workspaces.id))
      .orderBy(workspaces.name, users.email)
      .all();
  }

  create(user: NewUser): User {
    return this.db
      .insert(users)
      .values({ ...user, id: randomUUID(), email: normaliseEmail(user.email) })
      .returning()
      .get();
  }

  setLanguage(id: string, language: Language): User | undefined {
    return this.db.update(users).set({ language }).where(eq(users.id, id)).returning().get();
  }

  /** The stored name of the user's picture (see AvatarsService), or null. */
  setAvatar(id: string, avatar: string | null): void {
    this.db.update(users).set({ avatar }).where(eq(users.id, id)).run();
  }

  setPasswordHash(id: string, passwordHash: string): void {
    this.db.update(users).set({ passwordHash }).where(eq(users.id, id)).run();
  }
}
