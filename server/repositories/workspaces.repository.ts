import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { workspaces } from '../../db/schema.ts';

export type Workspace = typeof workspaces.$inferSelect;

export class WorkspacesRepository {
  constructor(private readonly store: DbStore) {}

  async findById(id: string): Promise<Workspace | undefined> {
    return this.store.run(async (db) => (await db.select().from(workspaces).where(eq(workspaces.id, id)).limit(1))[0]);
  }

  async findByName(name: string): Promise<Workspace | undefined> {
    return this.store.run(async (db) => (await db.select().from(workspaces).where(eq(workspaces.name, name)).limit(1))[0]);
  }

  async list(): Promise<Workspace[]> {
    return this.store.run((db) => db.select().from(workspaces).orderBy(workspaces.name));
  }

  async create(name: string): Promise<Workspace> {
    return this.store.run(async (db) => (await db.insert(workspaces).values({ id: randomUUID(), name }).returning())[0]);
  }
}
