/** Value lists (spec §7 "Workspace and value lists"). */
import type { ValueListSample, ValueListSummary } from '../../../domain/value-list.ts';
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
