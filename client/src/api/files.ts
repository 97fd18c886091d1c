import type { AnalyseRequest, AnalysisResult, UploadPurpose, UploadResult } from '../../../domain/analysis.ts';
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
