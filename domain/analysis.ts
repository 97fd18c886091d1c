/**
 * Types of the upload and analysis calls (docs/product.md "Upload result", "Analysis result"), for client
 * and server. Types only: the result's shape is defined once in files.ts beside its limits, and
 * re-exported here under the name the calls use.
 */
export type {
  AboutProducts,
  AcceptedExtension,
  AnalysisResult,
  Completeness,
  FieldGroup,
  FileType,
  SourceFieldKey,
  SourceFields,
} from './files.ts';
export type { ValueListValue } from './value-list.ts';

/** What POST /api/file/my_drive answers: the stored name later calls use. */
export interface UploadResult {
  name: string;
}

/** The body of POST /api/assistant/analyze and /api/assistant/prepare/batch/run. */
export interface AnalyseRequest {
  input: string;
}

/** What an upload is for: a new template (analyze) or a batch run (prepare/batch/run). */
export type UploadPurpose = 'template' | 'batch';

/**
 * What a file leaves open for a template's EXTRACT field, which one answer in the editor settles:
 * the unit of a measure column that states none (answered as the field's `source_unit`), the currency
 * of bare prices (`source_unit`, a currency code), the decimal mark of numbers that read two ways
 * (`source_decimal`).
 */
export interface OpenQuestion {
  /** The EXTRACT field it is asked for. */
  field: string;
  /** The column whose numbers leave it open. */
  column: string;
  kind: 'unit' | 'currency' | 'decimal';
  /** The answers offered: unit ids of the field's kind ('kg', 'g', 'lb'…), currency codes, or the two decimal marks. */
  choices: string[];
  /** One of the column's values, as the file writes it ('1.23', '1.250'). */
  example: string;
  /** How many products it concerns. */
  products: number;
}

/**
 * What an EXTRACT field reads on a file (POST /api/assistant/extract_reads, body as open_questions):
 * the columns its values come from on the file's products, the most products first, and how many
 * products none gives a value (searched on the web when search is on, else left empty with why).
 * A field pinned to a column (`read_column`) reads that column only.
 */
export interface ExtractReads {
  field: string;
  columns: { column: string; products: number }[];
  none: number;
  /** The products looked at: the file's first ones (at most EXTRACT_READS_SAMPLE). */
  products: number;
}

/** How many of a file's products extract_reads looks at. */
export const EXTRACT_READS_SAMPLE = 200;

/** The body of POST /api/assistant/open_questions: a stored upload and the template's mapping (array form). */
export interface OpenQuestionsRequest {
  input: string;
  mapping: unknown[];
}
