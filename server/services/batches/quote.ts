import { mapInSlices } from '../../../db/time-slices.ts';
import type { RunInput } from '../../lib/run-input.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';
import type { CachedCell } from '../../repositories/cell-cache.repository.ts';
import { emptyCell, leadsItsProduct, productCharge } from './cells.ts';
import type { RunPlans } from './run-setup.ts';

/** What a run will charge and reuse, decided before it starts (the prediction is this, exactly). */
export interface RunQuote {
  required_credits: number;
  /** Cells taken from earlier runs, free. */
  cached_cells: number;
  /** EXTRACT and GENERATE cells it computes and pays for. */
  charged_cells: number;
  /** By product: the cells taken from the cache, and the fields left to compute. */
  reused: Map<number, { cells: Record<string, StoredCell>; remaining: string[] }>;
}

/**
 * The quote of a run on the first `count` of the file's run products: each paid cell whose fingerprint
 * the cache holds is reused (its evidence naming the run that computed it), the rest computed and
 * charged. `lookup` is null when the workspace has the cache off.
 */
export async function quoteRun(setup: Pick<RunPlans, 'plans' | 'fingerprints'>, input: Pick<RunInput, 'products' | 'groups' | 'groupProducts' | 'numbers'>, count: number, lookup: ((fingerprints: string[]) => Promise<Map<string, CachedCell>>) | null): Promise<RunQuote> {
  const { plans, fingerprints } = setup;
  const fields = plans.map((plan) => plan.output);
  const shared = new Set(plans.flatMap((plan) => (plan.action === 'GENERATE' && plan.shared ? [plan.output] : [])));
  const products = input.products.slice(0, count);
  const byProduct = await mapInSlices(products, (product, index) => fingerprints.of(product, input.numbers, input.groupProducts[input.groups[index] ?? -1]));
  const found = lookup ? await lookup(byProduct.flatMap((cells) => [...cells.values()])) : new Map<string, CachedCell>();
  const quote: RunQuote = { required_credits: 0, cached_cells: 0, charged_cells: 0, reused: new Map() };
  byProduct.forEach((cellPrints, rowIndex) => {
    const cells: Record<string, StoredCell> = {};
    for (const [field, fingerprint] of cellPrints) {
      const hit = found.get(fingerprint);
      if (!hit) continue;
      const source = hit.source ? { ...hit.source, cached_from: hit.batchId } : null;
      cells[field] = hit.value === null ? { ...emptyCell(), ...(hit.reason ? { reason: hit.reason } : {}) } : { value: hit.value, status: 'ok', source, error: null };
    }
    const remaining = fields.filter((field) => !(field in cells));
    const lead = leadsItsProduct(input.groups, rowIndex);
    // Copy shared by a product's variants is charged to its first one.
    const paid = remaining.filter((field) => cellPrints.has(field) && (lead || !shared.has(field))).length;
    quote.required_credits += productCharge(plans, new Set(remaining), lead);
    quote.charged_cells += paid;
    quote.cached_cells += fields.length - remaining.length;
    if (remaining.length < fields.length) quote.reused.set(rowIndex, { cells, remaining });
  });
  return quote;
}
