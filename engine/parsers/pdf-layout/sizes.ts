import { amountOf } from './amounts.ts';
import { filled, type Placed } from './placed.ts';

/**
 * Prices by size: a line of short labels standing over two columns of amounts or more ('S  M  L',
 * '0,3 l  0,5 l', 'klein  groot') and nothing else names the sizes the amounts below it are sold in,
 * until the next heading. A row with amounts under several of them is one product sold in each size:
 * a row a size, the size written, the product's name the same on each (its variants).
 */

/** A size label is short: at most so many words, so many characters. */
const LABEL_WORDS = 3;
const LABEL_CHARS = 16;
/** A product comes in a handful of sizes: a line labelling more columns is a table's header, not sizes. */
const MOST_SIZES = 6;

/** The sizes a line names, by column, when it is a line of size labels over the columns of amounts. */
export function sizesOf(line: Placed, amountColumns: readonly number[]): Map<number, string> | undefined {
  const labels = new Map<number, string>();
  for (const [column, cell] of line.cells.entries()) {
    const text = cell.trim();
    if (text === '') continue;
    const label = amountColumns.includes(column) && amountOf(text) === undefined && text.length <= LABEL_CHARS && text.split(/\s+/).length <= LABEL_WORDS;
    if (!label) return undefined;
    labels.set(column, text);
  }
  return labels.size >= 2 && labels.size <= MOST_SIZES && labels.size === filled(line.cells) ? labels : undefined;
}

/** A row of amounts under several sizes as a row a size: the amount in the price column, the size beside. */
export function bySize<Row extends { cells: string[]; sizes?: Map<number, string> }>(rows: readonly Row[], price: number): (Row & { size: string })[] {
  return rows.flatMap((row) => {
    const sized = [...(row.sizes ?? [])].filter(([column]) => amountOf(row.cells[column] ?? '') !== undefined);
    if (sized.length < 2) return [{ ...row, size: sized.length === 1 ? (sized[0]?.[1] ?? '') : '' }];
    return sized.map(([column, size]) => {
      const cells = row.cells.map((cell, at) => (row.sizes?.has(at) ? '' : cell));
      cells[price] = row.cells[column] ?? '';
      return { ...row, cells, size };
    });
  });
}
