import { type CellReason, failureReason, reasonSentence } from '../../../domain/cell-reasons.ts';
import type { Language } from '../../../domain/user.ts';
import type { CellSource } from '../../../domain/values.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import type { FieldPlan, OutputValue } from '../../../engine/enrich/types.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';

/**
 * A product's cells and what they cost (docs/batch-runs.md "Values and charges"). A product is charged
 * at the start like a run: one credit per EXTRACT and GENERATE cell it computes (one per product for a
 * template with neither); only values delivered are paid, so a cell left empty (for any reason) or
 * failed gives its credit back, and a product that delivered no value gives back all it was charged. Copy written once for a product and shared by its variants (GENERATE but
 * per variant) is charged to its first variant only: `lead` is false for the others. Pure.
 */

/** An empty cell says why (a cell emptied before reasons were kept has none). */
export const emptyCell = (reason?: CellReason): StoredCell => ({ value: null, status: 'empty', source: null, error: null, ...(reason ? { reason } : {}) });

/** A failed cell of `field`: its failure's code, and that failure said as its reason. */
export const failedCell = (error: string, field: string): StoredCell => ({ value: null, status: 'failed', source: null, error, reason: failureReason(error, field) });

/** A found value with its evidence; a blank one is empty, for `reason`. */
export function valueCell(value: OutputValue, source: CellSource | null, reason?: CellReason): StoredCell {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return emptyCell(reason);
  return { value, status: 'ok', source, error: null };
}

/**
 * The cells the row alone gives (COPY, EXTRACT), for the fields of this pass; a value read from a
 * column the variant took from its product row (`inherited`) says so in its evidence.
 */
export function cellsFromRow(plans: readonly FieldPlan[], row: RowResult, fields: ReadonlySet<string>, inherited: readonly string[] = []): Record<string, StoredCell> {
  const cells: Record<string, StoredCell> = {};
  for (const plan of plans) {
    if (plan.action === 'GENERATE' || !fields.has(plan.output)) continue;
    const source = row.sources[plan.output] ?? null;
    const fromProduct = source && (source.kind === 'column' || source.kind === 'value_list') && inherited.includes(source.column);
    cells[plan.output] = valueCell(row.values[plan.output] ?? null, fromProduct ? { ...source, from_product: true } : source, row.reasons[plan.output]);
  }
  return cells;
}

export function failedCells(fields: Iterable<string>, error: string): Record<string, StoredCell> {
  return Object.fromEntries([...fields].map((field) => [field, failedCell(error, field)]));
}

/** What charging needs of a field's plan: `shared`, a GENERATE text its product's variants share. */
type Charged = Pick<FieldPlan, 'output' | 'action'> & { shared?: boolean };

const isPaid = (plan: Charged | undefined, lead = true) => plan !== undefined && plan.action !== 'COPY' && (lead || plan.shared !== true);

/**
 * What computing these fields of one product charges: one credit per EXTRACT or GENERATE cell; a
 * template with none charges one per product (as a run of it does); free cells alone (COPY, in a
 * template with paid fields) charge nothing.
 */
export function productCharge(plans: readonly Charged[], fields: ReadonlySet<string>, lead = true): number {
  const paid = plans.filter((plan) => fields.has(plan.output) && isPaid(plan, lead)).length;
  if (paid > 0) return paid;
  return plans.some((plan) => isPaid(plan)) || fields.size === 0 ? 0 : 1;
}

/** Whether a cell holds no value for the user: empty (any reason, refused copy too) or failed. */
const delivered = (cell: StoredCell | undefined): boolean => cell !== undefined && cell.status !== 'failed' && cell.status !== 'empty';

/**
 * The credits a product's pass gives back: only values delivered are paid, so one per paid cell left
 * empty or failed, or its whole charge when the pass delivered no value at all.
 */
export function productRefund(plans: readonly Charged[], fields: ReadonlySet<string>, cells: Record<string, StoredCell>, lead = true): number {
  const charge = productCharge(plans, fields, lead);
  if (![...fields].some((field) => delivered(cells[field]))) return charge;
  const byOutput = new Map(plans.map((plan) => [plan.output, plan]));
  const undelivered = [...fields].filter((field) => !delivered(cells[field]) && isPaid(byOutput.get(field), lead)).length;
  return Math.min(charge, undelivered);
}

/** By run product number, the file product each sells (a run stored before variants: each its own). */
export const productGroups = (products: readonly { rowIndex: number; productGroup: number | null }[]): number[] => products.map((product) => product.productGroup ?? product.rowIndex);

/** Whether a run product is the first of its product's (the one its shared copy is charged to); `groups` by run product number. */
export const leadsItsProduct = (groups: readonly number[], index: number): boolean => index === 0 || groups[index - 1] !== groups[index];

/** A product's failures as its output files' Error column says them: each failed cell's reason in a sentence of `language`, each once. */
export function productError(cells: Record<string, StoredCell> | undefined, language: Language = 'en'): string | null {
  const said = new Set(Object.entries(cells ?? {}).flatMap(([field, cell]) => (cell.status === 'failed' ? [reasonSentence(cell.reason ?? failureReason(cell.error ?? 'failed', field), language)] : [])));
  return said.size > 0 ? [...said].join(' ') : null;
}
