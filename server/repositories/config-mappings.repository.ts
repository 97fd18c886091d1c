import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogConfigs } from '../../db/schema.ts';

/** Read-only: a template's stored mapping, as pricing a run needs it. */
export class ConfigMappingsRepository {
  private readonly byName;

  constructor(db: Db) {
    this.byName = db
      .select({ body: catalogConfigs.body })
      .from(catalogConfigs)
      .where(
        and(eq(catalogConfigs.workspaceId, sql.placeholder('workspaceId')), eq(catalogConfigs.name, sql.placeholder('name'))),
      )
      .prepare();
  }

  /** The template's `ownFormatMapping` (any stored shape), or undefined when the workspace has no such template. */
  findMapping(workspaceId: string, name: string): { mapping: unknown } | undefined {
    const row = this.byName.get({ workspaceId, name });
    return row && { mapping: row.body.ownFormatMapping };
  }
}
