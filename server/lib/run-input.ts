import type { Product } from '../../engine/enrich/types.ts';
import type { NumberConventions } from '../../engine/quantities/conventions.ts';

/** Products per pool task, and per job in cluster mode. */
export const CHUNK_SIZE = 25;

/**
 * What a run works on, read from its file: what it sells, in file order — each variant, or a product
 * without variants (a run's product number is its place here) — with the product each belongs to and
 * the cells it took from its product row; each product's own cells; the file's decimal marks.
 */
export interface RunInput {
  products: Product[];
  /** By product number, its product: an index into `groupProducts`. */
  groups: number[];
  /** By product number, the columns whose value came from its product row. */
  inherited: string[][];
  /** Each product's own cells: what copy shared by its variants is written from. */
  groupProducts: Product[];
  numbers: NumberConventions;
}

/**
 * The part of a run's input some of its products need (a cluster chunk job carries it, so a worker
 * never reads the file): each product's cells, the product it belongs to and that product's own
 * cells, and its neighbours' products (whether it leads its product, whether it has variants beside).
 */
export interface RunInputSlice {
  rows: { index: number; cells: Product; inherited: string[]; group: number }[];
  neighbours: [index: number, group: number][];
  groupProducts: [group: number, cells: Product][];
  numbers: NumberConventions;
}

/** The run's products of its first `count` file products (all of them when the file has no variants): whole products only. */
export function firstProducts(input: RunInput, count: number): number {
  const end = input.groups.findIndex((group) => group >= count);
  return end === -1 ? input.products.length : end;
}

/** Whether a run product shares its file product with another (a variant beside other variants): they stand next to each other. */
export function hasSiblings(groups: readonly number[], index: number): boolean {
  const group = groups[index];
  return group !== undefined && (groups[index - 1] === group || groups[index + 1] === group);
}

export function sliceOf(input: RunInput, rows: readonly number[]): RunInputSlice {
  const wanted = rows.filter((index) => input.products[index] !== undefined);
  const groups = new Set(wanted.map((index) => input.groups[index] as number));
  const neighbours = new Set(wanted.flatMap((index) => [index - 1, index + 1]).filter((index) => index >= 0 && index < input.groups.length));
  for (const index of wanted) neighbours.delete(index);
  return {
    rows: wanted.map((index) => ({ index, cells: input.products[index] as Product, inherited: input.inherited[index] ?? [], group: input.groups[index] as number })),
    neighbours: [...neighbours].map((index) => [index, input.groups[index] as number]),
    groupProducts: [...groups].flatMap((group) => (input.groupProducts[group] ? [[group, input.groupProducts[group]] as [number, Product]] : [])),
    numbers: input.numbers,
  };
}

/** A run's input as its products become known here, by slice or whole; what is not known yet is absent. */
export function emptyInput(numbers: NumberConventions): RunInput {
  return { products: [], groups: [], inherited: [], groupProducts: [], numbers };
}

/** Adds a slice's products (or a whole input's) to what `into` knows. */
export function addToInput(into: RunInput, from: RunInputSlice | RunInput): void {
  if ('rows' in from) {
    for (const row of from.rows) {
      into.products[row.index] = row.cells;
      into.inherited[row.index] = row.inherited;
      into.groups[row.index] = row.group;
    }
    for (const [index, group] of from.neighbours) into.groups[index] ??= group;
    for (const [group, cells] of from.groupProducts) into.groupProducts[group] = cells;
    return;
  }
  from.products.forEach((cells, index) => {
    into.products[index] = cells;
    into.inherited[index] = from.inherited[index] ?? [];
    into.groups[index] = from.groups[index] as number;
  });
  from.groupProducts.forEach((cells, group) => {
    into.groupProducts[group] = cells;
  });
}
