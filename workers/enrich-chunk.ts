import { enrichRow, type RowResult } from '../engine/enrich/plan.ts';
import type { FieldPlan, Product, SourceColumns } from '../engine/enrich/types.ts';
import type { FileConventions } from '../engine/enrich/file-conventions.ts';

/**
 * Pool task of a batch run. The split: workers do the CPU parts — reading the input file
 * (`read-input`) and the row-only work of every product here (COPY, EXTRACT by names, patterns,
 * units and value lists) — while the main thread does the network parts (web search, assistant
 * calls), where one semaphore bounds the calls of all runs, each call has its timeout and retries,
 * and an abort stops them.
 */
export interface EnrichChunkTask {
  plans: FieldPlan[];
  sources: SourceColumns;
  /** The file's decimal marks (numbers that read two ways, '1,500', are decided by them) and the brands it shows. */
  numbers?: FileConventions;
  products: Product[];
}

export default function enrichChunk(task: EnrichChunkTask): RowResult[] {
  return task.products.map((product) => enrichRow(task.plans, product, task.sources, task.numbers));
}
