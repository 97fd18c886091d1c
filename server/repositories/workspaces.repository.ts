import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspaces } from '../../db/schema.ts';

export type Workspace = typeof workspaces.$inferSelect;

export class WorkspacesRepository {
  private readonly byId;

  constructor(private readonly db: Db) {
    this.byId = db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, sql.placeholder('id')))
      .prepare();
  }

  findById(id: string): Workspace | undefined {
    return this.byId.get({ id });
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
