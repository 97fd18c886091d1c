import type { Creativity, GenerateOptions } from './types.ts';

const CREATIVITY: readonly Creativity[] = ['low', 'medium', 'high'];

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function words(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

/** The first of the values that is set (not null, undefined or blank). */
function first<T>(read: (value: unknown) => T | null, ...values: unknown[]): T | null {
  for (const value of values) {
    const read_ = read(value);
    if (read_ !== null) return read_;
  }
  return null;
}

/**
 * A GENERATE entry's options: each one the template entry sets wins over the workspace default
 * (generate_options of the workspace settings); role, context and target are workspace-only.
 * Language defaults to en, creativity to medium.
 *
 * Saving refuses min words above max words, yet the merge can still meet such a pair: a template
 * entry's min over the workspace's max (or the reverse), or a template or settings saved before that
 * rule. No text satisfies both, so one bound goes: the one the entry did not set, else the minimum
 * (the maximum is the one a layout depends on).
 */
export function mergeGenerateOptions(entry: Record<string, unknown>, workspace: Record<string, unknown> = {}): GenerateOptions {
  let min = first(words, entry.min_words, workspace.min_words);
  let max = first(words, entry.max_words, workspace.max_words);
  if (min !== null && max !== null && min > max) {
    if (words(entry.min_words) !== null && words(entry.max_words) === null) max = null;
    else min = null;
  }
  const creativity = first(text, entry.creativity, workspace.creativity);
  const adaptation = entry.language_adaptation ?? workspace.language_adaptation;
  return {
    role: text(workspace.role),
    context: text(workspace.context),
    target: text(workspace.target),
    tone: first(text, entry.tone, workspace.tone),
    language_adaptation: adaptation === true,
    structure: first(text, entry.structure, workspace.structure),
    type_of_content: first(text, entry.type_of_content, workspace.type_of_content),
    seo_guidelines: first(text, entry.seo_guidelines, workspace.seo_guidelines),
    format: first(text, entry.format, workspace.format),
    language: (first(text, entry.language, workspace.language) ?? 'en').toLowerCase(),
    min_words: min,
    max_words: max,
    creativity: CREATIVITY.includes(creativity as Creativity) ? (creativity as Creativity) : 'medium',
  };
}
