import { EXTRACT_READS_SAMPLE, type ExtractReads } from '../../domain/analysis.ts';
import { extractWithSource } from './extract.ts';
import type { FileConventions } from './file-conventions.ts';
import { rowCells } from './row-cells.ts';
import type { ExtractPlan, Product } from './types.ts';

/**
 * What each EXTRACT field reads on a file, found the way a run reads a row: the column each of the
 * first products' values comes from (the most products first), and how many products no column
 * gives a value — those a run searches on the web.
 */
export function extractReads(plans: readonly ExtractPlan[], products: readonly Product[], numbers: FileConventions): ExtractReads[] {
  const sample = products.slice(0, EXTRACT_READS_SAMPLE);
  const counts = plans.map(() => new Map<string, number>());
  const none = plans.map(() => 0);
  for (const product of sample) {
    const cells = rowCells(product, numbers);
    plans.forEach((plan, i) => {
      const { source } = extractWithSource(plan, product, {}, cells, numbers.names);
      const column = source && (source.kind === 'column' || source.kind === 'value_list') ? source.column : undefined;
      if (column === undefined) none[i] = (none[i] ?? 0) + 1;
      else counts[i]?.set(column, (counts[i]?.get(column) ?? 0) + 1);
    });
  }
  return plans.map((plan, i) => ({
    field: plan.output,
    columns: [...(counts[i] ?? [])].sort((a, b) => b[1] - a[1]).map(([column, n]) => ({ column, products: n })),
    none: none[i] ?? 0,
    products: sample.length,
  }));
}
