/**
 * What a file leaves open for a template's EXTRACT fields (domain/analysis.ts `OpenQuestion`) and how
 * the mapper settles it: the unit or currency of bare numbers (`source_unit`), the decimal mark of
 * numbers that read two ways (`source_decimal`). Pure: no React, no DOM.
 */
import type { OpenQuestion } from '../../../../domain/analysis.ts';
import { DECIMAL_MARKS, type DecimalMark, type ExtractOptions, type KeyedMapping, type MappingEntry, toMappingArray } from '../../../../domain/mapping.ts';
import { UNITS } from '../../../../domain/units.ts';

/** Common currency codes, what a COPY's "Currency of bare amounts" input offers. */
export const CURRENCY_SUGGESTIONS: readonly string[] = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'JPY'];

/** What the "Numbers in the file are in" input offers: every unit Fiche reads, then common currency codes. */
export const SOURCE_UNIT_SUGGESTIONS: readonly string[] = [...Object.keys(UNITS), ...CURRENCY_SUGGESTIONS];

/**
 * The EXTRACT rows in array form, what the server asks its questions about; rows still waiting for
 * the automatic mapping are left out (they are about to change).
 */
export function extractPart(mapping: KeyedMapping, pending: ReadonlySet<string> = new Set()): MappingEntry[] {
  const rows: KeyedMapping = {};
  for (const [name, entry] of Object.entries(mapping)) {
    if (entry.batch_action === 'EXTRACT' && !pending.has(name)) rows[name] = entry;
  }
  return toMappingArray(rows);
}

/** The option a question's answer sets. */
function optionOf(kind: OpenQuestion['kind']): 'source_unit' | 'source_decimal' {
  return kind === 'decimal' ? 'source_decimal' : 'source_unit';
}

/**
 * The questions still to show against the current mapping: each once, and only for a field that is
 * still an EXTRACT (not a string) whose answer is not set yet, so an answered one goes at once, before
 * the server is asked again.
 */
export function pendingQuestions(questions: readonly OpenQuestion[], mapping: KeyedMapping): OpenQuestion[] {
  const seen = new Set<string>();
  return questions.filter((question) => {
    const key = `${question.field}\u0000${question.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const entry = Object.hasOwn(mapping, question.field) ? mapping[question.field] : undefined;
    return entry?.batch_action === 'EXTRACT' && entry.type !== 'string' && entry[optionOf(question.kind)] === null;
  });
}

/** The options an answer sets; null for an answer a decimal question cannot take. */
export function answerPatch(question: OpenQuestion, choice: string): Partial<Pick<ExtractOptions, 'source_unit' | 'source_decimal'>> | null {
  const value = choice.trim();
  if (value === '') return null;
  if (question.kind !== 'decimal') return { source_unit: value };
  return (DECIMAL_MARKS as readonly string[]).includes(value) ? { source_decimal: value as DecimalMark } : null;
}

/** The mapping with a question answered on its field; the same mapping when the field cannot take it. */
export function answerQuestion(mapping: KeyedMapping, question: OpenQuestion, choice: string): KeyedMapping {
  const entry = Object.hasOwn(mapping, question.field) ? mapping[question.field] : undefined;
  const patch = answerPatch(question, choice);
  if (!patch || entry?.batch_action !== 'EXTRACT' || entry.type === 'string') return mapping;
  return { ...mapping, [question.field]: { ...entry, ...patch } };
}
