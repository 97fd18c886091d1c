import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { users, workspaces } from '../../db/schema.ts';
import type { Language } from '../../domain/user.ts';

export type User = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Users are looked up by id or e-mail: sign-in comes before any workspace is known. */
export class UsersRepository {
  constructor(private readonly store: DbStore) {}

  async findById(id: string): Promise<User | undefined> {
    return this.store.run(async (db) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0]);
  }

  async findByEmail(email: string): Promise<User | undefined> {
    return this.store.run(
      async (db) =>
        (
          await db
            .select()
            .from(users)
            .where(eq(users.email, normaliseEmail(email)))
            .limit(1)
        )[0],
    );
  }

  /** The workspace's first account: whom the CLI records its runs under. */
  async oldestInWorkspace(workspaceId: string): Promise<User | undefined> {
    return this.store.run(async (db) => (await db.select().from(users).where(eq(users.workspaceId, workspaceId)).orderBy(asc(users.createdAt), asc(users.email)).limit(1))[0]);
  }

  async count(): Promise<number> {
    return this.store.run(async (db) => (await db.select({ n: count() }).from(users))[0]?.n ?? 0);
  }

  async listWithWorkspace() {
    return this.store.run((db) => db.select({ email: users.email, firstname: users.firstname, lastname: users.lastname, workspace: workspaces.name }).from(users).innerJoin(workspaces, eq(users.workspaceId, workspaces.id)).orderBy(workspaces.name, users.email));
  }

  async create(user: NewUser): Promise<User> {
    return this.store.run(
      async (db) =>
        (
          await db
            .insert(users)
            .values({ ...user, id: randomUUID(), email: normaliseEmail(user.email) })
            .returning()
        )[0],
    );
  }

  async setLanguage(id: string, language: Language): Promise<User | undefined> {
    return this.store.run(async (db) => (await db.update(users).set({ language }).where(eq(users.id, id)).returning())[0]);
  }

  /** The stored name of the user's picture (see AvatarsService), or null. */
  async setAvatar(id: string, avatar: string | null): Promise<void> {
    await this.store.run((db) => db.update(users).set({ avatar }).where(eq(users.id, id)));
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.store.run((db) => db.update(users).set({ passwordHash }).where(eq(users.id, id)));
  }
}
