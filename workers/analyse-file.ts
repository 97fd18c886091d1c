import fs from 'node:fs/promises';
import type { ExtractReads, OpenQuestion } from '../domain/analysis.ts';
import type { ErrorCode } from '../domain/errors.ts';
import type { AnalysisResult, FileType } from '../domain/files.ts';
import type { ValueListValue } from '../domain/value-list.ts';
import { analyse, checkHeaders } from '../engine/analysis/analyse.ts';
import { workbookValueLists } from '../engine/analysis/workbook-lists.ts';
import { openQuestions } from '../engine/enrich/questions.ts';
import { extractReads } from '../engine/enrich/reads.ts';
import type { ExtractPlan } from '../engine/enrich/types.ts';
import { FileError } from '../engine/errors.ts';
import { parseTable } from '../engine/parsers/index.ts';
import { isBlankRow, rowsAsProducts } from '../engine/parsers/table.ts';
import { loadWorkbook } from '../engine/parsers/xlsx.ts';
import { fileConventions } from '../engine/enrich/file-conventions.ts';

/** The file: a path to read (stored uploads) or the bytes themselves (transient uploads). */
type Source = { path: string } | { data: Uint8Array };

export type AnalyseFileTask =
  | ({ kind: 'analyse'; fileType: FileType; extension: string; storedName: string } & Source)
  | ({ kind: 'questions'; fileType: FileType; extension: string; plans: ExtractPlan[] } & Source)
  | ({ kind: 'reads'; fileType: FileType; extension: string; plans: ExtractPlan[] } & Source)
  | ({ kind: 'fields'; fileType: FileType; extension: string } & Source)
  | ({ kind: 'value_lists' } & Source);

export type AnalyseFileOutcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; detail: string };

export type AnalyseFileResult = AnalyseFileOutcome<AnalysisResult> | AnalyseFileOutcome<OpenQuestion[]> | AnalyseFileOutcome<ExtractReads[]> | AnalyseFileOutcome<string[]> | AnalyseFileOutcome<Record<string, ValueListValue[]>>;

/**
 * The EXTRACT fields open_questions and extract_reads read a file for: at most one per column of
 * the file, or this many when it has fewer (several fields may read one column: 'Dimensions' gives
 * width, height and depth). Each is tried on every row: 5,000 of them kept a thread for a minute.
 */
export const MIN_FIELDS_READ = 100;

function checkFieldCount(plans: readonly ExtractPlan[], columns: number): void {
  const most = Math.max(columns, MIN_FIELDS_READ);
  if (plans.length > most) throw new FileError('bad_request', `mapping: ${plans.length} EXTRACT fields to read on a file of ${columns} columns (at most ${most})`);
}

async function bytes(source: Source): Promise<Buffer> {
  if ('path' in source) return fs.readFile(source.path);
  return Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength);
}

async function run(task: AnalyseFileTask): Promise<AnalysisResult | OpenQuestion[] | ExtractReads[] | string[] | Record<string, ValueListValue[]>> {
  const buffer = await bytes(task);
  // Taken before parsing: pdf.js transfers the bytes it reads, which leaves the buffer empty.
  const size = buffer.length;
  if (task.kind === 'value_lists') return workbookValueLists(await loadWorkbook(buffer));
  const table = await parseTable(buffer, task.fileType, task.extension);
  if (task.kind === 'questions' || task.kind === 'reads') {
    checkFieldCount(task.plans, table.headers.length);
    // The products are the analysis's: the non-empty data rows.
    const rows = table.rows.filter((row) => !isBlankRow(row));
    const read = task.kind === 'questions' ? openQuestions : extractReads;
    return read(task.plans, rowsAsProducts(table.headers, rows), fileConventions(table.headers, rows, table.delimiter));
  }
  if (task.kind === 'fields') {
    checkHeaders(table);
    return table.headers;
  }
  return analyse(table, { storedName: task.storedName, fileType: task.fileType, size });
}

/**
 * Piscina task: parses a product file and analyses it, says what it leaves open for a template's
 * EXTRACT fields or what they read on it, lists its headers, or reads the value lists of a workbook. Pure: the file in, a plain result out; a refused file is an outcome, not a throw.
 */
export default async function analyseFile(task: AnalyseFileTask): Promise<AnalyseFileResult> {
  try {
    return { ok: true, value: await run(task) } as AnalyseFileResult;
  } catch (error) {
    if (error instanceof FileError) return { ok: false, code: error.code, detail: error.message };
    throw error;
  }
}
