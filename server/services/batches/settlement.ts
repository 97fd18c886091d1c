import type { DbStore } from '../../../db/client.ts';
import { noUsage } from '../../assistant/types.ts';
import type { BatchValuesRepository } from '../../repositories/batch-values.repository.ts';
import type { BatchesRepository } from '../../repositories/batches.repository.ts';
import type { CellCacheRepository } from '../../repositories/cell-cache.repository.ts';
import type { CreditsService } from '../credits.service.ts';
import { failedCells, leadsItsProduct, productRefund } from './cells.ts';
import { applyChannel } from './channel-cells.ts';
import { cellPrints, passFields, type RunContext, type Settled } from './run-context.ts';

/**
 * Products' cells, the run's progress and the refund of what failed: one transaction for the
 * products that finished together (a group commit), each written only while it is still pending.
 */
export async function recordSettled(deps: { store: DbStore; batches: BatchesRepository; values: BatchValuesRepository; cache: CellCacheRepository; credits: CreditsService }, context: RunContext, settled: readonly Settled[]): Promise<void> {
  const { batch } = context;
  const written = settled.map(({ row, outcome }) => {
    const fields = passFields(context, row);
    const cells = outcome.status === 'done' ? outcome.cells : failedCells(fields, outcome.error);
    // A failed product is still held to its channel: what the channel requires is reported for it too.
    if (outcome.status === 'failed' && context.channel) applyChannel(context.channel, cells, new Set());
    const computed = context.computed.get(row.rowIndex) ?? {};
    context.computed.delete(row.rowIndex);
    const fingerprints = cellPrints(context, row.rowIndex);
    const cached = Object.entries(computed).flatMap(([field, cell]) => {
      const fingerprint = fingerprints.get(field);
      return fingerprint && (cell.status === 'ok' || cell.status === 'empty') ? [{ fingerprint, cell: { value: cell.value, source: cell.source, reason: cell.reason ?? null, batchId: batch.id } }] : [];
    });
    return { row, outcome, cells, cached, refund: productRefund(context.plans, fields, cells, leadsItsProduct(context.input.groups, row.rowIndex)) };
  });
  await deps.store.transaction(
    async () => {
      const recorded = await deps.batches.settleProducts(
        batch.id,
        written.map(({ row, outcome }) => ({ rowIndex: row.rowIndex, status: outcome.status, error: outcome.status === 'failed' ? outcome.error : null, attempts: outcome.attempts })),
      );
      const pending = written.filter(({ row }) => recorded.has(row.rowIndex));
      await deps.values.saveMany(
        batch.id,
        pending.map(({ row, cells }) => ({ rowIndex: row.rowIndex, cells })),
      );
      await deps.cache.saveMany(
        batch.workspaceId,
        pending.flatMap((product) => product.cached),
      );
      const refund = pending.reduce((sum, product) => sum + product.refund, 0);
      if (refund > 0) await deps.credits.refund(batch.workspaceId, refund, batch.id);
      if (context.usage.model_calls > 0) {
        // Taken and reset in place before the write: calls in flight hold this object and add to it when they answer.
        const usage = { ...context.usage };
        Object.assign(context.usage, noUsage());
        await deps.batches.addUsage(batch.id, usage);
      }
      const finished = (await deps.batches.settledCount(batch.id)) - context.settledBefore;
      await deps.batches.setProgress(batch.id, Math.min(1, finished / Math.max(1, context.passTotal)));
    },
    // Serialised with this run's other writers only: the chunks of runs record in parallel across workers.
    { everyone: false, run: batch.id },
  );
}
