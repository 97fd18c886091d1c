import type { PdfLayout } from '../../../domain/files.ts';
import { isConcept } from '../../lexicon/index.ts';
import { meaningOf, namesProduct } from '../../lexicon/names.ts';
import { opensWithServing } from '../../lexicon/words.ts';
import { findQuantities } from '../../quantities/quantity.ts';
import { isCurrency } from '../../quantities/units.ts';
import { type Table, uniqueHeaders } from '../table.ts';
import { amountOf, isStatedAmount } from './amounts.ts';
import { BULLET, onlyMarks } from './blocks.ts';
import { lettersIn, pricedByHeader } from './column-roles.ts';
import { partedAtPrices } from './run-together.ts';
import { bracketedSizes, isMeasure, priceHeaderOfSizes, sizesByLabel } from './sizes.ts';

/** A row read: its cells by column, its section, its size when it is sold by size. */
export interface Row {
  cells: string[];
  section: string;
  /** The heading over the section's, when one stood over it with no row of its own ('PERENNIAL' over 'ASTER'). */
  parent?: string;
  size: string;
}

/** What a document's table holds: its header's names (none without one), its width, its price column, its rows. */
export interface Read {
  header: string[] | undefined;
  width: number;
  price: number;
  rows: Row[];
  fragments: number;
}

/** The table as the analysis gives it, and what its layout says of how it was read (docs/pdf.md). */
export function finished({ rows: given, header, width, price: chosen, fragments }: Read, pages: number): { table: Table; layout: PdfLayout } {
  const price = pricedByHeader(header, chosen, given);
  const read = measuresAsSizes(given, price);
  // Columns that hold nothing (a picture column, a decoration), or nothing but list marks under no label, are dropped.
  const holds = (column: number) => (cell: string) => cell !== '' && (Boolean(header?.[column]) || !onlyMarks(cell));
  const kept = Array.from({ length: width }, (_, column) => column).filter((column) => read.some((row) => holds(column)(row.cells[column] ?? '')));
  const names = kept.map((column) => header?.[column] || (column === price ? 'Price' : ''));
  const nameAt = nameColumn(kept, names, read);
  const named = nameAt < 0 ? read : partedAtPrices(carried(read, kept[nameAt] as number, price), kept[nameAt] as number, price);
  const rows = nameAt < 0 ? named : bracketedSizes(sizesByLabel(named, kept[nameAt] as number), kept[nameAt] as number);
  // Headings read as products sold by size name no section: the sections are those over them, as the rows hold them.
  const sectionsRead = [...new Set(rows.map((row) => row.section).filter(Boolean))];
  if (!header && nameAt >= 0 && names[nameAt] === '') names[nameAt] = 'Name';
  const withSections = new Set(rows.map((row) => row.section)).size >= 2;
  // The unit a price is per ('40/kg', '6.00 per dozen', '3,20 € le kg'): a column of its own, for a price-unit field.
  const unitOf = (row: { cells: string[] }) => (price >= 0 ? (amountOf(row.cells[price] ?? '')?.per ?? '') : '');
  const withUnits = rows.some((row) => unitOf(row) !== '');
  // Sizes, when prices are by size: the option each row is sold in.
  const withSizes = rows.some((row) => row.size !== '');
  if (withSizes && price >= 0 && kept.includes(price)) names[kept.indexOf(price)] = priceHeaderOfSizes(names[kept.indexOf(price)] as string);
  const headers = uniqueHeaders([...names, ...(withSizes ? ['Size'] : []), ...(withUnits ? ['Unit'] : []), ...(withSections ? ['Section'] : [])]);
  // A list's bullet ('- Installation…', '• Latte') is no part of the name.
  const cellOf = (row: Row, column: number, at: number) => (at === nameAt ? (row.cells[column] ?? '').replace(BULLET, '') : (row.cells[column] ?? ''));
  const tableRows = rows.map((row) => [...kept.map((column, at) => cellOf(row, column, at)), ...(withSizes ? [row.size] : []), ...(withUnits ? [unitOf(row)] : []), ...(withSections ? [row.section] : [])]);
  const priceAt = kept.indexOf(price);
  const withoutName = nameAt < 0 ? rows.length : tableRows.filter((row) => (row[nameAt] ?? '') === '').length;
  const withoutPrice = priceAt < 0 ? 0 : tableRows.filter((row) => (row[priceAt] ?? '') === '').length;
  const tolerated = Math.max(1, Math.floor(rows.length * 0.1));
  // Names holding prices ('9 lipca 170pln - 19 sierpnia'): a column of prices read into the names.
  const pricedNames = nameAt < 0 ? 0 : tableRows.filter((row) => holdsPrice(row[nameAt] ?? '')).length;
  const mixed = kept.flatMap((column, at) => (at !== priceAt && (isMixed(rows.map((row) => row.cells[column] ?? '')) || (at === nameAt && pricedNames > tolerated)) ? [headers[at] as string] : []));
  const layout: PdfLayout = {
    pages,
    columns: headers,
    name_column: nameAt >= 0 ? (headers[nameAt] ?? null) : null,
    price_column: priceAt >= 0 ? (headers[priceAt] ?? null) : null,
    sections: withSections ? [...sectionsRead] : [],
    rows_without_name: withoutName,
    rows_without_price: withoutPrice,
    mixed_columns: mixed,
    fragments,
    sure: rows.length > 0 && withoutName <= tolerated && withoutPrice <= tolerated && fragments <= tolerated && mixed.length === 0 && (header !== undefined || priceAt >= 0),
  };
  return { table: { headers, rows: tableRows }, layout };
}

/** An option of a dish is named in so many words at most ('m. kylling', 'mit Pommes frites'). */
const OPTION_WORDS = 4;

/** A column of measures alone holds at least so many. */
const MEASURES = 2;

/**
 * Where some rows are sold by size, a column of measures alone beside the prices ('Spezi  2,00 €
 * 0,2 l', '0,4 l  3,80 €' under it) holds the sizes of the rows sold in no other: each row's measure
 * is its size.
 */
function measuresAsSizes(rows: readonly Row[], price: number): readonly Row[] {
  if (!rows.some((row) => row.size !== '')) return rows;
  const width = Math.max(0, ...rows.map((row) => row.cells.length));
  const measures = Array.from({ length: width }, (_, column) => column).find((column) => {
    const cells = rows.map((row) => (row.cells[column] ?? '').trim()).filter((cell) => cell !== '');
    return column !== price && cells.length >= MEASURES && cells.every(isMeasure);
  });
  if (measures === undefined) return rows;
  return rows.map((row) => (row.size === '' && (row.cells[measures] ?? '').trim() !== '' ? { ...row, size: (row.cells[measures] as string).trim(), cells: row.cells.map((cell, column) => (column === measures ? '' : cell)) } : row));
}

/**
 * A row without a name right after a named row of its section, a measure beside its price ('0,5 L
 * 3,20 €' under 'Cola  0,3 L  2,80 €'): another size of the product above, whose name it takes. Such
 * rows first under a heading over another with no row of its own ('Feldschlösschen offen' over '2 dl
 * 4,60', '3 dl  5,20', under 'Bier'): the heading was the product's name, its rows its sizes, and what
 * follows it goes on in the section over it.
 */
function carried(rows: readonly Row[], name: number, price: number): Row[] {
  const out: Row[] = [];
  const unnamed = (row: Row) => (row.cells[name] ?? '') === '' && (row.cells[price] ?? '') !== '';
  const measured = (row: Row) => row.size !== '' || row.cells.some((cell, column) => column !== name && column !== price && /\d/.test(cell));
  // Headings found to name a product (the first row under them unnamed, measured), each with the section over it.
  const products = new Map<string, string>();
  const seen = new Set<string>();
  for (const read of rows) {
    if (!seen.has(read.section) && read.parent && unnamed(read) && measured(read)) products.set(read.section, read.parent);
    seen.add(read.section);
    const over = products.get(read.section);
    const above = out.at(-1);
    // Its rows right under it are its sizes, named by it; what follows goes on in the section over it.
    const underItsName = above === undefined || above.section !== over || above.cells[name] === read.section;
    const sizes = over !== undefined && unnamed(read) && measured(read) && underItsName;
    const row = over === undefined ? read : { ...read, section: over, cells: sizes ? read.cells.map((cell, column) => (column === name ? read.section : cell)) : read.cells };
    const named = above !== undefined && above.section === row.section && (above.cells[name] ?? '') !== '';
    if (unnamed(row) && measured(row) && named) {
      out.push({ ...row, cells: row.cells.map((cell, column) => (column === name ? (above.cells[name] ?? '') : cell)) });
      continue;
    }
    // A priced line offering the dish above with something ('m. kylling:  95 kr.' under 'Dhal-skål  75 kr.'): the dish so, its option its size.
    const option = (row.cells[name] ?? '').trim();
    if (named && row.size === '' && (row.cells[price] ?? '') !== '' && opensWithServing(option) && option.split(/\s+/).length <= OPTION_WORDS) {
      out.push({ ...row, cells: row.cells.map((cell, column) => (column === name ? (above.cells[name] ?? '') : cell)), size: option.replace(/:$/, '') });
      continue;
    }
    const sized = above ? sizedAlike(above, row, name) : undefined;
    if (sized) out.splice(-1, 1, ...sized);
    else out.push(row);
  }
  return out;
}

/**
 * A row named by its size alone right under a row whose name ends in a size of the same kind: a
 * measure of the same unit ('3 unidades  12' under 'Salgados assados … 1 unidade  5'), or a label in
 * brackets, a description after it or not ('( Com Cobertura)  R$30,00' under 'Bolos Caseiros ( Sem
 * Cobertura)  R$25,00'): the same product in another size, the rows named by the product, each its
 * size as its size. A third size under a second so read takes the product's name too.
 */
function sizedAlike(above: Row, row: Row, name: number): Row[] | undefined {
  const text = (row.cells[name] ?? '').trim();
  const named = (above.cells[name] ?? '').trim();
  const own = sizeOpening(text);
  if (above.section !== row.section || own === undefined) return undefined;
  const renamed = (sized: Row, product: string, size: string): Row => ({ ...sized, cells: sized.cells.map((cell, column) => (column === name ? product : cell)), size });
  // What follows the label describes the product ('( Vulcão) Sabores: Fubá, …'): it stays with the name.
  const productOf = (product: string) => [product, own.rest].filter(Boolean).join(' ');
  if (above.size !== '') return (sizeOpening(above.size)?.kind ?? LABELLED) === own.kind ? [above, renamed(row, productOf(named), own.size)] : undefined;
  const ending = sizeEnding(named);
  return ending?.kind === own.kind ? [renamed(above, ending.product, ending.size), renamed(row, productOf(ending.product), own.size)] : undefined;
}

/** The kind of a size named by a label, not measured. */
const LABELLED = '()';

/** A size a text opens with, and its kind: a measure that is the whole text (its unit), or a label in brackets ('( Vulcão) Sabores: …'). */
function sizeOpening(text: string): { size: string; kind: string; rest: string } | undefined {
  const [alone] = findQuantities(text);
  if (alone?.unit !== undefined && alone.index === 0 && (alone.end ?? 0) >= text.length) return { size: text, kind: alone.unit, rest: '' };
  const [whole = '', label] = /^\(\s*([^()]+?)\s*\)/u.exec(text) ?? [];
  return label !== undefined && /\p{L}/u.test(label) ? { size: label, kind: LABELLED, rest: text.slice(whole.length).trim() } : undefined;
}

/** The size a name ends in, of the same kinds: a measure ('… 1 unidade'), or a label in brackets ('Bolos Caseiros ( Sem Cobertura)'). */
function sizeEnding(named: string): { product: string; size: string; kind: string } | undefined {
  const last = findQuantities(named).at(-1);
  if (last?.unit !== undefined && last.index > 0 && (last.end ?? 0) >= named.length) return { product: named.slice(0, last.index).trim(), size: named.slice(last.index), kind: last.unit };
  const [, product, label] = /^(.*\p{L}.*?)\s*\(\s*([^()]+?)\s*\)$/u.exec(named) ?? [];
  return product !== undefined && label !== undefined && /\p{L}/u.test(label) ? { product, size: label, kind: LABELLED } : undefined;
}

/** A column whose texts each stand on so many rows or more, on average, holds kinds. */
const KIND_ROWS = 4;

/**
 * The column naming the products: the one its header says so (when it holds text: an `Item` column of
 * row numbers names none), else the one with the longest texts — passing over a column its header
 * says holds something else (a description, notes) when another holds text on half the rows or more.
 */
export function nameColumn(kept: readonly number[], names: readonly string[], rows: readonly { cells: string[] }[]): number {
  const holdsText = (column: number) => rows.filter((row) => lettersIn(row.cells[column] ?? '') > 0).length * 2 >= rows.length;
  const named = names.findIndex((name, column) => name !== '' && namesProduct(meaningOf(name).words) && holdsText(column));
  if (named >= 0) return named;
  const letters = kept.map((column) => rows.reduce((sum, row) => sum + lettersIn(row.cells[column] ?? ''), 0));
  const texts = kept.map((column) => rows.filter((row) => lettersIn(row.cells[column] ?? '') > 0).length);
  // A text said again and again down the rows ('HEXA' beside each code of its section) is a kind, not a product's name, when another column tells the rows apart.
  const kinds = kept.map((column, at) => new Set(rows.map((row) => row.cells[column] ?? '').filter((text) => lettersIn(text) > 0)).size * KIND_ROWS <= (texts[at] ?? 0));
  const distinct = kept.map((column, at) => !kinds[at] && new Set(rows.map((row) => row.cells[column] ?? '').filter((text) => lettersIn(text) > 0)).size * 2 >= rows.length);
  // A column named as the rows' kind whose every row says another ('Categoria': 'Club & Disco', 'Wedding Party') names them.
  const eachItsOwn = (column: number, at: number) => meaningOf(names[at] ?? '').words.includes('category') && (texts[at] ?? 0) * 2 >= rows.length && new Set(rows.map((row) => row.cells[column] ?? '').filter((text) => lettersIn(text) > 0)).size === texts[at];
  const other = (at: number) => ((names[at] ?? '') !== '' && meaningOf(names[at] as string).words.some(isConcept) && !eachItsOwn(kept[at] as number, at)) || (kinds[at] === true && distinct.some(Boolean));
  // Another column names the products only when it holds text on half the rows (not a stray 'N/D' among figures).
  const open = letters.some((count, at) => count > 0 && !other(at) && (texts[at] ?? 0) * 2 >= rows.length);
  const best = letters.reduce((found, count, at) => (count > 0 && !(open && other(at)) && count > (letters[found] ?? 0) ? at : found), -1);
  return best;
}

/** Whether a text holds an amount of money among its words ('Menu 2 pers. 25 EUR'). */
const holdsPrice = (text: string) => findQuantities(text).some((quantity) => quantity.unit !== undefined && isCurrency(quantity.unit));

/** A column holding amounts on some rows and sentences on others: its rows were not told apart. */
function isMixed(cells: readonly string[]): boolean {
  const full = cells.filter((cell) => cell !== '');
  if (full.length < 4) return false;
  const amounts = full.filter((cell) => isStatedAmount(cell)).length;
  const sentences = full.filter((cell) => cell.split(/\s+/).length >= 4).length;
  return amounts >= full.length * 0.25 && sentences >= full.length * 0.25;
}
