import type { FastifyBaseLogger } from 'fastify';
import type { BatchesRepository, BatchRow } from '../../repositories/batches.repository.ts';
import type { EventHub } from '../event-hub.ts';
import { snapshotOf } from './views.ts';

/** Progress events per run: at most one every 250 ms (≤ 4/s), the last one always sent. */
const PROGRESS_INTERVAL_MS = 250;

/**
 * The one publisher of run events: a `batch.updated` for each change of status (and the bell's new
 * count when a run ends), and progress throttled per run.
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
    this.hub.publish(row.workspaceId, { type: 'batch.updated', batch: snapshotOf(row) });
    if (row.status === 'done' || row.status === 'error') {
      this.lastProgress.delete(row.id);
      this.hub.publish(row.workspaceId, { type: 'notifications.count', count: await this.batches.countNew(row.workspaceId) });
    }
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
      if (row && row.status === 'in_progress') this.hub.publish(row.workspaceId, { type: 'batch.updated', batch: snapshotOf(row) });
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
