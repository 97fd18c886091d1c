import type { FastifyBaseLogger } from 'fastify';
import type { EventHub } from '../../lib/event-hub.ts';
import type { BatchesRepository, BatchRow } from '../../repositories/batches.repository.ts';
import { snapshotOf } from './views.ts';

/** Progress events per run: at most one every 250 ms (≤ 4/s), the last one always sent. */
const PROGRESS_INTERVAL_MS = 250;

/**
 * The one publisher of run events: a `batch.updated` for each change of status or of a run's seen
 * mark (and the bell's new count when a run ends, is seen or is deleted), a `credits.changed` with each
 * change of status, and progress throttled per run.
 */
export class BatchEvents {
  private readonly lastProgress = new Map<string, { at: number; timer?: NodeJS.Timeout }>();

  constructor(
    private readonly hub: EventHub,
    private readonly batches: BatchesRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A run's new status, at once; a progress event still waiting for its window is dropped. */
  async status(row: BatchRow): Promise<void> {
    clearTimeout(this.lastProgress.get(row.id)?.timer);
    this.lastProgress.set(row.id, { at: Date.now() });
    this.updated(row);
    // A run is charged as it starts and refunded as its products settle: each change of status tells the credit ring.
    this.hub.publish(row.workspaceId, { type: 'credits.changed' });
    if (row.status === 'done' || row.status === 'error') {
      this.lastProgress.delete(row.id);
      await this.count(row.workspaceId);
    }
  }

  /** A run as it now is, at once: recorded, put back to work for a rerun, or seen. */
  updated(row: BatchRow): void {
    this.hub.publish(row.workspaceId, { type: 'batch.updated', batch: snapshotOf(row) });
  }

  /** The bell's count of the workspace's runs not yet seen, after one ended, was seen or was deleted. */
  async count(workspaceId: string): Promise<void> {
    this.hub.publish(workspaceId, { type: 'notifications.count', ...(await this.batches.newRuns(workspaceId)) });
  }

  /** A progress event now, or at the end of the current window (then with the latest state). */
  progress(batchId: string): void {
    const entry = this.lastProgress.get(batchId) ?? { at: 0 };
    this.lastProgress.set(batchId, entry);
    if (entry.timer) return;
    const send = async () => {
      entry.timer = undefined;
      entry.at = Date.now();
      const row = await this.batches.byIdAnyWorkspace(batchId);
      // A status sent while the row was read replaced this entry: the progress is older than it.
      if (this.lastProgress.get(batchId) !== entry) return;
      if (row && row.status === 'in_progress') this.updated(row);
    };
    const sendLogged = () => void send().catch((error: unknown) => this.log.error({ err: error, batchId }, 'progress event failed'));
    const wait = entry.at + PROGRESS_INTERVAL_MS - Date.now();
    if (wait <= 0) sendLogged();
    else entry.timer = setTimeout(sendLogged, wait);
  }

  close(): void {
    for (const entry of this.lastProgress.values()) clearTimeout(entry.timer);
  }
}
