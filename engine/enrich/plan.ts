import { extractFromRow } from './extract.ts';
import { rowCells } from './row-cells.ts';
import type { FieldPlan, OutputValue, Product, SourceColumns } from './types.ts';

/** What the row alone gives a product: COPY and EXTRACT values; EXTRACT fields the row lacks are null. */
export interface RowResult {
  values: Record<string, OutputValue>;
  /** EXTRACT outputs the row did not hold (web search may try them). */
  missing: string[];
}

export function enrichRow(plans: readonly FieldPlan[], product: Product, sources: SourceColumns): RowResult {
  const values: Record<string, OutputValue> = {};
  const missing: string[] = [];
  const cells = rowCells(product);
  for (const plan of plans) {
    if (plan.action === 'COPY') {
      values[plan.output] = product[plan.source] ?? null;
    } else if (plan.action === 'EXTRACT') {
      const value = extractFromRow(plan, product, sources, cells);
      values[plan.output] = value;
      if (value === null) missing.push(plan.output);
    }
  }
  return { values, missing };
}
