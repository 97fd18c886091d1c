const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Whitespace trimmed around fields and around quoted values, line breaks that end no record included. */
function isTrimmable(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === LF || code === CR || code === 0x0c || code === 0x0b || code === 0xa0 || code === 0xfeff || (code >= 0x2000 && code <= 0x200a) || code === 0x3000 || code === 0x1680 || code === 0x202f || code === 0x205f;
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
}

/** A record with more fields than the reader was allowed (`maxFields`). */
export class CsvTooWideError extends Error {
  override name = 'CsvTooWideError';
}

/**
 * The records of a delimited text in one pass: fields trimmed, quoted fields with doubled quotes
 * and line breaks inside, a quote inside an unquoted field kept as text, empty lines skipped. The
 * first line break outside quotes (LF, CRLF or CR) is the one that ends records; another kind is
 * text. It reads what csv-parse reads with `relax_quotes`, `trim` and `skip_empty_lines` (a test
 * compares them on generated files) in a fraction of its time, so an upload's analysis costs little
 * more than reading the file. Throws `CsvSyntaxError` on a quote never closed or text after a
 * closing quote, and `CsvTooWideError` as soon as a record holds more than `maxFields` fields (a
 * header line a million fields wide stops there, before any row is read).
 */
export function csvRecords(text: string, delimiter: string, maxFields = Number.POSITIVE_INFINITY): string[][] {
  const sep = delimiter.charCodeAt(0);
  const end = text.length;
  /** The record delimiter: unknown until the first line break outside quotes. */
  let newline: 'LF' | 'CRLF' | 'CR' | undefined;
  /** Length of the record delimiter at `at`, 0 when none is there. */
  const recordEndAt = (at: number): number => {
    const code = text.charCodeAt(at);
    if (code !== LF && code !== CR) return 0;
    const crlf = code === CR && text.charCodeAt(at + 1) === LF;
    newline ??= crlf ? 'CRLF' : code === CR ? 'CR' : 'LF';
    if (newline === 'CRLF') return crlf ? 2 : 0;
    return (newline === 'LF') === (code === LF) ? 1 : 0;
  };
  const skipBlanks = (from: number): number => {
    let at = from;
    while (at < end) {
      const code = text.charCodeAt(at);
      if (code === sep || !isTrimmable(code) || recordEndAt(at) > 0) break;
      at++;
    }
    return at;
  };

  const records: string[][] = [];
  let record: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < end) {
    i = skipBlanks(i);
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      const opened = line;
      value = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) throw new CsvSyntaxError(`Quote not closed: the field opened on line ${opened} never ends`);
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) !== QUOTE) {
          i = close + 1;
          break;
        }
        value += '"';
        from = close + 2;
      }
      line += countLineBreaks(value);
      i = skipBlanks(i);
      if (i < end && text.charCodeAt(i) !== sep && recordEndAt(i) === 0) throw new CsvSyntaxError(`Invalid closing quote: text after a closing quote on line ${line}`);
    } else {
      const start = i;
      for (;;) {
        let code = text.charCodeAt(i);
        while (i < end && code !== sep && code !== LF && code !== CR) code = text.charCodeAt(++i);
        if (i >= end || code === sep || recordEndAt(i) > 0) break;
        i++;
      }
      value = text.slice(start, i).trim();
    }
    record.push(value);
    if (record.length > maxFields) throw new CsvTooWideError(`A record on line ${line} has more than ${maxFields} fields`);
    if (text.charCodeAt(i) === sep) {
      i++;
      if (i < end) continue;
      // A delimiter ending the text opens one last, empty field.
      record.push('');
      if (record.length > maxFields) throw new CsvTooWideError(`A record on line ${line} has more than ${maxFields} fields`);
    } else {
      i += Math.max(1, recordEndAt(i));
      line++;
    }
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  }
  return records;
}
function countLineBreaks(value: string): number {
  let count = 0;
  for (let at = value.indexOf('\n'); at !== -1; at = value.indexOf('\n', at + 1)) count++;
  return count;
}
