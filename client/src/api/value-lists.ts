/** Value lists (docs/product.md "Workspace and value lists"): the calls, their query keys and hooks. */
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ValueListPage, ValueListSample, ValueListSummary, ValueListValue } from '../../../domain/value-list.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

const BASE = '/api/value-list';

export const valueListKeys = {
  all: ['value-lists'] as const,
  list: () => [...valueListKeys.all, 'list'] as const,
  sample: (id: string) => [...valueListKeys.all, 'sample', id] as const,
  values: (id: string, page: { offset?: number; limit?: number }) => [...valueListKeys.all, 'values', id, page] as const,
};

/** The workspace's lists, each with its first values. */
function listValueLists(signal: AbortSignal): Promise<ValueListSummary[]> {
  return request<ValueListSummary[]>(BASE, { signal });
}

/** A list's name, its number of values and its first values. */
function getValueListSample(id: string, signal: AbortSignal): Promise<ValueListSample> {
  return request<ValueListSample>(`${BASE}/${encodeURIComponent(id)}/sample-and-count`, { signal });
}

const valueListsQuery = { queryKey: valueListKeys.list(), queryFn: ({ signal }: { signal: AbortSignal }) => listValueLists(signal) };

/** The workspace's lists, read again by each screen that shows them (`enabled` false reads nothing). */
export function useValueLists(enabled = true) {
  return useQuery({ ...valueListsQuery, enabled });
}

/** The lists as the server has them now (a retry must not trust what the screen read earlier). */
export function fetchValueLists(): Promise<ValueListSummary[]> {
  return queryClient.fetchQuery({ ...valueListsQuery, staleTime: 0 });
}

/** A list was created, changed or imported: every screen showing lists reads them again. */
export function forgetValueLists(): void {
  void queryClient.invalidateQueries({ queryKey: valueListKeys.all });
}

/** A list just created joins the cached lists at once (the field mapper selects it). */
export function addValueListToCache(list: ValueListSummary): void {
  queryClient.setQueryData<ValueListSummary[]>(valueListKeys.list(), (lists = []) => [list, ...lists.filter((other) => other.id !== list.id)]);
}

/** The first values of a saved list; null while unknown (or without an id). */
export function useValueListSample(id: string | null) {
  return useQuery({
    queryKey: valueListKeys.sample(id ?? ''),
    queryFn: id === null ? skipToken : ({ signal }) => getValueListSample(id, signal),
  });
}

export interface ValueListBody {
  name: string;
  values: ValueListValue[];
}

/** Creates a list; answers it with its count and first values (409 when the name is taken). */
export function createValueList(body: ValueListBody, signal?: AbortSignal): Promise<ValueListSummary> {
  return request<ValueListSummary>(BASE, { json: body, signal });
}

/** One page of a list's values, the previous page shown while the next one loads; a null id reads nothing. */
export function useValueListPage(id: string | null, page: { offset: number; limit: number }) {
  return useQuery({
    queryKey: valueListKeys.values(id ?? '', page),
    queryFn: id === null ? skipToken : ({ signal }) => getValueListValues(id, page, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === id ? previous : undefined),
  });
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
