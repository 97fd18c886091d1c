/**
 * A run (catalogue batch) as server and client both see it: its statuses, the snapshot the WebSocket
 * sends, the view the API answers, and the start request.
 */

import type { CatalogConfig } from './template.ts';
import type { ValueListValue } from './value-list.ts';
import type { WorkspaceSettings } from './workspace.ts';

/** creating → in_progress → finalizing → done | error. */
export const BATCH_STATUSES = ['creating', 'in_progress', 'finalizing', 'done', 'error'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const DESTINATION_TYPES = ['own_format', 'marketplace'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

/**
 * What a run's file is: the template's own format (`products`), the PDF catalogue, a channel's import
 * file, or the report of its checks against the channel's rules.
 */
export const RESULT_ROLES = ['products', 'catalogue', 'channel', 'validation'] as const;
export type ResultRole = (typeof RESULT_ROLES)[number];

export interface BatchResult {
  name: string;
  content_type: string;
  /** Absent for runs whose files were written before it was said. */
  role?: ResultRole;
}

/** What a `batch.updated` event carries: enough to move a run's row and the bell. */
export interface BatchSnapshot {
  id: string;
  status: BatchStatus;
  progress: number;
  results: BatchResult[];
  downloaded_once: boolean;
  /** What it delivered and cost, once done (null before). */
  outcome: RunOutcome | null;
}

/** A run as GET /api/catalog/batch answers it. */
export interface BatchView extends BatchSnapshot {
  input_filename: string;
  /** The stored name of that file (`input_filename` of a start), null for runs recorded before it was kept. */
  input_file: string | null;
  catalog_config_name: string;
  /** The template's label when the run started (its name for runs recorded before labels were kept). */
  catalog_config_label: string;
  destination: { type: string; value?: string | null }[];
  start_date: string;
  nb_products: number;
  error: string | null;
  /** A run on the first products of its file only (`sample_size`), to try a template. */
  preview: boolean;
  /** Cells reused from earlier runs, charged nothing. */
  cached_cells: number;
  /** When the run writes a channel's file: cells the channel would refuse, and repairs made (its first channel's). */
  validation: { errors: number; warnings: number };
  /** The channels it writes a file for: which output field feeds each channel field, and the required ones none feeds. */
  channels: RunChannelView[];
  /** The assistant's work for the run, as its provider reported it. */
  usage: { model_calls: number; prompt_tokens: number; completion_tokens: number };
}

/**
 * What a run delivered once it is done: its cells with a value, left empty and failed (the template's
 * fields), and its credits — what it cost, after the refund of what it did not deliver.
 */
export interface RunOutcome {
  values: number;
  empty: number;
  failed: number;
  /** Credits the run cost: debited less refunded. */
  charged: number;
  /** Credits given back for cells left empty or failed. */
  refunded: number;
}

/** The bell (GET /api/catalog/batch/notifications/count, the `notifications.count` event): runs ended and not yet seen, and the cells the done ones left empty or failed. */
export interface RunNotifications {
  count: number;
  gaps: number;
}

/** A done run's outcome in an English sentence (the CLI's last line): its gaps first, then what it cost. */
export function outcomeSentence(outcome: RunOutcome | null): string {
  if (!outcome) return 'The run is done.';
  const gaps = outcome.empty + outcome.failed;
  const cost = `It cost ${outcome.charged} credits${outcome.refunded > 0 ? `, after ${outcome.refunded} given back for cells left empty or failed` : ''}.`;
  if (gaps === 0) return `The run is done: ${outcome.values} values. ${cost}`;
  return `Done — ${gaps} value${gaps === 1 ? '' : 's'} could not be found (${outcome.empty} empty, ${outcome.failed} failed; ${outcome.values} values); see why in the run's review page. ${cost}`;
}

/** A channel a run writes a file for, as its view says it. */
export interface RunChannelView {
  id: string;
  name: string;
  fed: { field: string; from: string }[];
  missing: string[];
}

/** A page of GET /api/catalog/batch: the runs asked for and how many match the filters. */
export interface BatchPage {
  data: BatchView[];
  total: number;
}

/** POST /api/catalog/batch. */
export interface StartBatchRequest {
  catalog_config_name: string;
  input_filename: string;
  input_delimiter?: string | null;
  nb_products_found?: number;
  destination: { type: DestinationType; value?: string | null }[];
  /** Only the file's first products (1–25): a preview. */
  sample_size?: number;
}

/** Most products a preview covers. */
export const SAMPLE_SIZE_MAX = 25;

/** A run that will not change any more. */
export const isCompleted = (status: string): boolean => status === 'done' || status === 'error';

/**
 * What a run reads besides its template, frozen when it starts, so a run resumed after a restart
 * uses the same inputs even if the workspace settings or value lists changed meanwhile.
 */
export interface RunInputs {
  settings: WorkspaceSettings;
  /** By value-list key of each EXTRACT entry naming a list: its values, or null when there was no such list. */
  value_lists: Record<string, ValueListValue[] | null>;
}

/**
 * A run's stored snapshot (its `config_snapshot` column): the template as it was at start and its
 * frozen inputs. Partial: runs recorded by earlier versions lack some parts (inputs, label).
 */
export type StoredRunSnapshot = Partial<CatalogConfig> & { run_inputs?: RunInputs };
