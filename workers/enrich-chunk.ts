import fs from 'node:fs/promises';
import type { FileType } from '../domain/files.ts';
import { parseTable } from '../engine/parsers/index.ts';
import { enrichRow, type RowResult } from '../engine/enrich/plan.ts';
import type { FieldPlan, Product, SourceColumns } from '../engine/enrich/types.ts';
import { FileError } from '../engine/errors.ts';
import { isBlankRow } from '../engine/parsers/table.ts';

/**
 * Piscina task of a batch run. The split: this worker does the CPU parts — parsing the input file
 * and the row-only work of every product (COPY, EXTRACT by names, patterns, units and value lists) —
 * while the main thread does the network parts (web search, assistant calls), where one semaphore
 * bounds the calls of all runs, each call has its timeout and retries, and an abort stops them.
 */
export type EnrichTask =
  | { kind: 'read'; path: string; fileType: FileType; extension: string }
  | { kind: 'enrich'; plans: FieldPlan[]; sources: SourceColumns; products: Product[] };

export type ReadResult = { ok: true; headers: string[]; rows: string[][] } | { ok: false; code: string };

export default async function enrichChunk(task: EnrichTask): Promise<ReadResult | RowResult[]> {
  if (task.kind === 'read') {
    try {
      const table = await parseTable(await fs.readFile(task.path), task.fileType, task.extension);
      // The products are the analysis's: the non-empty data rows, in file order.
      return { ok: true, headers: table.headers, rows: table.rows.filter((row) => !isBlankRow(row)) };
    } catch (error) {
      if (error instanceof FileError) return { ok: false, code: error.code };
      throw error;
    }
  }
  return task.products.map((product) => enrichRow(task.plans, product, task.sources));
}
