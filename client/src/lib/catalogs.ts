/**
 * Pure rules of the catalogue screens (docs/product.md Catalogs list, docs/product.md Catalogue status and New
 * catalogue, docs/product.md start rules, docs/product.md constants).
 */
import { BATCH_STATUSES, type BatchResult, type BatchSnapshot, type BatchStatus, type BatchView, isCompleted, type ResultRole } from '../../../domain/batch.ts';

export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const POLL_INTERVAL_MS = 10_000;
export const COUNT_REFRESH_MS = 60_000;
export const FILENAME_LIMIT = 60;
export const FULL_DATE_AFTER_MS = 3 * 3_600_000;
/** Products a try-on covers: the file's first ten (all of a smaller file; the server caps it). */
export const TRY_SAMPLE_SIZE = 10;

/** How many products a try-on of a file of `found` products covers. */
export const tryProducts = (found: number): number => Math.max(0, Math.min(TRY_SAMPLE_SIZE, found));

export interface Option {
  value: string;
  label: string;
}

export const DATE_RANGES = ['date_last_hour', 'date_last_day', 'date_last_week', 'date_last_month'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export type DateFilter = { kind: 'range'; range: DateRange } | { kind: 'after'; value: string };

export interface CatalogFilters {
  onlyNew: boolean;
  config: string | null;
  status: string | null;
  date: DateFilter | null;
}

export const NO_FILTERS: CatalogFilters = { onlyNew: false, config: null, status: null, date: null };

/** The listing's `filters` parameter: the spec's forms joined by '|', or undefined when none applies. */
export function filtersParam(filters: CatalogFilters): string | undefined {
  const parts: string[] = [];
  if (filters.onlyNew) parts.push('downloaded_once:eq:false', 'status:in:done,error');
  if (filters.config) parts.push(`catalog_config_name:eq:${filters.config}`);
  if (filters.status) parts.push(`status:eq:${filters.status}`);
  if (filters.date?.kind === 'range') parts.push(`start_date:${filters.date.range}`);
  if (filters.date?.kind === 'after') {
    const date = new Date(filters.date.value);
    if (!Number.isNaN(date.getTime())) parts.push(`start_date:date_after:${date.toISOString()}`);
  }
  return parts.length ? parts.join('|') : undefined;
}

/** Finished and never downloaded (or dismissed). */
export const isNew = (batch: Pick<BatchSnapshot, 'status' | 'downloaded_once'>): boolean => isCompleted(batch.status) && !batch.downloaded_once;
export const showsProgress = (status: string): boolean => status === 'creating' || status === 'in_progress';
export const isKnownStatus = (status: string): status is BatchStatus => (BATCH_STATUSES as readonly string[]).includes(status);

/**
 * Older servers' synonyms (docs/product.md: Done also Processed, Error also Failed); any other
 * status is passed on as it came, and the row shows it as unknown.
 */
export function normaliseStatus(status: string): BatchStatus {
  const lower = status.toLowerCase();
  if (lower === 'processed') return 'done';
  if (lower === 'failed') return 'error';
  return lower as BatchStatus;
}

/** 'Custom Format' for own_format (null here; the caller translates), else the first value, else '-'. */
export function destinationText(destination: BatchView['destination']): string | null {
  const first = destination[0];
  if (!first) return '-';
  if (first.type === 'own_format') return null;
  return first.value ? first.value : '-';
}

/** Where a new run's result goes: the template's own format, or a channel's file (the channel's id). */
/** The channels a run writes a file for besides the template's own files, which every run writes (none: those only). */
export type Destination = readonly string[];

export const OWN_FORMAT: Destination = [];

type DestinationEntry = { type: 'own_format' | 'marketplace'; value: string };

/** A destination as the start request and the start rules take it: each channel, else the own format. */
export function destinationRequest(destination: Destination): DestinationEntry[] {
  return destination.length === 0 ? [{ type: 'own_format', value: 'own_format' }] : destination.map((value) => ({ type: 'marketplace', value }));
}

/** The channel a run writes a file for (its `marketplace` destination's id), or null. */
export function runChannelId(destination: BatchView['destination']): string | null {
  return destination.find((entry) => entry.type === 'marketplace')?.value || null;
}

/** The errors a run's report will hold for a channel's required fields the template lacks: each field, on each product. */
export const missingFieldErrors = (missingFields: number, products: number): number => missingFields * products;

export function shortName(name: string, limit = FILENAME_LIMIT): string {
  return name.length > limit ? `${name.slice(0, limit)}…` : name;
}

export type ResultKind = 'csv' | 'tsv' | 'xlsx' | 'pdf' | 'other';

/** The icon of a result file, by content type, else by extension. */
export function resultKind(result: { name: string; content_type: string }): ResultKind {
  const type = result.content_type.toLowerCase();
  const ext = result.name.toLowerCase().split('.').pop() ?? '';
  if (type.includes('tab-separated') || ext === 'tsv') return 'tsv';
  if (type.includes('csv') || ext === 'csv') return 'csv';
  if (type.includes('spreadsheetml') || type.includes('excel') || ext === 'xlsx') return 'xlsx';
  if (type.includes('pdf') || ext === 'pdf') return 'pdf';
  return 'other';
}

/**
 * What a result file is for: as the server says, else (files written before it said) by its name —
 * a channel's report ends in '-validation.csv', a channel's file in '-<channel id>.<ext>', the PDF is
 * the catalogue, anything else the template's own format.
 */
export function resultRole(result: BatchResult, channelIds: readonly string[]): ResultRole {
  if (result.role) return result.role;
  const stem = result.name.replace(/\.[^.]+$/, '');
  if (stem.endsWith('-validation')) return 'validation';
  if (channelIds.some((id) => stem.endsWith(`-${id}`))) return 'channel';
  return resultKind(result) === 'pdf' ? 'catalogue' : 'products';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** '5 minutes ago' / 'il y a 5 minutes'. */
export function relativeTime(iso: string, now: number, language: string): string {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (abs >= ms || unit === 'second') return format.format(Math.round(diff / ms), unit);
  }
  return format.format(0, 'second');
}

export function fullDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Relative time, except a done catalogue older than 3 hours: its full local date-time. */
export function startDateText(batch: Pick<BatchView, 'start_date' | 'status'>, now: number, language: string): string {
  const time = new Date(batch.start_date).getTime();
  if (Number.isNaN(time)) return batch.start_date;
  if (batch.status === 'done' && now - time > FULL_DATE_AFTER_MS) return fullDateTime(batch.start_date, language);
  return relativeTime(batch.start_date, now, language);
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}

/** The row as shown: the listing's row with the latest live snapshot over it. */
export function withSnapshot(batch: BatchView, snapshot: BatchSnapshot | undefined): BatchView {
  return snapshot ? { ...batch, ...snapshot } : batch;
}

/** What keeps Start disabled (docs/product.md), in the order a person would fix them; empty when it may start. */
export type StartBlocker = 'submitting' | 'no_file' | 'above_limit' | 'no_config' | 'no_destination' | 'no_marketplace' | 'insufficient_credits';

export interface StartState {
  submitting: boolean;
  fileAnalysed: boolean;
  aboveLimit: boolean;
  config: string | null;
  destination: readonly DestinationEntry[] | null;
  /** none / insufficient block; unknown (not loaded yet) does not. */
  credits: 'none' | 'insufficient' | 'sufficient' | 'unknown';
}

export function startBlockers(state: StartState): StartBlocker[] {
  const blockers: StartBlocker[] = [];
  if (state.submitting) blockers.push('submitting');
  if (!state.fileAnalysed) blockers.push('no_file');
  if (state.aboveLimit) blockers.push('above_limit');
  if (!state.config) blockers.push('no_config');
  if (!state.destination || state.destination.length === 0) blockers.push('no_destination');
  else if (state.destination.some((entry) => entry.type === 'marketplace' && !entry.value.trim())) blockers.push('no_marketplace');
  if (state.credits === 'none' || state.credits === 'insufficient') blockers.push('insufficient_credits');
  return blockers;
}

/** True when none of the file's columns is one the template knows (the column-mismatch warning). */
export function columnsMismatch(fileColumns: readonly string[], configColumns: readonly string[]): boolean {
  if (fileColumns.length === 0 || configColumns.length === 0) return false;
  const known = new Set(configColumns.map((name) => name.trim().toLowerCase()));
  return !fileColumns.some((name) => known.has(name.trim().toLowerCase()));
}
