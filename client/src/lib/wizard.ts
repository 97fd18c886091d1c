/**
 * Pure rules of the config assistant's template wizard (docs/product.md Template wizard, docs/product.md Wizard and
 * assistant): the defaults taken from the analysis, the gating of its steps and the body it saves.
 */

import type { AnalysisResult } from '../../../domain/analysis.ts';
import { FIELD_GROUPS, type FieldGroup, type SourceFields } from '../../../domain/files.ts';
import { completenessPercent, emptyExtractOptions, type KeyedMapping, toMappingArray } from '../../../domain/mapping.ts';
import { cleanSearchOptions } from '../../../domain/search.ts';
import { cleanSourceFields, emptySourceFields, sourceFieldsValid } from '../../../domain/source-fields.ts';
import { type CatalogConfigInput, choiceFormats, DEFAULT_DELIMITER, type OutputFileFormat, type OutputFormatChoice, outputFileFormatOf, type SearchOptions } from '../../../domain/template.ts';
import type { ValueListValue } from '../../../domain/value-list.ts';
import { knownColumns } from './templates.ts';
import type { ProcessedFile } from './upload.ts';

/** The body's four steps: 0 File Details, 1 Information Sources, 2 Output Format, 3 Process Options. */
export const WIZARD_STEPS = [0, 1, 2, 3] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP: WizardStep = 3;
/** The step bar's five entries; the fifth ('Save template') saves. */
export const STEP_BAR = ['file', 'sources', 'format', 'options', 'save'] as const;
export type StepBarEntry = (typeof STEP_BAR)[number];

/** docs/product.md: the empty-name glow and the missing-name warning both last 3 s. */
export const NAME_NOTICE_MS = 3000;

/** Everything the wizard edits; what a failed save restores. */
export interface WizardDraft {
  /** The catalogue name as committed in the header ('' until set). */
  label: string;
  groups: Record<FieldGroup, string[]>;
  sourceFields: SourceFields;
  outputFileFormat: OutputFileFormat | null;
  mapping: KeyedMapping;
  /** Lists detected in the file (about.value_lists), offered to EXTRACT and saved with the template. */
  valueLists: Record<string, ValueListValue[]>;
  searchOptions: SearchOptions;
}

/** xlsx for an uploaded Excel file, else csv with the delimiter the analysis detected (default ','). */
export function defaultOutputFormat(analysis: Pick<AnalysisResult, 'file_type' | 'delimiter'>): OutputFileFormat {
  return withFormat(analysis.file_type === 'xlsx' ? 'xlsx' : 'csv', analysis);
}

export function csvDelimiter(analysis: Pick<AnalysisResult, 'delimiter'>): string {
  return typeof analysis.delimiter === 'string' && analysis.delimiter !== '' ? analysis.delimiter : DEFAULT_DELIMITER;
}

/** The format after the toggle (csv, xlsx or both): csv keeps the analysis' delimiter, xlsx alone has none. */
export function withFormat(choice: OutputFormatChoice, analysis: Pick<AnalysisResult, 'delimiter'>): OutputFileFormat {
  return outputFileFormatOf(choiceFormats(choice), csvDelimiter(analysis));
}

/** One row per column, each an EXTRACT of itself: the rows the automatic mapping then takes. */
export function unmappedRows(columns: readonly string[]): KeyedMapping {
  const mapping: KeyedMapping = {};
  for (const name of columns) mapping[name] = { batch_action: 'EXTRACT', field: name, ...emptyExtractOptions() };
  return mapping;
}

/** The wizard's starting point from an analysed file (the name is set by the user). */
export function draftFromAnalysis(analysis: AnalysisResult): WizardDraft {
  const about = analysis.about_products;
  const groups = {} as Record<FieldGroup, string[]>;
  for (const group of FIELD_GROUPS) groups[group] = [...(about?.[group] ?? [])];
  const columns = knownColumns(groups);
  return {
    label: '',
    groups,
    sourceFields: suggestedSources(analysis.suggested_source_fields, columns) ?? emptySourceFields(),
    outputFileFormat: defaultOutputFormat(analysis),
    mapping: unmappedRows(columns),
    valueLists: { ...(about?.value_lists ?? {}) },
    searchOptions: { blacklist: [], whitelist: [] },
  };
}

/**
 * Source fields suggested by the assistant, kept to the file's columns; null when the answer holds
 * none of them (the analysis' suggestion then stays).
 */
export function suggestedSources(answer: unknown, columns: readonly string[]): SourceFields | null {
  const raw = typeof answer === 'object' && answer !== null && 'suggested_sources' in answer ? (answer as { suggested_sources: unknown }).suggested_sources : answer;
  if (typeof raw !== 'object' || raw === null) return null;
  const known = new Set(columns);
  const { sourceFields } = cleanSourceFields(raw as Record<string, unknown>);
  for (const key of Object.keys(sourceFields) as (keyof SourceFields)[]) {
    sourceFields[key] = sourceFields[key].filter((name) => known.has(name));
  }
  return Object.values(sourceFields).some((list) => list.length > 0) ? sourceFields : null;
}

/** Step 1 is complete when the field groups hold at least one field and the source fields identify products. */
export function sourcesComplete(draft: Pick<WizardDraft, 'groups' | 'sourceFields'>): boolean {
  return FIELD_GROUPS.some((group) => draft.groups[group].length > 0) && sourceFieldsValid(draft.sourceFields);
}

/** Step 2 is complete with an output format and at least one mapped field. */
export function exportComplete(draft: Pick<WizardDraft, 'outputFileFormat' | 'mapping'>): boolean {
  return draft.outputFileFormat !== null && toMappingArray(draft.mapping).length > 0;
}

/** What the name editor says about the name. */
export interface NameStatus {
  /** A name is committed. */
  named: boolean;
  /** The name is being edited and the edit shows an error (required, taken, check failed). */
  editingWithError: boolean;
}

/** Why a step cannot be reached: no name (3 s warning), a name error, or an earlier step incomplete. */
export type StepBlock = 'no_name' | 'name_error' | 'incomplete';

/** docs/product.md: whether the wizard may move to `target`; null when it may. */
export function stepBlock(target: number, draft: WizardDraft, name: NameStatus): StepBlock | null {
  if (target <= 0) return null;
  if (!name.named) return 'no_name';
  if (name.editingWithError) return 'name_error';
  if (target >= 2 && !sourcesComplete(draft)) return 'incomplete';
  if (target >= 3 && !exportComplete(draft)) return 'incomplete';
  return null;
}

/** Whether a body step is complete (its check in the step bar). The last step is always complete. */
export function stepComplete(step: WizardStep, draft: WizardDraft, name: NameStatus): boolean {
  switch (step) {
    case 0:
      return name.named && !name.editingWithError;
    case 1:
      return sourcesComplete(draft);
    case 2:
      return exportComplete(draft);
    default:
      return true;
  }
}

/** Next is disabled on step 1 until it is complete, and on step 2 until format and mapping are present. */
export function nextDisabled(step: WizardStep, draft: WizardDraft): boolean {
  if (step === 1) return !sourcesComplete(draft);
  if (step === 2) return !exportComplete(draft);
  return false;
}

/** The step bar's 'Save template' entry is reachable only from the last step, once it is complete. */
export function canSaveFromBar(step: WizardStep, draft: WizardDraft, name: NameStatus): boolean {
  return step === LAST_STEP && stepBlock(LAST_STEP, draft, name) === null && stepComplete(LAST_STEP, draft, name);
}

/**
 * The POST /api/catalog/config body: the groups with the detected value lists and the file's
 * completeness, the mapping in array form, the output format, the source fields and the search
 * options without blank entries.
 */
export function configInput(draft: WizardDraft, analysis: Pick<AnalysisResult, 'about_products'>): CatalogConfigInput {
  const current = analysis.about_products?.current_completeness ?? {};
  return {
    label: draft.label.trim(),
    about: { ...draft.groups, value_lists: draft.valueLists, current_completeness: current },
    completeness: completenessPercent(current),
    ownFormatMapping: toMappingArray(draft.mapping),
    outputFileFormat: draft.outputFileFormat ?? defaultOutputFormatFallback,
    source_fields: draft.sourceFields,
    search_options: cleanSearchOptions(draft.searchOptions),
  };
}

const defaultOutputFormatFallback: OutputFileFormat = { file_format: 'csv', delimiter: DEFAULT_DELIMITER };

/**
 * The navigation state 'Generate a catalog' hands to /catalog/new (docs/product.md routes): the saved
 * template and the analysed file, so the new catalogue starts from this file.
 */
export function newCatalogState(templateName: string, file: ProcessedFile | null) {
  return {
    selectedConfig: templateName,
    analyzeResult: file?.result,
    uploadedFile: file ? { name: file.storedName, originalName: file.originalName } : undefined,
  };
}
