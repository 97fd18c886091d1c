/** Value lists (docs/product.md "Workspace and value lists"): the calls, their query keys and hooks. */
import { skipToken, useMutation, useQueries, useQuery } from '@tanstack/react-query';
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
function addValueListToCache(list: ValueListSummary): void {
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
function getValueListValues(id: string, page: { offset?: number; limit?: number } = {}, signal?: AbortSignal): Promise<ValueListPage> {
  return request<ValueListPage>(`${BASE}/${encodeURIComponent(id)}/values`, { query: page, signal });
}

/** Every value of each list named by id (the review's editor offers them), read once per page. */
export function useValueListItems(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [...valueListKeys.all, 'items', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getValueListValues(id, {}, signal),
      staleTime: 60_000,
    })),
  });
}

/** Replaces a list's values, renaming it when the name changed. */
function updateValueList(id: string, body: ValueListBody): Promise<ValueListSummary> {
  return request<ValueListSummary>(`${BASE}/${encodeURIComponent(id)}/values`, { method: 'PUT', json: body });
}

/** Creates a list (409 when the name is taken); it joins the cached lists at once, and they are read again. */
export function useCreateValueList() {
  return useMutation({
    mutationFn: (body: ValueListBody) => createValueList(body),
    onSuccess: (list) => {
      addValueListToCache(list);
      forgetValueLists();
    },
  });
}

/** Replaces a list's name and values (409 when the new name is taken); every screen showing lists reads them again. */
export function useUpdateValueList() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ValueListBody }) => updateValueList(id, body),
    onSuccess: forgetValueLists,
  });
}

/**
 * Every value of a list, to edit it; a null id reads nothing. Never answered from the cache: the
 * form starts from the list as the server has it now.
 */
export function useValueListToEdit(id: string | null) {
  return useQuery({
    queryKey: valueListKeys.values(id ?? '', {}),
    queryFn: id === null ? skipToken : ({ signal }) => getValueListValues(id, {}, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The values of a CSV of code/label columns, read by the server (nothing is stored): its header row
 * is told by the lexicon's words for a code and a label, which the browser does not load.
 */
export async function readValueListCsv(text: string, signal?: AbortSignal): Promise<ValueListValue[]> {
  const answer = await request<{ values: ValueListValue[] }>(`${BASE}/read-csv`, { json: { text }, signal });
  return answer.values;
}

/** The code/label lists an xlsx workbook holds, by name (nothing is stored). */
export async function detectValueLists(file: File, signal?: AbortSignal): Promise<Record<string, ValueListValue[]>> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const answer = await request<{ detected_value_lists: Record<string, ValueListValue[]> }>('/api/assistant/detect_value_lists', { formData, signal });
  return answer.detected_value_lists;
}
