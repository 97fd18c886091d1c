import { type AnalysisResult, type Completeness, FIELD_GROUPS, type FieldGroup, type FileType, PRODUCTS_LIMIT, ROWS_LIMIT, SAMPLE_SIZE, SOURCE_FIELD_KEYS, type SourceFields } from '../../domain/files.ts';
import { FileError } from '../errors.ts';
import { numberConventions } from '../quantities/conventions.ts';
import { cappedText, isBlankRow, type Table } from '../parsers/table.ts';
import { fileStructure, variantCount } from '../structure/products.ts';
import { groupOf, sourceFieldOf } from './groups.ts';
import { isNumeric } from './patterns.ts';
import { detectValueLists } from './value-lists.ts';

export interface FileFacts {
  storedName: string;
  fileType: FileType;
  size: number;
}

/**
 * Text (names and values, in characters) the sample may hold: ten rows of a wide file with long cells
 * would repeat every column name ten times in the answer and in the stored analysis. The first row
 * is always whole, the rows after it only while they fit: the client and the channel sources read
 * the column names from the first.
 */
export const SAMPLE_MAX_CHARS = 256 * 1024;

/** A sample cell's text at most (a product's cell may hold 32,767): the sample shows values, it does not keep them. */
export const SAMPLE_CELL_MAX_CHARS = 1_000;

function sampleOf(headers: readonly string[], products: readonly (readonly string[])[]): Record<string, string>[] {
  const sample: Record<string, string>[] = [];
  let chars = 0;
  for (const row of products.slice(0, SAMPLE_SIZE)) {
    let size = 0;
    for (let i = 0; i < headers.length; i++) size += (headers[i] ?? '').length + Math.min((row[i] ?? '').length, SAMPLE_CELL_MAX_CHARS);
    if (sample.length > 0 && chars + size > SAMPLE_MAX_CHARS) break;
    chars += size;
    sample.push(Object.fromEntries(headers.map((header, i) => [header, cappedText(row[i] ?? '', SAMPLE_CELL_MAX_CHARS)])));
  }
  return sample;
}

/** The products' cells by column, read row by row: column by column, over rows far apart in memory, took twice as long. */
function columnsOf(width: number, products: readonly (readonly string[])[]): string[][] {
  const columns = Array.from({ length: width }, () => new Array<string>(products.length));
  products.forEach((row, index) => {
    for (let column = 0; column < width; column++) (columns[column] as string[])[index] = row[column] ?? '';
  });
  return columns;
}

/** Headers the file really has: at least one that is neither generated ("Column 3") nor a number. */
export function checkHeaders(table: Table): void {
  const usable = table.headers.some((header, index) => header !== `Column ${index + 1}` && !isNumeric(header));
  if (!usable) throw new FileError('no_headers_found');
}

/**
 * The analysis result of docs/product.md for a parsed table. Rows are the non-empty data rows;
 * products are what they make (engine/structure: a product's variants and picture rows are part of it).
 */
export function analyse(table: Table, facts: FileFacts): AnalysisResult {
  checkHeaders(table);
  const products = table.rows.filter((row) => !isBlankRow(row));
  if (products.length === 0) throw new FileError('no_products_sheet_found');
  const { headers } = table;
  const structure = fileStructure(headers, products);
  const columns = columnsOf(headers.length, products);

  const about = Object.fromEntries(FIELD_GROUPS.map((group) => [group, [] as string[]])) as Record<FieldGroup, string[]>;
  const groups = headers.map((header, index) => {
    const group = groupOf(header, columns[index] ?? []);
    about[group].push(header);
    return group;
  });

  // fromEntries: a column named "__proto__" stays a plain key.
  const completeness: Record<string, Completeness> = Object.fromEntries(
    headers.map((header, index) => {
      const filled = (columns[index] ?? []).reduce((n, value) => (value === '' ? n : n + 1), 0);
      return [header, filled === products.length ? 'complete' : filled === 0 ? 'empty' : 'partial'];
    }),
  );

  const suggested = Object.fromEntries(SOURCE_FIELD_KEYS.map((key) => [key, [] as string[]])) as SourceFields;
  headers.forEach((header, index) => {
    if (completeness[header] === 'empty') return;
    const key = sourceFieldOf(header, columns[index] ?? []);
    if (key) suggested[key].push(header);
  });

  return {
    products_sample: sampleOf(headers, products),
    input_file_path: facts.storedName,
    source_file_path: facts.storedName,
    delimiter: facts.fileType === 'csv' ? (table.delimiter ?? ',') : null,
    decimal_mark: numberConventions(headers, products, table.delimiter).file ?? null,
    file_type: facts.fileType,
    file_size: facts.size,
    nb_products_found: structure.products.length,
    nb_variants_found: variantCount(structure),
    is_file_above_products_limit: structure.products.length > PRODUCTS_LIMIT || products.length > ROWS_LIMIT,
    pdf_layout: table.layout ?? null,
    about_products: {
      ...about,
      value_lists: detectValueLists(headers, columns, groups),
      current_completeness: completeness,
    },
    suggested_source_fields: suggested,
  };
}
