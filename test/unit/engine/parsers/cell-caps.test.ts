import t from 'tap';
import { analyse, SAMPLE_CELL_MAX_CHARS } from '../../../../engine/analysis/analyse.ts';
import { parseTable } from '../../../../engine/parsers/index.ts';
import { cappedText, MAX_CELL_CHARS, MAX_HEADER_CHARS } from '../../../../engine/parsers/table.ts';
import { sharedStringBombXlsx } from '../../../fixtures/bad-files.ts';
import { refusal } from '../../../helpers/refusal.ts';

t.test('a 7 KB XLSX of a million-character shared string in 450 cells: every cell capped, a small analysis', async (t) => {
  const file = sharedStringBombXlsx();
  t.ok(file.length < 8 * 1024, `the workbook is ${file.length} bytes`);
  const table = await parseTable(file, 'xlsx', 'xlsx');
  t.equal(table.rows.length, 450);
  t.ok(
    table.rows.every((row) => row[1]?.length === MAX_CELL_CHARS),
    'each Description is cut at 32,767 characters',
  );
  const analysis = analyse(table, { storedName: 'bomb.xlsx', fileType: 'xlsx', size: file.length });
  t.equal(analysis.nb_products_found, 450);
  t.equal(analysis.products_sample[0]?.Description?.length, SAMPLE_CELL_MAX_CHARS, 'the sample shows the start of a long cell');
  t.ok(JSON.stringify(analysis).length < 64 * 1024, `the analysis takes ${JSON.stringify(analysis).length} characters`);
});

t.test('a workbook whose capped cells still repeat past 20 million characters is refused', async (t) => {
  t.equal(await refusal(parseTable(sharedStringBombXlsx(40_000, 700), 'xlsx', 'xlsx')), 'file_too_complex');
});

t.test('a CSV cell and a header are capped too', async (t) => {
  const header = 'H'.repeat(1_000);
  const csv = Buffer.from(`Name,${header}\nChair,${'y'.repeat(100_000)}\n`);
  const table = await parseTable(csv, 'csv', 'csv');
  t.equal(table.headers[1]?.length, MAX_HEADER_CHARS);
  t.equal(table.rows[0]?.[1]?.length, MAX_CELL_CHARS);
  const twins = await parseTable(Buffer.from(`${header}A,${header}B\n1,2\n`), 'csv', 'csv');
  t.same(
    twins.headers.map((name) => name.length),
    [MAX_HEADER_CHARS, MAX_HEADER_CHARS + 4],
    'two headers alike once cut stay two columns',
  );
});

t.test('a cut never splits a character written as a surrogate pair', async (t) => {
  const text = `${'a'.repeat(9)}😀b`;
  t.equal(cappedText(text, 10), 'a'.repeat(9));
  t.equal(cappedText(text, 11), `${'a'.repeat(9)}😀`);
  t.equal(cappedText('short', 10), 'short');
});
