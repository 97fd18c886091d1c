import type { ValueSource } from '../../domain/values.ts';
import type { NumberConventions } from '../quantities/conventions.ts';
import { extractWithSource } from './extract.ts';
import { rowCells } from './row-cells.ts';
import type { FieldPlan, OutputValue, Product, SourceColumns } from './types.ts';

/** What the row alone gives a product: COPY and EXTRACT values; EXTRACT fields the row lacks are null. */
export interface RowResult {
  values: Record<string, OutputValue>;
  /** Where each value found in the row came from, by output field (empty fields have none). */
  sources: Record<string, ValueSource>;
  /** EXTRACT outputs the row did not hold (web search may try them). */
  missing: string[];
}

/** `numbers`: the file's decimal marks, which decide numbers that read two ways. */
export function enrichRow(plans: readonly FieldPlan[], product: Product, sources: SourceColumns, numbers?: NumberConventions): RowResult {
  const result: RowResult = { values: {}, sources: {}, missing: [] };
  const cells = rowCells(product, numbers);
  for (const plan of plans) {
    if (plan.action === 'COPY') {
      const value = product[plan.source] ?? null;
      result.values[plan.output] = value;
      if (value !== null && value.trim() !== '') result.sources[plan.output] = { kind: 'column', column: plan.source };
    } else if (plan.action === 'EXTRACT') {
      const found = extractWithSource(plan, product, sources, cells);
      result.values[plan.output] = found?.value ?? null;
      if (found) result.sources[plan.output] = found.source;
      else result.missing.push(plan.output);
    }
  }
  return result;
}
