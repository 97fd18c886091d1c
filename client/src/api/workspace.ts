/** Workspace settings (docs/product.md "Workspace and value lists"): the calls, their query key and hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AssistantCheck, SearchCheck } from '../../../domain/generation.ts';
import type { WorkspaceSettings } from '../../../domain/workspace.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

export const workspaceKeys = {
  settings: ['workspace', 'settings'] as const,
};

function getWorkspaceSettings(signal: AbortSignal): Promise<WorkspaceSettings> {
  return request<WorkspaceSettings>('/api/workspace', { signal });
}

/** Saves the settings; answers them as stored (blank entries removed, blank texts null). */
function saveWorkspaceSettings(settings: WorkspaceSettings): Promise<WorkspaceSettings> {
  return request<WorkspaceSettings>('/api/workspace', { method: 'PUT', json: settings });
}

export function useWorkspaceSettings() {
  return useQuery({ queryKey: workspaceKeys.settings, queryFn: ({ signal }) => getWorkspaceSettings(signal) });
}

export function useSaveWorkspaceSettings() {
  return useMutation({
    mutationFn: saveWorkspaceSettings,
    onSuccess: (saved) => queryClient.setQueryData(workspaceKeys.settings, saved),
  });
}

/** One tiny request to the configured assistant (Settings → "Test the assistant"). */
function checkAssistant(): Promise<AssistantCheck> {
  return request<AssistantCheck>('/api/assistant/check', { method: 'POST' });
}

export function useCheckAssistant() {
  return useMutation({ mutationFn: checkAssistant });
}

/** One query to the configured search engine (Settings → "Test the search"). */
function checkSearch(): Promise<SearchCheck> {
  return request<SearchCheck>('/api/search/check', { method: 'POST' });
}

export function useCheckSearch() {
  return useMutation({ mutationFn: checkSearch });
}
