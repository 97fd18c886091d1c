import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

/**
 * The files a person opens after a run: a `;`-delimited CSV writes numbers in the input file's
 * convention, the workbook keeps codes as text and fits its columns, the PDF prints prices with
 * their currency and never leaves a heading alone at a page's foot.
 */

type Api = Awaited<ReturnType<typeof signedIn>>;

const COPY = (column: string) => ({ source_column: column, dest_property: column, batch_action: 'COPY' });
const EXTRACT = (name: string) => ({ source_column: name, dest_property: name, batch_action: 'EXTRACT', type: 'float' });

/** Runs the template on the file and answers the run's files, by extension, as paths in its results folder. */
async function runOutputs(api: Api, server: TestServer, setup: Parameters<typeof templateOnFile>[1], products: number) {
  const { start } = await templateOnFile(api, setup);
  const id = await start(products);
  await server.app.batchRunner.idle();
  const run = await api.get<{ status: string; results: { name: string }[] }>(`/api/catalog/batch/${id}`);
  const file = (ext: string) => {
    const found = run.body.results.find((result) => result.name.endsWith(`.${ext}`) && !result.name.includes('-validation'));
    if (!found) throw new Error(`no .${ext} output among ${JSON.stringify(run.body.results)}`);
    return path.join(server.dataDir, 'results', id, found.name);
  };
  return { status: run.body.status, file };
}

/** Each page's text items, top to bottom. */
async function pdfPages(file: string): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const items = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ text: item.str, y: item.transform[5] as number }] : []));
    pages.push(items.sort((a, b) => b.y - a.y).map((item) => item.text));
  }
  return pages;
}

const german = [
  'Artikelnummer;EAN;Name;Preis;Gewicht (kg);Beschreibung',
  '10234;4006381333931;Tasse Ida;1,60;0,35;Tasse aus Steingut, spülmaschinenfest, mit breitem Henkel und matter Glasur in Salbeigrün',
  '00871;4006381333948;Teller Ben;12,90;0,80;Flacher Teller',
  '20417;4006381333955;Schale Max;7,50;0,45;Schale',
].join('\n');

t.test('a German file: numbers with its decimal comma, codes as text, fitted widths, prices with their currency', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const { status, file } = await runOutputs(
    api,
    server,
    {
      file: { name: 'artikel.csv', content: Buffer.from(german) },
      label: 'Artikel',
      mapping: [COPY('Artikelnummer'), COPY('EAN'), COPY('Name'), EXTRACT('Preis (EUR)'), EXTRACT('Gewicht (kg)'), COPY('Beschreibung')],
      about: { identifiers: ['Artikelnummer', 'EAN'], contents: ['Name', 'Beschreibung'], price: ['Preis'], attributes: ['Gewicht (kg)'] },
      sourceFields: { product_name: ['Name'] },
      outputFileFormat: { file_format: 'csv', file_formats: ['csv', 'xlsx'], delimiter: ';' },
    },
    3,
  );
  t.equal(status, 'done');

  const rows = parse(fs.readFileSync(file('csv'), 'utf8').replace(/^\uFEFF/, ''), { columns: true, delimiter: ';' }) as Record<string, string>[];
  t.same(
    rows.map((row) => [row.Artikelnummer, row['Preis (EUR)'], row['Gewicht (kg)']]),
    [
      ['10234', '1,60', '0,35'],
      ['00871', '12,90', '0,8'],
      ['20417', '7,50', '0,45'],
    ],
    'the decimal comma the file writes, a price with its two decimals, codes as written',
  );

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file('xlsx'));
  const sheet = book.getWorksheet('Products');
  const row = sheet?.getRow(2);
  t.same([row?.getCell(1).value, row?.getCell(1).type], ['10234', ExcelJS.ValueType.String], 'an article number stays text');
  t.same([sheet?.getRow(3).getCell(1).value, row?.getCell(2).value], ['00871', '4006381333931'], 'its leading zero kept, the EAN text');
  t.same([row?.getCell(4).value, row?.getCell(4).numFmt], [1.6, '0.00'], 'a price is a number shown with two decimals');
  const widths = [1, 2, 3, 4, 5, 6].map((n) => sheet?.getColumn(n).width ?? 0);
  t.ok(
    widths.every((width, i) => width >= String(sheet?.getRow(1).getCell(i + 1).value).length),
    `every column as wide as its header (${widths.join(', ')})`,
  );
  t.ok((widths[5] ?? 0) > 40 && (widths[5] ?? 0) <= 60, 'the long description gets a wide column, within reason');
  t.ok((widths[0] ?? 0) < 20, 'a short code a narrow one');

  const text = (await pdfPages(file('pdf'))).flat().join(' ');
  t.match(text, /€1\.60/, 'the price with its currency, as the reader’s language writes it');
  t.match(text, /€12\.90/);
});

t.test('the PDF never ends a page on a product’s heading or a field’s name', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const names = Array.from({ length: 60 }, (_, i) => `Produkt ${i + 1}`);
  const words = 'Ein robuster Artikel für Haus und Garten, langlebig und leicht zu pflegen.';
  const lines = names.map((name, i) => `${10000 + i};${name};${(i % 9) + 1},${(i * 7) % 100};${words.repeat((i * 5) % 7)}`);
  const { file } = await runOutputs(
    api,
    server,
    {
      file: { name: 'lang.csv', content: Buffer.from(['Artikelnummer;Name;Preis;Beschreibung', ...lines].join('\n')) },
      label: 'Lang',
      mapping: [COPY('Name'), COPY('Artikelnummer'), EXTRACT('Preis (EUR)'), COPY('Beschreibung')],
      about: { identifiers: ['Artikelnummer'], contents: ['Name', 'Beschreibung'], price: ['Preis'] },
      sourceFields: { product_name: ['Name'] },
    },
    names.length,
  );
  const pages = await pdfPages(file('pdf'));
  t.ok(pages.length > 3, `several pages (${pages.length})`);
  const headings = new Set([...names, 'Artikelnummer', 'Preis (EUR)', 'Beschreibung']);
  const orphans = pages.slice(0, -1).flatMap((items, n) => (headings.has(items.at(-1) ?? '') ? [`page ${n + 1}: ${items.at(-1)}`] : []));
  t.same(orphans, [], 'each heading stands on the page of what it heads');
});
