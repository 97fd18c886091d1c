import { type ProductRows, runsFrom } from './product-rows.ts';
import { filled, type Roles } from './roles.ts';

/** Each row's options, as one key: its values in the columns that tell variants apart (colour, size, option values). */
const optionsKey = (row: readonly string[], axes: readonly number[]) => axes.map((column) => (row[column] ?? '').trim().toLowerCase()).join('\u0000');

/**
 * Whether rows under one name are one product's variants: each has options of its own, and no two
 * have the same ('Small, Black' and 'Medium, Black'). Rows with their own references or prices and
 * nothing telling them apart are products of their own, not variants invented from a shared name.
 */
function toldApart(rows: readonly (readonly string[])[], members: readonly number[], roles: Roles): boolean {
  const keys = members.map((index) => optionsKey(rows[index] ?? [], roles.variantAxes));
  return members.every((index) => roles.variantAxes.some((column) => filled(rows[index] ?? [], column))) && new Set(keys).size === keys.length;
}

/** Consecutive rows under the same name, told apart by their options: one product's variants. Undefined when no such rows are found. */
export function bySameName(rows: readonly (readonly string[])[], roles: Roles): ProductRows[] | undefined {
  const [name] = roles.naming;
  if (name === undefined) return undefined;
  // Each run's first row: a row with the name of the row above it continues that row's run.
  const starts: number[] = [];
  rows.forEach((row, index) => {
    if (index === 0 || !filled(row, name) || (rows[index - 1]?.[name]?.trim() ?? '') !== (row[name]?.trim() ?? '')) starts.push(index);
  });
  if (starts.length === rows.length) return undefined;
  const runs = runsFrom(starts, rows.length);
  const variants = new Set(runs.filter((run) => run.length > 1 && toldApart(rows, run, roles)));
  if (variants.size === 0) return undefined;
  return runs.flatMap((run) => (variants.has(run) ? [{ product: run[0] ?? 0, variants: run, images: [] }] : run.map((index) => ({ product: index, variants: [], images: [] }))));
}
