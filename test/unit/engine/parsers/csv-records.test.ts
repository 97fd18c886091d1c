import { parse } from 'csv-parse/sync';
import t from 'tap';
import { CsvSyntaxError, csvRecords } from '../../../../engine/parsers/csv-records.ts';

const isBlank = (row: string[]) => row.every((cell) => cell === '');

/** What the product parser reads with csv-parse, blank records left out (both sides drop them). */
function withCsvParse(text: string, delimiter: string): string[][] | 'error' {
  try {
    const records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, trim: true }) as string[][];
    return records.filter((row) => !isBlank(row));
  } catch {
    return 'error';
  }
}

function withCsvRecords(text: string, delimiter: string): string[][] | 'error' {
  try {
    return csvRecords(text, delimiter).filter((row) => !isBlank(row));
  } catch (error) {
    if (error instanceof CsvSyntaxError) return 'error';
    throw error;
  }
}

/** A small deterministic generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const TEXT = ['Chaise', 'bleu marine', ' ', 'é', '12,5 kg', 'x"y', '12"', ';', ',', '|', '\t'];
const QUOTED = [...TEXT, '""', '\n', '\r\n', 'quoted, with comma'];

function pick(next: () => number, pieces: readonly string[], most: number): string {
  let text = '';
  const count = Math.floor(next() * (most + 1));
  for (let p = 0; p < count; p++) text += pieces[Math.floor(next() * pieces.length)];
  return text;
}

/** A cell as shop exports write them: plain text (stray quotes inside), or quoted, spaces around either. */
function generatedCell(next: () => number, delimiter: string): string {
  const spaces = () => ' '.repeat(Math.floor(next() * 2));
  if (next() < 0.4) return `${spaces()}"${pick(next, QUOTED, 4)}"${spaces()}`;
  const plain = pick(next, TEXT, 3)
    .split(delimiter)
    .join('')
    .replace(/^[\s"]+/, '');
  return `${spaces()}${plain}${spaces()}`;
}

/** A file of a few rows; one in ten ends on a broken quote (never closed, or text after it). */
function generatedFile(next: () => number, delimiter: string, newline: string): string {
  const lines: string[] = [];
  const rows = 1 + Math.floor(next() * 6);
  for (let r = 0; r < rows; r++) {
    const width = Math.floor(next() * 5);
    lines.push(Array.from({ length: width }, () => generatedCell(next, delimiter)).join(delimiter));
  }
  let text = lines.join(newline) + (next() < 0.5 ? newline : '');
  if (next() < 0.1) text += next() < 0.5 ? '"never closed' : '"closed"then text';
  return text;
}

t.test('reads every generated file as csv-parse does, or refuses it as csv-parse does', async (t) => {
  let compared = 0;
  let refused = 0;
  for (let seed = 1; seed <= 20_000; seed++) {
    const next = random(seed);
    const delimiter = [',', ';', '\t', '|'][seed % 4] as string;
    const newline = ['\n', '\r\n', '\r'][Math.floor(seed / 4) % 3] as string;
    const text = generatedFile(next, delimiter, newline);
    const expected = withCsvParse(text, delimiter);
    const actual = withCsvRecords(text, delimiter);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      t.same(actual, expected, `seed ${seed}: ${JSON.stringify(text)}`);
      return;
    }
    compared++;
    if (expected === 'error') refused++;
  }
  t.pass(`${compared} files read alike (${refused} refused by both)`);
});

t.test('the cases a shop export holds', async (t) => {
  t.same(csvRecords('\uFEFFName;Prix\n"Chaise ""Lou""";12,5\r\n\r\nTable;\n', ';'), [
    ['Name', 'Prix'],
    ['Chaise "Lou"', '12,5'],
    ['Table', ''],
  ]);
  t.same(csvRecords('a,"line 1\nline 2",c', ','), [['a', 'line 1\nline 2', 'c']]);
  t.same(csvRecords('a\t\tb', '\t'), [['a', '', 'b']], 'a tab delimiter is never trimmed away');
  // Where csv-parse, reading bytes, keeps a no-break space or refuses one after a closing quote.
  t.same(csvRecords('\u00a0Chaise\u00a0,"Lou"\u00a0', ','), [['Chaise', 'Lou']], 'no-break spaces around a value are trimmed like spaces');
  t.throws(() => csvRecords('Name\n"unclosed\nHat', ','), { name: 'CsvSyntaxError', message: /line 2/ });
  t.throws(() => csvRecords('"closed"then text,b', ','), { name: 'CsvSyntaxError' });
});
