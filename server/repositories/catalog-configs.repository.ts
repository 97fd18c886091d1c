import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { affectedRows, type DbStore } from '../../db/client.ts';
import { catalogConfigs } from '../../db/schema.ts';

export type CatalogConfigRow = typeof catalogConfigs.$inferSelect;
/** What the `body` column holds: the template's JSON shape apart from name, label and updated_at. */
export type CatalogConfigBody = Record<string, unknown>;

/** Case- and spacing-insensitive key under which labels are unique in a workspace. */
export const labelKey = (label: string): string => label.normalize('NFC').trim().toLocaleLowerCase('en');

/** Templates, always looked up within the caller's workspace. */
export class CatalogConfigsRepository {
  constructor(private readonly store: DbStore) {}

  async list(workspaceId: string): Promise<CatalogConfigRow[]> {
    return this.store.run((db) => db.select().from(catalogConfigs).where(eq(catalogConfigs.workspaceId, workspaceId)).orderBy(asc(catalogConfigs.labelKey)));
  }

  async findByName(workspaceId: string, name: string): Promise<CatalogConfigRow | undefined> {
    return this.findOne(and(eq(catalogConfigs.workspaceId, workspaceId), eq(catalogConfigs.name, name)));
  }

  async findByLabel(workspaceId: string, label: string): Promise<CatalogConfigRow | undefined> {
    return this.findOne(and(eq(catalogConfigs.workspaceId, workspaceId), eq(catalogConfigs.labelKey, labelKey(label))));
  }

  async isNameTaken(workspaceId: string, name: string): Promise<boolean> {
    const rows = await this.store.run((db) =>
      db
        .select({ id: catalogConfigs.id })
        .from(catalogConfigs)
        .where(and(eq(catalogConfigs.workspaceId, workspaceId), eq(catalogConfigs.name, name)))
        .limit(1),
    );
    return rows.length > 0;
  }

  async insert(workspaceId: string, values: { name: string; label: string; body: CatalogConfigBody }): Promise<CatalogConfigRow> {
    const rows = await this.store.run((db) =>
      db
        .insert(catalogConfigs)
        .values({ id: randomUUID(), workspaceId, ...values, labelKey: labelKey(values.label), updatedAt: null })
        .returning(),
    );
    return rows[0];
  }

  async update(workspaceId: string, name: string, values: { label: string; body: CatalogConfigBody; updatedAt: string }): Promise<CatalogConfigRow | undefined> {
    const rows = await this.store.run((db) =>
      db
        .update(catalogConfigs)
        .set({ ...values, labelKey: labelKey(values.label) })
        .where(and(eq(catalogConfigs.workspaceId, workspaceId), eq(catalogConfigs.name, name)))
        .returning(),
    );
    return rows[0];
  }

  async delete(workspaceId: string, name: string): Promise<boolean> {
    const result = await this.store.run((db) => db.delete(catalogConfigs).where(and(eq(catalogConfigs.workspaceId, workspaceId), eq(catalogConfigs.name, name))));
    return affectedRows(result) > 0;
  }

  private async findOne(where: SQL | undefined): Promise<CatalogConfigRow | undefined> {
    const rows = await this.store.run((db) => db.select().from(catalogConfigs).where(where).limit(1));
    return rows[0];
  }
}
