import PDFDocument from 'pdfkit';
import t from 'tap';
import { parsePdf } from '../../../../engine/parsers/pdf.ts';
import { isSpreadsheetError, lettersIn } from '../../../../engine/parsers/pdf-layout/column-roles.ts';
import type { Table } from '../../../../engine/parsers/table.ts';
import { collect } from '../../../fixtures/pdf-layouts.ts';

/** Which column names the products and which gives the price, and what a cell of a line holds (docs/pdf.md). */

type Doc = PDFKit.PDFDocument;

const at = (doc: Doc, text: string, x: number, y: number, size = 10) => {
  doc.font('Helvetica').fontSize(size).text(text, x, y, { lineBreak: false });
};

/** A table of rows under a header, each cell at its column's x. */
function tablePdf(xs: readonly number[], header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  for (const [i, text] of header.entries()) at(doc, text, xs[i] as number, 60);
  for (const [r, row] of rows.entries()) for (const [i, text] of row.entries()) if (text !== '') at(doc, text, xs[i] as number, 80 + r * 16);
  return collect(doc);
}

const column = (table: Table, name: string | null | undefined) => table.rows.map((row) => row[table.headers.indexOf(name ?? '')]);

t.test("a spreadsheet's error value is no text", async (t) => {
  for (const error of ['#DIV/0!', '#VALUE!', '#N/A', '#¡VALOR!', '#NOMBRE?', '#WERT!', '#NV']) t.ok(isSpreadsheetError(error), error);
  for (const text of ['#1 Bestseller', 'Nº 5', 'C/IMAN', '#hashtag']) t.notOk(isSpreadsheetError(text), text);
  t.equal(lettersIn('#DIV/0!'), 0);
  t.equal(lettersIn('Goma EVA'), 7);
});

t.test('a description column, the only one of texts, names the products; error values in a column of figures are no letters', async (t) => {
  const rows = [
    ['1690158', 'ABECEDARIO DE GOMA EVA X 156', '1450.93', '105.19'],
    ['1690428', 'ACEITE DE LINO X 125 ML.', '1070.09', '#DIV/0!'],
    ['2240010', 'ADHESIVO FASTIX X 25 GRS', '1545.27', '#VALUE!'],
    ['2240012', 'ABROCHADORA KANGARO 10', '1732.82', '8.09'],
  ];
  const table = await parsePdf(await tablePdf([40, 110, 330, 420], ['Codigo', 'Descripción', 'Precio', 'c/utilidad'], rows));
  t.equal(table.layout?.name_column, 'Descripción');
  t.same(
    column(table, table.layout?.name_column),
    rows.map((row) => row[1]),
  );
  const stray = rows.map((row, index) => [...row.slice(0, 3), index === 1 ? 'N/D' : '12.5']);
  const margin = await parsePdf(await tablePdf([40, 110, 330, 420], ['Codigo', 'Descripción', 'Precio', 'Margen'], stray));
  t.equal(margin.layout?.name_column, 'Descripción', "a stray 'N/D' among figures does not make them the names");
});

t.test('of two columns a header names the same price, the one in a currency is the price', async (t) => {
  const rows = [
    ['Arborvitae', '5 ml', '27', '37.33'],
    ['Basil', '15 ml', '31', '43.33'],
    ['Bergamot', '15 ml', '46', '64.33'],
    ['Black Pepper', '5 ml', '26', '36.00'],
  ];
  const table = await parsePdf(await tablePdf([40, 200, 300, 380], ['Product', 'Size', 'PV', 'Retail (€)'], rows));
  t.equal(table.layout?.price_column, 'Retail (€)');
  t.same(column(table, 'Retail (€)'), ['37.33', '43.33', '64.33', '36.00']);
  const taxed = await parsePdf(await tablePdf([40, 200, 300, 380], ['Désignation', 'Réf.', 'Prix HT', 'Prix TTC (€)'], rows));
  t.equal(taxed.layout?.price_column, 'Prix TTC (€)', 'of a price without its tax and one with it, the one a buyer pays');
});

t.test('a dot leader parts a name from its price; an ellipsis before a bracket stays in the name', async (t) => {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const items = ['Cola / Cola Zero ............... 2,50 €', 'Sprite ............................ 2,50 €', 'Jupiler . . . . . . . . . . . . . 3,00 €', 'Duvel…………………………… 4,50 €'];
  for (const [i, item] of items.entries()) at(doc, item, 40, 60 + i * 16);
  at(doc, 'Snacks (Twix, Mars,...)', 40, 60 + items.length * 16);
  at(doc, '1,50 €', 197, 60 + items.length * 16);
  // The leader ending one run of text, the price the next.
  at(doc, 'Water (plat/bruis) .........', 40, 60 + (items.length + 1) * 16);
  at(doc, '2,00 €', 160, 60 + (items.length + 1) * 16);
  const table = await parsePdf(await collect(doc));
  t.same(column(table, table.layout?.name_column), ['Cola / Cola Zero', 'Sprite', 'Jupiler', 'Duvel', 'Snacks (Twix, Mars,...)', 'Water (plat/bruis)']);
  t.same(column(table, table.layout?.price_column), ['2,50 €', '2,50 €', '3,00 €', '4,50 €', '1,50 €', '2,00 €']);
});

t.test('a centred line running over the column of prices stays whole', async (t) => {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  at(doc, 'Friterad potatis med löjrom och rökt gräddfil', 200, 60);
  at(doc, 'Gös, rostade kikärtor, mandlar, grönt, ramslök', 196, 80);
  for (const [i, [name, price]] of [
    ['Äppeljuice', '20'],
    ['Lemonad', '20'],
    ['Carlsberg Hof', '40'],
    ['Dry Martini', '60'],
  ].entries()) {
    at(doc, name as string, 160, 120 + i * 16);
    at(doc, price as string, 360, 120 + i * 16);
  }
  const table = await parsePdf(await collect(doc));
  t.equal(table.layout?.price_column, 'Price');
  t.same(column(table, 'Price'), ['20', '20', '40', '60']);
  t.notOk(
    table.rows.some((row) => row.includes('gräddfil') || row.includes('ramslök')),
    'no word of a centred line is a cell of the prices',
  );
});
