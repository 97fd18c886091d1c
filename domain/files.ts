/** Product files: limits and the analysis result, shared by server, workers and client. */

import type { ValueListValue } from './value-list.ts';
import type { DecimalMark } from './mapping.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** An upload as Settings → Uploads lists it: the file, what it takes of the quota (with its analysis), the runs that read it. */
export interface UploadView {
  name: string;
  original_name: string;
  size: number;
  stored_bytes: number;
  runs: number;
  created_at: string;
}

/** GET /api/file/my_drive: the workspace's uploads and its storage quota. */
export interface UploadsView {
  /** Everything the workspace stores against its quota: uploads with their analyses, and runs' values and files. */
  used_bytes: number;
  /** Of which runs' values and output files. */
  runs_bytes: number;
  quota_bytes: number;
  files: UploadView[];
}
export const PRODUCTS_LIMIT = 500;
/** Rows a file may hold (a product's variants and picture rows count), beside its 500 products. */
export const ROWS_LIMIT = 5000;
export const SAMPLE_SIZE = 10;

export const ACCEPTED_EXTENSIONS = ['csv', 'tsv', 'txt', 'xlsx', 'pdf'] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** '.csv, .tsv, …' as the upload hint and the refusal message list them. */
export function extensionsText(accepted: readonly AcceptedExtension[] = ACCEPTED_EXTENSIONS): string {
  return accepted.map((ext) => `.${ext}`).join(', ');
}

/** What follows a name's last dot, lower-cased; none for a name without one or only a leading dot ('.csv'). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type FileType = 'csv' | 'xlsx' | 'pdf';

export function fileTypeOf(extension: AcceptedExtension): FileType {
  return extension === 'xlsx' ? 'xlsx' : extension === 'pdf' ? 'pdf' : 'csv';
}

export const FIELD_GROUPS = ['identifiers', 'contents', 'attributes', 'categories', 'price', 'others'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export type Completeness = 'complete' | 'partial' | 'empty';

export type AboutProducts = Record<FieldGroup, string[]> & {
  value_lists: Record<string, ValueListValue[]>;
  current_completeness: Record<string, Completeness>;
};

export const SOURCE_FIELD_KEYS = ['product_name', 'public_identifiers', 'brand', 'partnumber', 'description', 'binaries_or_urls'] as const;
export type SourceFieldKey = (typeof SOURCE_FIELD_KEYS)[number];
export type SourceFields = Record<SourceFieldKey, string[]>;

/**
 * How a PDF's layout was read (docs/pdf.md): its columns, which names and which prices the
 * products, its sections, and what did not fit — rows without a name or a price, columns holding
 * amounts and sentences alike, lines that belong to no row. `sure` is false when any of those is
 * more than a tenth of the rows.
 */
export interface PdfLayout {
  pages: number;
  columns: string[];
  name_column: string | null;
  price_column: string | null;
  sections: string[];
  rows_without_name: number;
  rows_without_price: number;
  mixed_columns: string[];
  fragments: number;
  sure: boolean;
}

/** What POST /api/assistant/analyze answers (docs/product.md "Analysis result"). */
export interface AnalysisResult {
  products_sample: Record<string, string>[];
  input_file_path: string;
  source_file_path: string;
  /** The literal delimiter character for CSV files; null for xlsx and pdf. */
  delimiter: string | null;
  /** The decimal mark the file's numbers are written with, when they show one ('1,60': ','); null when they do not say. */
  decimal_mark: DecimalMark | null;
  file_type: FileType;
  /** In bytes. */
  file_size: number;
  /** Products, not rows: a product's variants and picture rows are part of it. */
  nb_products_found: number;
  /** Rows sold as variants of those products; 0 when the file has none. */
  nb_variants_found: number;
  /** Above 500 products, or above 5,000 rows. */
  is_file_above_products_limit: boolean;
  /** A PDF's layout as read; null for CSV and Excel files. */
  pdf_layout: PdfLayout | null;
  about_products: AboutProducts;
  suggested_source_fields: SourceFields;
}
