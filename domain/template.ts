/**
 * Catalog configuration (template) types (docs/product.md), shared by server and client.
 * The mapping itself and its rules live in mapping.ts.
 */
import type { AboutProducts, SourceFields } from './files.ts';
import type { MappingEntry } from './mapping.ts';

export type { AboutProducts, FieldGroup, SourceFieldKey, SourceFields } from './files.ts';

export const OUTPUT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type OutputFormat = (typeof OUTPUT_FILE_FORMATS)[number];
export const DEFAULT_DELIMITER = ',';

/**
 * The files a run writes besides its PDF: `file_formats`, in OUTPUT_FILE_FORMATS order (csv, xlsx or
 * both). `file_format` is its first, kept for readers that know one format only; a template without
 * `file_formats` (made before both could be asked for) writes `file_format`. `delimiter` only when
 * csv is written (default ',').
 */
export interface OutputFileFormat {
  file_format: OutputFormat;
  file_formats?: OutputFormat[];
  delimiter?: string;
}

/** What the editor offers: one format, or both. */
export const OUTPUT_FORMAT_CHOICES = ['csv', 'xlsx', 'both'] as const;
export type OutputFormatChoice = (typeof OUTPUT_FORMAT_CHOICES)[number];

const isOutputFormat = (value: unknown): value is OutputFormat => OUTPUT_FILE_FORMATS.includes(value as OutputFormat);

/** The formats a template's output asks for: its `file_formats` when it names any, else its `file_format`, else csv. */
export function outputFormats(format: Partial<Record<keyof OutputFileFormat, unknown>> | null | undefined): OutputFormat[] {
  const listed = Array.isArray(format?.file_formats) ? format.file_formats.filter(isOutputFormat) : [];
  if (listed.length > 0) return OUTPUT_FILE_FORMATS.filter((known) => listed.includes(known));
  return [format?.file_format === 'xlsx' ? 'xlsx' : 'csv'];
}

/** The output format of these formats; the delimiter is kept only when csv is among them. */
export function outputFileFormatOf(formats: readonly OutputFormat[], delimiter: string = DEFAULT_DELIMITER): OutputFileFormat {
  const ordered = outputFormats({ file_formats: [...formats] });
  const [first] = ordered as [OutputFormat, ...OutputFormat[]];
  return ordered.includes('csv') ? { file_format: first, file_formats: ordered, delimiter } : { file_format: first, file_formats: ordered };
}

export function formatChoice(format: Partial<Record<keyof OutputFileFormat, unknown>> | null | undefined): OutputFormatChoice {
  const formats = outputFormats(format);
  return formats.length > 1 ? 'both' : (formats[0] ?? 'csv');
}

export function choiceFormats(choice: OutputFormatChoice): OutputFormat[] {
  return choice === 'both' ? [...OUTPUT_FILE_FORMATS] : [choice];
}

export interface SearchOptions {
  blacklist: string[];
  whitelist: string[];
}

/** A destination of a run (docs/product.md "Batch run request"). */
export interface Destination {
  type: 'marketplace' | 'own_format';
  value: string;
}

/**
 * A template as the API answers it. `completeness` is the percentage (0–100) of the analysed file's
 * fields that were complete when the template was made (see completenessPercent in mapping.ts).
 */
export interface CatalogConfig {
  name: string;
  label: string;
  updated_at: string | null;
  completeness: number;
  about: AboutProducts;
  dest: unknown[];
  marketplaces: string[];
  ownFormatMapping: MappingEntry[];
  outputFileFormat: OutputFileFormat;
  source_fields: SourceFields;
  search_options: SearchOptions;
}

/** One row of GET /api/catalog/config: enough to show the list and its incomplete warning. */
export interface CatalogConfigSummary {
  name: string;
  label: string;
  updated_at: string | null;
  source_fields: SourceFields;
  /** True when none of the source_fields groups has entries ('Template configuration lacks some information'). */
  incomplete: boolean;
}

/** The body of POST /api/catalog/config (sourceFields is accepted as an alias of source_fields). */
export interface CatalogConfigInput {
  label: string;
  about?: Partial<AboutProducts>;
  completeness?: number;
  dest?: unknown[];
  marketplaces?: string[];
  ownFormatMapping?: unknown;
  outputFileFormat?: OutputFileFormat;
  source_fields?: Partial<SourceFields>;
  sourceFields?: Partial<SourceFields>;
  search_options?: Partial<SearchOptions>;
}

/** The body of PUT /api/catalog/config/{configName}: every part optional, the label included. */
export type CatalogConfigUpdate = Partial<CatalogConfigInput>;

/** The body of POST /api/catalog/config/{name}/duplicate. */
export interface DuplicateConfigInput {
  new_name: string;
}

/** The default name offered in the duplicate dialog. */
export const DUPLICATE_SUFFIX = ' Copy';
