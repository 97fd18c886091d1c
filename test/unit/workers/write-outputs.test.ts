import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import t from 'tap';
import { cellReason, failureReason } from '../../../domain/cell-reasons.ts';
import writeOutputs from '../../../workers/write-outputs.ts';

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return lines.join('\n');
}

t.test('outputs: typed XLSX cells, a PDF titled by the label, headed by the product name, with HTML rendered as text', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-outputs-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const files = await writeOutputs({
    dir,
    baseName: 'spring',
    title: 'Spring catalogue — supplier',
    formats: ['xlsx'],
    delimiter: ',',
    columns: ['EAN', 'Title', 'Weight (kg)', 'Description', 'Notes', 'Price', 'Stock', 'Code'],
    products: [
      {
        key: '3666666666668',
        values: ['3666666666668', 'Chaise Lisa', 4.2, '<p>Chaise en h&ecirc;tre.</p><ul><li>Assise rembourr&eacute;e</li></ul>', '=HYPERLINK("x")', '12.50', '3', '007'],
        sources: [
          { kind: 'column', column: 'EAN' },
          { kind: 'value_list', column: 'Nom', list: 'Modèles', code: 'LISA', label: 'Chaise Lisa' },
          { kind: 'web', url: 'https://example.com/lisa', quote: 'Weight: 4.2 kg.' },
          { kind: 'generated', provider: 'openai', model: 'gpt-4o-mini' },
          { kind: 'manual', user: 'Ada', at: '2026-11-25T10:00:00.000Z' },
          null,
          null,
          null,
        ],
        error: null,
      },
      {
        key: null,
        values: ['3666666666675', null, null, null, null, null, null, null],
        sources: [{ kind: 'column', column: 'EAN' }, null, null, null, null, null, null, null],
        reasons: [null, cellReason('not_found', 'not_found', { field: 'Title' }), cellReason('unit_unknown', 'unit_unknown', { field: 'Weight (kg)', column: 'weight', value: '1.23' }), failureReason('assistant_unavailable', 'Description'), null, null, null, null],
        failed: [false, false, false, true, false, false, false, false],
        error: 'assistant_unavailable',
      },
    ],
  });
  t.same(
    files.map((file) => file.name),
    ['spring.xlsx', 'spring.pdf'],
  );

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path.join(dir, 'spring.xlsx'));
  const row = book.getWorksheet('Products')?.getRow(2);
  t.equal(row?.getCell(3).type, ExcelJS.ValueType.Number);
  t.equal(row?.getCell(5).value, '=HYPERLINK("x")', 'text as written');
  t.equal(row?.getCell(5).type, ExcelJS.ValueType.String, 'a text cell, never a formula');
  t.same([row?.getCell(6).value, row?.getCell(6).numFmt], [12.5, '0.00'], 'a price copied as text is a number, shown as written');
  t.same([row?.getCell(7).value, row?.getCell(7).numFmt], [3, '0'], 'a quantity copied as text is a number');
  t.same([row?.getCell(1).value, row?.getCell(8).value], ['3666666666668', '007'], 'a GTIN and a code with a leading zero stay text');
  t.equal(book.getWorksheet('Errors')?.getRow(2).getCell(2).value, 'assistant_unavailable');
  const sources = book.getWorksheet('Sources');
  const lines = (sources?.getSheetValues() ?? []).flatMap((line) => (Array.isArray(line) ? [line.slice(1)] : []));
  t.same(
    lines,
    [
      ['Product', 'Field', 'Source', 'Column or URL', 'Quote', 'Detail', 'Reason'],
      ['3666666666668', 'EAN', 'column', 'EAN'],
      ['3666666666668', 'Title', 'value_list', 'Nom', undefined, 'Modèles: LISA — Chaise Lisa'],
      ['3666666666668', 'Weight (kg)', 'web', 'https://example.com/lisa', 'Weight: 4.2 kg.'],
      ['3666666666668', 'Description', 'generated', undefined, undefined, 'openai gpt-4o-mini'],
      ['3666666666668', 'Notes', 'manual', undefined, undefined, 'Ada, 2026-11-25T10:00:00.000Z'],
      ['#2', 'EAN', 'column', 'EAN'],
      ['#2', 'Title', 'empty', undefined, undefined, 'No column of this row states Title; map the column that holds it, or say where it is in the field’s extra info.', 'not_found'],
      ['#2', 'Weight (kg)', 'empty', 'weight', '1.23', 'The file does not say which unit “weight” is in (1.23); set the unit of its numbers in the template.', 'unit_unknown'],
      ['#2', 'Description', 'failed', undefined, undefined, 'The assistant could not be reached for Description; run the cell again later.', 'assistant_unavailable'],
    ],
    'one line per value with evidence, and per empty or failed cell with why, in product and field order',
  );
  t.same(fs.readdirSync(dir).sort(), ['spring.pdf', 'spring.xlsx'], 'no temporary file left');

  const text = await pdfText(path.join(dir, 'spring.pdf'));
  t.match(text, /Spring catalogue — supplier/);
  t.match(text, /Chaise Lisa/);
  t.match(text, /Chaise en hêtre\./);
  t.match(text, /Assise rembourrée/);
  t.notMatch(text, /<p>|<li>|&ecirc;|&eacute;/, 'no raw HTML');
  t.notMatch(text, /Title:/, 'the name is the heading, not a labelled line');
  t.match(text, /Weight \(kg\)\s+4\.2/, 'the field name heads its value');
  t.notMatch(text, /Weight \(kg\):/);
});

t.test('a channel’s file keeps a value that starts like a formula as it is; a file people open gets the leading quote', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-outputs-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const value = '-20% on the second one';
  const table = (name: string, formulaSafe: boolean) => ({ name, role: 'channel' as const, contentType: 'text/csv', delimiter: ',', bom: false, formulaSafe, header: ['title'], rows: [[value]] });
  await writeOutputs({
    dir,
    baseName: 'promo',
    title: 'Promo',
    formats: ['csv'],
    delimiter: ',',
    columns: ['title'],
    products: [{ key: 'A', values: [value], sources: [null], error: null }],
    tables: [table('promo-shopify.csv', false), table('promo-validation.csv', true)],
  });
  t.equal(fs.readFileSync(path.join(dir, 'promo-shopify.csv'), 'utf8'), `title\r\n${value}\r\n`, 'the importer reads the value, never an added quote');
  t.equal(fs.readFileSync(path.join(dir, 'promo-validation.csv'), 'utf8'), `title\r\n'${value}\r\n`);
  t.match(fs.readFileSync(path.join(dir, 'promo.csv'), 'utf8'), `'${value}`, 'the own format, opened in a spreadsheet program, is formula-safe');
});

t.test('a `;`-delimited CSV writes numbers in the file’s convention, else in its reader’s language’s; another delimiter writes a point', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-outputs-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = async (baseName: string, delimiter: string, language: 'en' | 'fr', fileDecimal?: '.' | ',') => {
    await writeOutputs({ dir, baseName, title: 'T', formats: ['csv'], delimiter, columns: ['SKU', 'Weight (kg)', 'Price'], language, fileDecimal, products: [{ key: 'A', values: [10234, 0.35, 7.5], sources: [null, null, null], error: null }] });
    return fs.readFileSync(path.join(dir, `${baseName}.csv`), 'utf8').split('\r\n')[1];
  };
  t.equal(await write('file-comma', ';', 'en', ','), '10234;0,35;7,50', 'the file’s decimal comma; a price with two decimals; a code as written');
  t.equal(await write('file-point', ';', 'fr', '.'), '10234;0.35;7.50', 'the file’s point, whatever the language');
  t.equal(await write('french', ';', 'fr'), '10234;0,35;7,50', 'a file that does not say: the language’s');
  t.equal(await write('comma-delimited', ',', 'fr', ','), '10234,0.35,7.50', 'a comma-delimited file keeps the point');
});
