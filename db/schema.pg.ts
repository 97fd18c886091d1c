import { getTableName, is, SQL, sql } from 'drizzle-orm';
import { customType, timestamp, type AnyPgColumn, type AnyPgTable, bigint, doublePrecision, foreignKey, index, integer, type PgColumnBuilderBase, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as sqliteSchema from './schema.ts';

/**
 * The PostgreSQL tables, derived from the SQLite schema (db/schema.ts, the one the code queries) so
 * the two never drift: same tables, columns, keys, indexes and cascades, with the values stored the
 * way the SQLite columns read and write them (JSON and timestamps as text, booleans as 0/1), so one
 * set of table objects serves queries on both. drizzle-kit reads this file to write
 * db/migrations-pg (drizzle.pg.config.ts).
 */

/** The SQLite timestamp default, in PostgreSQL: UTC, ISO 8601 with milliseconds. */
const NOW_ISO = sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

type SqliteColumn = ReturnType<typeof getTableConfig>['columns'][number];

/** Column builders are chained through one loose type: which chain is taken depends on the column. */
type Builder = ReturnType<typeof text> & { generatedByDefaultAsIdentity(): Builder };

function baseOf(column: SqliteColumn): Builder {
  switch (column.columnType) {
    case 'SQLiteInteger': {
      // Whole numbers here include epoch milliseconds; an integer key (SQLite's rowid) becomes an identity.
      const whole = bigint(column.name, { mode: 'number' }) as unknown as Builder;
      return column.primary ? whole.generatedByDefaultAsIdentity() : whole;
    }
    case 'SQLiteBoolean':
      return integer(column.name) as unknown as Builder;
    case 'SQLiteReal':
      return doublePrecision(column.name) as unknown as Builder;
    default:
      return text(column.name) as unknown as Builder;
  }
}

function columnOf(column: SqliteColumn): PgColumnBuilderBase {
  let builder = baseOf(column);
  if (column.primary) builder = builder.primaryKey() as Builder;
  if (column.notNull) builder = builder.notNull() as Builder;
  if (column.isUnique) builder = builder.unique(column.uniqueName) as Builder;
  if (column.hasDefault && column.default !== undefined) builder = builder.default(defaultOf(column) as never) as Builder;
  return builder;
}

function defaultOf(column: SqliteColumn): unknown {
  const value = column.default;
  if (is(value, SQL)) return /strftime/.test(JSON.stringify(value.queryChunks)) ? NOW_ISO : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

type DerivedTable = AnyPgTable & Record<string, AnyPgColumn>;

function tableOf(source: SQLiteTable): DerivedTable {
  const config = getTableConfig(source);
  const columns = Object.fromEntries(config.columns.map((column) => [column.name, columnOf(column)]));
  const table = pgTable(config.name, columns, (table) => {
    const named = (names: { name: string }[]) => names.map((column) => table[column.name]) as [never, ...never[]];
    return [
      ...config.primaryKeys.map((key) => primaryKey({ columns: named(key.columns) })),
      ...config.indexes.map((entry) => {
        const build = entry.config.unique ? uniqueIndex(entry.config.name) : index(entry.config.name);
        return build.on(...named(entry.config.columns as { name: string }[]));
      }),
      ...config.foreignKeys.map((key) => {
        const reference = key.reference();
        const target: DerivedTable = pgTables[getTableName(reference.foreignTable)];
        return foreignKey({
          columns: named(reference.columns),
          foreignColumns: reference.foreignColumns.map((column) => target[column.name]) as [never, ...never[]],
        }).onDelete(key.onDelete ?? 'no action');
      }),
    ];
  });
  return table as unknown as DerivedTable;
}

const pgTables: Record<string, DerivedTable> = {};
for (const source of Object.values(sqliteSchema)) {
  if (is(source, SQLiteTable)) pgTables[getTableName(source)] = tableOf(source);
}

export const { workspaces, users, sessions, refresh_tokens, files, upload_reservations, catalog_configs, value_lists, value_list_values, workspace_settings, subscriptions, credit_ledger, catalog_batches, batch_products, batch_values, cell_cache, api_keys, webhooks, webhook_deliveries } = pgTables;

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Cluster mode only: the shared copy of files below DATA_DIR (uploads, outputs, pictures) that every
 * process reaches (server/cluster/shared-files.ts).
 */
export const shared_files = pgTable('shared_files', {
  path: text('path').primaryKey(),
  content: bytea('content').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
