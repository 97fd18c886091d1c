import fs from 'node:fs';
import t from 'tap';
import { parsePdf } from '../../../../engine/parsers/pdf.ts';
import type { Table } from '../../../../engine/parsers/table.ts';
import { designerCatalogue, plainLinesList, proseLetter, scannedPdf, sectionedPriceList, sideBySideList, wrappedNamesTable } from '../../../fixtures/pdf-layouts.ts';
import { refusal } from '../../../helpers/refusal.ts';

const column = (table: Table, name: string) => table.rows.map((row) => row[table.headers.indexOf(name)]);

t.test('a list in two sections, each a heading and its own header: one row per product, its section, per-unit prices, a price run into its name split off', async (t) => {
  const table = await parsePdf(await sectionedPriceList());
  t.same(table.headers, ['Item', 'Price', 'Section']);
  t.same(column(table, 'Item'), ['Apples (Gala)', 'Bananas', 'melons', 'Pineapple', 'Strawberries', 'Carrots', 'Cabbage', 'spring onions', 'Potatoes'], 'headings, repeated headers and the title are no products');
  t.same(column(table, 'Price'), ['40/kg', '30/dozen', '200/dozen', '50/piece', '120/kg', '25/kg', '35/piece', '15/bunch', '20/kg']);
  t.same(column(table, 'Section'), [...Array(5).fill('Fruits'), ...Array(4).fill('Vegetables')], 'the first heading too');
  t.match(table.layout, { pages: 1, name_column: 'Item', price_column: 'Price', sections: ['Fruits', 'Vegetables'], rows_without_name: 0, rows_without_price: 0, fragments: 0, sure: true });
});

t.test('a designer list: a name on three lines of one cell beside one price, a picture column, a section a page', async (t) => {
  const table = await parsePdf(await designerCatalogue());
  t.same(table.headers, ['Product', 'Price', 'Section'], 'the picture column, empty of text, is dropped');
  t.equal(table.rows.length, 12, '12 products, not 36 lines');
  t.same(table.rows[0], ['Velora Aero Sprint 2 Ref. VL-AS2-54', '€2,499.00', 'Road bikes'], 'brand, model and reference make one name');
  t.same(table.rows[6], ['Castell Kid Shell Ref. CS-KS-S', '€39.90', 'Helmets'], 'a brand standing at the same height on two pages is no page furniture');
  t.same([...new Set(column(table, 'Section'))], ['Road bikes', 'Helmets', 'Lights']);
  t.equal(table.layout?.sure, true);
});

t.test('two tables side by side: the left one read, then the right one', async (t) => {
  const table = await parsePdf(await sideBySideList());
  t.same(table.headers, ['Item', 'Price']);
  t.same(column(table, 'Item'), ['Hammer 500 g', 'Claw hammer', 'Screwdriver set', 'Tape measure 5 m', 'Spirit level', 'Wood saw', 'Hex keys', 'Pliers', 'Utility knife', 'Chisel 20 mm']);
  t.same(table.rows[5], ['Wood saw', '$9.00']);
});

t.test('a table over pages: names on two lines under their price, the header repeated, page numbers', async (t) => {
  const table = await parsePdf(await wrappedNamesTable(120));
  t.same(table.headers, ['Réf.', 'Désignation', 'Prix HT']);
  t.equal(table.rows.length, 120);
  t.same(table.rows[2], ['R-0003', 'Vis inox tête fraisée n°3 boîte de 100, acier A2', '1,20 €'], 'the second line joins the row of the price above it');
  t.same(table.rows[119]?.[0], 'R-0120');
  t.equal(table.layout?.pages, 4);
});

t.test('lines of a name and its price, no columns: a price column of its own', async (t) => {
  const table = await parsePdf(await plainLinesList());
  t.same(table.headers, ['Name', 'Price']);
  t.same(table.rows[0], ['Sourdough loaf', '4.50 €']);
  t.equal(table.rows.length, 5, 'the title is no product');
});

t.test('a letter is no price list: the layout says it is unsure', async (t) => {
  const table = await parsePdf(await proseLetter());
  t.equal(table.layout?.sure, false);
});

t.test('a scan is refused with its own code', async (t) => {
  t.equal(await refusal(parsePdf(await scannedPdf())), 'pdf_scanned');
});

interface RealList {
  file: string;
  products: number;
  sections: string[];
  samples: { name: string; price: string }[];
}

// Public price lists (test/fixtures/pdf-layouts/real/README.md), counted by hand; what is read of each
// is held to what it reads today: at least these rows right, these samples found, these sections.
const READ: Record<string, { rows: number; samples: number; sections: number }> = {
  'es-papeleria-libreria.pdf': { rows: 88, samples: 5, sections: 0 },
  'es-precios-articulos.pdf': { rows: 15, samples: 4, sections: 0 },
  'de-wechselrichter-preisliste.pdf': { rows: 61, samples: 5, sections: 0 },
  'fr-tarifs-urlab.pdf': { rows: 16, samples: 0, sections: 3 },
  'bg-doterra-formular.pdf': { rows: 328, samples: 5, sections: 18 },
  'en-crackers-price-list.pdf': { rows: 114, samples: 4, sections: 19 },
  'nl-prijslijst-bar.pdf': { rows: 74, samples: 4, sections: 6 },
  'nl-retouches-prijslijst.pdf': { rows: 42, samples: 5, sections: 2 },
  'it-listino-laboratorio.pdf': { rows: 24, samples: 3, sections: 2 },
  'de-speisekarte-koelner-hof.pdf': { rows: 60, samples: 2, sections: 8 },
};

const plain = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

t.test('real price lists', async (t) => {
  const folder = new URL('../../../fixtures/pdf-layouts/real/', import.meta.url);
  const lists = JSON.parse(fs.readFileSync(new URL('expected.json', folder), 'utf8')) as RealList[];
  for (const list of lists) {
    const read = READ[list.file];
    if (!read) {
      t.fail(`${list.file} has no expectation`);
      continue;
    }
    const table = await parsePdf(fs.readFileSync(new URL(list.file, folder)));
    const rows = table.rows.map((row) => row.map(plain));
    const found = list.samples.filter((sample) => rows.some((row) => row.some((cell) => cell.includes(plain(sample.name))) && row.some((cell) => cell.includes(plain(sample.price)))));
    const sections = list.sections.filter((section) => table.layout?.sections.includes(section));
    t.ok(Math.abs(table.rows.length - list.products) <= Math.abs(read.rows - list.products), `${list.file}: ${table.rows.length} rows of ${list.products} products`);
    t.ok(found.length >= read.samples, `${list.file}: ${found.length} of ${list.samples.length} samples as a person reads them`);
    t.ok(sections.length >= Math.min(read.sections, list.sections.length), `${list.file}: ${sections.length} of ${list.sections.length} sections`);
  }
});
