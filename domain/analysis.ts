/**
 * Types of the upload and analysis calls (docs/product.md "Upload result", "Analysis result"), for client
 * and server. Types only: the result's shape is defined once in files.ts beside its limits, and
 * re-exported here under the name the calls use.
 */
export type {
  AboutProducts,
  AcceptedExtension,
  AnalysisResult,
  Completeness,
  FieldGroup,
  FileType,
  SourceFieldKey,
  SourceFields,
} from './files.ts';
export type { ValueListValue } from './value-list.ts';

/** What POST /api/file/my_drive answers: the stored name later calls use. */
export interface UploadResult {
  name: string;
}

/** The body of POST /api/assistant/analyze and /api/assistant/prepare/batch/run. */
export interface AnalyseRequest {
  input: string;
}

/** What an upload is for: a new template (analyze) or a batch run (prepare/batch/run). */
export type UploadPurpose = 'template' | 'batch';
