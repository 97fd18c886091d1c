/**
 * Display rules of the analysis screen (docs/product.md Template wizard step 0, docs/product.md size display). Pure: the
 * components translate what these functions decide.
 */
import type { AnalysisResult, Completeness } from '../../../domain/analysis.ts';

export interface DisplaySize {
  unit: 'kb' | 'mb';
  /** Rounded to one decimal. */
  value: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** KB below 1024 KB, else MB, both with one decimal (docs/product.md). */
export function displaySize(bytes: number): DisplaySize {
  const kb = round1(Math.max(0, bytes) / 1024);
  if (kb < 1024) return { unit: 'kb', value: kb };
  return { unit: 'mb', value: round1(bytes / (1024 * 1024)) };
}

/** A number with exactly one decimal in the display language ("12.3", "12,3"). */
export function oneDecimal(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export type NamedDelimiter = 'comma' | 'semicolon' | 'tab';
export type DelimiterDisplay = { name: NamedDelimiter } | { literal: string } | null;

const NAMED: Record<string, NamedDelimiter> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** Comma, semicolon and tab by name, any other character as itself; null when there is none. */
export function delimiterDisplay(delimiter: string | null | undefined): DelimiterDisplay {
  if (!delimiter) return null;
  const name = NAMED[delimiter];
  return name ? { name } : { literal: delimiter };
}

export interface QualityCounts {
  complete: number;
  partial: number;
  empty: number;
  total: number;
}

export function qualityCounts(completeness: Record<string, Completeness> | null | undefined): QualityCounts {
  const counts: QualityCounts = { complete: 0, partial: 0, empty: 0, total: 0 };
  for (const state of Object.values(completeness ?? {})) {
    if (state === 'complete' || state === 'partial' || state === 'empty') {
      counts[state] += 1;
      counts.total += 1;
    }
  }
  return counts;
}

export type QualityVariant = 'none' | 'allComplete' | 'allPartial' | 'allEmpty' | 'mixed';

/** Which data-quality sentence applies: the all-* variants when every field shares one state. */
export function qualityVariant(counts: QualityCounts): QualityVariant {
  if (counts.total === 0) return 'none';
  if (counts.complete === counts.total) return 'allComplete';
  if (counts.partial === counts.total) return 'allPartial';
  if (counts.empty === counts.total) return 'allEmpty';
  return 'mixed';
}

/** The sample's columns: every key of every row, in order of first appearance. */
export function sampleColumns(rows: readonly Record<string, unknown>[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const row of rows ?? []) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** A cell's text: strings as they are, numbers and booleans printed, nothing for null/undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The file type as users name it. */
export function fileTypeLabel(type: AnalysisResult['file_type']): string {
  return type === 'xlsx' ? 'Excel' : type.toUpperCase();
}
