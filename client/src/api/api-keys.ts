/** The signed-in user's API keys (docs/automation.md): the calls, their query key and hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

/** A key as listed: its first characters tell it apart, never the secret. */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

/** A key just made: the only answer that holds the full key. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

/** The longest name the server takes (server/routes/api/auth/api-keys.ts). */
export const API_KEY_NAME_MAX_LENGTH = 100;

export const apiKeyKeys = {
  list: ['api-keys'] as const,
};

function listApiKeys(signal: AbortSignal): Promise<ApiKey[]> {
  return request<ApiKey[]>('/api/auth/api-keys', { signal });
}

function createApiKey(name: string): Promise<CreatedApiKey> {
  return request<CreatedApiKey>('/api/auth/api-keys', { json: { name } });
}

function revokeApiKey(id: string): Promise<void> {
  return request<void>(`/api/auth/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Newest first, as the server lists them. */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list, queryFn: ({ signal }) => listApiKeys(signal) });
}

export function useCreateApiKey() {
  return useMutation({
    mutationFn: createApiKey,
    // The cache keeps the listed fields only: the full key lives in the caller's state until it is dismissed.
    onSuccess: ({ key: _key, ...listed }) => queryClient.setQueryData<ApiKey[]>(apiKeyKeys.list, (keys) => keys && [listed, ...keys]),
  });
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_answer, id) => queryClient.setQueryData<ApiKey[]>(apiKeyKeys.list, (keys) => keys?.filter((key) => key.id !== id)),
  });
}
