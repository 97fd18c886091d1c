import { useMutation, useQuery } from '@tanstack/react-query';
import type { AnalyseRequest, AnalysisResult, UploadPurpose, UploadResult } from '../../../domain/analysis.ts';
import type { UploadsView } from '../../../domain/files.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

/** Stores a product file in the workspace's drive; answers the stored name. */
export function uploadFile(file: File, signal?: AbortSignal): Promise<UploadResult> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return request<UploadResult>('/api/file/my_drive', { formData, signal });
}

const ANALYSE_PATHS: Record<UploadPurpose, string> = {
  template: '/api/assistant/analyze',
  batch: '/api/assistant/prepare/batch/run',
};

/** Analyses a stored file, for a new template or for a batch run. */
export function analyseFile(name: string, purpose: UploadPurpose, signal?: AbortSignal): Promise<AnalysisResult> {
  const json: AnalyseRequest = { input: name };
  return request<AnalysisResult>(ANALYSE_PATHS[purpose], { json, signal });
}

export const uploadKeys = {
  list: () => ['uploads'] as const,
};

function listUploads(signal: AbortSignal): Promise<UploadsView> {
  return request<UploadsView>('/api/file/my_drive', { signal });
}

/** Deletes an upload; 409 `file_in_use` while a run that has not ended reads it. */
function deleteUpload(name: string): Promise<void> {
  return request<void>(`/api/file/my_drive/${encodeURIComponent(name)}`, { method: 'DELETE' });
}

/** The workspace's uploads and its storage quota (Settings → Uploads). */
export function useUploads() {
  return useQuery({ queryKey: uploadKeys.list(), queryFn: ({ signal }) => listUploads(signal) });
}

export function useDeleteUpload() {
  return useMutation({
    mutationFn: deleteUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.list() }),
  });
}
