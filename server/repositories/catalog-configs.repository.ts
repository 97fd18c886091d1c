import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogConfigs } from '../../db/schema.ts';

export type CatalogConfigRow = typeof catalogConfigs.$inferSelect;
/** What the `body` column holds: the template's JSON shape apart from name, label and updated_at. */
export type CatalogConfigBody = Record<string, unknown>;

/** Case- and spacing-insensitive key under which labels are unique in a workspace. */
export const labelKey = (label: string): string => label.normalize('NFC').trim().toLocaleLowerCase('en');

/** Templates, always looked up within the caller's workspace. */
export class CatalogConfigsRepository {
  private readonly byName;
  private readonly byLabelKey;
  private readonly nameTaken;

  constructor(private readonly db: Db) {
    const workspace = eq(catalogConfigs.workspaceId, sql.placeholder('workspaceId'));
    this.byName = db
      .select()
      .from(catalogConfigs)
      .where(and(workspace, eq(catalogConfigs.name, sql.placeholder('name'))))
      .prepare();
    this.byLabelKey = db
      .select()
      .from(catalogConfigs)
      .where(and(workspace, eq(catalogConfigs.labelKey, sql.placeholder('labelKey'))))
      .prepare();
    this.nameTaken = db
      .select({ id: catalogConfigs.id })
      .from(catalogConfigs)
      .where(and(workspace, eq(catalogConfigs.name, sql.placeholder('name'))))
      .prepare();
  }

  list(workspaceId: string): CatalogConfigRow[] {
    return this.db
      .select()
      .from(catalogConfigs)
      .where(eq(catalogConfigs.workspaceId, workspaceId))
      .orderBy(asc(catalogConfigs.labelKey))
      .all();
  }

  findByName(workspaceId: string, name: string): CatalogConfigRow | undefined {
    return this.byName.get({ workspaceId, name });
  }

  findByLabel(workspaceId: string, label: string): CatalogConfigRow | undefined {
    return this.byLabelKey.get({ workspaceId, labelKey: labelKey(label) });
  }

  isNameTaken(workspaceId: string, name: string): boolean {
    return this.nameTaken.get({ workspaceId, name }) !== undefined;
  }

  insert(workspaceId: string, values: { name: string; label: string; body: CatalogConfigBody }): CatalogConfigRow {
    return this.db
      .insert(catalogConfigs)
      .values({ id: randomUUID(), workspaceId, ...values, labelKey: labelKey(values.label), updatedAt: null })
      .returning()
      .get();
  }

  update(workspaceId: string, name: string, values: { label: string; body: CatalogConfigBody; updatedAt: string }): CatalogConfigRow | undefined {
    return this.db
      .update(catalogConfigs)
      .set({ ...values, labelKey: labelKey(values.label) })
      .where(and(eq(catalogConfigs.workspaceId, workspaceId), eq(catalogConfigs.name, name)))
      .returning()
      .get();
  }

  delete(workspaceId: string, name: string): boolean {
    const result = this.db
      .delete(catalogConfigs)
      .where(and(eq(catalogConfigs.workspaceId, workspaceId), eq(catalogConfigs.name, name)))
      .run();
    return result.changes > 0;
  }
}
