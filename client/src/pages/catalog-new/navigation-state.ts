import type { AnalysisResult } from '../../../../domain/analysis.ts';
import { FIELD_GROUPS } from '../../../../domain/files.ts';
import type { ProcessedFile } from '../../lib/upload.ts';

export interface InitialState {
  selectedConfig: string | null;
  file: ProcessedFile | null;
}

/**
 * The navigation state /catalog/new accepts (docs/product.md routes): selectedConfig, and an already analysed
 * file as analyzeResult with uploadedFile (the stored name, or an upload result {name}, optionally
 * with originalName). wouter keeps it in history.state.
 */
export function parseNavigationState(raw: unknown): InitialState {
  const state = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const selectedConfig = typeof state.selectedConfig === 'string' && state.selectedConfig ? state.selectedConfig : null;
  const result = state.analyzeResult as AnalysisResult | undefined;
  const uploaded = state.uploadedFile;
  let storedName: string | null = null;
  let originalName: string | null = null;
  if (typeof uploaded === 'string') storedName = uploaded;
  else if (uploaded && typeof uploaded === 'object') {
    const entry = uploaded as Record<string, unknown>;
    if (typeof entry.storedName === 'string') storedName = entry.storedName;
    else if (typeof entry.name === 'string') storedName = entry.name;
    if (typeof entry.originalName === 'string') originalName = entry.originalName;
  }
  const valid = result && typeof result === 'object' && typeof result.nb_products_found === 'number' && storedName;
  return {
    selectedConfig,
    file: valid ? { result, storedName: storedName as string, originalName: originalName ?? storedName ?? '' } : null,
  };
}

export function readNavigationState(): InitialState {
  return parseNavigationState(typeof window === 'undefined' ? null : window.history.state);
}

/** The file's column names: the sample's keys and every name of the analysed field groups. */
export function fileColumns(analysis: AnalysisResult): string[] {
  const names = new Set<string>(Object.keys(analysis.products_sample?.[0] ?? {}));
  for (const group of FIELD_GROUPS) for (const name of analysis.about_products?.[group] ?? []) names.add(name);
  return [...names];
}

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; self-hosted may be plain http). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
