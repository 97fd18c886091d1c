import { amountOf, trailingPrice } from './amounts.ts';
import { isPricedHeader, sameName, withoutHeaderParts } from './header-lines.ts';
import { HEADER_LEADING, headerNames, sameHeader } from './placed.ts';
import { headsPrices } from './price-columns.ts';
import { nameColumn, type Read } from './report.ts';
import { isMeasure } from './sizes.ts';
import type { Chunk, Line } from './text-lines.ts';

/**
 * A document of several tables, each under a header of its own (a radio's subscriptions by month and
 * year, then its one-off products, then its extras): each table is read on its own columns, then the
 * rows of all are joined under one set of columns, names under names and prices under prices.
 */

/** Lines above a new header that belong with it (its section's heading, a note): at most so many. */
const LEADING = 3;
/** Priced lines before a document's first header that are a table of their own: at least so many. */
const ROWS_BEFORE = 3;

const hasAmount = (line: Line) => line.chunks.some((chunk) => amountOf(chunk.text) !== undefined || trailingPrice(chunk.text) !== undefined);

/**
 * A line of sizes alone over the amounts of the rows under it: two measures or more, at least half its
 * texts, no amount ('0,2 l  0,25 l  0,5 l  0,75 Fl.'), the next priced line's amounts under two of them.
 */
function measuresSizes(line: Line, below: readonly Line[]): boolean {
  const measures = line.chunks.filter((chunk) => isMeasure(chunk.text));
  if (measures.length < 2 || measures.length * 2 < line.chunks.length || hasAmount(line)) return false;
  const amounts = below.find(hasAmount)?.chunks.filter((chunk) => amountOf(chunk.text) !== undefined) ?? [];
  const over = (measure: Chunk) => amounts.some((amount) => amount.x <= measure.right + line.height && amount.right >= measure.x - line.height);
  return measures.filter(over).length >= 2;
}

/** Whether most of the lines' amounts stand under the header's name of a price (one font size either side). */
function pricedUnder(header: Line, lines: readonly Line[]): boolean {
  const named = header.chunks.find((chunk) => headsPrices(chunk.text));
  if (!named) return true;
  const amounts = lines.flatMap((line) => line.chunks.filter((chunk) => amountOf(chunk.text) !== undefined));
  const under = amounts.filter((chunk) => chunk.right >= named.x - header.height && chunk.x <= named.right + header.height);
  return under.length * 2 >= amounts.length;
}

/** Whether two headers name their price over the same place. */
function priceNamedAlike(one: Line, other: Line): boolean {
  const [a, b] = [one, other].map((header) => header.chunks.find((chunk) => headsPrices(chunk.text)));
  return a === undefined || b === undefined || (a.x <= b.right && b.x <= a.right);
}

/**
 * The document's tables: a header saying something else than the one before it starts a table, with
 * the lines without an amount just above it on its page (its heading); a header repeated (on each page,
 * before each section) goes on with its table. In a list without a header, a region parted from its page
 * (`apart`: a snack bar's sandwiches and sauces beside its chips) is a table of its own. The parts of
 * a header set over several lines are no rows (header-lines.ts).
 */
export function partsOf(all: readonly Line[], apart: ReadonlySet<number>): Line[][] {
  const lines = withoutHeaderParts(all);
  const starts: number[] = [];
  let last: string[] = [];
  let header: Line | undefined;
  // Regions of a table under a header share its columns (two tables side by side under one header).
  const headed = lines.some((line) => headerNames(line.chunks.map((chunk) => chunk.text)) > 0);
  const region = (page: number) => lines.filter((line) => line.page === page);
  // Under a header, a region whose prices stand elsewhere than under its price's name (a long list's next
  // column, set to its own widths) is read on its own columns.
  const ownColumns = (line: Line) => header !== undefined && !isPricedHeader(line) && !pricedUnder(header, region(line.page));
  // A table starts with the lines without an amount just above its first on its page (its heading).
  const leadingFrom = (index: number) => {
    let start = index;
    while (start > (starts.at(-1) ?? 0) + 1 && index - start < LEADING && lines[start - 1]?.page === lines[index]?.page && !hasAmount(lines[start - 1] as Line)) start--;
    return start;
  };
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const newRegion = previous !== undefined && previous.page !== line.page && (apart.has(line.page) || apart.has(previous.page));
    if (newRegion && (!headed || ownColumns(line))) {
      starts.push(index);
      return;
    }
    // Without a header, a line of measures over the amounts heading its page's list (a drinks card's '0,2 l
    // 0,25 l  0,5 l' on the page after the dishes) starts a table on columns of its own, as a header would.
    const firstOnPage = () => !lines.slice(0, index).some((above) => above.page === line.page && hasAmount(above));
    if (!headed && index > (starts.at(-1) ?? 0) + LEADING && measuresSizes(line, lines.slice(index + 1, index + 1 + LEADING)) && firstOnPage()) {
      starts.push(leadingFrom(index));
      return;
    }
    if (!isPricedHeader(line)) return;
    // The same header again on its page over a table set to other widths (a section's own, its prices further right) starts one.
    const moved = header !== undefined && header.page === line.page && !priceNamedAlike(header, line);
    header = line;
    // Names set over the header where the others take one line ('Preço' over the header's line): the header's.
    const next = lines[index + 1];
    if (next && next.page === line.page && isPricedHeader(next) && line.y - next.y <= Math.max(line.height, next.height) * HEADER_LEADING) return;
    const texts = line.chunks.map((chunk) => chunk.text.trim().toLowerCase());
    // The first header starts a table of its own when rows came before it under labels of their own
    // naming a price, though no other column the lexicon knows ('JEUX  PRIX  PS4'); rows with no labels
    // over them are a section its header is not said over (the header over each section but the first).
    const before = lines.slice(starts.at(-1) ?? 0, index);
    const labelled = before.some((one) => !hasAmount(one) && one.chunks.length >= 2 && one.chunks.some((chunk) => headsPrices(chunk.text)));
    if (last.length > 0 ? !sameHeader(texts, last) || moved : labelled && before.filter(hasAmount).length >= ROWS_BEFORE) starts.push(leadingFrom(index));
    last = texts;
  });
  return [0, ...starts].map((start, at) => lines.slice(start, starts[at] ?? lines.length));
}

/** Where each column of a table goes among the columns of the first: names to names, prices to prices, a header name to the same name (wrapped otherwise or not), the others after. */
function placing(part: Read, names: string[], at: { name: number; price: number }): number[] {
  const own = nameColumn(
    Array.from({ length: part.width }, (_, column) => column),
    Array.from({ length: part.width }, (_, column) => part.header?.[column] ?? ''),
    part.rows,
  );
  const used = new Set<number>();
  return Array.from({ length: part.width }, (_, column) => {
    const name = part.header?.[column] ?? '';
    let to = column === part.price ? at.price : column === own ? at.name : names.findIndex((other, index) => !used.has(index) && index !== at.name && index !== at.price && sameName(other, name));
    if (to < 0) {
      to = names.length;
      names.push(name);
    }
    used.add(to);
    return to;
  });
}

/** The tables' rows under the columns of the first, with the columns of the others it lacks after them. */
export function combined(all: readonly Read[]): Read {
  if (all.length === 1) return all[0] as Read;
  // Beside tables with prices, one without any amount (an address and opening hours beside the list) holds no products.
  const hasPrices = (part: Read) => part.price >= 0 || part.rows.some((row) => row.cells.some((cell) => amountOf(cell) !== undefined || trailingPrice(cell) !== undefined));
  const priced = all.some(hasPrices);
  const parts = all.filter((part) => !priced || hasPrices(part));
  const dropped = all.filter((part) => !parts.includes(part)).reduce((sum, part) => sum + part.rows.length, 0);
  const [first, ...others] = parts as [Read, ...Read[]];
  const names = Array.from({ length: first.width }, (_, column) => first.header?.[column] ?? '');
  const at = {
    name: nameColumn(
      names.map((_, column) => column),
      names,
      first.rows,
    ),
    price: first.price,
  };
  if (at.price < 0) {
    at.price = names.length;
    names.push('');
  }
  const rows = [...first.rows];
  for (const part of others) {
    const to = placing(part, names, at);
    for (const row of part.rows) {
      const cells: string[] = [];
      row.cells.forEach((cell, column) => {
        const into = to[column] as number;
        cells[into] = [cells[into], cell].filter(Boolean).join(' ');
      });
      rows.push({ ...row, cells: Array.from(cells, (cell) => cell ?? '') });
    }
  }
  return {
    header: parts.some((part) => part.header) ? names : undefined,
    width: names.length,
    price: at.price,
    rows,
    fragments: parts.reduce((sum, part) => sum + part.fragments, dropped),
  };
}
