import type { FileType } from '../../domain/files.ts';
import { parseCsv } from './csv.ts';
import { parsePdf } from './pdf.ts';
import { cappedTable, type Table } from './table.ts';
import { loadWorkbook, productTable } from './xlsx.ts';

/**
 * A product file as one table of headers and rows, whatever its type, every cell capped
 * (table.ts); a refused file throws a FileError.
 */
export async function parseTable(buffer: Buffer, fileType: FileType, extension: string): Promise<Table> {
  return cappedTable(await parsedTable(buffer, fileType, extension));
}

async function parsedTable(buffer: Buffer, fileType: FileType, extension: string): Promise<Table> {
  if (fileType === 'csv') return parseCsv(buffer, extension);
  if (fileType === 'xlsx') return productTable(await loadWorkbook(buffer));
  return parsePdf(buffer);
}
