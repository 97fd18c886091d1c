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

/** `delimiter` only for csv (default ','). */
export interface OutputFileFormat {
  file_format: OutputFormat;
  delimiter?: string;
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
