import { amountOf } from './amounts.ts';
import type { Placed } from './placed.ts';

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

/**
 * The sizes a line names, by column, when it is a line of size labels over the columns of amounts;
 * with the heading set on the same line before them ('SAUZEN   Kleine  Grote'), when there is one.
 */
export function sizesOf(line: Placed, amountColumns: readonly number[]): { labels: Map<number, string>; heading: string } | undefined {
  const labels = new Map<number, string>();
  let heading = '';
  for (const [column, cell] of line.cells.entries()) {
    const text = cell.trim();
    if (text === '') continue;
    const label = amountColumns.includes(column) && amountOf(text) === undefined && text.length <= LABEL_CHARS && text.split(/\s+/).length <= LABEL_WORDS;
    // Text outside the amounts, before any label, is a heading beside them.
    if (!label && (labels.size > 0 || heading !== '' || amountColumns.includes(column) || !/\p{L}/u.test(text))) return undefined;
    if (label) labels.set(column, text);
    else heading = text;
  }
  return labels.size >= 2 && labels.size <= MOST_SIZES ? { labels, heading } : undefined;
}

/** Size labels over two lines, by column: the upper line's label before the lower one's. */
export function stacked(above: ReadonlyMap<number, string>, below: ReadonlyMap<number, string>): Map<number, string> {
  const columns = [...new Set([...above.keys(), ...below.keys()])].sort((a, b) => a - b);
  return new Map(columns.map((column) => [column, [above.get(column), below.get(column)].filter(Boolean).join(' ')]));
}

/** A row of amounts under sizes as a row a size: the amount in the price column, the size beside; the other size columns emptied ('--': not sold in that size). */
export function bySize<Row extends { cells: string[]; sizes?: Map<number, string> }>(rows: readonly Row[], price: number): (Row & { size: string })[] {
  return rows.flatMap((row) => {
    const sized = [...(row.sizes ?? [])].filter(([column]) => amountOf(row.cells[column] ?? '') !== undefined);
    if (sized.length === 0) return [{ ...row, size: '' }];
    return sized.map(([column, size]) => {
      const cells = row.cells.map((cell, at) => (row.sizes?.has(at) ? '' : cell));
      cells[price] = row.cells[column] ?? '';
      return { ...row, cells, size };
    });
  });
}
