/** Catalogue batches (docs/product.md "Catalogue batches", "Files"): the calls, their query keys and hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BatchPage, BatchSnapshot, BatchView, RunNotifications, StartBatchRequest } from '../../../domain/batch.ts';
import { COUNT_REFRESH_MS, normaliseStatus, type Option } from '../lib/catalogs.ts';
import { request } from './request.ts';

const BASE = '/api/catalog/batch';

export interface ListQuery {
  offset: number;
  limit: number;
  filters?: string;
}

export type FilterKind = 'statuses' | 'catalog-config-options' | 'date-ranges';

export const batchKeys = {
  all: ['batches'] as const,
  lists: () => [...batchKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...batchKeys.lists(), query] as const,
  runs: () => [...batchKeys.all, 'run'] as const,
  run: (id: string) => [...batchKeys.runs(), id] as const,
  /** One run's full view (template label, file name), read once by the review page. */
  view: (id: string) => [...batchKeys.all, 'view', id] as const,
  filterOptions: (kind: FilterKind) => [...batchKeys.all, 'filters', kind] as const,
  notificationCount: () => [...batchKeys.all, 'notifications', 'count'] as const,
};

/** The listing, newest first; a bare list (older servers) is read as one page. */
export async function listBatches(query: ListQuery, signal?: AbortSignal): Promise<BatchPage> {
  const answer = await request<BatchPage | BatchView[]>(BASE, {
    query: { ...query, order_by: 'start_date', order_direction: 'desc' },
    signal,
  });
  return Array.isArray(answer) ? { data: answer, total: answer.length } : answer;
}

/** Starts a run; the key makes a repeated request (after a token refresh, say) answer the same run. */
export function startBatch(body: StartBatchRequest, idempotencyKey: string): Promise<BatchView> {
  return request<BatchView>(BASE, { json: body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** statuses; catalog-config-options (the name to filter by, the label to show); date-ranges. */
function fetchFilterOptions(kind: FilterKind, signal: AbortSignal): Promise<Option[]> {
  return request<Option[]>(`${BASE}/filters/${kind}`, { signal });
}

/** One run as the listing shows it. */
export function getBatch(id: string, signal?: AbortSignal): Promise<BatchView> {
  return request<BatchView>(`${BASE}/${encodeURIComponent(id)}`, { signal });
}

export function pollBatch(id: string, signal?: AbortSignal): Promise<BatchSnapshot> {
  return request<BatchSnapshot>(`${BASE}/poll/${encodeURIComponent(id)}`, { signal });
}

export function dismissBatch(id: string): Promise<unknown> {
  return request(`${BASE}/dismiss/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function deleteBatch(id: string): Promise<unknown> {
  return request(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

async function fetchNotificationCount(signal: AbortSignal): Promise<RunNotifications> {
  const answer = await request<Partial<RunNotifications>>(`${BASE}/notifications/count`, { signal });
  return { count: answer.count ?? 0, gaps: answer.gaps ?? 0 };
}

export function downloadResult(catalogId: string, fileName: string): Promise<Blob> {
  return request<Blob>('/api/file/results', { query: { catalog_id: catalogId, file_name: fileName }, responseType: 'blob' });
}

/** Older servers' status synonyms read as ours (the cache keeps what the server sent). */
const normalisePage = (page: BatchPage): BatchPage => ({
  ...page,
  data: page.data.map((row) => ({ ...row, status: normaliseStatus(row.status) })),
});

/** One page of the listing; the previous page stays shown while the next one loads. */
export function useBatchPage(query: ListQuery) {
  return useQuery({
    queryKey: batchKeys.list(query),
    queryFn: ({ signal }) => listBatches(query, signal),
    placeholderData: keepPreviousData,
    select: normalisePage,
  });
}

/** A filter's choices; a failure leaves the select with 'All' only (`fallback`). */
export function useFilterOptions(kind: FilterKind, fallback: Option[] = []): Option[] {
  const query = useQuery({ queryKey: batchKeys.filterOptions(kind), queryFn: ({ signal }) => fetchFilterOptions(kind, signal) });
  return query.data ?? fallback;
}

/**
 * The bell's count (docs/product.md Catalogue status): live from the socket, which also asks for it
 * again on each (re)connection, and asked every 60 s while the socket is down. A failure keeps the
 * last value: the count is a hint, the list itself shows errors.
 */
export function useNotificationCount(socketConnected: boolean): RunNotifications {
  const query = useQuery({
    queryKey: batchKeys.notificationCount(),
    queryFn: ({ signal }) => fetchNotificationCount(signal),
    refetchInterval: socketConnected ? false : COUNT_REFRESH_MS,
  });
  return query.data ?? NO_NOTIFICATIONS;
}

const NO_NOTIFICATIONS: RunNotifications = { count: 0, gaps: 0 };
