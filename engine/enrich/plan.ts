import { type CellReason, cellReason } from '../../domain/cell-reasons.ts';
import type { ValueSource } from '../../domain/values.ts';
import { fillDefault } from './defaults.ts';
import { extractWithSource } from './extract.ts';
import type { FileConventions } from './file-conventions.ts';
import { rowCells } from './row-cells.ts';
import type { FieldPlan, OutputValue, Product, SourceColumns } from './types.ts';

/** What the row alone gives a product: COPY and EXTRACT values; EXTRACT fields the row lacks are null. */
export interface RowResult {
  values: Record<string, OutputValue>;
  /** Where each value found in the row came from, by output field (empty fields have none). */
  sources: Record<string, ValueSource>;
  /** EXTRACT outputs the row did not hold (web search may try them). */
  missing: string[];
  /** Why each empty field is empty, by output field. */
  reasons: Record<string, CellReason>;
}

/** A COPY with nothing to copy: its column is empty in this row, the file has no such column, or the template names none. */
function copiedEmpty(field: string, column: string, inFile: boolean): CellReason {
  if (column === '') return cellReason('not_found', 'copy_unset', { field });
  return inFile ? cellReason('source_empty', 'source_empty', { field, column }) : cellReason('not_found', 'copy_not_found', { field, column });
}

/**
 * `numbers`: the file's decimal marks, which decide numbers that read two ways, and what its names
 * show. A field the row leaves empty takes the template's default when it has one.
 */
export function enrichRow(plans: readonly FieldPlan[], product: Product, sources: SourceColumns, numbers?: FileConventions): RowResult {
  const result: RowResult = { values: {}, sources: {}, missing: [], reasons: {} };
  const cells = rowCells(product, numbers);
  for (const plan of plans) {
    if (plan.action === 'COPY') {
      const value = product[plan.source] ?? null;
      result.values[plan.output] = value;
      if (value !== null && value.trim() !== '') result.sources[plan.output] = { kind: 'column', column: plan.source };
      else result.reasons[plan.output] = copiedEmpty(plan.output, plan.source, value !== null);
    } else if (plan.action === 'EXTRACT') {
      const found = extractWithSource(plan, product, sources, cells, numbers?.names);
      result.values[plan.output] = found.value ?? null;
      if (found.source) result.sources[plan.output] = found.source;
      else {
        result.missing.push(plan.output);
        result.reasons[plan.output] = found.reason;
      }
    }
    if (plan.action !== 'GENERATE' && plan.defaultValue && !(plan.output in result.sources)) takeDefault(result, plan.output, plan.defaultValue, product);
  }
  return result;
}

function takeDefault(result: RowResult, output: string, pattern: string, product: Product): void {
  const filled = fillDefault(pattern, product, output);
  result.missing = result.missing.filter((field) => field !== output);
  if ('reason' in filled) {
    result.reasons[output] = filled.reason;
    return;
  }
  result.values[output] = filled.value;
  result.sources[output] = { kind: 'default', value: pattern };
  delete result.reasons[output];
}
