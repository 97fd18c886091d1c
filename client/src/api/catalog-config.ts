/** Catalogue configurations (templates), docs/product.md "Catalogue configurations": the calls, their query keys and hooks. */
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { CatalogConfig, CatalogConfigInput, CatalogConfigSummary, CatalogConfigUpdate, DuplicateConfigInput } from '../../../domain/template.ts';
import { ApiError } from '../lib/errors.ts';
import { useDebouncedValue } from '../lib/useDebouncedValue.ts';
import { type FailureToast, useFailureToast } from '../lib/useFailureToast.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

const BASE = '/api/catalog/config';
const path = (name: string) => `${BASE}/${encodeURIComponent(name)}`;

export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (name: string) => [...templateKeys.all, 'detail', name] as const,
  labels: () => [...templateKeys.all, 'label'] as const,
  label: (label: string) => [...templateKeys.labels(), label] as const,
};

function listConfigs(signal: AbortSignal): Promise<CatalogConfigSummary[]> {
  return request<CatalogConfigSummary[]>(BASE, { signal });
}

function getConfig(name: string, signal: AbortSignal): Promise<CatalogConfig> {
  return request<CatalogConfig>(path(name), { signal });
}

function createConfig(input: CatalogConfigInput): Promise<{ name: string }> {
  return request<{ name: string }>(BASE, { json: input });
}

function updateConfig(name: string, update: CatalogConfigUpdate): Promise<CatalogConfig> {
  return request<CatalogConfig>(path(name), { method: 'PUT', json: update });
}

/** True when the server confirms the deletion (spec: a truthy result means success). */
async function deleteConfig(name: string): Promise<boolean> {
  const answer = await request<{ deleted?: boolean } | undefined>(path(name), { method: 'DELETE' });
  return Boolean(answer?.deleted);
}

/** Copies a template under a new label; answers the copy's name. */
function duplicateConfig(name: string, newName: string): Promise<{ name: string }> {
  const json: DuplicateConfigInput = { new_name: newName };
  return request<{ name: string }>(`${path(name)}/duplicate`, { json });
}

/** Whether a template already uses this label: 200 taken, 404 free; anything else throws. */
async function isLabelTaken(label: string, signal: AbortSignal): Promise<boolean> {
  try {
    await request(`${BASE}/label/${encodeURIComponent(label)}`, { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** A template was added or removed: the list and the taken labels are read again (the open template is left alone). */
function forgetTemplateList(): void {
  void queryClient.invalidateQueries({ queryKey: templateKeys.list(), exact: true });
  void queryClient.invalidateQueries({ queryKey: templateKeys.labels() });
}

/**
 * The workspace's template list (docs/product.md Template list), read again each time a screen showing it
 * opens, the previous items shown meanwhile; a failure shows the screen's own toast with Retry.
 */
export function useTemplateList(failure: FailureToast) {
  const query = useQuery({ queryKey: templateKeys.list(), queryFn: ({ signal }) => listConfigs(signal) });
  useFailureToast(query, failure);
  return query;
}

/** One template, read again by each screen that opens it; a null name reads nothing. */
export function useTemplate(name: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(name ?? ''),
    queryFn: name === null ? skipToken : ({ signal }) => getConfig(name, signal),
  });
}

export function useCreateTemplate() {
  return useMutation({ mutationFn: createConfig, onSuccess: forgetTemplateList });
}

export function useSaveTemplate() {
  return useMutation({
    mutationFn: ({ name, update }: { name: string; update: CatalogConfigUpdate }) => updateConfig(name, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(templateKeys.detail(saved.name), saved);
      void queryClient.invalidateQueries({ queryKey: templateKeys.list(), exact: true });
    },
  });
}

export function useDeleteTemplate() {
  return useMutation({ mutationFn: deleteConfig, onSuccess: forgetTemplateList });
}

export function useDuplicateTemplate() {
  return useMutation({
    mutationFn: ({ name, newName }: { name: string; newName: string }) => duplicateConfig(name, newName),
    onSuccess: forgetTemplateList,
  });
}

/** How long typing must pause before the name is checked with the server. */
const LABEL_CHECK_DELAY_MS = 300;

/** A template name against the server (docs/product.md): empty, being checked, taken, check failed, or free. */
export type LabelState = 'empty' | 'checking' | 'taken' | 'error' | 'free';

/**
 * Checks a template label while it is typed (GET /api/catalog/config/label/{label}: 200 taken,
 * 404 free, anything else an error), once typing pauses. Used by the duplicate dialog and the config
 * assistant's name editor.
 */
export function useLabelCheck(label: string, active: boolean): LabelState {
  const trimmed = label.trim();
  const settled = useDebouncedValue(trimmed, LABEL_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: templateKeys.label(settled),
    queryFn: ({ signal }) => isLabelTaken(settled, signal),
    enabled: active && settled !== '' && settled === trimmed,
  });
  if (trimmed === '') return 'empty';
  if (settled !== trimmed || query.isPending || query.isFetching) return 'checking';
  if (query.isError) return 'error';
  return query.data ? 'taken' : 'free';
}
