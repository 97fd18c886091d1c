/** Workspace settings (docs/product.md "Workspace and value lists"). */
import type { WorkspaceSettings } from '../../../domain/workspace.ts';
import { request } from './request.ts';

export function getWorkspaceSettings(signal?: AbortSignal): Promise<WorkspaceSettings> {
  return request<WorkspaceSettings>('/api/workspace', { signal });
}

/** Saves the settings; answers them as stored (blank entries removed, blank texts null). */
export function saveWorkspaceSettings(settings: WorkspaceSettings, signal?: AbortSignal): Promise<WorkspaceSettings> {
  return request<WorkspaceSettings>('/api/workspace', { method: 'PUT', json: settings, signal });
}
