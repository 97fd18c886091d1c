/**
 * Rules of the upload step (docs/product.md Upload step, docs/product.md Upload and analysis, docs/product.md Upload). Pure.
 */
import type { AnalysisResult } from '../../../domain/analysis.ts';
import { ACCEPTED_EXTENSIONS, type AcceptedExtension, extensionOf, MAX_UPLOAD_BYTES } from '../../../domain/files.ts';

/** A file the upload step has uploaded and analysed. */
export interface ProcessedFile {
  result: AnalysisResult;
  /** The stored name later calls use. */
  storedName: string;
  /** The name the file had on the user's computer. */
  originalName: string;
}

export type FileProblem = 'type' | 'size';

/** The client-side check before any upload: the extension first, then the 5 MB limit. */
export function checkFile(file: { name: string; size: number }, accepted: readonly AcceptedExtension[] = ACCEPTED_EXTENSIONS, maxBytes = MAX_UPLOAD_BYTES): FileProblem | null {
  if (!(accepted as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The eight progress messages, in the order they are shown. */
export const PROGRESS_STEPS = ['uploading', 'validating', 'analysing', 'extracting', 'checking', 'preparing', 'finalising', 'complete'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** Index of the first step that waits for the analysis answer: never shown as done before it. */
export const FIRST_STEP_AFTER_ANSWER = PROGRESS_STEPS.indexOf('finalising');
/** The step shown while the upload request runs, and the one shown when the analysis starts. */
export const UPLOAD_STEP = 0;
export const ANALYSIS_FIRST_STEP = 1;

/**
 * The next step to show while the analysis is still running: one further, but never beyond the last
 * step that can be under way before the answer ('preparing the preview').
 */
export function nextPendingStep(current: number): number {
  return Math.min(current + 1, FIRST_STEP_AFTER_ANSWER - 1);
}

/** Kind of file for the 'validating the … format' message. */
export function formatLabel(name: string): 'CSV' | 'Excel' | 'PDF' {
  const ext = extensionOf(name);
  return ext === 'xlsx' ? 'Excel' : ext === 'pdf' ? 'PDF' : 'CSV';
}

/** A long file name shortened in the middle, keeping its end (docs/product.md: 60 characters). */
export function shortFileName(name: string, max = 60): string {
  if (name.length <= max) return name;
  const keepEnd = Math.min(20, Math.floor(max / 3));
  return `${name.slice(0, max - keepEnd - 1)}…${name.slice(-keepEnd)}`;
}
