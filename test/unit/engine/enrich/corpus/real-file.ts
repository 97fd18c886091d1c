import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Product } from '../../../../../engine/enrich/types.ts';

/** Real files' header rows and first data rows, with their sources (test/fixtures/real-headers/README.md). */
const FIXTURES = new URL('../../../../fixtures/real-headers/', import.meta.url);

/**
 * The data rows of a real file in test/fixtures/real-headers/, for the corpus files named real-*: one Product per row, keyed by
 * the header cells as written (unnamed columns share the key ''). `delimiter` is the file's own; `others(row)` is the rest of
 * the file, as a run sees it beside the row it reads. A corpus file names the rows its cases read (a hole skips one they do not).
 */
export function realFile(name: string, delimiter = ','): { rows: Product[]; others: (row: Product) => Product[] } {
  const rows = parse(readFileSync(new URL(name, FIXTURES)), { columns: true, delimiter, bom: true }) as Product[];
  if (rows.length === 0) throw new Error(`${name}: no data rows`);
  return { rows, others: (row) => rows.filter((other) => other !== row) };
}
