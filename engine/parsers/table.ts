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
  const names = raw.map((name, index) => name.trim() || `Column ${index + 1}`);
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
