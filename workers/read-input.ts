import fs from 'node:fs/promises';
import type { FileType } from '../domain/files.ts';
import { FileError } from '../engine/errors.ts';
import { parseTable } from '../engine/parsers/index.ts';
import { isBlankRow } from '../engine/parsers/table.ts';
import { type FileConventions, fileConventions } from '../engine/enrich/file-conventions.ts';
import { type FileProducts, fileProducts } from '../engine/structure/items.ts';

/**
 * Pool task of a run's start: the input file's products as the analysis counted them — what a run
 * sells of each (its variants, or the product itself), with the cells they take from their product —
 * and what it settles for all its rows: the decimal marks its numbers use, the brands it shows.
 */
export interface ReadInputTask {
  path: string;
  fileType: FileType;
  extension: string;
  /** Every row a product: a run started before products were told from rows. */
  rowsOnly?: boolean;
}

export type ReadInputResult = ({ ok: true; numbers: FileConventions } & Omit<FileProducts, 'structure'>) | { ok: false; code: string };

export default async function readInput(task: ReadInputTask): Promise<ReadInputResult> {
  try {
    const table = await parseTable(await fs.readFile(task.path), task.fileType, task.extension);
    // The rows are the analysis's: the non-empty data rows, in file order.
    const rows = table.rows.filter((row) => !isBlankRow(row));
    const { items, products } = fileProducts(table.headers, rows, task.rowsOnly);
    return { ok: true, items, products, numbers: fileConventions(table.headers, rows, table.delimiter) };
  } catch (error) {
    if (error instanceof FileError) return { ok: false, code: error.code };
    throw error;
  }
}
