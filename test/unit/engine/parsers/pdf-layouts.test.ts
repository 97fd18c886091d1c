import t from 'tap';
import { parsePdf } from '../../../../engine/parsers/pdf.ts';
import { finished } from '../../../../engine/parsers/pdf-layout/report.ts';
import type { Table } from '../../../../engine/parsers/table.ts';
import { fileStructure } from '../../../../engine/structure/products.ts';
import {
  bracketsUnderThePrices,
  codesBesideTheirKind,
  countsOnTheirOwnLine,
  designerCatalogue,
  glassAndBottlePrices,
  headerlessPrintList,
  headerUnderEachHeading,
  noteDownTheSide,
  plainLinesList,
  pricesByFormat,
  pricesBySize,
  productCards,
  proseLetter,
  roomRatesMatrix,
  scannedPdf,
  sectionedPriceList,
  shadedHeadings,
  sideBySideList,
  snackBarColumns,
  tablesUnderTheirHeaders,
  texEuroMenu,
  tokenPricedColumns,
  fromPricedCards,
  leastPriceUnderHeadings,
  netAndGross,
  pricesByTheJar,
  twoCupPrices,
  twoItemsALine,
  twoLineHeadings,
  wrappedNamesTable,
} from '../../../fixtures/pdf-layouts.ts';
import { refusal } from '../../../helpers/refusal.ts';

const column = (table: Table, name: string) => table.rows.map((row) => row[table.headers.indexOf(name)]);

t.test('a list in two sections, each a heading and its own header: one row per product, its section, per-unit prices, a price run into its name split off', async (t) => {
  const table = await parsePdf(await sectionedPriceList());
  t.same(table.headers, ['Item', 'Price', 'Unit', 'Section']);
  t.same(column(table, 'Item'), ['Apples (Gala)', 'Bananas', 'melons', 'Pineapple', 'Strawberries', 'Carrots', 'Cabbage', 'spring onions', 'Potatoes'], 'headings, repeated headers and the title are no products');
  t.same(column(table, 'Price'), ['40/kg', '30/dozen', '200/dozen', '50/piece', '120/kg', '25/kg', '35/piece', '15/bunch', '20/kg']);
  t.same(column(table, 'Unit'), ['kg', 'dozen', 'dozen', 'piece', 'kg', 'kg', 'piece', 'bunch', 'kg'], 'the unit each price is per, for a price-unit field');
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

t.test('two columns of sections side by side sharing their lines: the left column read, then the right one, each name with its own price and section', async (t) => {
  const table = await parsePdf(await snackBarColumns());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(column(table, 'Name'), ['Patat klein', 'Patat shoarma', 'Patat stoofvlees', 'Frikandel', 'Kroket', 'Broodje Ei', 'Broodje Shoarma', 'Broodje Kroket', 'Broodje Frikandel', 'Mayonaise'], 'headings are no products nor the start of a name');
  t.same(column(table, 'Price'), ['2.85', '8.95', '8.95', '2.25', '2.50', '2.50', '8.50', '3.25', '3.25', '0.50'], 'a sandwich keeps its 8.50 beside the chips at 8.95');
  t.same([...new Set(column(table, 'Section'))], ['PATAT', 'SNACKS', 'BROODJES', 'SAUZEN']);
  t.equal(table.layout?.sure, true);
});

t.test('a list without a header over two pages: descriptions over lines beside one price, prices written 5.-, 12,–, € 8, 40 EUR', async (t) => {
  const table = await parsePdf(await headerlessPrintList());
  t.same(table.headers, ['Name', 'Price'], 'named by what the columns hold');
  t.equal(table.rows.length, 8);
  t.same(table.rows[0], ['Flyer A5 digital print, 100 copies on 135 g paper', '5.-']);
  t.same(column(table, 'Price').slice(0, 4), ['5.-', '12,–', '€ 8', '40 EUR']);
  t.same(table.rows[4], ['Roll-up banner (express) 85 × 200 cm with its bag', '40 EUR']);
  t.equal(table.layout?.sure, true);
});

t.test('two items on each line, each its own amount: two rows, the unit each price is per written', async (t) => {
  const table = await parsePdf(await twoItemsALine());
  t.same(table.headers, ['Name', 'Price', 'Unit', 'Section']);
  t.same(table.rows, [
    ['Lemonade', '4.00/l', 'l', 'Drinks'],
    ['Apple juice', '3.50/l', 'l', 'Drinks'],
    ['Iced tea', '3.00/l', 'l', 'Drinks'],
    ['Butter cookies', '6.00 per dozen', 'dozen', 'Cookies'],
    ['Oat cookies', '5.50 per dozen', 'dozen', 'Cookies'],
    ['Ginger snaps', '4.80 per dozen', 'dozen', 'Cookies'],
  ]);
});

t.test('prices by size under size labels: a row a size, the size written, the name the same (one product, its variants)', async (t) => {
  const table = await parsePdf(await pricesBySize());
  t.same(table.headers, ['Name', 'Price', 'Size', 'Section']);
  t.same(table.rows.slice(0, 3), [
    ['Mayonnaise', '0.50', 'S', 'Sauces'],
    ['Mayonnaise', '1.00', 'M', 'Sauces'],
    ['Mayonnaise', '1.50', 'L', 'Sauces'],
  ]);
  t.same(table.rows.slice(9), [
    ['Milkshake', '3.00', 'klein', 'Milkshakes'],
    ['Milkshake', '3.50', 'middel', 'Milkshakes'],
    ['Milkshake', '4.00', 'groot', 'Milkshakes'],
  ]);
  const products = fileStructure(table.headers, table.rows).products;
  t.equal(products.length, 4, 'four products');
  t.same(products[3]?.variants, [9, 10, 11], 'the milkshake sold in three sizes');
});

t.test('two tables each under its own header: each read on its own columns, names under names and prices under prices, each in its section', async (t) => {
  const table = await parsePdf(await tablesUnderTheirHeaders());
  t.same(column(table, 'Product'), ['Basic', 'Business', 'Mini', 'Starter', 'Instagram post']);
  t.same(column(table, 'Price/month'), ['CHF 35.–', 'CHF 85.–', 'CHF 20.–', 'CHF 30.–', 'CHF 5.– / post'], 'the prices of the second table under those of the first');
  t.same(column(table, 'Section'), ['Subscriptions', 'Subscriptions', 'One-off products', 'One-off products', 'One-off products']);
  t.equal(column(table, 'Unit')[4], 'post', 'a price per a thing the units do not know');
});

t.test('a TeX-made menu: the euro drawn as an e is the euro sign, a raised degree sign stays on its line', async (t) => {
  const table = await parsePdf(await texEuroMenu());
  t.same(table.rows, [
    ['Jupiler (5.2°)', '2.50 €'],
    ['Duvel (8.5°)', '3.50 €'],
    ['Chimay Bleue (9°)', '3.50 €'],
  ]);
});

t.test('headings set apart only by a shaded cell, in the font of the items: sections, not the end of a name', async (t) => {
  const table = await parsePdf(await shadedHeadings());
  t.same(column(table, 'Item'), ['consultation', 'composite filling', 'temporary filling', 'root canal, one canal', 'root canal, two canals', 'scaling, both arches']);
  t.same([...new Set(column(table, 'Section'))], ['conservative dentistry', 'endodontics', 'periodontics']);
});

t.test('a letter is no price list: the layout says it is unsure', async (t) => {
  const table = await parsePdf(await proseLetter());
  t.equal(table.layout?.sure, false);
});

t.test('a bottle sold only by the bottle: its one price, in the second column of prices, is its price', async (t) => {
  const table = await parsePdf(await glassAndBottlePrices());
  const magnum = table.rows.find((row) => row[0] === 'Grey Goose Magnum');
  t.equal(magnum?.[table.headers.indexOf(table.layout?.price_column ?? '')], '250');
  t.equal(table.layout?.rows_without_price, 0);
  t.same(column(table, table.headers[2] as string), ['', '', '', '', '75', '125', '', '85'], 'the others keep their bottle price beside the glass');
});

t.test('a second count alone on the line under a name ending in the first: one product in two sizes', async (t) => {
  const table = await parsePdf(await countsOnTheirOwnLine());
  t.same(table.rows, [
    ['Kaassoufflé', '2.50', ''],
    ['Bitterballen', '5.50', '6 stuks'],
    ['Bitterballen', '9.50', '12 stuks'],
    ['Frikandel', '2.40', ''],
  ]);
  t.same(table.headers.slice(1), ['Price', 'Size']);
});

t.test('a matrix of rooms by season, prices written "170pln": a row a room and season, the room its name, the season its size', async (t) => {
  const table = await parsePdf(await roomRatesMatrix());
  t.same(table.headers, ['Name', 'Price', 'Size'], 'a Polish price in lower case, glued to its number, is a price; the seasons, on lines of their own, are no price column');
  t.equal(table.rows.length, 16, 'four rooms in four seasons');
  t.same(table.rows[0], ['Liliowa roza 2 os', '170pln', '9 lipca - 19 sierpnia'], 'rows named by months: the products are over the columns');
  t.same(table.rows[11], ['Apartament Waniliowa roza 2+2 os', '200pln', 'czerwiec, wrzesien, Boze cialo'], 'a label going on after a comma goes on below, however far: no heading');
  t.same(table.rows[12], ['Liliowa roza 2 os', '80pln', 'pozostale dni roku'], 'a period named without a month, in a matrix of months');
  t.match(table.layout, { sections: [], mixed_columns: [], sure: true });
});

t.test('two lists in drink tokens less than a font size apart: read apart, "1 bon" a price, a note in brackets its row’s', async (t) => {
  const table = await parsePdf(await tokenPricedColumns());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(table.rows, [
    ['Cola', '1 bon', 'Frisdrank'],
    ['Fanta', '1 bon', 'Frisdrank'],
    ['Ice-Tea', '1 bon', 'Frisdrank'],
    ['Duvel', '2 bonnen', 'Bier'],
    ['Karmeliet', '2 bonnen', 'Bier'],
    ['Partysnacks', '2 bonnen', 'Om te eten'],
    ['Nacho’s (vegetarisch)', '4 bonnen', 'Om te eten'],
    ['Mini-loempia’s', '2 bonnen', 'Om te eten'],
    ['Hotdog', '3 bonnen', 'Om te eten'],
  ]);
  t.equal(table.layout?.sure, true);
});

t.test('prices by format under labels beside a heading: a letterhead over the columns, a sentence across them and a second heading leave the sizes as they are', async (t) => {
  const table = await parsePdf(await pricesByFormat());
  t.same(table.headers, ['Name', 'Price', 'Size', 'Section']);
  t.same(
    table.rows.slice(0, 2),
    [
      ['1 - 10', '2,00', 'A4', 'ilosc egzemplarzy'],
      ['1 - 10', '4,00', 'A3', 'ilosc egzemplarzy'],
    ],
    'a sentence ending in a colon over the columns names no size',
  );
  t.same(
    table.rows.slice(-2),
    [
      ['300 g.', '0,80', 'A4', 'doplata za material'],
      ['300 g.', '1,60', 'A3', 'doplata za material'],
    ],
    'a heading over rows priced in the same formats keeps them',
  );
  t.equal(table.rows.length, 10);
});

t.test('words within brackets reaching under the prices stay with the name they open in', async (t) => {
  const table = await parsePdf(await bracketsUnderThePrices());
  t.same(table.rows.at(-1), ['Stokbroodje Kapsalon (shoarmavlees met kaas en rauwkost)', '9.50']);
  t.equal(table.rows.length, 4);
});

t.test('two unlabelled prices a row, the one-price rows set under the second: the first is the price', async (t) => {
  const table = await parsePdf(await twoCupPrices());
  t.same(table.rows, [
    ['Cappuccino', '36,-', '39,-'],
    ['Espresso', '29,-', '35,-'],
    ['Chai latte', '42,-', ''],
    ['Te', '33,-', ''],
    ['Mocca', '36,-', '39,-'],
    ['Cola', '41,-', ''],
  ]);
  t.equal(table.layout?.price_column, 'Price');
});

t.test("a price column per quantity ('Price/250g', 'Price/1Kg'): a row a size, the quantity its size; prices in a sign several countries share ('Rs 130') read, in no currency", async (t) => {
  const table = await parsePdf(await pricesByTheJar());
  t.same(table.headers, ['No', 'Item', 'Price', 'Size'], "the price column holds every size's price");
  t.same(
    table.rows.map((row) => row.slice(1)),
    [
      ['Tender Mango Pickle', 'Rs 130', '250g'],
      ['Tender Mango Pickle', 'Rs 260', '500g'],
      ['Tender Mango Pickle', 'Rs 500', '1Kg'],
      ['Garlic Pickle', 'Rs 50', '100g'],
      ['Garlic Pickle', 'Rs 125', '250g'],
      ['Garlic Pickle', 'Rs250', '500g'],
      ['Garlic Pickle', 'Rs 500', '1Kg'],
      ['Lemon Pickle', 'Rs 60', '250g'],
      ['Lemon Pickle', 'Rs 120', '500g'],
      ['Lemon Pickle', 'Rs 240', '1Kg'],
      ['Fish Pickle', 'Rs 100', '100g'],
      ['Fish Pickle', 'Rs 225', '250g'],
      ['Fish Pickle', 'Rs 450', '500g'],
      ['Fish Pickle', 'Rs 900', '1Kg'],
    ],
  );
  t.equal(table.layout?.name_column, 'Item');
});

t.test("a price said twice by its tax basis ('exkl. MwSt  inkl. MwSt') is one row, the price before tax, no sizes", async (t) => {
  const table = await parsePdf(await netAndGross());
  t.same(table.headers.slice(1, 3), ['exkl. MwSt', 'inkl. MwSt']);
  t.same(
    table.rows.map((row) => row.slice(0, 3)),
    [
      ['Grundgebühr von 7.00 bis 19.00 Uhr', '€ 90,--', '108,--'],
      ['Leer- und Schleppkilometer', '€ 2,30', '2,76'],
      ['Fahrzeugentsorgung PKW', '€ 110,--', '132,--'],
    ],
  );
  t.equal(table.layout?.price_column, 'exkl. MwSt');
});

t.test("the least a section asks under its heading ('À PARTIR DE 100€') is no item: the heading is the section of the items under it", async (t) => {
  const table = await parsePdf(await leastPriceUnderHeadings());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(table.rows, [
    ['Carte de visite recto seul', '80€', 'CARTES DE VISITE'],
    ['Carte de visite recto et verso', '110€', 'CARTES DE VISITE'],
    ['Flyers A6 recto seul', '100 €', 'FLYERS'],
    ['Flyers A5 recto seul', '130 €', 'FLYERS'],
    ['Flyers A4 recto seul', '190 €', 'FLYERS'],
  ]);
});

t.test("a card's only price, a 'from' price under its name ('ab 25 €'), is its price", async (t) => {
  const table = await parsePdf(await fromPricedCards());
  t.same(
    table.rows.map((row) => row.slice(0, 2)),
    [
      ['Gartenstuhl', 'ab 25 €'],
      ['Gartentisch', 'ab 40 €'],
      ['Sonnenschirm', 'ab 60 €'],
    ],
  );
});

t.test('a heading set larger than the dishes over two lines is one section', async (t) => {
  const table = await parsePdf(await twoLineHeadings());
  t.same([...new Set(column(table, 'Section'))], ['SMÖRGÅSAR', 'NYGRÄDDADE BAGUETTER', 'SALLADER']);
  t.equal(table.rows.length, 7);
  t.match(table.layout, { fragments: 0, sure: true });
});

t.test('names holding prices (a column of prices read into them) mark the name column mixed, and the reading unsure', async (t) => {
  const names = ['9 lipca 170pln - 19 sierpnia', '24 czerwca 140pln - 8 lipca', 'pozostale 80pln dni roku'];
  const rows = names.map((name, i) => ({ cells: [name, `${150 + i}pln`], section: '', size: '' }));
  const { layout } = finished({ header: undefined, width: 2, price: 1, rows, fragments: 0 }, 1);
  t.same(layout.mixed_columns, ['Name']);
  t.equal(layout.sure, false);
});

t.test("a header over each section but the first, the price named by its tax basis alone ('SIN IVA'): the first section's rows above it are rows, a row's unit run into one is still the header, a web address heads nothing", async (t) => {
  const table = await parsePdf(await headerUnderEachHeading());
  t.same(table.headers, ['TIPO', 'DESCRIPCION', 'Column 3', 'SIN IVA', 'Section']);
  t.same(column(table, 'TIPO'), ['Barra Tybo', 'Cremoso Tonutti', 'Queso Brie', 'Bondiola', 'Chorizo Candelario', 'Salsa Barbacoa x 3kg', 'Savora Tradicional x 3Kg', 'Harina 0000 Pureza']);
  t.same(column(table, 'SIN IVA'), ['$ 325,44', '$ 282,28', '$ 494,50', '$ 735,69', '$ 390,88', '$ 439,24', '$ 512,10', '$ 52,47']);
  t.same(column(table, 'Section'), ['', '', '', 'Fiambres', 'Fiambres', 'Aderezos', 'Aderezos', 'Harinas']);
  t.equal(table.layout?.sure, true);
});

t.test("a kind said again on each row ('HEXA') names no product where a code tells the rows apart; a banner framed or led by marks (':: HEXA GLASS ::', '¦ PLAIN GLASS') is a section by its words", async (t) => {
  const table = await parsePdf(await codesBesideTheirKind());
  t.same(column(table, table.layout?.name_column ?? ''), ['HX1810', 'HX1812', 'HX2012', 'HX2015', 'HX2022', 'PL2017', 'PL2031', 'PL2266', 'PL2210']);
  t.same(column(table, table.layout?.price_column ?? ''), ['30.80', '31.80', '33.00', '37.40', '30.25', '39.60', '41.25', '44.00', '27.50']);
  t.same(column(table, 'Section'), ['HEXA GLASS', 'HEXA GLASS', 'HEXA GLASS', 'HEXA GLASS', 'HEXA GLASS', 'PLAIN GLASS', 'PLAIN GLASS', 'PLAIN GLASS', 'PLAIN GLASS']);
});

t.test("a catalogue of cards, each price stated under its label at the card's foot ('Valor unitário: R$3,65'): a row a card, named by its title, no label in its name; a section's number opening its heading numbers no page", async (t) => {
  const table = await parsePdf(await productCards());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(
    column(table, 'Name').map((name) => name?.split(' Características')[0]),
    ['1.1 SEXTAVADO LISO 8 CM', '1.2 SEXTAVADO LISO 6 CM', '1.3 INTERTRAVADOS', '2.1 XADREZ', '2.2 REVESTIMENTO RÚSTICO'],
  );
  t.notOk(column(table, 'Name').some((name) => name?.includes('Valor')));
  t.same(column(table, 'Price'), ['R$3,65', 'R$3,35', 'R$1,30', 'R$7,20', 'R$10,00']);
  t.same(column(table, 'Section'), ['1. PISOS', '1. PISOS', '1. PISOS', '2. REVESTIMENTOS', '2. REVESTIMENTOS']);
});

t.test("a sentence set down the side of the rows, a few words a line ('Es ist' / 'möglich,' / … 'Stelle.'), is a note: no heading, no row's name", async (t) => {
  const table = await parsePdf(await noteDownTheSide());
  t.same(column(table, 'Name'), ['Apple Pencil für iPad (A16)', 'Apple Pencil Pro für iPad Air (M3)', 'LAMY Pencil safari note+', 'Logitech Crayon silver (USB-C)', 'Apple 20W USB-C Power Adapter', 'Formcase 20W USB-C Power Adapter', 'Otterbox Symmetry Folio für iPad (A16)', 'Formcase Flip Cover für iPad (A16)']);
  t.same(table.layout?.sections, ['Pencils', 'Ladeadapter (Netzteil)', 'Hüllen']);
  t.equal(table.layout?.sure, true);
});

t.test('a scan is refused with its own code', async (t) => {
  t.equal(await refusal(parsePdf(await scannedPdf())), 'pdf_scanned');
});
