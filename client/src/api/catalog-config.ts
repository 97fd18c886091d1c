/** Catalogue configurations (templates), docs/product.md "Catalogue configurations". */
import type {
  CatalogConfig,
  CatalogConfigInput,
  CatalogConfigSummary,
  CatalogConfigUpdate,
  DuplicateConfigInput,
} from '../../../domain/template.ts';
import { ApiError } from '../lib/errors.ts';
import { request } from './request.ts';

const BASE = '/api/catalog/config';
const path = (name: string) => `${BASE}/${encodeURIComponent(name)}`;

export function listConfigs(signal?: AbortSignal): Promise<CatalogConfigSummary[]> {
  return request<CatalogConfigSummary[]>(BASE, { signal });
}

export function getConfig(name: string, signal?: AbortSignal): Promise<CatalogConfig> {
  return request<CatalogConfig>(path(name), { signal });
}

export function createConfig(input: CatalogConfigInput): Promise<{ name: string }> {
  return request<{ name: string }>(BASE, { json: input });
}

export function updateConfig(name: string, update: CatalogConfigUpdate): Promise<CatalogConfig> {
  return request<CatalogConfig>(path(name), { method: 'PUT', json: update });
}

/** True when the server confirms the deletion (spec: a truthy result means success). */
export async function deleteConfig(name: string): Promise<boolean> {
  const answer = await request<{ deleted?: boolean } | undefined>(path(name), { method: 'DELETE' });
  return Boolean(answer?.deleted);
}

/** Copies a template under a new label; answers the copy's name. */
export function duplicateConfig(name: string, newName: string): Promise<{ name: string }> {
  const json: DuplicateConfigInput = { new_name: newName };
  return request<{ name: string }>(`${path(name)}/duplicate`, { json });
}

/** Whether a template already uses this label: 200 taken, 404 free; anything else throws. */
export async function isLabelTaken(label: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await request(`${BASE}/label/${encodeURIComponent(label)}`, { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
