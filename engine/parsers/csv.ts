import chardet from 'chardet';
import iconv from 'iconv-lite';
import { FileError } from '../errors.ts';
import { CsvSyntaxError, CsvTooWideError, csvRecords } from './csv-records.ts';
import { isBlankRow, MAX_COLUMNS, type Table, uniqueHeaders } from './table.ts';

/** Encoding detection looks at this much of the file (chardet over 5 MB takes seconds). */
const SAMPLE_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * Latin single-byte encodings chardet names, often wrongly, for Western text: windows-1252 reads
 * French and English text right where its guess (ISO-8859-2 for French, say) would garble letters.
 */
const WESTERN = /^(ISO-8859-(1|2|3|4|9|10|13|14|15|16)|windows-125[0247-8])$/i;

/** Decodes the file: BOM, then strict UTF-8, then UTF-16 without BOM, then chardet's guess on a sample. */
export function decodeText(buffer: Buffer): { text: string; encoding: string } {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    const text = utf8(buffer.subarray(3));
    if (text === undefined) throw new FileError('csv_could_not_detect_encoding', 'UTF-8 BOM but invalid UTF-8');
    return { text: checked(text, 'utf-8'), encoding: 'utf-8' };
  }
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { text: checked(buffer.subarray(2).toString('utf16le'), 'utf-16le'), encoding: 'utf-16le' };
  if (buffer[0] === 0xfe && buffer[1] === 0xff) {
    return { text: checked(iconv.decode(buffer.subarray(2), 'utf-16be'), 'utf-16be'), encoding: 'utf-16be' };
  }
  const utf16 = utf16WithoutBom(buffer.subarray(0, SAMPLE_BYTES));
  if (utf16) return { text: checked(iconv.decode(buffer, utf16), utf16), encoding: utf16 };
  const text = utf8(buffer);
  if (text !== undefined) return { text: checked(text, 'utf-8'), encoding: 'utf-8' };

  const guesses = chardet.analyse(buffer.subarray(0, SAMPLE_BYTES));
  let encoding = 'windows-1252';
  for (const guess of guesses) {
    if (guess.confidence < 30 || /^UTF-/i.test(guess.name)) continue;
    if (WESTERN.test(guess.name)) break;
    if (iconv.encodingExists(guess.name)) {
      encoding = guess.name;
      break;
    }
  }
  return { text: checked(iconv.decode(buffer, encoding), encoding), encoding: encoding.toLowerCase() };
}

function utf8(buffer: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return undefined;
  }
}

/** ASCII text in UTF-16 has a zero in every other byte; which half tells the byte order. */
function utf16WithoutBom(sample: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

/**
 * A decoding that yields replacement characters or control codes was the wrong one: the bytes
 * cannot be read as text in any encoding we know.
 */
function checked(text: string, encoding: string): string {
  const sample = text.length > SAMPLE_BYTES ? text.slice(0, SAMPLE_BYTES) : text;
  let bad = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0xfffd || (c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || (c >= 0x80 && c < 0xa0)) bad++;
  }
  if (bad > Math.max(2, sample.length * 0.01)) {
    throw new FileError('csv_could_not_detect_encoding', `${bad} unreadable characters as ${encoding}`);
  }
  return text;
}

/** Splits a sample into records, honouring quotes, and counts each delimiter outside quotes. */
function delimiterCounts(sample: string, maxRecords = 50): Map<string, number[]> {
  const counts = new Map<string, number[]>(DELIMITERS.map((d) => [d, []]));
  let current = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  let recordHasText = false;
  let records = 0;
  const endRecord = () => {
    if (recordHasText) {
      for (const d of DELIMITERS) counts.get(d)?.push(current.get(d) ?? 0);
      records++;
    }
    current = new Map(DELIMITERS.map((d) => [d, 0]));
    recordHasText = false;
  };
  for (let i = 0; i < sample.length && records < maxRecords; i++) {
    const ch = sample[i];
    if (ch === '"') {
      inQuotes = !inQuotes;
      recordHasText = true;
    } else if (inQuotes) {
      // inside quotes nothing delimits
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
    } else if (current.has(ch)) {
      current.set(ch, (current.get(ch) ?? 0) + 1);
      recordHasText = true;
    } else if (ch !== ' ') {
      recordHasText = true;
    }
  }
  // The last record counts only when the sample holds the whole file (else it may be cut short)
  // and its quotes are closed (an unclosed quote is for the parser to refuse).
  if (records < maxRecords && sample.length < SAMPLE_BYTES && !inQuotes) endRecord();
  return counts;
}

/**
 * Picks the delimiter whose count in the header row recurs on most rows. A file with no delimiter
 * in its header is one column; a file whose rows agree on no delimiter at all is refused.
 */
export function detectDelimiter(text: string, preferred?: string): string {
  const counts = delimiterCounts(text.slice(0, SAMPLE_BYTES));
  let best: { delimiter: string; score: number; fields: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const perRecord = counts.get(delimiter) ?? [];
    const header = perRecord[0] ?? 0;
    if (header === 0) continue;
    const rows = perRecord.slice(1);
    const agreeing = rows.filter((n) => n === header).length;
    // Ragged rows (fewer fields) still agree a little; a file with only a header row agrees fully.
    const score = rows.length === 0 ? 1 : (agreeing + 0.5 * rows.filter((n) => n > 0 && n !== header).length) / rows.length;
    const bonus = delimiter === preferred ? 0.01 : 0;
    if (!best || score + bonus > best.score || (score + bonus === best.score && header > best.fields)) {
      best = { delimiter, score: score + bonus, fields: header };
    }
  }
  if (best && best.score >= 0.3) return best.delimiter;
  const rows = counts.get(',')?.length ?? 0;
  // No delimiter in the header: one column, unless the data rows clearly use one (then it is ambiguous).
  const dataUsesOne = DELIMITERS.some((d) => {
    const data = (counts.get(d) ?? []).slice(1);
    return data.length >= 2 && data.filter((n) => n > 0).length >= data.length * 0.8;
  });
  if (best || (rows > 2 && dataUsesOne)) throw new FileError('csv_could_not_detect_dialect');
  return ',';
}

/** Parses a CSV/TSV/TXT product file into a table. */
export function parseCsv(buffer: Buffer, extension = 'csv'): Table {
  if (buffer.length === 0) throw new FileError('csv_empty_file');
  const { text } = decodeText(buffer);
  if (text.trim() === '') throw new FileError('csv_empty_file');
  const delimiter = detectDelimiter(text, extension === 'tsv' ? '\t' : undefined);
  let records: string[][];
  try {
    records = csvRecords(text, delimiter, MAX_COLUMNS);
  } catch (error) {
    if (error instanceof CsvTooWideError) throw new FileError('file_too_complex', error.message);
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new FileError('csv_invalid_file', error.message);
  }
  const firstRow = records.findIndex((row) => !isBlankRow(row));
  if (firstRow === -1) throw new FileError('csv_empty_file');
  const headerRow = records[firstRow] ?? [];
  const data = records.slice(firstRow + 1).filter((row) => !isBlankRow(row));
  const width = data.reduce((max, row) => Math.max(max, row.length), headerRow.length);
  const headers = uniqueHeaders(Array.from({ length: width }, (_, i) => headerRow[i] ?? ''));
  const rows = data.map((row) => (row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? '')));
  return { headers, rows, delimiter };
}
