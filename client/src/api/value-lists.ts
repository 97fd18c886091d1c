/** Value lists (docs/product.md "Workspace and value lists"). */
import type { ValueListPage, ValueListSample, ValueListSummary, ValueListValue } from '../../../domain/value-list.ts';
import { request } from './request.ts';

const BASE = '/api/value-list';

/** The workspace's lists, each with its first values. */
export function listValueLists(signal?: AbortSignal): Promise<ValueListSummary[]> {
  return request<ValueListSummary[]>(BASE, { signal });
}

/** A list's name, its number of values and its first values. */
export function getValueListSample(id: string, signal?: AbortSignal): Promise<ValueListSample> {
  return request<ValueListSample>(`${BASE}/${encodeURIComponent(id)}/sample-and-count`, { signal });
}

export interface ValueListBody {
  name: string;
  values: ValueListValue[];
}

/** Creates a list; answers it with its count and first values (409 when the name is taken). */
export function createValueList(body: ValueListBody, signal?: AbortSignal): Promise<ValueListSummary> {
  return request<ValueListSummary>(BASE, { json: body, signal });
}

/** One page of a list's values (all of them, up to the server's cap, without a limit). */
export function getValueListValues(
  id: string,
  page: { offset?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<ValueListPage> {
  return request<ValueListPage>(`${BASE}/${encodeURIComponent(id)}/values`, { query: page, signal });
}

/** Replaces a list's values, renaming it when the name changed. */
export function updateValueList(id: string, body: ValueListBody, signal?: AbortSignal): Promise<ValueListSummary> {
  return request<ValueListSummary>(`${BASE}/${encodeURIComponent(id)}/values`, { method: 'PUT', json: body, signal });
}

/** The code/label lists an xlsx workbook holds, by name (nothing is stored). */
export async function detectValueLists(file: File, signal?: AbortSignal): Promise<Record<string, ValueListValue[]>> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const answer = await request<{ detected_value_lists: Record<string, ValueListValue[]> }>(
    '/api/assistant/detect_value_lists',
    { formData, signal },
  );
  return answer.detected_value_lists;
}
