/**
 * What a mapping row takes its values from, as the row and the panel say it: a COPY's column, and
 * what an EXTRACT reads on the analysed file (domain/analysis.ts `ExtractReads`): its columns with
 * how many products each, then the products no column gives. Pure: no React, no DOM.
 */
import type { ExtractReads } from '../../../../domain/analysis.ts';
import type { KeyedExtract } from '../../../../domain/mapping.ts';

/**
 * One source of an EXTRACT's values. `products` is null for a pinned column before the file is
 * read (or without a file). The products no column gives get the field's default when it has one,
 * else are searched on the web when search is on, else stay empty.
 */
export type ReadPart = { kind: 'column'; column: string; products: number | null } | { kind: 'default' | 'web' | 'nothing'; products: number };

/**
 * What an EXTRACT reads, most products first as the server counts them. Without an answer (no file,
 * or not asked yet), only a pinned column is known. An answer about another pinned column than the
 * row's (the row changed since it was asked) is not shown.
 */
export function readParts(entry: KeyedExtract, reads: ExtractReads | undefined, webSearch: boolean): ReadPart[] {
  const pinned = entry.read_column;
  const stale = reads !== undefined && pinned !== null && reads.columns.some((read) => read.column !== pinned);
  if (reads === undefined || stale) return pinned !== null ? [{ kind: 'column', column: pinned, products: null }] : [];
  const parts: ReadPart[] = reads.columns.filter((read) => read.products > 0).map((read) => ({ kind: 'column', column: read.column, products: read.products }));
  if (reads.none > 0) {
    const kind = entry.default_value !== null ? 'default' : webSearch ? 'web' : 'nothing';
    parts.push({ kind, products: reads.none });
  }
  return parts;
}

/** The choices of the panel's "Reads" select: the file's columns, and a pinned one it no longer has first. */
export function readColumnChoices(columns: readonly string[], pinned: string | null): string[] {
  return pinned !== null && !columns.includes(pinned) ? [pinned, ...columns] : [...columns];
}
