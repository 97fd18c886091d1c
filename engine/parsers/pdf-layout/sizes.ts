import { type Concept, NAMING } from '../../lexicon/concepts.ts';
import { ALTERNATIVE_WORDS, isConcept, normalise } from '../../lexicon/index.ts';
import { namesAMonth } from '../../lexicon/months.ts';
import { meaningOf } from '../../lexicon/names.ts';
import { canonicalUnit } from '../../lexicon/units.ts';
import { findQuantities, parseQuantity } from '../../quantities/quantity.ts';
import { isCurrency } from '../../quantities/units.ts';
import { amountOf, labelledPrice, labelledPrices, SIZES_PARTED, slashedPrices } from './amounts.ts';
import { BULLET } from './blocks.ts';
import { holdsAmount, type Placed } from './placed.ts';
import { headsPrices } from './price-columns.ts';

/**
 * Prices by size: a line of short labels standing over two columns of amounts or more ('S  M  L',
 * '0,3 l  0,5 l', 'klein  groot') and nothing else names the sizes the amounts below it are sold in,
 * until the next heading. A row with amounts under several of them is one product sold in each size:
 * a row a size, the size written, the product's name the same on each (its variants).
 */

/** A size label is short: at most so many words, so many characters. */
const LABEL_WORDS = 5;
const LABEL_CHARS = 20;
/** A product comes in a handful of sizes: a line labelling more columns is a table's header, not sizes. */
const MOST_SIZES = 6;

/**
 * The sizes a line names, by column, when it is a line of size labels over the columns of amounts;
 * with the heading set on the same line before them ('SAUZEN   Kleine  Grote'), when there is one.
 */
function sizesOf(line: Placed, amountColumns: readonly number[]): { labels: Map<number, string>; heading: string } | undefined {
  const labels = new Map<number, string>();
  let heading = '';
  for (const [column, cell] of line.cells.entries()) {
    const text = cell.trim();
    if (text === '') continue;
    // A label names a size; a text ending in a colon or a comma goes on (a sentence over the columns: 'cyfrowego składa  się:').
    const label = amountColumns.includes(column) && ((amountOf(text) === undefined && isLabel(text) && !/[:,]$/.test(text)) || slashedLabels(text) !== undefined);
    // Text outside the amounts, before any label, is a heading beside them.
    if (!label && (labels.size > 0 || heading !== '' || amountColumns.includes(column) || !/\p{L}/u.test(text))) return undefined;
    if (label) labels.set(column, text);
    // The label of the names' column ('Sabor   100g  250g', 'Product   S  M  L') heads nothing.
    else heading = meaningOf(text).words.some((word) => NAMING.has(word as Concept)) ? '' : text;
  }
  // One label over the amounts names their sizes when it names several with slashes ('alm. / fam.' over '80,- / 155,-').
  const [only] = labels.values();
  const named = labels.size >= 2 || (only !== undefined && slashedLabels(only) !== undefined);
  return named && labels.size <= MOST_SIZES ? { labels, heading } : undefined;
}

const isLabel = (text: string) => text.length <= LABEL_CHARS && text.split(/\s+/).length <= LABEL_WORDS;

/** Size labels written in one with slashes between ('alm. / fam.', 'Lille / Mellem / Stor', 'small/large'): the labels. */
function slashedLabels(text: string): string[] | undefined {
  const labels = text.trim().split(SIZES_PARTED);
  return labels.length >= 2 && labels.length <= MOST_SIZES && labels.every((label) => /^\p{L}/u.test(label) && amountOf(label) === undefined && isLabel(label)) ? labels : undefined;
}

/**
 * The sizes a line names over the columns of amounts (`sizesOf`); over one column, a label naming
 * several with slashes ('alm. / fam.') when its prices are so written ('80,- / 155,-').
 */
export function sizeLines(data: readonly Placed[], sized: readonly number[], price: number): (line: Placed) => ReturnType<typeof sizesOf> {
  const slashed = price >= 0 && data.some((line) => slashedPrices(line.cells[price] ?? '') !== undefined);
  const named = (line: Placed) => (sized.length >= 2 ? sizesOf(line, sized) : slashed ? sizesOf(line, [price]) : undefined);
  // Labels in a run of lines unpriced, one of which is a grid's line of names, are no sizes but a list of names (a chocolate shop's flavours in four columns).
  const filled = (line: Placed) => line.cells.filter((cell) => cell.trim() !== '').length;
  const unpriced = (line: Placed | undefined) => line !== undefined && filled(line) >= 2 && !holdsAmount(line);
  const listed = new Set<Placed>();
  let run: Placed[] = [];
  for (const line of [...data, undefined]) {
    if (unpriced(line)) run.push(line as Placed);
    else {
      if (run.some((one) => named(one) === undefined && filled(one) >= GRID_NAMES && !one.cells.some((cell) => /[:,]$/.test(cell.trim())))) for (const one of run) listed.add(one);
      run = [];
    }
  }
  return (line) => (listed.has(line) ? undefined : named(line));
}

/** A grid's line of names holds at least so many, none ending as a sentence going on does (':', ','). */
const GRID_NAMES = 3;

/** Size labels over two lines, by column: the upper line's label before the lower one's. */
export function stacked(above: ReadonlyMap<number, string>, below: ReadonlyMap<number, string>): Map<number, string> {
  const columns = [...new Set([...above.keys(), ...below.keys()])].sort((a, b) => a - b);
  return new Map(columns.map((column) => [column, [above.get(column), below.get(column)].filter(Boolean).join(' ')]));
}

/** The one cell naming a row, the price aside: where its label stands, when it has one only. */
function labelAt(cells: readonly string[], price: number): number | undefined {
  const named = cells.flatMap((cell, at) => (at !== price && cell.trim() !== '' ? [at] : []));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * Prices by period: a matrix whose rows are named by periods, most of them by months ('9 lipca -
 * 19 sierpnia', 'czerwiec, wrzesień'), prices the products named over its columns in each period (a
 * guest house's rooms by season): read the other way, the column's label the name, the row's the size.
 */
function inPeriods(rows: readonly { cells: string[]; sizes?: Map<number, string> }[], price: number): boolean {
  const labels = rows.flatMap((row) => {
    const at =
      row.sizes && row.sizes.size > 0
        ? labelAt(
            row.cells.map((cell, column) => (row.sizes?.has(column) ? '' : cell)),
            price,
          )
        : undefined;
    return at === undefined ? [] : [row.cells[at] as string];
  });
  const periods = [...new Set(labels)];
  return periods.length >= 2 && periods.filter(namesAMonth).length * 2 >= periods.length;
}

/**
 * A row of amounts under sizes as a row a size: the amount in the price column, the size beside; the
 * other size columns emptied ('--': not sold in that size); an amount in the price column under no
 * label a row of its own, no size written. Prices by period the other way round.
 */
export function bySize<Row extends { cells: string[]; sizes?: Map<number, string>; option?: string }>(rows: readonly Row[], price: number): (Row & { size: string })[] {
  const byPeriod = inPeriods(rows, price);
  return rows.flatMap((row) => {
    const sized = [...(row.sizes ?? [])].filter(([column]) => amountOf(row.cells[column] ?? '') !== undefined);
    if (sized.length === 0) return [{ ...row, size: row.option ?? '' }];
    const unsized = row.cells.map((cell, at) => (row.sizes?.has(at) ? '' : cell));
    const own = row.sizes?.has(price) || amountOf(row.cells[price] ?? '') === undefined ? [] : [{ ...row, cells: unsized, size: row.option ?? '' }];
    return [...own, ...sized.map(([column, size]) => {
      const cells = [...unsized];
      cells[price] = row.cells[column] ?? '';
      const label = byPeriod ? labelAt(cells, price) : undefined;
      if (label === undefined) return { ...row, cells, size };
      const period = cells[label] as string;
      cells[label] = size;
      return { ...row, cells, size: period };
    })];
  });
}

/**
 * Columns of amounts a header names by what they are sold as, not as prices ('Take Out  Drink In',
 * '0,3 l  0,5 l'), or as the price of a quantity ('Price/250g  Price/500g'), the price column among
 * them: sizes, each row a row a size, named by the header or its quantity.
 */
export function sizesByHeader(header: readonly string[] | undefined, amounts: readonly number[], price: number): Map<number, string> | undefined {
  const sizeOf = (column: number) => {
    const name = header?.[column] ?? '';
    if (name === '') return undefined;
    // A price said by its tax basis alone ('exkl. MwSt  inkl. MwSt') is the same price twice, no size;
    // a size named with the word for size is one ('Tamanho P', 'Größe M'), and so is a count ('ab 4 ÜN', '2-14 noce').
    const { words } = meaningOf(name);
    if (!headsPrices(name)) return !words.some(isConcept) || (words.includes('size') && words.length > 1) || /\d/.test(name) ? name : undefined;
    return measureIn(name);
  };
  const sized = amounts.flatMap((column) => {
    const size = sizeOf(column);
    return size === undefined ? [] : [[column, size] as const];
  });
  return sized.length >= 2 && sized.some(([column]) => column === price) ? new Map(sized) : undefined;
}

/** The one measure a price's header names ('Price/250g' → '250g', 'Prijs (1 kg)' → '1 kg'), a currency aside. */
function measureIn(name: string): string | undefined {
  const spaced = name.replace(/[/()]/g, ' ');
  const measures = findQuantities(spaced).filter((quantity) => quantity.unit !== undefined && !isCurrency(quantity.unit));
  const [measure] = measures;
  return measures.length === 1 && measure ? spaced.slice(measure.index, measure.end).trim() : undefined;
}

/** The header of a price by size without the size it names ('Price/100g' → 'Price'): the column holds every size's. */
export function priceHeaderOfSizes(name: string): string {
  const measure = measureIn(name);
  if (measure === undefined) return name;
  const rest = name
    .replace(measure, ' ')
    .replace(/[/()]\s*[/()]?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return rest === '' ? name : rest;
}

/** Sizes named in a row's text, with slashes between ('lille/stor', 'lille / stor'). */
const SLASHED_SIZES = /(?:^|\s)(\p{L}+(?:\s?[/|]\s?\p{L}+)+)(?=\s|$)/u;

/** Measures written with slashes, their unit once after the last ('4/6/8/10 stk', '0,3/0,5 l', '30/40 cm'). */
const SLASHED_MEASURES = /(?:^|\s)(\d+(?:[.,]\d+)?(?:\s?\/\s?\d+(?:[.,]\d+)?)+)\s?(\p{L}+\.?)(?=[\s,)]|$)/u;
/** A fraction of a unit ('1/4 l', '3/4 kg'): one measure, not two. */
const FRACTION = /^[13]\s?\/\s?[248]$/;

/** Measures written with slashes, each with its unit ('90ml/300ml/720ml', '0,3l / 0,5l'). */
const SLASHED_UNIT_MEASURES = /(?:^|[\s(])(\d+(?:[.,]\d+)?\s?\p{L}+\.?(?:\s?\/\s?\d+(?:[.,]\d+)?\s?\p{L}+\.?)+)(?=[\s,)]|$)/u;

/**
 * The sizes such measures name, each with the unit ('4 stk', '6 stk'), smallest first when the unit is
 * written once; none when a unit is no measure's.
 */
function slashedMeasures(cell: string): string[] {
  const [, each = ''] = SLASHED_UNIT_MEASURES.exec(cell) ?? [];
  const parts = each.split(/\s?\/\s?/);
  if (each !== '' && parts.every((part) => measureUnitOf(part) !== undefined)) return parts;
  const [, numbers = '', written = ''] = SLASHED_MEASURES.exec(cell) ?? [];
  const unit = written === '' || FRACTION.test(numbers) ? undefined : canonicalUnit(written);
  if (unit === undefined || isCurrency(unit)) return [];
  const values = numbers.split(/\s?\/\s?/);
  const size = (value: string) => Number(value.replace(',', '.'));
  return values.every((value, at) => at === 0 || size(value) > size(values[at - 1] as string)) ? values.map((value) => `${value} ${written}`) : [];
}

/** The unit of a measure written alone ('90ml', '0,5 l'); undefined for a price or anything else. */
function measureUnitOf(text: string): string | undefined {
  const quantity = parseQuantity(text, '.') ?? parseQuantity(text, ',');
  return quantity?.unit !== undefined && !isCurrency(quantity.unit) ? quantity.unit : undefined;
}

/**
 * Sizes a row's text offers in brackets, one or another ('RÅBIFF ( liten eller stor )', '(small, medium
 * or large)'), by the words each language offers a choice with.
 */
function alternativesIn(cell: string): string[][] {
  return [...cell.matchAll(/\(([^()]+)\)/g)].flatMap(([, inside = '']) => {
    const labels = inside
      .trim()
      .split(/\s*,\s*|\s+/)
      .reduce<string[][]>((parts, word) => (ALTERNATIVE_WORDS.has(normalise(word)) ? [...parts, []] : [...parts.slice(0, -1), [...(parts.at(-1) ?? []), word]]), [[]])
      .map((words) => words.join(' '));
    return labels.length >= 2 && labels.every((label) => label !== '' && isLabel(label)) ? [labels] : [];
  });
}

/**
 * A row priced in several sizes with slashes ('Café Latte lille/stor   40/48', '80,- / 155,-' under
 * 'alm. / fam.', 'RÅBIFF ( liten eller stor )   199/275', 'LØKRINGER 4/6/8/10 stk   39,-/55,-/69,-/85,-') as
 * a row a size: 'lille' at 40, 'stor' at 48; the name as printed. Under such labels, a row of one price is sold in no size of theirs
 * ('Ekstra tilbehør   20,-'). Prices each after its label in one run ('reg £2.10 large £2.50') are
 * a row a label too.
 */
export function bySlashedSizes<Row extends { cells: string[]; size: string }>(rows: readonly Row[], price: number): Row[] {
  return rows.flatMap((row) => {
    const withPrice = (amount: string, size: string) => ({ ...row, cells: row.cells.map((cell, column) => (column === price ? amount : cell)), size });
    // Each price after its label in one run ('reg £2.10 large £2.50'): a row a label.
    const cell = price >= 0 ? (row.cells[price] ?? '') : '';
    const one = labelledPrice(cell);
    const priced = price >= 0 ? (labelledPrices(cell) ?? (one && [one])) : undefined;
    if (priced) return priced.map(({ label, price: amount }) => withPrice(amount, label));
    const prices = price >= 0 ? slashedPrices(row.cells[price] ?? '') : undefined;
    const labelled = slashedLabels(row.size);
    if (labelled && !prices) return [{ ...row, size: '' }];
    const inText = row.cells.flatMap((cell, at) => (at === price ? [] : [slashedLabels(SLASHED_SIZES.exec(cell)?.[1] ?? '') ?? [], slashedMeasures(cell), ...alternativesIn(cell)]));
    const named = [labelled ?? [], ...(row.size === '' ? inText : [])].find((sizes) => sizes.length === prices?.length);
    if (!prices || !named) return [row];
    return prices.map((amount, at) => withPrice(amount, named[at] as string));
  });
}

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

/** Labels name sizes when each stands under at least so many headings. */
const LABEL_HEADINGS = 3;
/** … and three rows in four are named by such a label alone. */
const LABELLED_ROWS = 0.75;

/**
 * Rows named only by a label that recurs under heading after heading ('15CM', '#2', '#1 pot' under
 * each plant of a nursery's list): the labels are the sizes each heading's product is sold in. Each
 * row is then named by its heading, its label its size, and the heading over those its section.
 */
export function sizesByLabel<Row extends { cells: string[]; section: string; parent?: string; size: string }>(rows: readonly Row[], name: number): readonly Row[] {
  const labelOf = (row: Row) => (row.cells[name] ?? '').trim().toLowerCase();
  const headings = new Map<string, Set<string>>();
  for (const row of rows) {
    const label = labelOf(row);
    if (label === '' || row.section === '' || row.size !== '' || label.length > LABEL_CHARS || label.split(/\s+/).length > LABEL_WORDS) continue;
    headings.set(label, (headings.get(label) ?? new Set()).add(row.section));
  }
  const isSize = (row: Row) => (headings.get(labelOf(row))?.size ?? 0) >= LABEL_HEADINGS;
  if (rows.filter(isSize).length < rows.length * LABELLED_ROWS) return rows;
  return rows.map((row) => {
    if (!isSize(row)) return row;
    const cells = row.cells.map((cell, column) => (column === name ? row.section : cell));
    return { ...row, cells, size: (row.cells[name] ?? '').trim(), section: row.parent ?? '' };
  });
}

/** A size in brackets after a name ('Malted (Large)', 'White Seeded (Small) ** FRIDAYS ONLY **'): the name before it, the size. */
const BRACKETED = /^(.*\S)\s*\(([^()]+)\)/u;

/** A measure alone ('0,2l', '500 g'), no amount of money. */
export const isMeasure = (text: string) => {
  const unit = parseQuantity(text)?.unit;
  return unit !== undefined && !isCurrency(unit);
};

/** A name's size: a label in brackets after it, or the measure ending it ('Augustiner Helles 0,4L'), with the name before it. */
function sizeInName(text: string, measured: boolean): { base: string; label: string } | undefined {
  const [, base, label] = BRACKETED.exec(text) ?? [];
  if (base !== undefined && label !== undefined) return isLabel(label.trim()) ? { base, label: label.trim() } : undefined;
  const measure = measured ? findQuantities(text).at(-1) : undefined;
  if (measure?.unit === undefined || isCurrency(measure.unit) || measure.end !== text.length || measure.index === 0) return undefined;
  return { base: text.slice(0, measure.index).replace(/[\s–-]+$/u, ''), label: text.slice(measure.index) };
}

/**
 * Rows named by one name with different sizes after it, in brackets or measured ('Malted (Large)',
 * 'Malted (Small)'; 'Faust Pils 0,3L', 'Faust Pils 0,4L'): one product in those sizes, each row's its
 * own; the name as printed. Measures count only where no column holds them.
 */
export function bracketedSizes<Row extends { cells: string[]; size: string }>(rows: readonly Row[], name: number): readonly Row[] {
  // A list writing its measures in a column of their own ('Scavi & Ray Rosso  3,00  0,1l') sizes its rows there.
  const measured = !rows.some((row) => row.cells.some((cell, column) => column !== name && isMeasure(cell)));
  const sizeOf = (row: Row) => {
    const sized = row.size === '' ? sizeInName((row.cells[name] ?? '').trim(), measured) : undefined;
    return sized && /\p{L}/u.test(sized.base) ? { base: sized.base.toLowerCase(), label: sized.label } : undefined;
  };
  const labels = new Map<string, Set<string>>();
  for (const row of rows) {
    const sized = sizeOf(row);
    if (sized) labels.set(sized.base, (labels.get(sized.base) ?? new Set()).add(sized.label.toLowerCase()));
  }
  return rows.map((row) => {
    const sized = sizeOf(row);
    return sized && (labels.get(sized.base)?.size ?? 0) >= 2 ? { ...row, size: sized.label } : row;
  });
}
