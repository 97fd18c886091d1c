import type { BatchSnapshot, BatchView } from '../../../domain/batch.ts';
import type { BatchRow } from '../../repositories/batches.repository.ts';
import { channelViews } from './channel-cells.ts';
import { readSnapshot } from './run-snapshot.ts';

/** The template's label as the run's snapshot kept it (its name for runs recorded before labels were kept). */
export function labelOf(row: Pick<BatchRow, 'configSnapshot' | 'catalogConfigName'>): string {
  const label = row.configSnapshot.label;
  return typeof label === 'string' && label.trim() !== '' ? label : row.catalogConfigName;
}

/** A run as the API answers it. */
export function toView(row: BatchRow): BatchView {
  return {
    id: row.id,
    input_filename: row.inputFilename,
    input_file: row.inputStoredName,
    catalog_config_name: row.catalogConfigName,
    catalog_config_label: labelOf(row),
    destination: row.destination,
    status: row.status,
    progress: row.progress,
    results: row.results,
    start_date: row.startDate,
    downloaded_once: row.downloadedOnce,
    nb_products: row.nbProducts,
    error: row.error,
    preview: row.preview,
    cached_cells: row.cachedCells,
    validation: { errors: row.validationErrors, warnings: row.validationWarnings },
    outcome: row.outcome ?? null,
    channels: channelViews(row.destination, readSnapshot(row).entries),
    usage: { model_calls: row.modelCalls, prompt_tokens: row.promptTokens, completion_tokens: row.completionTokens },
  };
}

/** What a `batch.updated` event carries. */
export function snapshotOf(row: BatchRow): BatchSnapshot {
  return { id: row.id, status: row.status, progress: row.progress, results: row.results, downloaded_once: row.downloadedOnce, outcome: row.outcome ?? null };
}
