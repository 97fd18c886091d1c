import PDFDocument from 'pdfkit';
import t from 'tap';
import { parsePdf } from '../../../../engine/parsers/pdf.ts';
import { trailingPrice } from '../../../../engine/parsers/pdf-layout/amounts.ts';
import { headerNames, type Placed, sideBySide } from '../../../../engine/parsers/pdf-layout/placed.ts';
import type { Table } from '../../../../engine/parsers/table.ts';
import { collect } from '../../../fixtures/pdf-layouts.ts';

/** A header over several lines, repeated over each small table of a list (docs/pdf.md, Tables). */

type Doc = PDFKit.PDFDocument;

const at = (doc: Doc, text: string, x: number, y: number, size = 9) => {
  doc.font('Helvetica').fontSize(size).text(text, x, y, { lineBreak: false });
};

/**
 * A timber merchant's list: small tables, each under a header of two lines (the names, then the
 * diameter's 'MIN' and 'MAX' and the price's 'FOB'); over the first, the names set on two lines the
 * other way round.
 */
function timberList(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const names = (y: number, split: boolean) => {
    if (split) {
      at(doc, 'Diameter', 190, y, 7);
      at(doc, 'Price', 300, y, 7);
      at(doc, 'Code', 40, y + 9, 7);
      at(doc, 'Product', 90, y + 9, 7);
      return y + 18;
    }
    for (const [text, x] of [
      ['Code', 40],
      ['Product', 90],
      ['Diameter', 190],
      ['Price', 300],
    ] as const)
      at(doc, text, x, y, 7);
    return y + 9;
  };
  let y = 60;
  const tables: [string, number][] = [
    ['ESTACA', 10],
    ['MOURÃO', 11],
    ['CAIBRO', 23],
  ];
  for (const [index, [product, base]] of tables.entries()) {
    y = names(y, index === 0);
    for (const [text, x] of [
      ['MIN', 180],
      ['MAX', 220],
      ['FOB', 300],
    ] as const)
      at(doc, text, x, y, 7);
    y += 16;
    for (let row = 0; row < 3; row++) {
      at(doc, `${index}0${row}/A`, 40, y);
      at(doc, product, 90, y);
      at(doc, String(4 + row * 2), 184, y);
      at(doc, String(6 + row * 2), 224, y);
      at(doc, `R$ ${base + row * 5},50`, 300, y);
      y += 14;
    }
    y += 20;
  }
  return collect(doc);
}

const column = (table: Table, name: string) => table.rows.map((row) => row[table.headers.indexOf(name)]);

t.test('the lines of a header set over two, repeated over each small table, are no rows', async (t) => {
  const table = await parsePdf(await timberList());
  t.equal(table.rows.length, 9, 'one row an item, not one a label');
  t.notOk(table.headers.includes('Size'), "'MIN MAX FOB' are no sizes");
  t.equal(table.layout?.price_column, 'Price');
  t.same(column(table, 'Price'), ['R$ 10,50', 'R$ 15,50', 'R$ 20,50', 'R$ 11,50', 'R$ 16,50', 'R$ 21,50', 'R$ 23,50', 'R$ 28,50', 'R$ 33,50']);
  t.same(column(table, table.layout?.name_column ?? ''), ['ESTACA', 'ESTACA', 'ESTACA', 'MOURÃO', 'MOURÃO', 'MOURÃO', 'CAIBRO', 'CAIBRO', 'CAIBRO'], 'the rows over the first whole header are read too');
});

t.test("a line naming columns is a header; one whose cell ends in a price ('Blow-dry · final value depends on the hair   from R$ 60,00') is a row", async (t) => {
  t.ok(headerNames(['Description', 'Price']) > 0);
  t.equal(headerNames(['Escova · valor final depende do cabelo', 'A PARTIR DE R$ 60,00']), 0);
  t.equal(headerNames(['Item value', 'Price', '12,50 €']), 0);
  t.equal(trailingPrice('R$ 140,00'), undefined, 'a currency sign before its amount is no name');
  t.same(trailingPrice('Baby liss R$ 50,00'), { head: 'Baby liss', price: 'R$ 50,00' });
});

t.test("a name run into its price's currency sign ('CORSAIR VENGANCE$1.829.000') ends where the sign starts; a currency written with letters keeps them ('US$100', 'CaféR$10,00')", async (t) => {
  t.same(trailingPrice('32 GB DDR5 CORSAIR VENGANCE$1.829.000'), { head: '32 GB DDR5 CORSAIR VENGANCE', price: '$1.829.000' });
  t.same(trailingPrice('CORSAIR 750W 80+ BRONCE WHITE RGB$ 550.000'), { head: 'CORSAIR 750W 80+ BRONCE WHITE RGB', price: '$ 550.000' });
  t.same(trailingPrice('CaféR$10,00'), { head: 'Café', price: 'R$10,00' });
  t.equal(trailingPrice('US$100'), undefined);
});

t.test("two tables side by side under one header: each half of a line spans its own text only, where a heading's next line is looked for", async (t) => {
  const line = (y: number, cells: string[], reach: Placed['reach'], header = false): Placed => ({ page: 1, y, height: 11, cells, single: false, spans: false, indents: cells.map(() => 0), header, shaded: false, sideName: false, letterSpaced: false, reach });
  const placed = [
    line(
      780,
      ['Item', 'Price', 'Item', 'Price'],
      [
        { left: 40, right: 60 },
        { left: 230, right: 255 },
        { left: 310, right: 330 },
        { left: 500, right: 525 },
      ],
      true,
    ),
    line(760, ['Rosol', '12,00', 'DANIA GLOWNE', ''], [{ left: 40, right: 70 }, { left: 230, right: 258 }, { left: 310, right: 420 }, undefined]),
  ];
  const { placed: halves } = sideBySide(placed, [['Item'], ['Price'], ['Item'], ['Price']]);
  const heading = halves.find((half) => half.cells[0] === 'DANIA GLOWNE');
  t.same(heading?.reach, [{ left: 310, right: 420 }, undefined]);
  t.same(halves.find((half) => half.cells[0] === 'Rosol')?.reach, [
    { left: 40, right: 70 },
    { left: 230, right: 258 },
  ]);
});
