import type { DbStore } from '../../../db/client.ts';
import { ERROR_MESSAGES, type ErrorCode } from '../../../domain/errors.ts';
import type { BatchValuesRepository } from '../../repositories/batch-values.repository.ts';
import type { BatchChange, BatchesRepository, BatchRow } from '../../repositories/batches.repository.ts';
import type { CreditsService } from '../credits.service.ts';
import { failedCells, leadsItsProduct, productCharge, productGroups } from './cells.ts';
import { readSnapshot } from './run-snapshot.ts';

/**
 * Why a run, or one of its products, cannot go on: Fiche's code for it (what the run and its files
 * say), and what happened, for the log. What the API answers is the service's business (ApiError).
 */
export class RunFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    detail: string = ERROR_MESSAGES[code],
  ) {
    super(detail);
  }
}

export interface FailureDeps {
  store: DbStore;
  batches: BatchesRepository;
  values: BatchValuesRepository;
  credits: CreditsService;
}

/**
 * The run ends in error, in one transaction: what products had still to compute is refunded and
 * recorded failed (a rerun's cells keep their previous values); when the output files could not be
 * written the user gets nothing, so all the run charged is refunded. Only the process that moves the
 * run to error refunds it (two workers failing it refund once): the change it made, else null.
 */
export async function recordFailure(deps: FailureDeps, batch: BatchRow, reason: ErrorCode): Promise<BatchChange | null> {
  const plans = readSnapshot(batch).entries.map((entry) => ({ output: entry.dest_property, action: entry.batch_action }));
  const allFields = plans.map((plan) => plan.output);
  const set = { status: 'error' as const, error: reason, finishedAt: new Date().toISOString() };
  const failed = await deps.store.transaction(
    async () => {
      if (!(await deps.batches.transition(batch.id, ['creating', 'in_progress', 'finalizing'], set))) return false;
      const products = await deps.batches.products(batch.id);
      const groups = productGroups(products);
      const stored = await deps.values.all(batch.id);
      let refund = 0;
      for (const product of products.filter((candidate) => candidate.status === 'pending')) {
        const fields = new Set(product.pendingFields ?? allFields);
        refund += productCharge(plans, fields, leadsItsProduct(groups, product.rowIndex));
        // Cells a rerun was to recompute stay as they were; cells never computed are failed.
        const missing = [...fields].filter((field) => !stored.get(product.rowIndex)?.[field]);
        const failedProduct = missing.length === fields.size;
        await deps.values.save(batch.id, product.rowIndex, failedCells(missing, reason));
        await deps.batches.saveProduct(batch.id, product.rowIndex, { status: failedProduct ? 'failed' : 'done', error: failedProduct ? reason : null, attempts: product.attempts });
      }
      if (reason === 'output_failed') await deps.credits.refundAll(batch.workspaceId, batch.id);
      else if (refund > 0) await deps.credits.refund(batch.workspaceId, refund, batch.id);
      return true;
    },
    { everyone: true, run: batch.id },
  );
  return failed ? set : null;
}
