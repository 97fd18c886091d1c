import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspaces } from '../../db/schema.ts';

export type Workspace = typeof workspaces.$inferSelect;

export class WorkspacesRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Workspace | undefined {
    return this.db.select().from(workspaces).where(eq(workspaces.id, id)).get();
  }

  findByName(name: string): Workspace | undefined {
    return this.db.select().from(workspaces).where(eq(workspaces.name, name)).get();
  }

  list(): Workspace[] {
    return this.db.select().from(workspaces).orderBy(workspaces.name).all();
  }

  create(name: string): Workspace {
    return this.db.insert(workspaces).values({ id: randomUUID(), name }).returning().get();
  }
}
