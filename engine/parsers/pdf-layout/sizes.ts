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
export function bySize<Row extends { cells: string[]; sizes?: Map<number, string>; option?: string }>(rows: readonly Row[], price: number): (Row & { size: string })[] {
  return rows.flatMap((row) => {
    const sized = [...(row.sizes ?? [])].filter(([column]) => amountOf(row.cells[column] ?? '') !== undefined);
    if (sized.length === 0) return [{ ...row, size: row.option ?? '' }];
    return sized.map(([column, size]) => {
      const cells = row.cells.map((cell, at) => (row.sizes?.has(at) ? '' : cell));
      cells[price] = row.cells[column] ?? '';
      return { ...row, cells, size };
    });
  });
}

/** A bullet before an option ('- mit Käse und Toast'). */
const BULLET = /^[-–•]\s+/;
/** An option is set in from its dish's name by at least so many font sizes. */
const OPTION_INDENT = 1;

/**
 * The option a priced line offers of the dish named on `dish` above it, when it reads as one: marked
 * (a bullet, a bracket, set in from the dish's name) and no name of its own (it starts in lower case or
 * in brackets: '- mit Käse und Toast', '  klein', '(9-12 elementi)'); its text without the bullet.
 */
export function optionOf(line: Placed, dish: Placed, price: number): { option: string; column: number; dish: string } | undefined {
  const column = line.cells.findIndex((cell, at) => at !== price && cell.trim() !== '');
  const name = dish.cells.find((cell, at) => at !== price && cell.trim() !== '')?.trim();
  if (column < 0 || name === undefined) return undefined;
  const text = (line.cells[column] as string).trim();
  const option = text.replace(BULLET, '');
  const marked = option !== text || option.startsWith('(') || (line.indents[column] ?? 0) - (dish.indents[column] ?? 0) >= OPTION_INDENT;
  return marked && /^(\(|\p{Ll})/u.test(option) ? { option, column, dish: name } : undefined;
}
