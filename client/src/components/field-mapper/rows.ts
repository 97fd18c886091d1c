/**
 * Pure helpers of the field mapper's screen (the mapping rules themselves live in
 * domain/mapping.ts): rows of the table, search and filter, names of added fields, the panel's input
 * conversions. No React, no DOM. Which rows the automatic mapping takes, and how its answer applies,
 * are in lib/auto-map.ts (the config assistant applies it too).
 */
import { type BatchAction, type CopyOptions, FIELD_NAME_MAX_LENGTH, GENERATION_TOOL_PREFIX, type KeyedCopy, type KeyedEntry, type KeyedMapping } from '../../../../domain/mapping.ts';
import { entryFromMatch, pickSource } from '../../../../domain/mapping-edits.ts';

/** Page sizes of the table (docs/product.md), its default, and the read-only summary's fixed size. */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const READ_ONLY_PAGE_SIZE = 10;

export type ActionFilter = 'ALL' | BatchAction;

export interface MapperRow {
  name: string;
  entry: KeyedEntry;
  /** Waiting for the automatic mapping: dimmed, 'Mapping...', not editable. */
  pending: boolean;
}

export function toRows(mapping: KeyedMapping, pending: ReadonlySet<string>): MapperRow[] {
  return Object.entries(mapping).map(([name, entry]) => ({ name, entry, pending: pending.has(name) }));
}

/** Lower case without accents, so 'desc' finds 'Déscription' and 'DESC'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The name search: every word of the search appears in the name, case and accents ignored. */
export function nameMatches(name: string, search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const folded = foldText(name);
  return words.every((word) => folded.includes(word));
}

export function actionMatches(action: BatchAction, filter: ActionFilter): boolean {
  return filter === 'ALL' || action === filter;
}

/** A tool's name as shown: without its 'ac_' prefix. */
export function toolLabel(tool: string): string {
  return tool.startsWith(GENERATION_TOOL_PREFIX) ? tool.slice(GENERATION_TOOL_PREFIX.length) : tool;
}

/** A name no row uses yet: `base`, else `base 2`, `base 3`… (kept within 64 characters). */
export function freeFieldName(mapping: KeyedMapping, base: string): string {
  const stem = base.slice(0, FIELD_NAME_MAX_LENGTH);
  if (!Object.hasOwn(mapping, stem)) return stem;
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    const name = `${stem.slice(0, FIELD_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!Object.hasOwn(mapping, name)) return name;
  }
}

/**
 * Adds output fields (e.g. the headers of an uploaded file) at the end, each an EXTRACT of itself
 * until the automatic mapping decides. Names are trimmed; blank, over-long and known ones skipped.
 */
export function addFields(mapping: KeyedMapping, names: readonly string[]): { mapping: KeyedMapping; added: string[] } {
  const next: KeyedMapping = { ...mapping };
  const added: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name === '' || name.length > FIELD_NAME_MAX_LENGTH || Object.hasOwn(next, name)) continue;
    next[name] = entryFromMatch(name, null);
    added.push(name);
  }
  return { mapping: next, added };
}

/** A text input's value for the mapping: empty (or blank) is null (docs/product.md Panel fields). */
export function textOrNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}

/** A word-count input: empty is null, otherwise a whole number ≥ 0 (what the number input allows). */
export function wordsOrNull(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  return Math.max(0, Math.floor(number));
}

/**
 * A COPY's setting as its input gives it: blank leaves the row without it (a COPY holds only the
 * settings it has, as domain/mapping.ts reads them), so a cleared input is no change.
 */
export function setCopyOption(entry: KeyedCopy, key: keyof CopyOptions, value: string): KeyedCopy {
  const { [key]: _previous, ...rest } = entry;
  const text = textOrNull(value);
  return text === null ? rest : { ...rest, [key]: text };
}

/**
 * Picking a source in the Copy form: as domain/mapping-edits.ts's pickSource, except that a COPY
 * keeps its default and the currency of its amounts (settings of the field, not of the column).
 */
export function pickCopySource(current: KeyedCopy, value: string, tools: readonly string[]): KeyedEntry {
  const next = pickSource(current, value, tools);
  if (next.batch_action !== 'COPY') return next;
  const { batch_action: _action, field: _field, ...options } = current;
  return { ...next, ...options };
}

/** Whether the panel's draft differs from the row it was opened on. */
export function entriesDiffer(a: KeyedEntry | null | undefined, b: KeyedEntry | null | undefined): boolean {
  if (!a || !b) return a !== b;
  const left = new Map<string, unknown>(Object.entries(a));
  const right = new Map<string, unknown>(Object.entries(b));
  for (const key of new Set([...left.keys(), ...right.keys()])) {
    if (left.get(key) !== right.get(key)) return true;
  }
  return false;
}
