import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
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

/** One file an upload step processes; a new file (or Retry) is a new job, with queries of its own. */
export interface FileJob {
  id: string;
  file: File;
}

/** Under a key of their own, so invalidating the uploads list never sends a file again. */
export const fileJobKeys = {
  upload: (job: string) => ['file-job', job, 'upload'] as const,
  analysis: (job: string, storedName: string, purpose: UploadPurpose) => ['file-job', job, 'analysis', storedName, purpose] as const,
};

/**
 * A job's requests are queries, not mutations, so that TanStack Query hands them an AbortSignal and
 * aborts them once no screen watches them: the step unmounted, or another job (another key) begun.
 * Each is sent once: no retry, never stale, dropped from the cache when unwatched, sent offline too.
 */
const SENT_ONCE = { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 0, networkMode: 'always' } as const;

/** Uploads the job's file; answers its stored name. Idle without a job. */
export function useJobUpload(job: FileJob | null) {
  return useQuery({
    queryKey: fileJobKeys.upload(job?.id ?? ''),
    queryFn: job ? ({ signal }) => uploadFile(job.file, signal) : skipToken,
    ...SENT_ONCE,
  });
}

/** Analyses the job's file once uploaded (`storedName`). Idle until then. */
export function useJobAnalysis(job: FileJob | null, storedName: string | undefined, purpose: UploadPurpose) {
  return useQuery({
    queryKey: fileJobKeys.analysis(job?.id ?? '', storedName ?? '', purpose),
    queryFn: job && storedName !== undefined ? ({ signal }) => analyseFile(storedName, purpose, signal) : skipToken,
    ...SENT_ONCE,
  });
}

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

/** Stores a file picked in a dialog; the uploads are read again, so the new one is listed at once. */
export function useUploadFile() {
  return useMutation({
    mutationFn: (file: File) => uploadFile(file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.list() }),
  });
}

export function useDeleteUpload() {
  return useMutation({
    mutationFn: deleteUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.list() }),
  });
}
