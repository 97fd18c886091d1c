import ExcelJS from 'exceljs';
import t from 'tap';
import { workbookValueLists } from '../../../../engine/analysis/workbook-lists.ts';
import { loadWorkbook, productTable } from '../../../../engine/parsers/xlsx.ts';
import { checkZip } from '../../../../engine/parsers/zip-guard.ts';
import { hugeXlsx, lyingXlsx, manyEntriesXlsx, truncated } from '../../../fixtures/bad-files.ts';
import { ean13, FR_HEADERS } from '../../../fixtures/products.ts';
import { productWorkbook, workbookBytes } from '../../../fixtures/xlsx.ts';
import { zip } from '../../../fixtures/zip.ts';
import { refusal } from '../../../helpers/refusal.ts';

t.test('the product sheet is chosen, its header found below title rows, formulas and dates read', async (t) => {
  const table = productTable(await loadWorkbook(await productWorkbook(20)));
  t.same(table.headers, [...FR_HEADERS, 'Prix TTC', 'Date de sortie']);
  t.equal(table.rows.length, 20);
  const first = table.rows[0] ?? [];
  t.equal(first[0], ean13(1), 'a numeric EAN reads as its digits');
  t.equal(first[6], '11');
  t.equal(first[10], '13.2', 'a formula reads as its result');
  t.equal(first[11], '2024-01-01', 'a date reads as an ISO date');
});

t.test('merged header cells over sub-headers, rich text and a second data sheet', async (t) => {
  const workbook = new ExcelJS.Workbook();
  const small = workbook.addWorksheet('Notes');
  small.addRow(['Name', 'Note']);
  small.addRow(['a', 'b']);
  const sheet = workbook.addWorksheet('Catalogue');
  sheet.addRow(['Référence', 'Dimensions', '', 'Nom']);
  sheet.addRow(['', 'Largeur', 'Hauteur', '']);
  sheet.mergeCells('B1:C1');
  sheet.mergeCells('A1:A2');
  sheet.mergeCells('D1:D2');
  for (let i = 0; i < 5; i++) sheet.addRow([`R${i}`, 10 + i, 20 + i, { richText: [{ text: 'Table ' }, { font: { bold: true }, text: `n°${i}` }] }]);
  const table = productTable(await loadWorkbook(await workbookBytes(workbook)));
  t.same(table.headers, ['Référence', 'Dimensions Largeur', 'Dimensions Hauteur', 'Nom']);
  t.same(table.rows[0], ['R0', '10', '20', 'Table n°0']);
  t.equal(table.rows.length, 5);
});

t.test('sheets without headers, without data, or only lists are refused with their codes', async (t) => {
  const numbers = new ExcelJS.Workbook();
  const sheet = numbers.addWorksheet('Data');
  for (let i = 0; i < 10; i++) sheet.addRow([i, i * 2, i * 3]);
  t.equal(await refusal(loadWorkbook(await workbookBytes(numbers)).then(productTable)), 'excel_no_headers');

  const empty = new ExcelJS.Workbook();
  empty.addWorksheet('Sheet1');
  t.equal(await refusal(loadWorkbook(await workbookBytes(empty)).then(productTable)), 'excel_no_data');

  const onlyHelp = new ExcelJS.Workbook();
  onlyHelp.addWorksheet('Instructions').addRow(['Fill the products sheet']);
  t.equal(await refusal(loadWorkbook(await workbookBytes(onlyHelp)).then(productTable)), 'excel_no_product_sheets');
});

t.test('broken and hostile archives are refused fast, before unpacking', async (t) => {
  const cases: [string, Buffer, string][] = [
    ['truncated', truncated(await productWorkbook(50)), 'excel_malformed'],
    ['10,000 entries', manyEntriesXlsx(), 'excel_malformed'],
    ['200 MB uncompressed', hugeXlsx(), 'excel_malformed'],
    ['sizes that lie', lyingXlsx(), 'excel_malformed'],
    ['text', Buffer.from('Name,Price\nShoe,12\n'), 'excel_invalid_signature'],
  ];
  for (const [label, file, expected] of cases) {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    t.equal(await refusal(loadWorkbook(file)), expected, label);
    const millis = performance.now() - started;
    t.ok(millis < 1000, `${label} refused in ${Math.round(millis)} ms`);
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    t.ok(grown < 150, `${label}: memory grew by ${Math.round(grown)} MB`);
  }
});

t.test('a valid workbook passes the zip checks', async (t) => {
  const names = await checkZip(await productWorkbook(5));
  t.ok(names.includes('xl/workbook.xml'));
});

t.test('value lists of a workbook: a sheet per list, or code/label column pairs', async (t) => {
  const workbook = new ExcelJS.Workbook();
  const colours = workbook.addWorksheet('Couleurs');
  colours.addRow(['Code', 'Libellé']);
  colours.addRow(['R', 'Rouge']);
  colours.addRow(['B', 'Bleu']);
  colours.addRow(['', 'Vert']);
  const bare = workbook.addWorksheet('Matières');
  for (const value of ['Cuir', 'Coton', 'Lin']) bare.addRow([value]);
  const several = workbook.addWorksheet('Lists');
  several.addRow(['Size code', 'Size label', 'Season code', 'Season label']);
  several.addRow(['S', 'Small', 'SS', 'Spring/Summer']);
  several.addRow(['M', 'Medium', 'AW', 'Autumn/Winter']);
  const lists = workbookValueLists(await loadWorkbook(await workbookBytes(workbook)));
  t.same(lists, {
    Couleurs: [
      { code: 'R', label: 'Rouge' },
      { code: 'B', label: 'Bleu' },
      { code: 'Vert', label: 'Vert' },
    ],
    Matières: [
      { code: 'Cuir', label: 'Cuir' },
      { code: 'Coton', label: 'Coton' },
      { code: 'Lin', label: 'Lin' },
    ],
    'Size label': [
      { code: 'S', label: 'Small' },
      { code: 'M', label: 'Medium' },
    ],
    'Season label': [
      { code: 'SS', label: 'Spring/Summer' },
      { code: 'AW', label: 'Autumn/Winter' },
    ],
  });
});

/** A hand-written workbook, its parts in Excel's order (sheets before styles and shared strings). */
function handWorkbook(sheetXml: string, opts: { declaredSheetSize?: number; target?: string } = {}): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const sheet = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}">${sheetXml}</worksheet>`);
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    { name: 'xl/workbook.xml', data: Buffer.from(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Produits" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="${opts.target ?? 'worksheets/sheet1.xml'}"/></Relationships>`),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: opts.declaredSheetSize },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst xmlns="${main}"><si><t>Nom</t></si><si><r><t>Réf</t></r><r><t>érence</t></r></si></sst>`) },
  ]);
}

function rowsXml(n: number): string {
  const rows = [`<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>`];
  for (let r = 2; r <= n + 1; r++) rows.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Chaise n°${r} « été »</t></is></c><c r="B${r}"><v>${r}</v></c></row>`);
  return `<sheetData>${rows.join('')}</sheetData>`;
}

t.test('a workbook in Excel part order, with shared rich text, inline strings and an absolute sheet path', async (t) => {
  for (const target of ['worksheets/sheet1.xml', '/xl/worksheets/sheet1.xml']) {
    const table = productTable(await loadWorkbook(handWorkbook(rowsXml(3000), { target })));
    t.same(table.headers, ['Nom', 'Référence'], target);
    t.equal(table.rows.length, 3000);
    t.same(table.rows[2999], ['Chaise n°3001 « été »', '3001'], 'multi-byte text across inflate chunks reads whole');
  }
});

t.test('a real sheet whose directory entry lies about its size is refused while it is read', async (t) => {
  const file = handWorkbook(rowsXml(20_000), { declaredSheetSize: 4096 });
  const before = process.memoryUsage().rss;
  t.equal(await refusal(loadWorkbook(file)), 'excel_malformed');
  t.ok((process.memoryUsage().rss - before) / 1024 / 1024 < 150, 'memory stays bounded');
});
