import type { DbStore } from '../../../db/client.ts';
import { noUsage, type Usage } from '../../assistant/types.ts';
import { Grouped } from '../../lib/grouped.ts';
import type { BatchValuesRepository, StoredCell } from '../../repositories/batch-values.repository.ts';
import type { BatchesRepository, BatchRow, ProductRow } from '../../repositories/batches.repository.ts';
import type { CellCacheRepository } from '../../repositories/cell-cache.repository.ts';
import type { CreditsService } from '../credits.service.ts';
import { failedCells, leadsItsProduct, productRefund } from './cells.ts';
import { applyChannel } from './channel-cells.ts';
import type { ProductOutcome } from './chunk-executor.ts';
import { cellPrints, passFields, type RunPlan } from './run-context.ts';

/** Products written in one transaction at most: a transaction holds the event loop while it runs (SQLite). */
const SETTLED_AT_ONCE = 5;

/** Where runs are kept: their rows, their cells, the cell cache and the credits, written together as products settle. */
export interface RunRecords {
  store: DbStore;
  batches: BatchesRepository;
  values: BatchValuesRepository;
  cache: CellCacheRepository;
  credits: CreditsService;
}

/** A product's outcome, waiting to be written with the others that finished with it. */
interface Settled {
  row: ProductRow;
  outcome: ProductOutcome;
}

/**
 * How far a run got in this process, and the one writer of it: products' cells, the run's progress,
 * the refund of what failed and the assistant's usage, in one transaction for the products that
 * finished together (a group commit), each written only while it is still pending.
 */
export class RunProgress {
  /** The assistant's work not yet added to the run's row: calls in flight add to it as they answer. */
  readonly usage: Usage = noUsage();
  private readonly settlements: Grouped<Settled>;
  /** By product, its cells as recorded here, when its pass computed all its fields (`cellsOfRun`). */
  private readonly held = new Map<number, Record<string, StoredCell>>();

  constructor(
    private readonly records: RunRecords,
    private readonly plan: RunPlan,
    /** Told after each write (the run's progress event). */
    recorded: () => void,
  ) {
    this.settlements = new Grouped(async (settled) => {
      await this.record(settled);
      recorded();
      return undefined;
    }, SETTLED_AT_ONCE);
  }

  /** A product's outcome, written with the others that finish with it; resolves once written. */
  settle(row: ProductRow, outcome: ProductOutcome): Promise<void> {
    return this.settlements.add({ row, outcome });
  }

  /**
   * Every product's cells of the run as stored, when this process recorded them all in the run's
   * first pass (every field of every product computed here: none came from the cache, another worker
   * or a process before a restart); else undefined, and the stored values are the run's. `batch` is
   * read now: a context kept from an earlier pass holds cells a rerun has since replaced.
   */
  cellsOfRun(batch: BatchRow, products: readonly ProductRow[]): ReadonlyMap<number, Record<string, StoredCell>> | undefined {
    if (batch.passProducts !== null) return undefined;
    return products.every((product) => this.held.has(product.rowIndex)) ? this.held : undefined;
  }

  private async record(settled: readonly Settled[]): Promise<void> {
    const { plan, records } = this;
    const { batch } = plan;
    const written = settled.map(({ row, outcome }) => {
      const fields = passFields(plan, row);
      const cells = outcome.status === 'done' ? outcome.cells : failedCells(fields, outcome.error);
      // A failed product is still held to its channel: what the channel requires is reported for it too.
      if (outcome.status === 'failed' && plan.channel) applyChannel(plan.channel, cells, new Set());
      const fingerprints = cellPrints(plan, row.rowIndex);
      const computed = outcome.status === 'done' ? outcome.computed : {};
      const cached = Object.entries(computed).flatMap(([field, cell]) => {
        const fingerprint = fingerprints.get(field);
        return fingerprint && (cell.status === 'ok' || cell.status === 'empty') ? [{ fingerprint, cell: { value: cell.value, source: cell.source, reason: cell.reason ?? null, batchId: batch.id } }] : [];
      });
      return { row, outcome, cells, cached, refund: productRefund(plan.plans, fields, cells, leadsItsProduct(plan.input.groups, row.rowIndex)) };
    });
    const stored = await records.store.transaction(
      async () => {
        const recorded = await records.batches.settleProducts(
          batch.id,
          written.map(({ row, outcome }) => ({ rowIndex: row.rowIndex, status: outcome.status, error: outcome.status === 'failed' ? outcome.error : null, attempts: outcome.attempts })),
        );
        const pending = written.filter(({ row }) => recorded.has(row.rowIndex));
        await records.values.saveMany(
          batch.id,
          pending.map(({ row, cells }) => ({ rowIndex: row.rowIndex, cells })),
        );
        await records.cache.saveMany(
          batch.workspaceId,
          pending.flatMap((product) => product.cached),
        );
        const refund = pending.reduce((sum, product) => sum + product.refund, 0);
        if (refund > 0) await records.credits.refund(batch.workspaceId, refund, batch.id);
        // Taken and reset in place before the write: calls in flight hold this object and add to it when they answer.
        const usage = { ...this.usage };
        Object.assign(this.usage, noUsage());
        const passTotal = batch.passProducts ?? batch.nbProducts;
        await records.batches.recordProgress(batch.id, { settledBefore: batch.nbProducts - passTotal, products: Math.max(1, passTotal) }, usage);
        return pending;
      },
      // Serialised with this run's other writers only: the chunks of runs record in parallel across workers.
      { everyone: false, run: batch.id },
    );
    for (const { row, cells } of stored) if (row.pendingFields === null) this.held.set(row.rowIndex, cells);
  }
}
