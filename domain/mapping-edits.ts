/**
 * How the template editor changes a mapping (docs/product.md "Mapping rows"): changing a row's
 * action, source, extract type or value list, and naming, renaming and removing output fields.
 * Pure, for the client's editor and the server's checks alike.
 */
import { emptyGenerateOptions } from './generation.ts';
import { type BatchAction, EXTRACT_OPTION_KEYS, type ExtractType, emptyExtractOptions, FIELD_NAME_MAX_LENGTH, GENERATION_TOOLS, isNumericType, type KeyedCopy, type KeyedEntry, type KeyedExtract, type KeyedGenerate, type KeyedMapping } from './mapping.ts';
import { unitInName } from './units.ts';

/**
 * What a row had under the actions it left, so that switching back gives it again: the editor keeps
 * it per row while it is open (a saved template keeps only the current action).
 */
export type KeptEntries = { COPY?: KeyedCopy; EXTRACT?: KeyedExtract; GENERATE?: KeyedGenerate };

/** Lower case, accents and outer spaces dropped: 'Poids ' and 'poïds' name the same column. */
const sameName = (a: string, b: string): boolean => {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return fold(a) === fold(b);
};

/**
 * The column a row turned into a COPY takes when it never copied one: the column its EXTRACT was
 * pinned to, else the column named like the field, else none ('': the panel asks for one). Never an
 * arbitrary column: a category copied from the first column writes the SKU on every product.
 */
function copySource(name: string, current: KeyedEntry | undefined, sourceFields: readonly string[]): string {
  if (current?.batch_action === 'EXTRACT' && current.read_column !== null) return current.read_column;
  return sourceFields.find((column) => sameName(column, name)) ?? '';
}

/**
 * Changing a row's action. Back to an action it had (`kept`), the row gets that entry again: a COPY
 * its source column, an EXTRACT its options, a GENERATE its tool and instructions. Otherwise COPY
 * takes `copySource`, EXTRACT is of its own name with empty options, GENERATE the first tool.
 * The settings COPY and EXTRACT share go with the field from one to the other: the default when the
 * row gives nothing, and the unit or currency of the file's bare numbers, which makes a new EXTRACT
 * read numbers (float) and is dropped by one that reads text.
 */
export function changeAction(name: string, action: BatchAction, available: { sourceFields: readonly string[]; tools?: readonly string[]; current?: KeyedEntry; kept?: KeptEntries }): KeyedEntry {
  const { current, kept = {} } = available;
  if (current?.batch_action === action) return current;
  const shared = current?.batch_action === 'COPY' || current?.batch_action === 'EXTRACT' ? current : undefined;
  if (action === 'COPY') {
    const { default_value, source_unit, ...base } = kept.COPY ?? { batch_action: 'COPY' as const, field: copySource(name, current, available.sourceFields) };
    const defaultValue = shared?.default_value ?? default_value;
    const sourceUnit = shared?.source_unit ?? source_unit;
    return { ...base, ...(defaultValue ? { default_value: defaultValue } : {}), ...(sourceUnit ? { source_unit: sourceUnit } : {}) };
  }
  if (action === 'GENERATE') {
    if (kept.GENERATE) return kept.GENERATE;
    const tools = available.tools && available.tools.length > 0 ? available.tools : GENERATION_TOOLS;
    return { batch_action: 'GENERATE', field: tools[0], ...emptyGenerateOptions() };
  }
  const sourceUnit = shared?.source_unit ?? null;
  const base: KeyedExtract = kept.EXTRACT ? { ...kept.EXTRACT, field: name } : { batch_action: 'EXTRACT', field: name, ...emptyExtractOptions(), ...(sourceUnit !== null ? { type: 'float' as const } : {}) };
  return {
    ...base,
    default_value: shared?.default_value ?? base.default_value,
    source_unit: isNumericType(base.type) ? (sourceUnit ?? base.source_unit) : null,
  };
}

/**
 * Picking a source (a file column or a tool): a known tool forces GENERATE, anything else COPY.
 * A row already generating keeps its options when only the tool changes.
 */
export function pickSource(current: KeyedEntry, value: string, tools: readonly string[] = GENERATION_TOOLS): KeyedEntry {
  if (tools.includes(value)) {
    if (current.batch_action === 'GENERATE') return { ...current, field: value };
    return { batch_action: 'GENERATE', field: value, ...emptyGenerateOptions() };
  }
  return { batch_action: 'COPY', field: value };
}

/**
 * Setting the extract type: 'string' keeps value lists and clears the unit; integer or float clears
 * the value list, its label flag (the caller also clears its samples) and keeps the unit.
 * `unitCleared` tells whether to show 'Expected unit will be cleared for string type'.
 */
export function setExtractType(entry: KeyedExtract, type: ExtractType): { entry: KeyedExtract; unitCleared: boolean } {
  if (type === 'string') {
    return { entry: { ...entry, type, expected_unit: null, source_unit: null, source_decimal: null }, unitCleared: entry.expected_unit !== null };
  }
  return { entry: { ...entry, type, value_list_id: null, value_list: null, use_label: null }, unitCleared: false };
}

/** The value-list choice of the extract panel. */
export type ValueListChoice = { kind: 'none' } | { kind: 'existing'; id: string } | { kind: 'detected'; name: string } | { kind: 'new'; name: string };

/**
 * Choosing a value list forces type string and sets use_label to the workspace default (true when
 * unset); 'none' ('No value list (free text)') clears the list and its label flag.
 */
export function chooseValueList(entry: KeyedExtract, choice: ValueListChoice, workspaceUseLabel?: boolean | null): KeyedExtract {
  if (choice.kind === 'none') return { ...entry, value_list_id: null, value_list: null, use_label: null };
  const useLabel = workspaceUseLabel ?? true;
  const base = { ...entry, type: 'string' as const, expected_unit: null, source_unit: null, source_decimal: null, use_label: useLabel };
  return choice.kind === 'existing' ? { ...base, value_list_id: choice.id, value_list: null } : { ...base, value_list_id: null, value_list: choice.name };
}

/** Which value-list choice an entry holds. */
export function valueListChoiceOf(entry: KeyedExtract, detected: Record<string, unknown> = {}): ValueListChoice {
  if (entry.value_list_id !== null) return { kind: 'existing', id: entry.value_list_id };
  if (entry.value_list !== null) return entry.value_list in detected ? { kind: 'detected', name: entry.value_list } : { kind: 'new', name: entry.value_list };
  return { kind: 'none' };
}

export type FieldNameCheck = 'ok' | 'empty' | 'too_long' | 'duplicate';

/** Inline rename check: empty removes the row, over 64 is refused, a name used by another row blocks. */
export function checkFieldName(name: string, mapping: KeyedMapping, currentName?: string): FieldNameCheck {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > FIELD_NAME_MAX_LENGTH) return 'too_long';
  if (trimmed !== currentName && Object.hasOwn(mapping, trimmed)) return 'duplicate';
  return 'ok';
}

/**
 * Renames a row in place (order kept). An empty name removes it; an invalid one changes nothing.
 * For EXTRACT the field (the output name) follows.
 */
export function renameField(mapping: KeyedMapping, oldName: string, newName: string): KeyedMapping {
  const check = checkFieldName(newName, mapping, oldName);
  if (check === 'empty') return removeField(mapping, oldName);
  if (check !== 'ok' || !Object.hasOwn(mapping, oldName)) return mapping;
  const name = newName.trim();
  const renamed: KeyedMapping = {};
  for (const [key, entry] of Object.entries(mapping)) {
    if (key !== oldName) renamed[key] = entry;
    else renamed[name] = entry.batch_action === 'EXTRACT' ? { ...entry, field: name } : entry;
  }
  return renamed;
}

export function removeField(mapping: KeyedMapping, name: string): KeyedMapping {
  const { [name]: _removed, ...rest } = mapping;
  return rest;
}

/**
 * New rows after an automatic mapping: a matched name becomes COPY of its match, or GENERATE when the
 * match is a tool; an unmatched name becomes EXTRACT of itself.
 */
export function entryFromMatch(name: string, match: string | null | undefined, tools: readonly string[] = GENERATION_TOOLS): KeyedEntry {
  if (!match) return { batch_action: 'EXTRACT', field: name, ...emptyExtractOptions() };
  return tools.includes(match) ? { batch_action: 'GENERATE', field: match, ...emptyGenerateOptions() } : { batch_action: 'COPY', field: match };
}

/**
 * An output field the automatic mapping found no column for: EXTRACT of itself, typed float in the
 * unit its name declares ('Weight (kg)' → float in kg), so values in other units are converted.
 */
export function extractOfItself(name: string): KeyedExtract {
  const { unit } = unitInName(name);
  return { batch_action: 'EXTRACT', field: name, ...emptyExtractOptions(), ...(unit ? { type: 'float' as const, expected_unit: unit } : {}) };
}

/** A row still waiting for the automatic mapping: empty, or only an EXTRACT of itself with no options. */
export function isUnhandled(name: string, entry: KeyedEntry | undefined): boolean {
  if (!entry) return true;
  if (entry.batch_action !== 'EXTRACT' || entry.field !== name) return false;
  return EXTRACT_OPTION_KEYS.every((key) => entry[key] === null);
}
