import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A row's values as the driver takes them, for a kept statement's placeholders (`Store.kept`): each
 * column's own encoding (JSON, booleans, times), null left null — drizzle encodes a placeholder's
 * value even when null, and would write a JSON column's null as the text 'null'.
 */
export function driverValues<T extends Table>(table: T, row: Partial<Record<keyof T['_']['columns'] & string, unknown>>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) values[name] = value === null || value === undefined ? null : (columns[name]?.mapToDriverValue(value) ?? value);
  return values;
}

/** A placeholder per column, named after it, whose value is passed as `driverValues` gives it (no encoding of its own). */
export function placeholders<const Name extends string>(names: readonly Name[]): Record<Name, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(name)}`])) as Record<Name, SQL>;
}
