/**
 * The template's field mapping and the rules around it (docs/product.md "Mapping entry", docs/product.md "Mapping rows",
 * "Lists", docs/product.md), in one dependency-free module for server and client.
 *
 * Two forms:
 * - the array form the API stores and answers: `{source_column, dest_property, batch_action, …options}`;
 *   `source_column` is the source field for COPY, the tool for GENERATE, the output name for EXTRACT;
 * - the keyed form the editor works on: output column name → `{batch_action, field, …options}`.
 *   Keys keep insertion order, except that integer-like names (e.g. "2024") come first: JavaScript
 *   object order. Output column order is the array form's, so save through toMappingArray.
 *
 * EXTRACT's `value_list_id` names a saved value list; `value_list` names a list kept with the template
 * (one of `about.value_lists`: detected in the file or created in the dialog before saving).
 */
import type { Completeness } from './files.ts';
import { CREATIVITY_LEVELS, type Creativity, emptyGenerateOptions, GENERATION_LANGUAGES, type GenerateOptions } from './generation.ts';

export const BATCH_ACTIONS = ['COPY', 'EXTRACT', 'GENERATE'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

export const GENERATION_TOOLS = ['ac_product_description', 'ac_short_description', 'ac_product_title', 'ac_seo_meta_description', 'ac_bullet_points'] as const;
export type GenerationTool = (typeof GENERATION_TOOLS)[number];
export const GENERATION_TOOL_PREFIX = 'ac_';

export const EXTRACT_TYPES = ['string', 'integer', 'float'] as const;
export type ExtractType = (typeof EXTRACT_TYPES)[number];

export const FIELD_NAME_MAX_LENGTH = 64;

export interface ExtractOptions {
  type: ExtractType | null;
  extra_info: string | null;
  value_list_id: string | null;
  value_list: string | null;
  expected_unit: string | null;
  use_label: boolean | null;
  /** The unit or currency the file's bare numbers are in, when the file does not say (the editor asks). */
  source_unit: string | null;
  /** The file's decimal mark, when its numbers read two ways and the file does not decide. */
  source_decimal: DecimalMark | null;
  /** What the cell holds when the row gives nothing (see CopyOptions.default_value); such a field is not searched on the web. */
  default_value: string | null;
  /** The one column the field reads, pinned by the user; null: the columns its meaning finds in the row. */
  read_column: string | null;
}

/**
 * A COPY's settings, both optional: a template made before they existed has neither.
 * `default_value`: what the cell holds when the row gives nothing — a fixed value ('new') or a
 * pattern whose `{Column}` placeholders the row fills ('https://shop.example/products/{Handle}'),
 * shown with evidence `default`. `source_unit`: the currency (or unit) of the column's bare numbers,
 * which a channel that writes prices with their currency needs.
 */
export interface CopyOptions {
  default_value?: string | null;
  source_unit?: string | null;
}

/** The marks a number's decimals are written after. */
export const DECIMAL_MARKS = ['.', ','] as const;
export type DecimalMark = (typeof DECIMAL_MARKS)[number];

export const EXTRACT_OPTION_KEYS = ['type', 'extra_info', 'value_list_id', 'value_list', 'expected_unit', 'use_label', 'source_unit', 'source_decimal', 'default_value', 'read_column'] as const satisfies readonly (keyof ExtractOptions)[];

export const emptyExtractOptions = (): ExtractOptions => ({
  type: null,
  extra_info: null,
  value_list_id: null,
  value_list: null,
  expected_unit: null,
  use_label: null,
  source_unit: null,
  source_decimal: null,
  default_value: null,
  read_column: null,
});

interface EntryBase {
  source_column: string;
  dest_property: string;
}
export type CopyEntry = EntryBase & { batch_action: 'COPY' } & CopyOptions;
export type GenerateEntry = EntryBase & { batch_action: 'GENERATE' } & GenerateOptions;
export type ExtractEntry = EntryBase & { batch_action: 'EXTRACT' } & ExtractOptions;
/** A pair of POST /api/assistant/map_fields: an output field and the source column or tool it should take. */
export interface FieldMatch {
  left_field_name: string;
  right_field_name: string;
}

/** Array form (API, storage). */
export type MappingEntry = CopyEntry | GenerateEntry | ExtractEntry;

export type KeyedCopy = { batch_action: 'COPY'; field: string } & CopyOptions;
export type KeyedGenerate = { batch_action: 'GENERATE'; field: string } & GenerateOptions;
export type KeyedExtract = { batch_action: 'EXTRACT'; field: string } & ExtractOptions;
/** Keyed form entry: `field` is the source (COPY), the tool (GENERATE) or the output name (EXTRACT). */
export type KeyedEntry = KeyedCopy | KeyedGenerate | KeyedExtract;
/** Whether a field's text is written once per product and shared by its variants: GENERATE, unless it asks for a text per variant. */
export const sharedByVariants = (entry: MappingEntry): boolean => entry.batch_action === 'GENERATE' && entry.per_variant !== true;

/** Min words above max words: no text can satisfy both. */
export function wordsReversed(options: { min_words: number | null; max_words: number | null }): boolean {
  return options.min_words !== null && options.max_words !== null && options.min_words > options.max_words;
}

/** Keyed form: output column name → entry. */
export type KeyedMapping = Record<string, KeyedEntry>;

/** Why a mapping cannot be saved; the server answers 400 for any of them. */
export type MappingProblemRule = 'name_too_long' | 'name_duplicate' | 'words_invalid' | 'words_reversed' | 'creativity_invalid' | 'language_invalid' | 'extract_type_invalid' | 'unit_with_string' | 'decimal_invalid' | 'value_list_with_number';

export interface MappingProblem {
  field: string;
  rule: MappingProblemRule;
}

export const isGenerationTool = (value: unknown): value is GenerationTool => typeof value === 'string' && (GENERATION_TOOLS as readonly string[]).includes(value);

export const isNumericType = (type: ExtractType | null | undefined): boolean => type === 'integer' || type === 'float';

/** A missing or invalid action is EXTRACT; case is forgiven. */
export function normaliseAction(value: unknown): BatchAction {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (BATCH_ACTIONS as readonly string[]).includes(upper) ? (upper as BatchAction) : 'EXTRACT';
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value;
}

/** A word count: null when absent; NaN (rejected by validation) when not an integer ≥ 0. */
function words(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : Number.NaN;
}

const flag = (value: unknown): true | null => (value === true || value === 'true' ? true : null);

function generateOptions(raw: Raw): GenerateOptions {
  const creativity = text(raw.creativity)?.trim().toLowerCase() ?? null;
  const language = text(raw.language)?.trim().toLowerCase() ?? null;
  return {
    structure: text(raw.structure),
    type_of_content: text(raw.type_of_content),
    seo_guidelines: text(raw.seo_guidelines),
    format: text(raw.format),
    language,
    min_words: words(raw.min_words),
    max_words: words(raw.max_words),
    creativity: creativity as Creativity | null,
    tone: text(raw.tone),
    language_adaptation: flag(raw.language_adaptation),
    per_variant: flag(raw.per_variant),
  };
}

function extractOptions(raw: Raw): ExtractOptions {
  const type = text(raw.type)?.trim().toLowerCase() ?? null;
  const options: ExtractOptions = {
    type: type as ExtractType | null,
    extra_info: text(raw.extra_info),
    value_list_id: text(raw.value_list_id),
    value_list: text(raw.value_list),
    expected_unit: text(raw.expected_unit),
    use_label: typeof raw.use_label === 'boolean' ? raw.use_label : null,
    source_unit: text(raw.source_unit)?.trim() ?? null,
    source_decimal: (text(raw.source_decimal)?.trim() ?? null) as DecimalMark | null,
    default_value: text(raw.default_value)?.trim() ?? null,
    read_column: text(raw.read_column) ?? null,
  };
  // A value list makes the field a string (docs/product.md: choosing a value list forces type string).
  if (options.type === null && (options.value_list_id !== null || options.value_list !== null)) options.type = 'string';
  return options;
}

/** A COPY's settings, only those it has. */
function copyOptions(raw: Raw): CopyOptions {
  const defaultValue = text(raw.default_value)?.trim();
  const sourceUnit = text(raw.source_unit)?.trim();
  return { ...(defaultValue ? { default_value: defaultValue } : {}), ...(sourceUnit ? { source_unit: sourceUnit } : {}) };
}

function keyedEntry(action: BatchAction, field: string, raw: Raw): KeyedEntry {
  if (action === 'COPY') return { batch_action: 'COPY', field, ...copyOptions(raw) };
  if (action === 'GENERATE') return { batch_action: 'GENERATE', field, ...generateOptions(raw) };
  return { batch_action: 'EXTRACT', field, ...extractOptions(raw) };
}

/** An older keyed value: a plain string is COPY of that source, or GENERATE when it is a known tool. */
function fromOlderValue(name: string, value: unknown): KeyedEntry {
  if (typeof value === 'string') {
    return isGenerationTool(value) ? { batch_action: 'GENERATE', field: value, ...emptyGenerateOptions() } : { batch_action: 'COPY', field: value };
  }
  const raw = isObject(value) ? value : {};
  const action = normaliseAction(raw.batch_action);
  const source = text(raw.field) ?? text(raw.source_column);
  return keyedEntry(action, action === 'EXTRACT' ? name : (source ?? ''), raw);
}

/**
 * Reads any accepted mapping shape (the array form, or the older keyed object whose values are
 * strings or entries) into `[outputName, entry]` pairs, in order, empty names dropped, duplicates kept.
 */
function readPairs(raw: unknown): [string, KeyedEntry][] {
  const pairs: [string, KeyedEntry][] = [];
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (!isObject(item)) continue;
      const name = typeof item.dest_property === 'string' ? item.dest_property.trim() : '';
      if (name === '') continue;
      const action = normaliseAction(item.batch_action);
      const source = text(item.source_column) ?? text(item.field) ?? '';
      pairs.push([name, keyedEntry(action, action === 'EXTRACT' ? name : source, item)]);
    }
  } else if (isObject(raw)) {
    for (const [key, value] of Object.entries(raw)) {
      const name = key.trim();
      if (name !== '') pairs.push([name, fromOlderValue(name, value)]);
    }
  }
  return pairs;
}

function toArrayEntry(name: string, entry: KeyedEntry): MappingEntry {
  const { field, ...rest } = entry;
  if (rest.batch_action === 'EXTRACT') return { source_column: name, dest_property: name, ...rest };
  return { source_column: field, dest_property: name, ...rest } as MappingEntry;
}

/** Array form (or an older form) → keyed form. The first entry of a duplicated name wins. */
export function fromMappingArray(raw: unknown): KeyedMapping {
  const keyed: KeyedMapping = {};
  for (const [name, entry] of readPairs(raw)) if (!(name in keyed)) keyed[name] = entry;
  return keyed;
}

/** Keyed form → array form: empty names dropped, EXTRACT's source is its own output name. */
export function toMappingArray(keyed: KeyedMapping): MappingEntry[] {
  const entries: MappingEntry[] = [];
  for (const [key, entry] of Object.entries(keyed)) {
    const name = key.trim();
    if (name !== '') entries.push(toArrayEntry(name, { ...entry, batch_action: normaliseAction(entry.batch_action) } as KeyedEntry));
  }
  return entries;
}

/**
 * Normalises any accepted mapping shape into the array form and lists what the server refuses:
 * names over 64 characters or repeated, word counts that are not integers ≥ 0, unknown creativity,
 * language or extract type, a unit on a string field, a value list on a numeric field.
 */
export function parseMapping(raw: unknown): { entries: MappingEntry[]; problems: MappingProblem[] } {
  const entries: MappingEntry[] = [];
  const problems: MappingProblem[] = [];
  const seen = new Set<string>();
  for (const [name, entry] of readPairs(raw)) {
    const problem = (rule: MappingProblemRule) => problems.push({ field: name, rule });
    if (name.length > FIELD_NAME_MAX_LENGTH) problem('name_too_long');
    if (seen.has(name)) problem('name_duplicate');
    seen.add(name);
    if (entry.batch_action === 'GENERATE') {
      if (Number.isNaN(entry.min_words) || Number.isNaN(entry.max_words)) problem('words_invalid');
      else if (wordsReversed(entry)) problem('words_reversed');
      if (entry.creativity !== null && !(CREATIVITY_LEVELS as readonly string[]).includes(entry.creativity)) problem('creativity_invalid');
      if (entry.language !== null && !(GENERATION_LANGUAGES as readonly string[]).includes(entry.language)) problem('language_invalid');
    }
    if (entry.batch_action === 'EXTRACT') {
      if (entry.type !== null && !(EXTRACT_TYPES as readonly string[]).includes(entry.type)) problem('extract_type_invalid');
      if (entry.type === 'string' && (entry.expected_unit !== null || entry.source_unit !== null)) problem('unit_with_string');
      if (entry.source_decimal !== null && !(DECIMAL_MARKS as readonly string[]).includes(entry.source_decimal)) problem('decimal_invalid');
      if (isNumericType(entry.type) && (entry.value_list_id !== null || entry.value_list !== null)) problem('value_list_with_number');
    }
    entries.push(toArrayEntry(name, entry));
  }
  return { entries, problems };
}

// ——— Credits and completeness ———

const mappingActions = (mapping: readonly MappingEntry[] | KeyedMapping): BatchAction[] => (Array.isArray(mapping) ? mapping : Object.values(mapping)).map((entry) => normaliseAction(entry.batch_action));

/** Credits a run charges: products × max(1, number of EXTRACT + GENERATE fields). */
export function runCost(nbProducts: number, mapping: readonly MappingEntry[] | KeyedMapping): number {
  const paid = mappingActions(mapping).filter((action) => action !== 'COPY').length;
  return Math.max(0, Math.floor(nbProducts)) * Math.max(1, paid);
}

/** Counts per action, for the read-only summary. */
export function actionCounts(mapping: readonly MappingEntry[] | KeyedMapping): Record<BatchAction, number> {
  const counts: Record<BatchAction, number> = { COPY: 0, EXTRACT: 0, GENERATE: 0 };
  for (const action of mappingActions(mapping)) counts[action] += 1;
  return counts;
}

/** A template's `completeness`: the percentage (0–100, rounded) of the file's fields that are complete. */
export function completenessPercent(current: Record<string, Completeness> | null | undefined): number {
  const states = Object.values(current ?? {});
  if (states.length === 0) return 0;
  return Math.round((100 * states.filter((state) => state === 'complete').length) / states.length);
}
