/** Catalogue batches (docs/product.md "Catalogue batches", "Files"). */
import type { Option } from '../lib/catalogs.ts';
import { request } from './request.ts';
import type { BatchSnapshot, BatchView, StartBatchRequest } from '../../../domain/batch.ts';

const BASE = '/api/catalog/batch';

export interface BatchPage {
  data: BatchView[];
  total: number;
}

export interface ListQuery {
  offset: number;
  limit: number;
  filters?: string;
}

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

export function fetchStatusOptions(): Promise<Option[]> {
  return request<Option[]>(`${BASE}/filters/statuses`);
}

/** The templates runs used, as filter options: the name to filter by, the label to show. */
export function fetchConfigOptions(): Promise<Option[]> {
  return request<Option[]>(`${BASE}/filters/catalog-config-options`);
}

export function fetchDateRanges(): Promise<Option[]> {
  return request<Option[]>(`${BASE}/filters/date-ranges`);
}

export function pollBatch(id: string): Promise<BatchSnapshot> {
  return request<BatchSnapshot>(`${BASE}/poll/${encodeURIComponent(id)}`);
}

export function dismissBatch(id: string): Promise<unknown> {
  return request(`${BASE}/dismiss/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function deleteBatch(id: string): Promise<unknown> {
  return request(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function fetchNotificationCount(): Promise<number> {
  const answer = await request<{ count: number }>(`${BASE}/notifications/count`);
  return answer.count;
}

export function downloadResult(catalogId: string, fileName: string): Promise<Blob> {
  return request<Blob>('/api/file/results', { query: { catalog_id: catalogId, file_name: fileName }, responseType: 'blob' });
}
