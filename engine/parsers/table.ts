import type { PdfLayout } from '../../domain/files.ts';
import { FileError } from '../errors.ts';

/**
 * Columns a product file may have, whatever its format. Product files have tens of columns and shop
 * exports a few hundred; every column costs in the analysis (its answer names each one, with its
 * sample values, completeness and value list), so a wider file is refused, as early as its format
 * allows: a CSV at its first line that is too wide, a workbook's product sheet once chosen, a PDF
 * once its columns are found.
 */
export const MAX_COLUMNS = 1000;

/**
 * A cell's text at most, in every format: Excel's own limit, so no file holds more in a cell than a
 * workbook can. A workbook's shared string is one text however many cells use it, so a few kilobytes
 * of XLSX could otherwise put a million characters in each of thousands of cells.
 */
export const MAX_CELL_CHARS = 32_767;

/** A column's name at most: the analysis says each name several times, and no real header is longer. */
export const MAX_HEADER_CHARS = 256;

/**
 * The text a whole table may hold: four times the largest upload, which a CSV or PDF cannot pass and
 * only a workbook repeating long shared strings does (its run would store every copy).
 */
export const MAX_TABLE_CHARS = 20_000_000;

/** `text` cut to `max` characters, never inside a surrogate pair. */
export function cappedText(text: string, max = MAX_CELL_CHARS): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** The table with every cell capped at MAX_CELL_CHARS; `file_too_complex` when its text passes MAX_TABLE_CHARS. */
export function cappedTable(table: Table): Table {
  let chars = 0;
  for (const row of table.rows) {
    for (let i = 0; i < row.length; i++) {
      const cell = row[i] ?? '';
      const capped = cappedText(cell);
      if (capped !== cell) row[i] = capped;
      chars += capped.length;
    }
    if (chars > MAX_TABLE_CHARS) throw new FileError('file_too_complex', `more than ${MAX_TABLE_CHARS} characters of text`);
  }
  return table;
}

/** Refuses a file `count` columns wide when that is more than MAX_COLUMNS. */
export function checkColumns(count: number): void {
  if (count > MAX_COLUMNS) throw new FileError('file_too_complex', `${count} columns, more than ${MAX_COLUMNS}`);
}

/** A parsed product file: unique header names and the data rows as strings ('' for an empty cell). */
export interface Table {
  headers: string[];
  rows: string[][];
  /** CSV only: the literal delimiter character. */
  delimiter?: string;
  /** PDF only: how its layout was read. */
  layout?: PdfLayout;
}

/**
 * Header names as written (only the ends trimmed: 'Prix  TTC' keeps its two spaces, since templates
 * and outputs name columns by them), empty ones named `Column N`, repeats numbered `Name (2)`.
 */
export function uniqueHeaders(raw: readonly string[]): string[] {
  const names = raw.map((name, index) => cappedText(name.trim(), MAX_HEADER_CHARS).trim() || `Column ${index + 1}`);
  const taken = new Set<string>();
  const counts = new Map<string, number>();
  // Keep the first occurrence of every name as is, so a later "Name (2)" never shadows a real one.
  for (const name of names) taken.add(name.toLowerCase());
  const seen = new Set<string>();
  return names.map((name) => {
    const key = name.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      return name;
    }
    let n = counts.get(key) ?? 1;
    let candidate: string;
    do {
      n += 1;
      candidate = `${name} (${n})`;
    } while (taken.has(candidate.toLowerCase()));
    counts.set(key, n);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell === '');
}

/** Rows as products: header → cell text. */
export function rowsAsProducts(headers: readonly string[], rows: readonly (readonly string[])[]): Record<string, string>[] {
  return rows.map((row) => Object.fromEntries(headers.map((header, i) => [header, row[i] ?? ''])));
}
