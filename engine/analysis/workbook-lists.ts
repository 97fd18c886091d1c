import type { ValueListValue } from '../../domain/value-list.ts';
import { findHeaderRow, type SheetGrid } from '../parsers/xlsx.ts';
import type { Concept } from '../lexicon/concepts.ts';
import { canonicalWord, canonicalWords, isProductWord, normalise } from '../lexicon/index.ts';
import { stem } from './value-lists.ts';

/** "Product code" beside "Product name" is a product sheet, not a list: a code of nothing, of the product or its reference. */
const ofProduct = (stem: string): boolean => stem === '' || isProductWord(stem) || canonicalWord(stem) === 'reference';

/** Concepts of a column holding a list's labels: its names, descriptions, texts or values. */
const LABELS: ReadonlySet<string> = new Set<Concept>(['name', 'description', 'notes', 'value']);
const isLabel = (header: string): boolean => canonicalWords(header).some((word) => LABELS.has(word));

function entries(rows: string[][], codeAt: number, labelAt: number): ValueListValue[] {
  const byCode = new Map<string, ValueListValue>();
  for (const row of rows) {
    const code = row[codeAt] ?? '';
    const label = row[labelAt] ?? '';
    if (code === '' && label === '') continue;
    // An empty code defaults to the label (docs/product.md), and a lone code is its own label.
    const entry = { code: code || label, label: label || code };
    if (!byCode.has(entry.code)) byCode.set(entry.code, entry);
  }
  return [...byCode.values()];
}

/** Lists of one sheet: the sheet itself when it has one or two columns, else each code/label column pair. */
function sheetLists(grid: SheetGrid): [string, ValueListValue[]][] {
  const headerAt = Math.max(0, findHeaderRow(grid));
  const header = grid.rows[headerAt] ?? [];
  const headerLike = header.some((name) => {
    const normalised = normalise(name);
    return stem(name).isCode || isLabel(name) || normalised === normalise(grid.name);
  });
  // A sheet of bare values has no header row: its first row is a value too.
  const data = grid.rows.slice(headerLike || header.filter(Boolean).length > 2 ? headerAt + 1 : headerAt);
  const used = header.map((_, col) => col).filter((col) => header[col] !== '' || data.some((row) => (row[col] ?? '') !== ''));
  if (used.length === 0 || data.length === 0) return [];
  if (used.length <= 2) {
    let [codeAt = 0, labelAt = codeAt] = used;
    const first = stem(header[codeAt] ?? '');
    if (!first.isCode && isLabel(header[codeAt] ?? '') && stem(header[labelAt] ?? '').isCode) {
      [codeAt, labelAt] = [labelAt, codeAt];
    }
    return [[grid.name, entries(data, codeAt, labelAt)]];
  }
  const lists: [string, ValueListValue[]][] = [];
  for (let i = 0; i + 1 < used.length; i++) {
    const codeAt = used[i] as number;
    const labelAt = used[i + 1] as number;
    const code = stem(header[codeAt] ?? '');
    const label = stem(header[labelAt] ?? '');
    if (!code.isCode || label.isCode || ofProduct(code.stem)) continue;
    if (code.stem !== label.stem && !isLabel(header[labelAt] ?? '')) continue;
    const name = label.stem && label.stem === code.stem ? (header[labelAt] ?? grid.name) : code.stem ? (header[codeAt] ?? '').replace(/\s*code\s*/i, ' ').trim() : `${grid.name} ${header[labelAt]}`;
    lists.push([name || grid.name, entries(data, codeAt, labelAt)]);
    i++;
  }
  return lists;
}

/** Every list of code/label a workbook holds, by name (names made unique). */
export function workbookValueLists(grids: SheetGrid[]): Record<string, ValueListValue[]> {
  const lists = new Map<string, ValueListValue[]>();
  for (const grid of grids) {
    for (const [name, values] of sheetLists(grid)) {
      if (values.length === 0) continue;
      let unique = name;
      for (let n = 2; lists.has(unique); n++) unique = `${name} (${n})`;
      lists.set(unique, values);
    }
  }
  return Object.fromEntries(lists);
}
