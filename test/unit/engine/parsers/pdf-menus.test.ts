import t from 'tap';
import { meaningOf } from '../../../../engine/lexicon/names.ts';
import { unitIn } from '../../../../engine/lexicon/units.ts';
import { documentLanguageOf } from '../../../../engine/lexicon/words.ts';
import { parsePdf } from '../../../../engine/parsers/pdf.ts';
import { amountOf, isFromPrice, isStatedAmount, labelledPrice, labelledPrices, readingIn, slashedPrices, trailingPrice } from '../../../../engine/parsers/pdf-layout/amounts.ts';
import { isNumbering, isYears } from '../../../../engine/parsers/pdf-layout/number-columns.ts';
import { headingOf, ownersOf } from '../../../../engine/parsers/pdf-layout/blocks.ts';
import type { Placed } from '../../../../engine/parsers/pdf-layout/placed.ts';
import { finished, nameColumn } from '../../../../engine/parsers/pdf-layout/report.ts';
import { partsOf } from '../../../../engine/parsers/pdf-layout/tables.ts';
import type { Line } from '../../../../engine/parsers/pdf-layout/text-lines.ts';
import { shadesOf } from '../../../../engine/parsers/pdf-layout/shades.ts';
import { withoutOverprints } from '../../../../engine/parsers/pdf-layout/overprints.ts';
import { loadPdfJs } from '../../../../engine/parsers/pdfjs.ts';
import type { Table } from '../../../../engine/parsers/table.ts';
import { parseQuantity } from '../../../../engine/quantities/quantity.ts';
import {
  artPriceList,
  barePricesAfterDashes,
  barePricesAfterNames,
  barPricedMenu,
  bottleAndGlassUnderOneLabel,
  bracketedSizesList,
  capitalNamesOverSentences,
  capitalNamesOverTwoLines,
  crownMenu,
  currencyUnderPrices,
  dashLeaders,
  dayHeadingsSetLarge,
  descriptionsSetSmaller,
  discountedRates,
  dishesOverDescriptions,
  dishesPricedUnderTheirDescriptions,
  dishesWithOptions,
  feesUnderRepeatedHeaders,
  gluedPricesOverDescriptions,
  groupsWithTitleBlocks,
  headerNamesOverTwoLines,
  headersWrappedOtherwise,
  headingGoingOnOverAPage,
  headingOverOneDish,
  headingsBesideLabels,
  headingsCentredOverColumns,
  headingsDrawnTwice,
  headingsOverTranslationsAndSentences,
  tablesLabelledUnderTheirHeadings,
  rowsCentredOnTwoLineNames,
  servedWithUnderNames,
  measuredSizesList,
  kernedLetterSpacedRates,
  taxBasesOverPrices,
  twoAmountsInACell,
  threeColumnsRightStartsLower,
  bottleAndGlassPrices,
  labelsBeforePricesOwnLines,
  draughtOverTwoColumnsOfBottles,
  pricesByNightsStayed,
  oneColumnOverTwo,
  headingsMarkedForTheFoot,
  headingsOverDescribedRows,
  headingsOverTheirTranslations,
  headingsSideBySideRunTogether,
  justifiedDishes,
  kindsAcrossPrices,
  labelledSizesInOneRun,
  labelsOverBulletedItems,
  letterSpacedDishes,
  letterSpacedMenu,
  listBesideSectionPriced,
  listGoingOnInANarrowerColumn,
  measuresWithSlashes,
  menuBesideLetterhead,
  namesGoingOn,
  namesOverDescriptions,
  namesTakenUp,
  namesWithAllergenMarks,
  netAndFinalPrices,
  numberedColumnsOfSizes,
  numberedDishesUnderAPricedHeading,
  numberedItemsOverBulletedLines,
  numberedNamesOverDescriptions,
  oneTableThenTwo,
  packagesBeforeAndAfterDiscount,
  paragraphAmongRows,
  pricesByHowSold,
  pricesCentredOnBlocks,
  pricesCentredOnTheirNames,
  pricesCentredUnderNames,
  pricesInLatinNineEuros,
  pricesRunOnAfterNames,
  pricesSetUnderTheirNames,
  pricesUnderNames,
  ratesUnderLabels,
  sectionPrices,
  sectionTablesOfTheirOwnWidths,
  sentencesOverTheList,
  setMenusPricedAtTheirFoot,
  sideNamedBands,
  sideNamesCentredOnTheirGroups,
  headingsOverDrawnRules,
  priceUnderEachHeading,
  sidesAcrossABand,
  signedPricesEndingNames,
  sizeLabelsInOneRun,
  sizesNamedAsSizes,
  sizesOverAListOfNames,
  sizesPartedByBars,
  sizesUnderANameAlone,
  slashedSizePrices,
  smallCapitalHeadings,
  stockHeadedBySign,
  tablesUnderUnknownLabels,
  textInBoxesAdded,
  tileBoard,
  translatedHeadings,
  twoColumnsOfPricedNames,
  twoShortListsFlushRight,
  weightsBesideALargerHeading,
  wideTableUnderOneHeader,
  winesAfterTheirVintage,
  sizesLabelledBesideTheNames,
  pricesByServiceAboveTwoLists,
  threeColumnsTheMiddleShorter,
  headingsWithTheirNotes,
  dishesThenWinesBySize,
  labelsOverTheRightListOnly,
} from '../../../fixtures/pdf-menus.ts';

const column = (table: Table, name: string) => table.rows.map((row) => row[table.headers.indexOf(name)]);
/** The rows' cells under the named columns, in that order. */
const cellsUnder = (table: Table, names: readonly string[]) => table.rows.map((row) => names.map((name) => row[table.headers.indexOf(name)]));

t.test("a sign several countries share ('kr') is the currency of the file's language, none when it is not known", async (t) => {
  t.equal(unitIn('kr', 'sv'), 'SEK');
  t.equal(unitIn('Kr.', 'da'), 'DKK');
  t.equal(unitIn('kr', undefined), undefined);
  t.equal(unitIn('kr', 'de'), undefined);
  t.equal(unitIn('€', undefined), 'EUR', 'a sign of one currency is read in any language');
  t.same(parseQuantity('35 kr', '.', 'sv'), { value: 35, index: 0, unit: 'SEK' });
  t.same(parseQuantity('kr 35', '.', 'da'), { value: 35, index: 0, unit: 'DKK' });
  t.equal(parseQuantity('35 kr', '.'), undefined);
  t.equal(parseQuantity('KR-114', '.', 'sv'), undefined, 'letters glued to digits by a hyphen are a reference');
  t.equal(parseQuantity('EUR-2020', '.'), undefined);
  t.same(parseQuantity('€ -5', '.'), { value: -5, index: 0, unit: 'EUR' }, 'a minus set apart is still a sign');
});

t.test("a document's language: several of its function words, twice any other language's", async (t) => {
  t.equal(documentLanguageOf('Alla våra smörgåsar är nybakade och serveras till kaffe. Dessa och andra av våra kakor.'), 'sv');
  t.equal(documentLanguageOf('Kaffe og te og kake og vafler og boller'), undefined, 'one word repeated, a neighbour language may share it');
  t.equal(documentLanguageOf('Fralla ost 32/35 kr'), undefined);
  t.equal(documentLanguageOf('Brötchen mit Käse oder Schinken und Salat, für die Schule und den Tag. A, G: Brötchen. Cola 0,5 l, Fanta 0,5 l, Sprite 0,5 l, Wasser 0,5 l, Saft 0,2 l, Milch 0,2 l'), 'de', "letters alone are codes and units ('A, G', '0,5 l'), not French's 'l'");
  t.equal(
    documentLanguageOf('Pension de base. Séance de travail, séance de longe, sortie au paddock. Les heures ne sont pas reportées, il est possible de transformer une heure en séance de travail. Coaching de concours, forfait de transport.'),
    'fr',
    "a word two languages have says neither ('de', Portuguese's and Spanish's too): French by the words they lack",
  );
});

t.test('a Swedish menu reads its prices in crowns; in a file of no known language they are prices still, their crown not told', async (t) => {
  const items: [string, string][] = [
    ['Fralla ost', '32/35 kr'],
    ['Räksmörgås', '85/95 kr'],
    ['Kladdkaka med grädde', '45/49 kr'],
  ];
  const swedish = await parsePdf(await crownMenu('Alla våra smörgåsar är nybakade och serveras till kaffe eller te, även på helger.', items));
  t.same(column(swedish, 'Price'), ['32/35 kr', '85/95 kr', '45/49 kr']);
  t.equal(swedish.layout?.price_column, 'Price');
  const unknown = await parsePdf(await crownMenu('Fralla, räksmörgås, kladdkaka.', items));
  t.equal(unknown.layout?.price_column, 'Price', "'kr' says a price, whichever country's");
  t.same(column(unknown, 'Price'), ['32/35 kr', '85/95 kr', '45/49 kr']);
});

t.test("a price given once in a section's heading, or on the line under it, is each name's under it", async (t) => {
  const table = await parsePdf(await sectionPrices());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(table.rows, [
    ['Margherita', '9,50 €', 'Pizzas'],
    ['Regina', '9,50 €', 'Pizzas'],
    ['Quattro formaggi', '9,50 €', 'Pizzas'],
    ['Calzone', '9,50 €', 'Pizzas'],
    ['Carbonara', '8,00 €', 'Pâtes'],
    ['Bolognaise', '8,00 €', 'Pâtes'],
    ['Arrabbiata', '8,00 €', 'Pâtes'],
    ['Eau minérale', '2,00 €', 'Boissons'],
    ['Limonade', '2,50 €', 'Boissons'],
    ['Bière pression', '3,50 €', 'Boissons'],
  ]);
  t.equal(table.layout?.sure, true);
});

t.test('a name set larger than its description, its own price beside it, is no section priced once', async (t) => {
  const table = await parsePdf(await namesOverDescriptions());
  t.same(
    table.rows.map((row) => row.slice(0, 2)),
    [
      ['Vanilla Cake Fluffy vanilla cake with vanilla buttercream icing', '$70'],
      ['Espresso This one will have you awake all night long', '$50'],
      ['Lemon Drizzle Simple yet moist lemon cake with a tart icing', '$40'],
    ],
  );
});

t.test('a description set smaller than the rows is no heading: its lines set apart go on with the dish above', async (t) => {
  const table = await parsePdf(await descriptionsSetSmaller());
  t.same(table.rows, [
    ['Ham Toast ham and cheese baked in the oven', '6,50 €', 'Toasts'],
    ['Mushroom Toast fresh mushrooms, onions and cheese (vegetarian)', '7,80 €', 'Toasts'],
    ['Chocolate a recreation of the cake without the tears', '5,00 €', 'Cakes'],
    ['Carrot classic carrot cake with cream cheese', '4,00 €', 'Cakes'],
  ]);
  t.equal(table.layout?.fragments, 0);
});

t.test("a dish's name over its options (set in, after a bullet, in brackets), even standing alone, is no heading: a row an option, the option its size", async (t) => {
  const table = await parsePdf(await dishesWithOptions());
  t.same(table.headers, ['Name', 'Price', 'Size', 'Section']);
  t.same(table.rows, [
    ['Mixed salad Cucumber / Tomato / Croutons', '7,50 €', 'small', 'Starters'],
    ['Mixed salad', '10,90 €', 'large', 'Starters'],
    ['Caesar salad Romaine / Parmesan', '11,90 €', '', 'Starters'],
    ['Caesar salad', '16,90 €', 'with chicken', 'Starters'],
    ['Tomato soup', '4,50 €', '', 'Starters'],
    ['Generous seasonal mixed salad platter with sourdough croutons', '9,80 €', 'with ham', 'Starters'],
    ['Generous seasonal mixed salad platter with sourdough croutons', '10,50 €', 'with tuna', 'Starters'],
    ['Titanium bar', '300 €', '(2-4 pieces)', 'BRIDGES'],
    ['Titanium bar', '700 €', '(9-12 pieces)', 'BRIDGES'],
  ]);
  t.equal(table.layout?.sure, true);
});

t.test("a heading on the line of a label over a column of prices ('Trousers   Price with lining') heads the rows under it, even right under a row", async (t) => {
  const table = await parsePdf(await headingsBesideLabels());
  t.same(column(table, 'Name'), ['shorten by machine', 'shorten by hand', 'take in the side seam', 'new zip', 'mend the crotch', 'shorten by machine', 'take in at the waist', 'new zip', 'new button', 'shorten the sleeves', 'new zip']);
  t.same(column(table, 'Price'), ['€ 7,00', '€ 10,00', '€ 13,00', '€ 10,00', '€ 5,00', '€ 8,00', '€ 11,00', '€ 10,00', '€ 2,00', '€ 17,00', '€ 20,00']);
  t.same(column(table, 'Section'), ['Trousers', 'Trousers', 'Trousers', 'Trousers', 'Trousers', 'Skirt', 'Skirt', 'Skirt', 'Skirt', 'Coat', 'Coat']);
  t.equal(table.layout?.sure, true);
});

t.test('a list beside a column of sections of its own (headings set larger, its prices given in them) is read apart from it', async (t) => {
  const table = await parsePdf(await listBesideSectionPriced());
  t.same(column(table, 'Name'), ['Cheese roll', 'Ham and cheese roll', 'Prawn sandwich', 'Chicken bagel', 'Salami bagel', 'Meatballs with mashed potatoes', 'Fried sausage with two eggs', 'Potato hash with beetroot', 'Pancakes with bacon']);
  t.same(column(table, 'Price'), ['3.20', '4.90', '8.50', '6.50', '5.50', '8.90', '8.90', '8.90', '8.90']);
  t.same([...new Set(column(table, 'Section'))], ['SANDWICHES', 'HOME COOKING']);
});

t.test("two short lists side by side: a heading reaching into the space between them, a name starting in it, don't hide it", async (t) => {
  const table = await parsePdf(await twoShortListsFlushRight());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(column(table, 'Name'), ['Croissant', 'Couque au chocolat', 'Waffle', 'Potato Chips', 'Club (ham, cheese, veggies and mayo)', 'Curry Chicken', 'Tuna', 'Veggie (grilled veggies)']);
  t.same(column(table, 'Price'), ['1.00', '1.20', '1.50', '1.00', '4.00', '4.50', '4.20', '3.80']);
  t.same([...new Set(column(table, 'Section'))], ['Pastries and snacks', 'Sandwiches']);
});

t.test("a table's column of years is no second price; a price set above its title's line joins it; a work whose price is 'N/A' is a row", async (t) => {
  const table = await parsePdf(await artPriceList());
  t.same(table.headers, ['TITLE', 'DATE', 'MEDIUM', 'PRICE']);
  t.same(table.rows, [
    ['MIRROR MIRROR', '2026', 'Oil on canvas', '£750'],
    ['COW PAAT / 1', '2026', 'Mixed media', '£1,500 (SOLD)'],
    ['CAPTION CONTEST', '2025', 'Ink on paper', 'N/A'],
    ['COW PAAT / 2', '2026', 'Mixed media', '£1,900 (SOLD)'],
  ]);
});

const TILES: [string, string][] = [
  ['Caprisun', '5kr'],
  ['Instant noodles', '10kr'],
  ['Plain bun', '5kr'],
  ['Whole bun', '10kr'],
  ['Cocoa', '5kr'],
  ['Billy pizza Original', '15kr'],
];

t.test("a board of tiles, each price over or under its name ('5kr' over 'Caprisun'), is read a tile a row, left to right", async (t) => {
  for (const pricesUnder of [false, true]) {
    const table = await parsePdf(await tileBoard(TILES, pricesUnder));
    t.same(
      column(table, 'Name'),
      TILES.map(([name]) => name),
      pricesUnder ? 'prices under' : 'prices over',
    );
    t.same(
      column(table, 'Price'),
      TILES.map(([, price]) => price),
    );
    t.equal(table.layout?.sure, true);
  }
});

t.test('a line of size labels over one line of prices is no board of tiles', async (t) => {
  const table = await parsePdf(
    await tileBoard(
      [
        ['Small', '3,00 €'],
        ['Medium', '3,50 €'],
        ['Large', '4,00 €'],
      ],
      true,
    ),
  );
  t.not(column(table, 'Name').join(' '), 'Small Medium Large');
});

t.test('two columns parted by a title across the page: each goes on in its own section under it; a price set lower than its name is still its row', async (t) => {
  const table = await parsePdf(await sidesAcrossABand());
  const rows = table.rows.map((row) => [row[table.headers.indexOf('Name')], row[table.headers.indexOf('Price')], row[table.headers.indexOf('Section')]]);
  t.same(rows.slice(-4), [
    ['armpits', '€ 15', 'Waxing'],
    ['bikini', '€ 15', 'Waxing'],
    ['lower legs', '€ 27', 'Waxing'],
    ['arms', '€ 22', 'Waxing'],
  ]);
  t.same(
    rows.slice(0, 3).map(([, , section]) => section),
    ['Nails', 'Nails', 'Nails'],
  );
  t.same(
    rows.slice(6, 9).map(([, , section]) => section),
    ['Pedicure', 'Pedicure', 'Pedicure'],
  );
});

t.test("a name over the priced line that takes it up ('Käsebrötchen' over 'mit Aufschnitt  2,50 €') is one row, never a heading", async (t) => {
  const table = await parsePdf(await namesTakenUp());
  t.same(column(table, 'Name'), ['Schinkenbrötchen', 'Käsebrötchen mit Aufschnitt', 'Belegtes Bagel mit Käse oder Schinken', 'Eibrötchen (C)', 'Cola 0,5 l', 'Wasser 0,5 l', 'Apfelschorle 0,5 l']);
  t.same(table.layout?.sections, ['Belegte Brötchen', 'Getränke']);
});

t.test("a name's line that goes on ('… „Amsterdam“ mit', '… Champignons,') is the start of the next row's name, never a heading", async (t) => {
  const table = await parsePdf(await namesGoingOn());
  t.same(column(table, 'Name'), ['Schweineschnitzel mit Rahmsoße Pommes frites und Salat', 'kleines Schnitzel „Amsterdam“ mit Tomaten und Käse überbacken Pommes frites und Salat', 'Putensteak mit Kräuterbutter Pommes frites und Salat', '„Dernauer Schnitzel“ mit frischen Champignons, geschmorten Zwiebeln und Salat']);
  t.same(column(table, 'Price'), ['12,50 €', '11,80 €', '13,80 €', '13,90 €']);
  t.equal(table.layout?.sections.length, 0, 'no dish read as a section');
});

t.test('names each over its price on the next line, in one font: a row each, a heading known by no price after it, a name ending a page priced on the next', async (t) => {
  const table = await parsePdf(await pricesUnderNames());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(table.rows, [
    ['Bike inspection', '120 PLN', 'General service'],
    ['Bike and drivetrain wash', '50 - 80 PLN', 'General service'],
    ['Drivetrain wash', '30 PLN', 'General service'],
    ['Brake adjustment', '25 PLN', 'Brakes'],
    ['Brake pad replacement', '40 PLN', 'Brakes'],
    ['Hydraulic brake bleed', '70 - 90 PLN', 'Brakes'],
    ['Brake fitting', '130 PLN', 'Brakes'],
    ['Wheel truing', '30 - 100 PLN', 'Wheels'],
    ['Inner tube replacement', '30 PLN', 'Wheels'],
  ]);
});

t.test("a group's name set up the side of its band of items is their section", async (t) => {
  const table = await parsePdf(await sideNamedBands());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(
    table.rows.map((row) => [row[0], row[2]]),
    [
      ['Canapés Gourmet (100 unidades)', 'CANAPÉS'],
      ['Canapés Clásicos (100 unidades)', 'CANAPÉS'],
      ['Canapés Vegetarianos (100 unidades)', 'CANAPÉS'],
      ['Canapés Mixtos (100 unidades)', 'CANAPÉS'],
      ['Mini Hamburguesas (25 unidades)', 'MINIS'],
      ['Mini Churrascos (50 unidades)', 'MINIS'],
      ['Mini Fajitas (20 unidades)', 'MINIS'],
      ['Mini Lomitos (50 unidades)', 'MINIS'],
    ],
  );
});

t.test("names set up the side of one list at one step, each centred on its group ('napoje', 'na szybko'), part it: each heads the lines centred on it", async (t) => {
  const table = await parsePdf(await sideNamesCentredOnTheirGroups());
  const section = table.headers.indexOf('Section');
  t.same(
    table.rows.map((row) => [row[0], row[section]]),
    [
      ['Herbata', 'napoje'],
      ['Kawa parzona', 'napoje'],
      ['Kawa z ekspresu', 'napoje'],
      ['Kakao', 'napoje'],
      ['Grzane wino', 'napoje'],
      ['Kisiel', 'na szybko'],
      ['Zapiekanka', 'na szybko'],
      ['Hot-dog', 'na szybko'],
      ['Zupa grochowa', 'zupy'],
      ['Zupa pomidorowa', 'zupy'],
    ],
  );
});

t.test("a rule drawn as a run of one glyph ('ßßßß…') under a heading is no text; a heading's note in capitals set smaller heads nothing and names no dish", async (t) => {
  const table = await parsePdf(await headingsOverDrawnRules());
  const section = table.headers.indexOf('Section');
  t.same(
    table.rows.map((row) => [row[0], row[section]]),
    [
      ['Le Petit Dejeuner Half french baguette, butter and jam.', 'LES BREAKFAST'],
      ['France Amerique Two eggs, sausage or bacon.', 'LES BREAKFAST'],
      ['Quiche Lorraine Bacon and swiss cheese.', 'LES QUICHES'],
      ['Quiche aux Poireaux Leeks and swiss cheese.', 'LES QUICHES'],
    ],
  );
});

t.test("a heading with its price alone under it, as large ('R$1,80 a unidade'), over flavours set smaller prices each of them: no tile of a grid", async (t) => {
  const table = await parsePdf(await priceUnderEachHeading());
  const [name, price, section] = ['Name', 'Price', 'Section'].map((header) => table.headers.indexOf(header)) as [number, number, number];
  t.equal(table.rows.length, 9);
  t.same(table.rows[0] && [table.rows[0][name], table.rows[0][price], table.rows[0][section]], ['Beijinho finalizado com coco ralado', 'R$1,80 a unidade', 'Brigadeiro tradicional']);
  t.same(table.rows[8] && [table.rows[8][name], table.rows[8][price], table.rows[8][section]], ['Queijo parmesão finalizado com goiabada', 'R$2,60 a unidade', 'Brigadeiro gourmet']);
});

t.test("a bar between a name and its price ('COLA | 33 cl: 57,-') parts them; the bar is neither's", async (t) => {
  const table = await parsePdf(await barPricedMenu());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(
    table.rows.map((row) => [row[0], row[1]]),
    [
      ['KYLLING & BACON', '170,-'],
      ['TALEGGIO, BLÅMUGGOST & BRIE', '166,-'],
      ['PULLED PORK & BARBECUE-SAUS', '179,-'],
      ['COLA 33 cl', '57,-'],
      ['OLDEN 50 cl', '59,-'],
      ['EPLEJUICE', '59,-'],
    ],
  );
});

t.test('names and prices set letter by letter read as words and amounts; a small heading so set, over rows that are not, is a heading', async (t) => {
  const table = await parsePdf(await letterSpacedMenu());
  t.same(table.headers, ['Name', 'Price', 'Section'], 'a column of euro signs alone joins the amounts beside it');
  t.same(table.rows, [
    ['MONTENEGRO', '€ 5', 'Amari e Digestivi'],
    ['AMARO DEL CAPO', '€ 5', 'Amari e Digestivi'],
    ['SPRITZ BIANCO/ROSSO', '€ 1.50', 'Amari e Digestivi'],
    ['BRANCA MENTA', '€ 4.50', 'Amari e Digestivi'],
    ['Penteado sem escova', 'R$ 140,00', 'SERVIÇOS AVULSOS'],
    ['Penteado com escova', 'R$ 160,00', 'SERVIÇOS AVULSOS'],
    ['Baby liss', 'R$ 50,00', 'SERVIÇOS AVULSOS'],
  ]);
});

t.test("a page of one table, then a page of two side by side under the same names: every row kept, 'ITEM #' a code, not the name", async (t) => {
  const table = await parsePdf(await oneTableThenTwo());
  t.same(table.headers, ['ITEM #', 'NAME', 'PRICE', 'Section']);
  t.equal(table.layout?.name_column, 'NAME');
  t.same(
    table.rows.map((row) => row.slice(0, 3)),
    [
      ['108E', '3mm Cream Pearl (Prong Set)', '$100'],
      ['65E', '3mm Pink Ice CZ', '$65'],
      ['1074E', 'Triple Ball', '$170'],
      ['848E', 'Butterfly w/ CZ', '$175'],
      ['592C', '3mm Prong CZ', '$40'],
      ['551C', '3mm Rose Bezel', '$40'],
      ['1089C', 'SS Black Cat', '$35'],
      ['032C', 'SS Crown', '$35'],
    ],
  );
});

t.test("a whole amount whose dash is written after its currency ('49 kr,-', '49 kr.-') is that amount", async (t) => {
  for (const text of ['49 kr,-', '49 kr.-', '49,- kr', 'kr 49,-']) t.equal(amountOf(text)?.value, 49, text);
  t.equal(amountOf('Glas 39 kr,-'), undefined, 'words before it make a name and its price, no amount');
  t.equal(amountOf('20:-')?.value, 20, "Sweden's dash after a colon");
  t.equal(amountOf('10:30'), undefined, 'a time is no amount');
});

t.test("a price with the words saying it is the least asked after it ('50.000 EN AD', '£20 upwards', '20 € et plus') is that price, from", async (t) => {
  for (const [text, value] of [['50.000 EN AD', 50], ['40 en adelante', 40], ['£20 upwards', 20], ['20 € et plus', 20], ['15 € und mehr', 15]] as const) {
    t.equal(amountOf(text)?.value, value, text);
    t.ok(isFromPrice(text), `${text}: the least asked`);
  }
  t.equal(amountOf('Cola and up'), undefined, 'words alone are no amount');
  t.notOk(isFromPrice('20 €'));
});

t.test("an amount in a sign several countries share ('Rs 130', '130 kr') is an amount, in the currency only the document's language tells", async (t) => {
  for (const text of ['Rs 130', 'Rs.130', 'Rs130', 'rs 130', '130 Rs']) t.same(amountOf(text), { value: 130, index: 0 }, `${text}: Pakistan's, Sri Lanka's, Nepal's or Mauritius's rupee, no currency`);
  t.same(
    readingIn('en', () => amountOf('130 kr')),
    { value: 130, index: 0 },
    "an English list's crowns: no currency",
  );
  t.equal(readingIn('sv', () => amountOf('130 kr'))?.unit, 'SEK', "a Swedish list's crowns are Sweden's");
  t.ok(isStatedAmount('Rs 130'), 'the sign says it is money');
  t.equal(amountOf('Rs 130 each day'), undefined, 'words after it: no amount');
  t.equal(amountOf('Zt 130'), undefined, 'two letters that are no currency sign');
});

t.test("a currency of one letter ('R85' the rand) is money only in a document of its language; thousands are written with a K", async (t) => {
  t.equal(readingIn('en', () => amountOf('R85'))?.unit, 'ZAR', "a South African menu's rands");
  t.equal(readingIn('es', () => amountOf('Q 25'))?.unit, 'GTQ', "a Guatemalan list's quetzales");
  t.equal(readingIn('sk', () => amountOf('R16')), undefined, "a Slovak garage's rim size");
  t.equal(readingIn(undefined, () => amountOf('R16')), undefined, 'no language told: a code, no amount');
  t.equal(readingIn('es', () => amountOf('R$ 16'))?.unit, 'BRL', 'a sign of more than one letter is read anywhere');
  t.same(readingIn('es', () => amountOf('7.9 K')), { value: 7900, index: 0 }, "a Colombian bar's 7.9 K: 7 900, in no currency");
  t.ok(readingIn('es', () => isStatedAmount('98.0K')), 'so written it says it is an amount');
});

t.test("'Ft' is the forint in a Hungarian document and the foot in any other", async (t) => {
  for (const [text, value] of [
    ['2450 FT', 2450],
    ['30 000 Ft', 30000],
    ['700 Ft', 700],
    ['Ft 1 200', 1200],
  ] as const) {
    t.same(
      readingIn('hu', () => amountOf(text)),
      { value, index: 0, unit: 'HUF' },
      `${text}: forints`,
    );
  }
  t.equal(
    readingIn('en', () => amountOf('6 ft')),
    undefined,
    'six feet in an English list: no amount',
  );
  t.equal(amountOf('6 ft'), undefined, 'nor where the language is not told');
  t.same(parseQuantity('6 ft'), { value: 6, index: 0, unit: 'ft' }, 'a length of six feet');
  t.same(parseQuantity('6 ft', undefined, 'en'), { value: 6, index: 0, unit: 'ft' }, 'in English too');
  t.equal(
    readingIn('hu', () => isStatedAmount('2450 FT')),
    true,
    'a Hungarian price says it is one',
  );
  t.equal(
    documentLanguageOf('Recept újraírás (3 hónapon belül, orvosi vizsgálat nélkül) 5 000 Ft. Epidermális ciszta (1 cm alatt) 4 000 Ft, (1 cm felett) 6 000 Ft. Szolgáltatásainkat természetes személyek részére nyújtjuk, jogi személyek vagy vállalkozások részére nem.'),
    'hu',
    "a Hungarian price list's postpositions tell its language",
  );
});

t.test("dishes each centred over its price ('€  2 0', its figures set apart): a row each, a note in brackets under a price the dish's, a name given twice kept", async (t) => {
  const table = await parsePdf(await pricesCentredUnderNames());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(table.rows, [
    ['AFFETTATI MISTI (per 2 persone)', '€ 20', 'Secondi'],
    ['POLLO CON PATATE', '€ 15', 'Secondi'],
    ['PESCE CON PATATE', '€ 17', 'Secondi'],
    ['POLLO CON PATATE', '€ 13', 'Piatti tipici'],
  ]);
});

t.test("size labels over their columns, two of them in one run of text ('medium car VAN, SUV'): a row a size, each its label", async (t) => {
  const table = await parsePdf(await sizeLabelsInOneRun());
  t.same(table.headers, ['Name', 'Price', 'Size']);
  t.same(table.rows.slice(0, 6), [
    ['BODY WASH', '30', 'small car'],
    ['BODY WASH', '35', 'medium car'],
    ['BODY WASH', '40', 'VAN, SUV'],
    ['VACUUMING', '20', 'small car'],
    ['VACUUMING', '25', 'medium car'],
    ['VACUUMING', '30', 'VAN, SUV'],
  ]);
  t.equal(table.rows.length, 27, 'nine services in three sizes');
});

t.test("columns of prices a header names by how a thing is sold ('Take Out', 'Drink In'): a row each, the name its size; a mark after a price ('£4.00 VF') is the price's", async (t) => {
  const table = await parsePdf(await pricesByHowSold());
  t.same(table.headers, ['Brewery', 'Name', 'Notes', 'Take Out', 'Size']);
  t.equal(table.layout?.price_column, 'Take Out');
  t.same(
    table.rows.map((row) => [row[1], row[3], row[4]]),
    [
      ['A to the K', '£3.20', 'Take Out'],
      ['A to the K', '£4.00 VF', 'Drink In'],
      ['Duet', '£3.80', 'Take Out'],
      ['Duet', '£4.50 VF', 'Drink In'],
      ['Prohibition APA', '£2.90', 'Take Out'],
      ['Prohibition APA', '£4.00', 'Drink In'],
    ],
  );
  t.equal(amountOf('£4.00 VF')?.value, 4);
  t.equal(amountOf('100 ML'), undefined, 'a unit is no mark');
});

t.test("two columns of names with their price run in ('Avo Tray 5kg $45') under a title and an address, a paragraph across the page: read apart", async (t) => {
  const table = await parsePdf(await twoColumnsOfPricedNames());
  t.same(table.headers, ['Name', 'Price']);
  t.same(
    table.rows.map((row) => row[0]),
    ['Avo bulk 10kg box', 'Avo Tray 5kg', 'Baby Spinach 1.5kg box', 'Carrots 20kg bag', 'Lemon 15kg box', 'Onion 20kg large', 'Oranges 15kg Box', 'Potato Peeled 10kg', 'Rocket 1.5kg box', 'Zucchini 10kg box'],
  );
  t.same(
    table.rows.map((row) => row[1]),
    ['$50', '$45', '$12', '$18', '$30', '$16', '$15', '$14', '$14', '$20'],
  );
});

t.test("two sizes named with a slash or offered in brackets ('lille eller stor', the lexicon's words for 'or') and priced so ('Café Latte lille/stor  40/48'): a row a size; 'm/u' names no sizes", async (t) => {
  const table = await parsePdf(await slashedSizePrices());
  t.same(table.headers, ['Name', 'Price', 'Size'], 'one heading over the list is its title, no section');
  t.same(
    table.rows.map((row) => row.slice(0, 3)),
    [
      ['Kaffe', '27', ''],
      ['Espresso enkelt/dobbelt', '28', 'enkelt'],
      ['Espresso enkelt/dobbelt', '35', 'dobbelt'],
      ['Americano', '35', ''],
      ['Café Latte lille/stor', '40', 'lille'],
      ['Café Latte lille/stor', '48', 'stor'],
      ['Islatte m/u sirup', '50', ''],
      ['Chai Latte (lille eller stor)', '38', 'lille'],
      ['Chai Latte (lille eller stor)', '45', 'stor'],
    ],
  );
  t.same(slashedPrices('40/48'), ['40', '48']);
  t.equal(slashedPrices('17/05'), undefined, 'the larger first is a date, no two prices');
});

t.test("a group's label in capitals over items each after a bullet ('CERVEZA BOTELLA' over '- Corona 355ml  4.00€') is their section, however long before its colon, its label alone before a note ('QUESADILLAS: 3 tortillas de maíz con:')", async (t) => {
  const table = await parsePdf(await labelsOverBulletedItems());
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(table.rows, [
    ['Ternera, frijoles y queso', '9.50€', 'NACHOS'],
    ['Chorizo, frijoles y queso *con pico de gallo', '9.50€', 'NACHOS'],
    ['Champiñones', '7,80€', 'CAZUELA DE QUESO FUNDIDO'],
    ['Chorizo', '7,80€', 'CAZUELA DE QUESO FUNDIDO'],
    ['Champiñones', '6.30€', 'QUESADILLAS'],
    ['Flor de calabaza', '6.30€', 'QUESADILLAS'],
    ['Caña', '1,90€', 'CERVEZA COPA'],
    ['Copa', '3,00€', 'CERVEZA COPA'],
    ['Corona 355ml', '4.00€', 'CERVEZA BOTELLA'],
    ['Modelo Especial 355ml', '4.50€', 'CERVEZA BOTELLA'],
  ]);
});

t.test("a column numbering its items ('1.1', '1.2' … '2.1', or '1', '2', '3') prices nothing", async (t) => {
  t.ok(isNumbering(['1.1', '1.2', '1.3', '2.1', '2.2', '3.1']));
  t.ok(isNumbering(['1', '2', '3', '4', '6', '7']), 'an item left out here and there');
  t.ok(isNumbering(['1.', '1.1', '1.2', '2.', '2.1', '2.2']), "sections' numbers among their items'");
  t.notOk(isNumbering(['1.50', '2.00', '2.50']), 'prices climbing by cents');
  t.notOk(isNumbering(['3.5', '4.5', '12']));
  t.notOk(isNumbering(['1', '2']), 'two numbers say nothing');
});

t.test("a paragraph's lines among the rows head nothing, each short enough to be a heading ('Forfait valable 1 mois, les heures non consommées' over 'ne sont pas reportables…')", async (t) => {
  const table = await parsePdf(await paragraphAmongRows());
  t.same(column(table, 'Section'), ['Tarifs', 'Tarifs', 'Options', 'Options', 'Options', 'Options', 'Options']);
  t.same(column(table, 'Price'), ['495€', '325€', '140€', '200€', '45€', '17€', '5€']);
  t.same(table.layout?.sections, ['Tarifs', 'Options']);
});

t.test("a dish's name set justified ('Zaika   special   suppe', each word a run of its own) is one name; a leader of dots and ellipses mixed ('……….59,-') parts it from its price", async (t) => {
  const table = await parsePdf(await justifiedDishes());
  t.same(column(table, 'Name'), ['Zaika special suppe M/ kylling, rejer og grøntsager.', 'Tom yum suppe Stærk suppe med citrongræs.', 'Garlic Naan Naan brød tilberedt med hvidløg.', 'Chapati Indisk fladbrød.']);
  t.same(column(table, 'Price'), ['59,-', '65,-', '30,-', '25,-']);
});

t.test("a run of dashes or underscores between a name and its price ('Cone ------ R$ 7,00') is a leader: the price a cell of its own", async (t) => {
  const table = await parsePdf(await dashLeaders());
  t.same(column(table, 'Name'), ['Pão de Mel', 'Bolo de Pote', 'Cone', 'Brigadeiro']);
  t.same(column(table, 'Price'), ['R$ 7,00', 'R$ 12,00', 'R$ 7,00', 'R$ 3,50']);
});

t.test("a dish's description under it, in lower case under names in capitals ('kappertjes, tomaat') or a list of things ('Rucola, tomaat, komkommer & croutons'), heads nothing: it goes on with the dish; nor do the hours under a heading ('TOT 17:00')", async (t) => {
  const table = await parsePdf(await dishesOverDescriptions());
  t.same(column(table, 'Price'), ['18,00', '19,00', '16,00', '35,00', '29,00']);
  t.same(column(table, 'Section'), ['VOORGERECHTEN', 'VOORGERECHTEN', 'VOORGERECHTEN', 'HOOFDGERECHTEN', 'HOOFDGERECHTEN']);
  t.same(table.layout?.sections, ['VOORGERECHTEN', 'HOOFDGERECHTEN']);
  t.same(column(table, 'Name'), ['STEAK TARTARE kappertjes, tomaat, parmezaan, zwarte look', 'TATAKI TONIJN sesam, wakame', 'GEITENKAAS SALADE Rucola, tomaat, komkommer & croutons', 'FILET PUR champignon, peper, bearnaise', 'RISOTTO ZEEBAARS boschampignons, rode wijn']);
  t.equal(table.layout?.fragments, 0);
});

t.test("a sentence begun in the names' column stays whole however far it runs across the prices ('amber jubilee, … spicy devil' under 'NINEBARK')", async (t) => {
  const table = await parsePdf(await kindsAcrossPrices());
  t.same(column(table, 'Price'), ['$32.50', '$37.25', '$32.50', '$36.99', '$64.75']);
});

t.test("a section's heading repeated at the top of the next page, not of every page, heads its rows there and is no running title", async (t) => {
  const table = await parsePdf(await headingGoingOnOverAPage());
  t.same(column(table, 'Price'), ['$110', '$55', '$95', '$130', '$140', '$120', '$90', '$160', '$85']);
  t.same(column(table, 'Section'), ['VINHOS BRANCOS', 'VINHOS BRANCOS', 'VINHOS BRANCOS', 'VINHOS BRANCOS', 'VINHOS BRANCOS', 'VINHOS TINTOS', 'VINHOS TINTOS', 'ESPUMANTES', 'ESPUMANTES']);
});

t.test("a column of amounts that is another's less one same discount on most rows (the others the same: net prices) is the price paid, the other the list price", async (t) => {
  const table = await parsePdf(await discountedRates());
  t.equal(table.layout?.price_column, 'Final Rate');
  t.same(column(table, 'Final Rate'), ['8.00', '12.00', '32.00', '64.00', '190.00', '500.00', '800.00']);
});

t.test("three columns of sections a narrow gutter apart are read column by column (never parted between an item's number, name and price); two prices in one under the heading's 'alm. / fam.' are its sizes; a heading in capitals set as the items are heads them", async (t) => {
  const table = await parsePdf(await numberedColumnsOfSizes());
  const names = column(table, 'Name').map((name) => name?.replace(/^\d+\. /, '').replace(' Tomat, ost, skinke, champignon', ''));
  t.same(names.slice(0, 4), ['Margherita', 'Margherita', 'Vesuvio', 'Vesuvio']);
  t.same(column(table, 'Price').slice(0, 4), ['80,-', '155,-', '84,-', '163,-']);
  t.same(column(table, 'Size').slice(0, 4), ['alm.', 'fam.', 'alm.', 'fam.']);
  t.same(table.layout?.sections, ['PIZZA', 'GOURMET PIZZA', 'SALAT PIZZA', 'PASTA', 'DRIKKEVARER', 'KAFFE & ANDET']);
  t.same(
    table.rows.slice(-6).map((row) => [names[table.rows.indexOf(row)], row[table.headers.indexOf('Price')], row[table.headers.indexOf('Size')], row[table.headers.indexOf('Section')]]),
    [
      ['Sodavand 0,33 l', '35,-', '', 'DRIKKEVARER'],
      ['Juice lille / stor', '45,-', 'lille', 'DRIKKEVARER'],
      ['Juice lille / stor', '55,-', 'stor', 'DRIKKEVARER'],
      ['Kaffe', '30,-', '', 'KAFFE & ANDET'],
      ['Te', '25,-', '', 'KAFFE & ANDET'],
      ['Kakao', '30,-', '', 'KAFFE & ANDET'],
    ],
  );
  t.equal(table.rows.length, 28);
  t.same(slashedPrices('35,- / 45,- / 55,-'), ['35,-', '45,-', '55,-']);
});

t.test('set menus priced at their foot (a name set large over its contents, its price alone under them) are one row each, named by the name, beside a list', async (t) => {
  const table = await parsePdf(await setMenusPricedAtTheirFoot());
  t.same(column(table, 'Name').slice(0, 3), ['Menu petite faim Un pancake sucré + Un pancake salé', 'Menu Solaluna Une galette salée + Une crêpe sucrée + Un cidre', 'Menu Enfant Une crêpe au choix + Une boisson']);
  t.same(column(table, 'Price'), ['10€', '18€', '12€', '7€', '6,50€', '3€', '3,50€', '3,50€']);
  t.same(table.layout?.sections, ['Formules', 'Boissons']);
});

t.test("a heading set a little larger over rows with descriptions set smaller heads them; each description goes with the row above it; a supplement priced added ('+ 0,50 €') is a row, so is a drink priced '€ 8,00 / € 10,00'", async (t) => {
  const table = await parsePdf(await headingsOverDescribedRows());
  t.same(column(table, 'Name'), ['Pepsi', 'Fanta', 'Jus de fruits Orange, ananas, pomme, pamplemousse', 'Bliss Tonic, Agrumes, Pink, Lemon', 'Red Bull (33cl)', 'Supplément sirop', 'Ricard', 'Kir pétillant Cassis, violette, mûre, pêche', 'Aperol Spritz', 'Gin Tonic']);
  t.equal(column(table, 'Price').at(-1), '€ 8,00 / € 10,00', 'two prices in one, each with its sign, and no size named: one row, both prices');
  t.same(table.layout?.sections, ['Softs (20cl)', 'Apéritifs']);
  t.same(amountOf('+ 0,50 €'), { value: 0.5, index: 0, unit: 'EUR' });
  t.equal(amountOf('30/-')?.value, 30, "India's whole rupees ('30/-')");
  t.ok(isStatedAmount('1600/-'));
});

t.test("labels in a run of lines one of which is a grid's line of names unpriced are a list of names, no sizes; the sizes named above hold over its heading for the rows priced in them after it", async (t) => {
  const table = await parsePdf(await sizesOverAListOfNames());
  t.same(column(table, 'Size'), ['100g', '250g', '500g', '100g', '250g', '500g', '100g', '250g', '500g', '100g', '250g', '500g']);
  t.same(column(table, 'Price').slice(6), ['R$ 30,00', 'R$ 35,50', 'R$ 61,00', 'R$ 32,50', 'R$ 37,00', 'R$ 64,50']);
});

t.test('text standing only in boxes added over the page (FreeText annotations) is read where the boxes put it', async (t) => {
  const table = await parsePdf(await textInBoxesAdded());
  t.same(table.rows, [
    ['Caffe', '2,00'],
    ['Caffe Macchiato', '2,00'],
    ['Cappuccino', '3,00'],
    ['Latte Macchiato', '3,50'],
    ['Cioccolata Calda', '5,00'],
  ]);
});

t.test('headings in capitals between drinks whose names are not head them however small they are set', async (t) => {
  const table = await parsePdf(await smallCapitalHeadings());
  t.same(column(table, 'Section'), ['SOFTGETRÄNKE', 'SOFTGETRÄNKE', 'SOFTGETRÄNKE', 'KAFFEE', 'KAFFEE', 'KAFFEE']);
  t.same(column(table, 'Name'), ['Lemon Soda 0,33 l', 'Apfelsaftschorle 0,4 l', 'San Pellegrino 0,7 l', 'Tasse Kaffee', 'Espresso', 'Cappuccino']);
});

t.test("names that are one name with different labels in brackets after it ('Malted (Large)', 'Malted (Small)') are one product in those sizes; a label in brackets no other row shares is no size", async (t) => {
  const table = await parsePdf(await bracketedSizesList());
  t.same(column(table, 'Size'), ['', 'Large', 'Small', '', '', 'Large', 'Small']);
  t.same(column(table, 'Name')[1], 'Malted (Large)', 'the name as printed');
});

t.test("rows before the first header the lexicon knows are a table of their own, read on their own columns ('1  FC26  120.000 GNF' under 'JEUX  PRIX  PS4', not read into the next table's 'Versions')", async (t) => {
  const table = await parsePdf(await tablesUnderUnknownLabels());
  t.same(
    table.rows.slice(0, 4).map((row) => row.slice(0, 3)),
    [
      ['1', 'FC26', '120.000 GNF'],
      ['2', 'FARCRY 6', '120.000 GNF'],
      ['3', 'DAYS GONE', '100.000 GNF'],
      ['4', 'TEKKEN 7', '80.000 GNF'],
    ],
  );
  t.same(table.rows[4]?.slice(1, 4), ['5.05 à 9.00', '300.000 GNF', '5']);
  t.equal(table.rows.length, 7);
});

t.test("a title block on every page (its name and number, its date, its prices' unit) is the pages', no row nor heading; a group headed by its label, number and name across the columns ('Rubro  0071  ACEITES VEGETALES') is a section named by its name", async (t) => {
  const table = await parsePdf(await groupsWithTitleBlocks());
  t.equal(table.rows.length, 10, 'the ten products, no row of the title block');
  t.same(column(table, 'Name').slice(0, 3), ['ACEITE CANOLA KROL X250ML', 'ACEITE CANOLA KROL PET X500ML', 'ACEITE DE COCO NAPUS X360ML'], 'no heading glued to a name');
  t.same([...new Set(column(table, 'Section'))], ['ACEITES VEGETALES', 'SALSAS DE SOJA', 'FRUTOS SECOS', 'YERBA MATE Y TE']);
  t.same(table.layout?.sections, ['ACEITES VEGETALES', 'SALSAS DE SOJA', 'FRUTOS SECOS', 'YERBA MATE Y TE']);
});

t.test("a label before a colon right over a priced row heads the rows under it however evenly the lines are spaced ('Pediküre:'); a dash set apart ends a name, it does not go on ('Pediküre mit Peeling -'); a price may be followed by a note in brackets", async (t) => {
  const table = await parsePdf(await ratesUnderLabels());
  t.equal(table.rows.length, 8);
  t.same(column(table, 'Section'), ['', '', '', 'Pediküre', 'Pediküre', 'Pediküre', 'Haarschnitt', 'Haarschnitt']);
  t.match(column(table, 'Name')[2], /^Maniküre mit Verzierungen/, 'the rate with a note is a row of its own');
  t.match(column(table, 'Price')[2], /ab 45 €$/);
  t.notMatch(column(table, 'Name')[5] ?? '', /Haarschnitt/, 'no label glued to the name above it');
});

t.test("columns of prices each headed by the word for size and a size ('Tamanho P', 'Tamanho M') are sizes: a row a size", async (t) => {
  const table = await parsePdf(await sizesNamedAsSizes());
  t.equal(table.rows.length, 9);
  t.same(column(table, 'Size').slice(0, 3), ['Tamanho P', 'Tamanho M', 'Tamanho G']);
  t.same(column(table, 'Dias').slice(0, 4), ['1 dia', '1 dia', '1 dia', '2 dias']);
});

t.test("a side of a page naming no amount beside a list (the inn's letterhead: its telephone, site, address and opening hours) is no row's and heads nothing; a line set close under a dish's line, far from the next, is its name going on ('…, dazu' over 'Schupfnudeln'), no heading", async (t) => {
  const table = await parsePdf(await menuBesideLetterhead());
  t.equal(table.rows.length, 11, 'the dishes alone');
  t.same([...new Set(column(table, 'Section'))], ['Vorspeisen', 'Hauptgerichte'], 'the heading over the list, not the letterhead’s');
  t.equal(column(table, 'Name')[6], 'Gratinierte Rotbarbenfilets auf grünem Spargel, dazu Schupfnudeln');
});

t.test("a price followed by a footnote's mark is the price ('8,50 €*'); slashed prices may each carry their currency ('70zł/80zł*'), or the last one for all ('70/80 zł')", async (t) => {
  t.same(amountOf('8,50 €*'), { value: 8.5, index: 0, unit: 'EUR' });
  t.same(amountOf('70zł/80zł*'), { value: 70, index: 0, unit: 'PLN' });
  t.same(amountOf('70/80 zł'), { value: 70, index: 0, unit: 'PLN' });
  t.same(slashedPrices('70zł/80zł'), ['70zł', '80zł']);
  t.equal(amountOf('Bier*'), undefined, 'a name with a mark is no amount');
  t.equal(slashedPrices('80/70'), undefined, 'bare numbers the smallest first, as sizes go');
  t.same(slashedPrices('80zł/70zł'), ['80zł', '70zł'], 'the largest first when the first says it is a price (a bottle, then a glass)');
});

t.test("a price set smaller a little under its name's baseline is on its name's line ('Margherita' over '9,50 €' 5 points lower): one row a pizza, its description with it", async (t) => {
  const table = await parsePdf(await pricesSetUnderTheirNames());
  t.same(table.rows, [
    ['Margherita Sauce tomate, mozzarella, basilic frais', '9,50 €'],
    ['Reine Jambon, champignons, mozzarella, olives', '10,50 €'],
    ['4 Fromages Mozzarella, gorgonzola, chèvre, emmental', '11,00 €'],
    ['Napolitaine Anchois, câpres, olives noires, origan', '10,00 €'],
  ]);
});

t.test("of two prices a header names, one without its tax and one with it ('Precio Neto', 'Precio Final'), the price is the one a buyer pays; the other stays a column of its own", async (t) => {
  const table = await parsePdf(await netAndFinalPrices());
  t.equal(table.layout?.price_column, 'Precio Final');
  t.same(table.headers, ['Código', 'Nombre', 'Precio Neto', 'Precio Final']);
  t.same(table.rows[0], ['47', 'ESPONJA FIBRA ECONOMICA', '$ 247,93', '$ 300,00']);
});

t.test("a name's last line in capitals set close under its priced row and far from the next box is the row's, no heading ('FÖRDERKURS FÜR SCHÜLER  70 €' over 'MATHEMATISCH BEGABTE KINDER')", async (t) => {
  const table = await parsePdf(await capitalNamesOverTwoLines());
  t.equal(table.rows.length, 10);
  t.same(table.headers, ['Name', 'Price'], 'no section');
  t.equal(column(table, 'Name')[1], 'FÖRDERKURS FÜR SCHÜLER MATHEMATISCH BEGABTE KINDER');
  t.equal(column(table, 'Name')[4], 'ENGLISCHKURS KINDERGARTEN SPIELERISCHES LERNEN');
});

t.test('a wide table under one header running across a gap is one table, not two lists side by side (its stock columns far right of its prices); of a cost and a sale price, the price is the sale one', async (t) => {
  const table = await parsePdf(await wideTableUnderOneHeader());
  t.same(table.headers, ['Cód. Busca', 'Categoria', 'Nome', 'Preço Custo', 'Preço Venda', 'Medida', 'Estoque', 'Estoque Mín', 'Sit. Estoque', 'Status Venda', 'Cód. PDV']);
  t.equal(table.rows.length, 6);
  t.same(table.rows[3], ['2006', 'Bebidas', 'Cachaça Artesanal', '20,00', '34,99', 'un', '1', '2', 'Abaixo do mínimo', 'Ativo', '104']);
  t.equal(table.layout?.price_column, 'Preço Venda');
});

t.test("a price set in the middle of its name's lines ('AURA' over 'BULLSTON', '36,05 €' between their baselines: a table's cell centred in its row) is on the nearer of them: one row a watch, its name whole, no line of it a heading", async (t) => {
  const table = await parsePdf(await pricesCentredOnTheirNames());
  t.same(table.headers, ['Modell', 'Preis', 'Section']);
  t.same(column(table, 'Modell'), ['AURA BULLSTON', 'AURA DOROLY 1.0 SV 7462-M', 'Aura MODICCI', 'AURA SOLANO', 'AURA SERENE', 'AURA RUBY SV-6237', 'AURA SWAN SV-6291-F', 'AURA BLING SV-6286-F']);
  t.same(column(table, 'Preis').slice(0, 2), ['36,05 €', '36,99 €']);
  t.same([...new Set(column(table, 'Section'))], ['Herrenuhren', 'Damenuhren']);
});

t.test("of prices before and after their discount ('Sem desconto', 'Desconto', 'Com desconto', the discount differing row by row), the price is the one after it; the header repeated under each heading is no section", async (t) => {
  const table = await parsePdf(await packagesBeforeAndAfterDiscount());
  t.equal(table.layout?.price_column, 'Com desconto');
  t.equal(table.rows.length, 11);
  t.same(table.rows[5], ['6 tratamentos', '210 €', '12%', '185 €', 'Departamento Generalista']);
  t.same(table.rows[0], ['1ª Consulta', '', '', '50 €', 'Departamento Generalista'], 'a service priced alone in the same column');
  t.same([...new Set(column(table, 'Section'))], ['Departamento Generalista', 'Diversos', 'Departamento de Estética']);
});

t.test("of bare numbers, a column of years (a wine's vintage before its name) prices nothing: the price is the number after the name", async (t) => {
  const table = await parsePdf(await winesAfterTheirVintage());
  t.equal(table.layout?.price_column, 'Price');
  t.same(table.rows[0], ['2022', 'Riesling Kabinett Mosel Deutschland', '38', 'WEISSWEIN']);
  t.ok(isYears(['2022', '2021', '2023', '50 ml']) === false && isYears(['2022', '2021', '2023', '2019']), 'years of four digits, nine in ten');
  t.notOk(isYears(['1950', '2400', '2380']), 'prices in roubles are no years');
});

t.test("allergens' marks set smaller and raised a space after a name ('Classico ᴬ'ᴱ', 'Caprese ᴬᶜᴳᴴ') are on the name's line, after it: no line of their own before it", async (t) => {
  const names = ['Classico A, E Mozzarella, Parmaschinken, Rucola', 'Dolomiti A, E Asiago, Speck, Tomaten, Ketchup', 'Daniel A, B, E Thunfisch, Parmaschinken, Käse', 'Salsiccia 3, H Salsiccia, Provola-Käse, Tomaten', 'Caprese ACGH Tomaten, Mozzarella, Rucola'];
  t.same(column(await parsePdf(await namesWithAllergenMarks()), 'Name'), names);
  t.same(column(await parsePdf(await namesWithAllergenMarks(0)), 'Name'), names, "set right against the name's last letter, a word of their own still ('BRUSCHETTA' 'A, G')");
});

t.test("sizes and their prices parted by bars as by slashes ('Klein | Mittel | Groß   1,20 € | 2,00 € | 3,00 €', one bar between two prices too): a row a size", async (t) => {
  const table = await parsePdf(await sizesPartedByBars());
  t.same(column(table, 'Price'), ['1,20 €', '2,00 €', '3,00 €', '1,20 €', '2,00 €', '1,50 €', '2,50 €', '5,00 €']);
  t.same(column(table, 'Size'), ['Klein', 'Mittel', 'Groß', 'Klein', 'Groß', 'Klein', 'Mittel', 'Groß']);
  t.ok(table.rows[3]?.includes('Mineralwasser'), 'its name in the row');
  t.same(slashedPrices('1,20 € | 2,00 €'), ['1,20 €', '2,00 €']);
});

t.test("a header's names set over two lines where the others take one, centred on its line ('Preço' over 'Distribuidor'), are the names of their columns, no size; an 'Item' column of row numbers names no product", async (t) => {
  const table = await parsePdf(await headerNamesOverTwoLines());
  t.same(table.headers, ['Item', 'Grupo', 'Descrição', 'Preço Final', 'Desconto', 'Preço Distribuidor', 'Desconto (2)', 'Preço Revenda']);
  t.equal(table.rows.length, 5, 'a row a product');
  t.equal(table.layout?.name_column, 'Descrição');
  t.equal(table.layout?.price_column, 'Preço Final', 'the selling price, not the distributor’s');
  t.same(table.rows[2], ['3', 'Co2', 'ADAPTADOR TUBO ADT PDT CAPNOGRAFIA TIPO T', '26,82', '20%', '21,46', '10%', '24,14']);
});

t.test("a header repeated under each heading ('CONCEPTO  IMPORTE': Spanish for what is sold and its amount) heads one table; the first heading, set larger right under the list's date, is the first rows' section", async (t) => {
  const table = await parsePdf(await feesUnderRepeatedHeaders());
  t.same(table.headers, ['CONCEPTO', 'IMPORTE', 'Section']);
  t.equal(table.rows.length, 6);
  t.same(column(table, 'Section'), ['SOCIOS', 'SOCIOS', 'SOCIOS', 'NO SOCIOS', 'NO SOCIOS', 'NO SOCIOS']);
  t.same(meaningOf('Importe').price, { kind: 'selling', tax: null });
  t.same(meaningOf('Concepto').words, ['name']);
});

t.test('a filled path pdf.js finds no extent for (an empty one, as Google Sheets writes) shades nothing: the page is read, no error', async (t) => {
  const { OPS } = await loadPdfJs();
  const fnArray = [OPS.setFillRGBColor, OPS.constructPath, OPS.constructPath];
  const argsArray = [['#d9d9d9'], [OPS.fill, [], null], [OPS.fill, [], [10, 10, 110, 30]]];
  t.same(shadesOf({ fnArray, argsArray }, OPS), [{ left: 10, right: 110, bottom: 10, top: 30 }]);
});

t.test("a semicolon ending a price's clause is punctuation ('Mirror: $100;', '$350 each;'): the price", async (t) => {
  t.same(amountOf('$100;'), { value: 100, index: 0, unit: 'USD' });
  t.same(trailingPrice('Mirror: $100;'), { head: 'Mirror', price: '$100;' });
  t.equal(amountOf('100;200'), undefined, 'numbers a semicolon parts are no price');
});

t.test("a header over each small table wraps a name otherwise where its column is narrower ('Llevando mas' over 'de', for 'Llevando mas de'): the same header, its wrapped words no row's sizes; each column under its one name", async (t) => {
  const table = await parsePdf(await headersWrappedOtherwise());
  t.same(table.headers, ['Codigo', 'Nombre', 'Precio', 'Llevando mas de', 'Precio X', 'Size', 'Section']);
  t.equal(table.rows.length, 8, 'a row a product, none doubled');
  t.same(table.rows[2], ['0677', 'CACEROLA ECO 18', '$131.00', '6', '$121.85', '', 'ALUMINIO OLLAS Y CACEROLAS']);
  t.same(column(table, 'Llevando mas de'), ['6', '6', '6', '6', '12', '12', '6', '6']);
  t.same(column(table, 'Size'), ['', '', '', '', '', '', '24 CM', '28 CM'], "the wrapped 'de' no size; the pan named in two measures one product in both");
});

t.test("a heading drawn twice on the same spot (a bold made so) is read once: 'KAFFEE', not 'KAFFEEKAFFEE'", async (t) => {
  const table = await parsePdf(await headingsDrawnTwice());
  t.equal(table.rows.length, 5);
  t.same(column(table, 'Section'), ['KAFFEE', 'KAFFEE', 'KAFFEE', 'SOFTDRINKS', 'SOFTDRINKS']);
});

t.test("a heading drawn in parts over its whole (a bold made so: 'Les amuse' and 'bouches froids' over 'Les amuse-', '-bouches froids') is read once, its hyphen drawn once", async (t) => {
  const piece = (text: string, x: number, right: number, y = 568.9) => ({ x, right, y, height: 13.7, text });
  const drawn = [piece('Les amuse', 27.8, 100.2), piece('Les amuse', 27.6, 100), piece('Les amuse-', 27.6, 108.9), piece('-', 104.3, 108.9, 568.6), piece('-bouches froids', 104.3, 200.1), piece('bouches froids', 111, 200), piece('bouches froids', 111.2, 200.2)];
  t.same(
    withoutOverprints(drawn).map((kept) => kept.text),
    ['Les amuse-', 'bouches froids'],
  );
});

t.test("a heading's translation set a little smaller on its next line, and a sentence under it, head nothing: the dishes in the heading's section", async (t) => {
  const table = await parsePdf(await headingsOverTranslationsAndSentences());
  t.same(column(table, 'Section'), [...Array(3).fill('Süße Pfannkuchen'), ...Array(2).fill('Herzhafte Pfannkuchen')]);
  t.same(column(table, 'Name'), ['Pfannkuchen mit Puderzucker', 'Pfannkuchen mit Apfelmus', 'Pfannkuchen mit Nutella', 'Pfannkuchen mit Speck', 'Pfannkuchen mit Gouda und Schinken']);
});

t.test("a table's labels right under its heading ('JEUX   PRIX' under 'INSTALLATION DES JEUX') head nothing, nor does the date the prices hold from", async (t) => {
  const table = await parsePdf(await tablesLabelledUnderTheirHeadings());
  t.same(column(table, 'Section'), [...Array(4).fill('INSTALLATION DES JEUX'), ...Array(2).fill('FLASH PS4')]);
  t.same(column(table, 'Price'), ['120.000 GNF', '120.000 GNF', '100.000 GNF', '80.000 GNF', '300.000 GNF', '400.000 GNF']);
  t.same(table.layout?.sections, ['INSTALLATION DES JEUX', 'FLASH PS4']);
});

t.test("a table's row whose name takes two lines, its other cells centred between them, is one row ('R16' a rim's size, no rand)", async (t) => {
  const table = await parsePdf(await rowsCentredOnTwoLineNames());
  t.same(column(table, 'Položka'), [
    'Vyváženie pneumatík',
    'Demontáž + montáž pneumatík na automobil (plechový disk)',
    'Demontáž + montáž pneumatík na automobil (hliníkový disk) do R16',
    'Demontáž + montáž pneumatík na automobil (hliníkový disk) do R17',
    'Servisné práce',
  ]);
  t.same(column(table, 'Cena v EUR'), ['16,00', '30,00', '36,00', '42,00', '15,00']);
  t.equal(table.layout?.sections.length, 0, table.layout?.sections.join(' | ') ?? '');
});

t.test("prices under counts ('ab 1 ÜN', 'ab 4 ÜN') are one room's, a row a count", async (t) => {
  const table = await parsePdf(await pricesByNightsStayed());
  t.same(column(table, 'Size').slice(0, 3), ['ab 1 ÜN', 'ab 4 ÜN', 'ab 7 ÜN']);
  t.equal(table.rows.length, 9);
});

t.test('a band of one column over two lists side by side: each list read on its own, under its own heading', async (t) => {
  const table = await parsePdf(await oneColumnOverTwo());
  const rows = table.rows.map((row) => [row[table.headers.indexOf('Name')], row[table.headers.indexOf('Price')], row[table.headers.indexOf('Section')]].join(' | '));
  t.equal(rows.length, 15, rows.join('\n'));
  t.ok(rows.includes('Rúcula y jamón crudo | $15.000 | PIZZA'), rows.join('\n'));
  t.ok(rows.includes('Fernet | $7.000 | BEBIDAS'), rows.join('\n'));
  t.ok(rows.includes('Cookie cucharable | $10.000 | POSTRES'), rows.join('\n'));
  t.ok(rows.includes('Vino tinto | $18.000 | BEBIDAS'), rows.join('\n'));
});

t.test("a header naming a column by a sign alone ('#' over the stock) is still the header: its prices under 'Precio', not the stock", async (t) => {
  const table = await parsePdf(await stockHeadedBySign());
  t.equal(table.layout?.price_column, 'Precio');
  t.same(column(table, 'Precio'), ['$ 4.800,00', '$ 3.500,00', '$ 12.000,00', '$ 6.500,00']);
  t.same(column(table, '#'), ['6', '10', '3', '14']);
});

t.test('a price centred on a block (a name set larger, its description smaller under it) is the name’s: each treatment a row, named by its name, in its section', async (t) => {
  const table = await parsePdf(await pricesCentredOnBlocks());
  t.same(column(table, 'Price'), ['55€', '75€', '30€', '50€']);
  t.same(column(table, 'Name'), ['Soin hydratant (45 min) nettoyage, gommage et masque', 'Soin anti-âge (60 min) massage liftant du visage et du cou, sérum et crème de jour', 'Dos (30 min) détente des épaules et de la nuque', 'Corps complet (50 min) un massage global pour vous relaxer de la tête aux pieds']);
  t.same(column(table, 'Section'), ['Soins du visage', 'Soins du visage', 'Massages', 'Massages']);
});

t.test("a heading in capitals over one dish, set as the card's other headings are and as far over it ('DESSERT' over 'Baklava'), is a heading: the dessert in its own section", async (t) => {
  const table = await parsePdf(await headingOverOneDish());
  t.equal(table.rows.length, 7);
  t.same(column(table, 'Section'), ['ØL', 'ØL', 'ØL', 'DESSERT', 'DRIKKE', 'DRIKKE', 'DRIKKE']);
  t.same(column(table, 'Name')[3], 'Baklava Søt filodeig med nøtter og honning.');
});

t.test('a text drawn on itself is one; the same letter drawn beside itself, glyph by glyph, is two; a page of 200,000 draws of one text is read in one pass', async (t) => {
  const piece = (text: string, x: number, y = 700) => ({ x, right: x + 5, y, height: 10, text });
  t.same(withoutOverprints([piece('KAFFEE', 250), piece('KAFFEE', 250.5)]).length, 1);
  t.same(withoutOverprints([piece('l', 100), piece('l', 102.2)]).length, 2, "'ll', each glyph a piece 0.222 em apart");
  const many = Array.from({ length: 200_000 }, (_, i) => piece('x', (i % 1000) * 2, 700 - Math.floor(i / 1000) * 2));
  const started = performance.now();
  t.equal(withoutOverprints(many).length, 200_000);
  t.ok(withoutOverprints(Array.from({ length: 100_000 }, (_, i) => piece('x'.repeat((i % 50) + 1), 250))).length <= 50, 'a hundred thousand draws of fifty texts on one spot: fifty texts at most');
  t.ok(performance.now() - started < 5_000, 'linear in the draws');
});

t.test('a heading centred on a line of its own over two columns of drinks heads both columns under it, until the next such heading', async (t) => {
  const table = await parsePdf(await headingsCentredOverColumns());
  t.same(column(table, 'Price'), ['3,50', '4,20', '4,50', '3,50', '4,20', '3,00', '3,00', '3,00', '2,50', '3,20', '3,20', '2,80']);
  t.same(column(table, 'Section'), [...Array(6).fill('BIER'), ...Array(6).fill('SOFTDRINKS')]);
});

t.test("prices after the names' dash ('Samosas - 30,00'), on names set larger than the descriptions under them, are the rows' prices: one row a dish", async (t) => {
  const table = await parsePdf(await gluedPricesOverDescriptions());
  t.same(column(table, 'Price'), ['30,00', '22,00', '19,00', '25,00']);
  t.match(column(table, 'Name'), [/^Samosas\b/, /^Okashi\b/, /^Satay\b/, /^Yakissoba\b/]);
});

t.test('a list going on from under its header into a second column set to its own widths reads that column on its own: every product with its price', async (t) => {
  const table = await parsePdf(await listGoingOnInANarrowerColumn());
  t.equal(table.rows.length, 16);
  t.same(column(table, 'Precio').slice(7, 10), ['$ 1129.000', '$ 165.000', '$ 225.000']);
  t.same(column(table, 'Producto').slice(7, 10), ['ASUS TUF GAMING X570 PLUS WIFI', '8GB DDR4 3200 XPG D41', '8GB DDR4 3600 XPG D50']);
});

t.test("the same header again on its page over a section's table set to other widths (`Behandling  Pris`, the cat's prices further right) starts a table of its own: each section's rows priced, under its heading", async (t) => {
  const table = await parsePdf(await sectionTablesOfTheirOwnWidths());
  t.same(column(table, 'Behandling'), ['Vaccinering', 'Kastrering, tik', 'Chipmärkning', 'Vaccinering, kattpest och kattsnuva', 'Kastrering, honkatt', 'Tandstensborttagning']);
  t.same(column(table, 'Pris'), ['340 kr', '4200 kr', '400 kr', '340 kr', '1190 kr', '1050 kr']);
  t.same(column(table, 'Section'), ['Hund', 'Hund', 'Hund', 'Katt', 'Katt', 'Katt']);
});

t.test("a title's translation centred under it, set smaller than the dishes ('Koude voorgerechten' under 'Kria Orektika'), is its subtitle: the dishes under the title", async (t) => {
  const table = await parsePdf(await translatedHeadings());
  t.same(column(table, 'Price'), ['€ 4,50', '€ 8,00', '€ 7,50', '€ 11,50', '€ 9,50', '€ 8,50']);
  t.same(column(table, 'Section'), [...Array(3).fill('Kria Orektika'), ...Array(3).fill('Zesta Orektika')]);
});

t.test("a currency alone under each price ('BYN' under '5,46') is the price's: no heading, every treatment under the heading over it", async (t) => {
  const table = await parsePdf(await currencyUnderPrices());
  t.same(column(table, 'Name'), ['Inhalacja z pulmoventem', 'Inhalacja z nagietka', 'Inhalacja aminofiliny', 'Bicze szkockie', 'Prysznic wirowy']);
  t.same(column(table, 'Section'), [...Array(3).fill('INHALACJE'), ...Array(2).fill('HYDROTERAPIA')]);
});

t.test("an amount led by its currency with a unit of measure after it ('€ 20mq', '€ 30 mq', '€5ml') is a price per that unit; a word after it is no unit", async (t) => {
  readingIn('it', () => {
    t.match(amountOf('€ 20mq'), { value: 20, unit: 'EUR', per: 'mq' });
    t.match(amountOf('€ 30 mq'), { value: 30, unit: 'EUR', per: 'mq' });
    t.match(amountOf('€5ml'), { value: 5, unit: 'EUR', per: 'ml' });
    t.equal(amountOf('€ 12 pizza'), undefined);
    t.same(amountOf('€ 12 EUR'), { value: 12, index: 0, unit: 'EUR' }, 'its currency again is no unit it is per');
  });
});

t.test("two sizes priced after their labels in one run ('reg £2.10 large £2.50') are a row a size, the label its size; a drink priced once is one row", async (t) => {
  const table = await parsePdf(await labelledSizesInOneRun());
  t.same(column(table, 'Name'), ['Espresso', 'Espresso', 'Americano', 'Americano', 'Flat White', 'Flat White', 'Pot of Tea']);
  t.same(column(table, 'Price'), ['£2.00', '£2.40', '£2.10', '£2.50', '£2.30', '£2.70', '£2.20']);
  t.same(column(table, 'Size'), ['reg', 'large', 'reg', 'large', 'reg', 'large', '']);
  t.same(labelledPrices('Glas 4,50 € Flasche 22,00 €'), [
    { label: 'Glas', price: '4,50 €' },
    { label: 'Flasche', price: '22,00 €' },
  ]);
  t.equal(labelledPrices('large £2.50 reg £2.10'), undefined, 'the sizes of one thing go up');
  t.equal(labelledPrices('Mo-Fr 10:00 Sa 12:00'), undefined, 'times are no prices');
});

t.test("two sentences side by side over a list, one speaking of prices ('please ask about availability and price.' | 'footjoint key.'), are no header: the list is read under them, each flute with its price", async (t) => {
  const table = await parsePdf(await sentencesOverTheList());
  t.same(column(table, 'Price'), ['$1800', '$1950', '$2275', '$1975']);
  t.match(column(table, 'Name'), [/^Keyless Pratten Flute\b/, /^Keyless Pratten Flute\b/, /^Keyless Windward Combo\b/, /^Keyless Windward C Flute\b/]);
});

t.test("a list of one column, each price run on after its dish (in its run of text or a little farther on), is read a dish a row: a title beside its note and a footer in two parts make no columns; a name going on after a comma is the next price line's", async (t) => {
  const table = await parsePdf(await pricesRunOnAfterNames());
  t.same(column(table, 'Price').slice(1), ['4,20', '12,--', '18,--', '12,50', '10,90', '14,70', '15,60', '18,--', '10,90', '13,40', '12,90']);
  t.same(column(table, 'Name').slice(1, 5), ['Leberknödelsuppe', 'Backhenderl & Kartoffelsalat (nur auf Vorbestellung am Vortag)', 'Gebratene Meerbarbe auf Spargelrisotto', 'Naturschnitzerl vom Huhn & Reis']);
  t.same(column(table, 'Name').slice(-2), ['Spargelrisotto', 'Tortelli mit Champignon & Ricotta gefüllt, Butter, Parmesan & grüner Salat'], 'a name going on after a comma goes on in the priced line under it');
});

t.test("sizes as measures with slashes, their unit once ('4/6/8/10 stk', '30/40 cm') or after each ('90ml/300ml/720ml', '0,5 l / 0,2 l'), priced with slashes alike, are a row a size; a fraction ('1/4 l') is one measure", async (t) => {
  const table = await parsePdf(await measuresWithSlashes());
  t.same(column(table, 'Price'), ['39,-', '55,-', '69,-', '85,-', '45,-', '119,-', '169,-', '65,-', '95,-', '280,-', '590,-', '35,-', '25,-']);
  t.same(column(table, 'Size'), ['4 stk', '6 stk', '8 stk', '10 stk', '', '30 cm', '40 cm', '', '90ml', '300ml', '720ml', '0,5 l', '0,2 l']);
});

t.test("a name and its weight in runs of their own a little apart ('CLASSIC' '160g') are two words, though a heading set much larger stands on their baseline", async (t) => {
  const table = await parsePdf(await weightsBesideALargerHeading());
  t.same(column(table, 'Name'), ['CLASSIC 160g', 'DOUBLE 320g', 'JUNIOR 100g', 'MARGHERITA', 'PEPPERONI']);
  t.same(column(table, 'Price'), ['115,-', '165,-', '95,-', '129,-', '149,-']);
});

t.test("a bottle's price and a glass's after it ('295,- / 60,-', the larger first) under one label naming both ('Flaske/glas') are a row a size, under the headings after it too; a wine priced once is one row", async (t) => {
  const table = await parsePdf(await bottleAndGlassUnderOneLabel());
  t.same(column(table, 'Price'), ['295,-', '60,-', '585,-', '250,-', '65,-', '395,-', '70']);
  t.same(column(table, 'Size'), ['Flaske', 'glas', '', 'Flaske', 'glas', 'Flaske', 'glas']);
  t.same(slashedPrices('295,- / 60,-'), ['295,-', '60,-'], 'the larger first when it says it is a price');
  t.equal(slashedPrices('17/05'), undefined, 'a date is no prices');
  t.equal(slashedPrices('70/60'), undefined, 'nor two bare numbers going down');
});

t.test("a heading's translation centred right under it, smaller than the rows ('SOUPS' under 'ZUPY'), is no section of its own: the rows go under the heading", async (t) => {
  const table = await parsePdf(await headingsOverTheirTranslations());
  t.same(table.layout?.sections, ['ZUPY', 'SURÓWKI']);
  t.same(column(table, 'Section'), ['ZUPY', 'ZUPY', 'SURÓWKI', 'SURÓWKI']);
});

t.test("a name on a line of its own over its sizes, each a measure and a price without a name ('Feldschlösschen offen' over '2 dl  4,60'), is a product in those sizes, no section: the rows after it go on in the section over it", async (t) => {
  const table = await parsePdf(await sizesUnderANameAlone());
  t.same(column(table, 'Name'), ['Feldschlösschen offen', 'Feldschlösschen offen', 'Feldschlösschen offen', 'Panaché', 'Panaché', 'Franziskaner Weizenbier', 'Fendant du Valais', 'Dôle du Valais']);
  t.same(column(table, 'Price'), ['4,60', '5,20', '6,70', '5,20', '6,70', '7,00', '5,50', '5,80']);
  t.same(column(table, 'Section'), ['Bier', 'Bier', 'Bier', 'Bier', 'Bier', 'Bier', 'Wein', 'Wein']);
  t.same(table.layout?.sections, ['Bier', 'Wein']);
});

t.test("the generic currency sign a Latin-9 font's euro reads as ('¤ 4,10', '3,50¤') is the euro: each spirit priced", async (t) => {
  const table = await parsePdf(await pricesInLatinNineEuros());
  t.same(column(table, 'Name'), ['Marille Gölles', 'Williamsbirne Guglhof', 'Cognac Hennessy XO', 'Pastis Ricard']);
  t.same(column(table, 'Price'), ['€ 4,10', '€ 4,80', '€ 12,00', '3,50€']);
});

t.test("a list stating no price whose names are followed by bare numbers, each a text of its own ('Deschutes 6'), is priced by them: each drink its price, under its heading", async (t) => {
  const table = await parsePdf(await barePricesAfterNames());
  t.same(column(table, 'Price'), ['9', '7', '10', '6', '7', '6']);
  t.same(column(table, 'Name').slice(0, 4), ['Sparkling, Mionetto, Prosecco', 'Pinot Grigio, Gabbiano Promessa, Italy', 'Merlot, Coppola, California', '10 Barrel Brewing Joe IPA, Bend, Oregon, 6.9%']);
  t.same(table.layout?.sections, ['WINES', 'BEERS ON DRAUGHT']);
  const written = await parsePdf(await barePricesAfterNames(false));
  t.equal(written.layout?.price_column, null, 'numbers written in one run with their names are theirs: no price is made of them');
});

t.test("two large headings side by side, each over its column, run into one text by their nearness ('BEBIDAS FRIAS  BEBIDAS CALIENTES') are two sections: each column's drinks under its own", async (t) => {
  const table = await parsePdf(await headingsSideBySideRunTogether());
  t.same(table.layout?.sections, ['BEBIDAS FRIAS', 'BEBIDAS CALIENTES', 'CERVEZAS']);
  t.same(column(table, 'Section'), [...Array(5).fill('BEBIDAS FRIAS'), ...Array(4).fill('BEBIDAS CALIENTES'), 'CERVEZAS', 'CERVEZAS']);
});

t.test("dishes ending in a bare whole number after a dash ('pork & prawn wonton soup – 21') are priced by it, the dash no part of the name, though another price states its currency", async (t) => {
  const table = await parsePdf(await barePricesAfterDashes());
  t.same(column(table, 'Name').slice(0, 6), ['assorted seasonal Chinese pickles', 'salted napa cabbage, sesame dressing', 'omelet, salted turnip and butter', 'vegetarian potstickers', 'steamed pork dumplings', 'pork & prawn wonton soup']);
  t.same(column(table, 'Price').slice(0, 6), ['9', '9', '14', '16', '18', '21']);
  t.same(column(table, 'Section').slice(0, 6), ['SCHNACKS', 'SCHNACKS', 'SCHNACKS', 'PETITS CADEAUX', 'PETITS CADEAUX', 'PETITS CADEAUX']);
});

t.test("headings across the page set far larger than the dishes, each its own text ('Piatti del giorno - Lunedì', '… - Martedì'), are sections, not a title: each day's dishes under its own", async (t) => {
  const table = await parsePdf(await dayHeadingsSetLarge());
  t.same(table.layout?.sections, ['Piatti del giorno - Lunedì', 'Piatti del giorno - Martedì']);
  t.same(column(table, 'Section'), [...Array(4).fill('Piatti del giorno - Lunedì'), ...Array(4).fill('Piatti del giorno - Martedì')]);
});

t.test("dishes written letter by letter with their bare prices ('S A L M O N E 9', 'D E N T I C E 1 4 . 5') are each a name and a price, the tenths a price's", async (t) => {
  const table = await parsePdf(await letterSpacedDishes());
  t.same(column(table, 'Name'), ['SALMONE', 'RICCIOLA', 'BRANZINO', 'SPADA', 'CERNIA', 'DENTICE']);
  t.same(column(table, 'Price'), ['9', '14', '14', '10', '14.5', '14.5']);
});

t.test("numbered dishes ending in a price with its currency ('1. VEGETABLE PAKORAS $5', 'Hariyali Chicken$10'), descriptions of three lines between them, are priced by it", async (t) => {
  const table = await parsePdf(await signedPricesEndingNames());
  t.same(column(table, 'Price'), ['$5', '$5', '$5', '$15', '$10', '$ 10', '$10']);
  t.match(column(table, 'Name'), [/^1\. VEGETABLE PAKORAS Fresh/, /^2\. Onion Bhaji Fresh/, /^3\. VEGETABLE SAMOSA/, /^4\. VEGETABLE PLATTER FOR TWO/, /^5\. Garlic Chicken Tikka/, /^6\. SEEKH KEBAB/, /^7\. Hariyali Chicken/]);
});

t.test("dishes each priced alone under their description ('Euro 14,00'), all from one margin, are priced so, though courses priced in words and a note with an amount stand on the page", async (t) => {
  const table = await parsePdf(await dishesPricedUnderTheirDescriptions());
  t.same(column(table, 'Price').slice(0, 5), ['Euro 14,00', 'Euro 5,50', 'Euro 24,00', 'Euro 24,00', 'Euro 11,00']);
  t.same(column(table, 'Name').slice(0, 2), ['Der Kalbstafelspitz Rosa, Roggenbroteis, Miso, Stachelbeeren', 'Die Kürbis - Birnensuppe Geeist, Sauerrahm, Avokado']);
});

t.test("a column its header names the rows' kind ('Categoria') whose every row says another names them, beside a longer description", (t) => {
  const names = ['Categoria', 'Prezzo Min', 'Prezzo Max', 'Descrizione'];
  const rows = [
    ['Club & Disco', '€200', '€350', 'Guest set (1.5h - 2h), console inclusa'],
    ['Residenza Club', '€150', '€200', 'Prezzo a serata per continuità'],
    ['Wedding Party', '€350', '€500', 'Solo festa finale (post- torta)'],
  ].map((cells) => ({ cells }));
  t.equal(nameColumn([0, 1, 2, 3], names, rows), 0);
  // Said again and again down the rows, it is their kind: the description names them.
  const kinds = rows.map(({ cells }) => ({ cells: ['Club', ...cells.slice(1)] }));
  t.equal(nameColumn([0, 1, 2, 3], names, kinds), 3);
  t.end();
});

t.test("numbered dishes over descriptions under a heading centred with its price ('CHICKEN MAINS $16') are each sold at it, each dish with its description, under that heading", async (t) => {
  const table = await parsePdf(await numberedDishesUnderAPricedHeading());
  const mains = table.rows.slice(-3).map((row) => row.map((cell) => cell.split(' ').slice(0, 3).join(' ')));
  t.same(mains, [
    ['13. BUTTER CHICKEN', '$16', 'CHICKEN MAINS'],
    ['14. MURGEE MADRAS', '$16', 'CHICKEN MAINS'],
    ['15. CHICKEN VINDALOO', '$16', 'CHICKEN MAINS'],
  ]);
  t.equal(table.rows.length, 8);
});

t.test("a numbered dish's description is its own, however near the next dish's price it is set ('13. BUTTER CHICKEN' … 'curry way.' over '14. MURGEE MADRAS $16')", async (t) => {
  const line = (y: number, name: string, price = ''): Placed => ({ page: 1, y, height: 11, cells: [name, price], single: price === '', spans: false, indents: [0, 0], header: false, shaded: false, sideName: false, letterSpaced: false, reach: [] });
  const block = [line(700, '13. BUTTER CHICKEN', '$16'), line(682, 'Chicken half cooked the tandoori way, the other half finished the'), line(660, 'curry way. A creamy tomato flavoured curry.'), line(640, '14. MURGEE MADRAS', '$16'), line(622, 'Boneless chicken cooked in a traditional south Indian style.')];
  t.same(
    ownersOf(block, (placed) => placed.cells[1] !== '', 'middle'),
    [0, 0, 0, 3, 3],
  );
  const unnumbered = block.map((placed) => ({ ...placed, cells: placed.cells.map((cell) => cell.replace(/^\d+\. /, '')) }));
  t.same(
    ownersOf(unnumbered, (placed) => placed.cells[1] !== '', 'middle'),
    [0, 0, 3, 3, 3],
    'without numbers, the nearer price',
  );
});

t.test("under names set in capitals ('11. „JÄGER ART“ 2-4'), a sentence after a row describes it however far it runs ('Paniertes Schnitzel mit frischer Champignonsoße'): no heading; a line in capitals without a number over a numbered dish is one", async (t) => {
  const table = await parsePdf(await capitalNamesOverSentences());
  const section = table.headers.indexOf('Section');
  t.same(
    table.rows.map((row) => row[section]),
    ['MIT SCHWEIN ODER GEFLÜGEL', 'MIT SCHWEIN ODER GEFLÜGEL', 'MIT SCHWEIN ODER GEFLÜGEL', 'MIT SCHWEIN ODER GEFLÜGEL', 'FRISCHES AUS DEM MEER', 'FRISCHES AUS DEM MEER', 'GRIECHISCHE SPEZIALITÄTEN', 'GRIECHISCHE SPEZIALITÄTEN'],
    'a line in capitals without a number right over a numbered dish heads, set as the names are',
  );
  t.equal(table.rows[1]?.[0], '11. „JÄGER ART“ 2-4 Paniertes Schnitzel mit frischer Champignonsoße');
  t.equal(table.rows[2]?.[0], '12. „ZIGEUNER ART“ 2-4 Paniertes Schnitzel mit Paprika- Tomatensoße', 'a description going on under the prices is its dish’s, not the next number’s');
  t.equal(table.rows[3]?.[0], '13. „HOLSTEINER ART“ 2-4 Paniertes Schweineschnitzel mit gerösteten Zwiebeln und Spiegelei');
});

t.test("headings marked for the list's foot ('Süße Pfannkuchen *1,2') are sections without their marks, a dish priced in its name set as large is a row, and the foot's legend no row's", async (t) => {
  const table = await parsePdf(await headingsMarkedForTheFoot());
  t.same(table.layout?.sections, ['Süße Pfannkuchen', 'Herzhafte Pfannkuchen']);
  t.same(column(table, 'Name'), ['Pfannkuchen mit Puderzucker', 'Pfannkuchen mit Ahornsirup', 'Pfannkuchen mit Nutella', 'Pfannkuchen mit Gouda', 'Pfannkuchen mit Speck', 'Pfannkuchen mit Salami', 'Pfannkuchen des Tages', 'Pfannkuchen mit Apfelmus', 'Pfannkuchen mit Kirschen']);
  t.same(column(table, 'Price').slice(6), ['9,90 €', '10,90 €', '13,60 €']);
  t.same(column(table, 'Section'), [...Array(3).fill('Süße Pfannkuchen'), ...Array(6).fill('Herzhafte Pfannkuchen')]);
});

t.test("what a dish is served with, under its name and set larger than names in capitals ('mit frischem Knoblauch' under '08 ) PEPERONI'), describes it: no heading", async (t) => {
  const table = await parsePdf(await servedWithUnderNames());
  t.same(table.layout?.sections ?? [], []);
  t.same(column(table, 'Name'), ['08 ) PEPERONI mit frischem Knoblauch', '09 ) SCHAFSKÄSE mit Oliven und Peperoni', '10 ) CHAMPIGNONS mit Knoblauch und Petersilie']);
  t.same(column(table, 'Price'), ['6,80 €', '9,90 €', '8,30 €']);
});

t.test("rows named once a size, the size measured at the name's end ('Faust Pils 0,3L', 'Faust Pils 0,4L'), are one product in those sizes; a name in one size keeps its measure", async (t) => {
  const table = await parsePdf(await measuredSizesList());
  t.same(column(table, 'Size'), ['0,4L', '0,5L', '0,3L', '0,4L', '', '']);
  t.same(column(table, 'Name'), ['Augustiner Helles 0,4L', 'Augustiner Helles 0,5L', 'Faust Pils 0,3L', 'Faust Pils 0,4L', 'Club Mate 0,5L', 'Wasser Sprudel / Still 0,3L'], 'the names as printed');
  t.same(column(table, 'Section'), ['FASSBIER', 'FASSBIER', 'FASSBIER', 'FASSBIER', 'SOFTDRINKS', 'SOFTDRINKS']);
});

t.test("rates set letter by letter with a pair or three of letters kerned together ('B A L AYA G E', 'H o c h s t e c ke n') are read as words", async (t) => {
  const table = await parsePdf(await kernedLetterSpacedRates());
  t.same(table.layout?.sections, ['BALAYAGE', 'STYLING']);
  t.same(column(table, 'Name'), ['Natural', 'Blonde', 'Fashion', 'Hochstecken', 'Farbkorrekturen', 'Gloss']);
  t.same(column(table, 'Price'), ['ab 170 €', 'ab 220 €', 'ab 240 €', '52 €', '89 €', '39 €']);
});

t.test("labels saying a tax basis over two columns of amounts ('bez DPH  s DPH 23%') name the price twice, without the tax and with it: no sizes", async (t) => {
  const table = await parsePdf(await taxBasesOverPrices());
  t.equal(table.layout?.price_column, 'bez DPH');
  t.ok(table.headers.includes('s DPH 23%'), 'the price with the tax kept beside');
  t.notOk(table.headers.includes('Size'));
  t.same(column(table, table.layout?.name_column ?? ''), ['Výmena družstevného bytu', 'Kopírovanie 1 strany formát A-4', 'Zmluva o podnájme', 'Zaslanie prvej upomienky']);
  t.same(column(table, 'bez DPH'), ['170,00', '0,25', '19,92', '5,00']);
  t.same(column(table, 's DPH 23%'), ['209,10', '0,31', '24,50', '6,15']);
});

t.test("a row whose price cell holds two amounts apart ('STELLA ARTOIS  3  5') is a row of its own, not the rest of the row above", async (t) => {
  const table = await parsePdf(await twoAmountsInACell());
  t.equal(table.layout?.price_column, 'Price');
  t.same(column(table, 'Name'), ['PROSECCO DOC MILLESIMATO', 'CANTINE AL CALICE', 'STELLA ARTOIS', 'PERONI', 'HOEGAARDEN', 'CORONA', 'AMARI', 'CAFFE']);
  t.same(column(table, 'Price'), ['17', '5', '3 5', '3', '5', '5', '3', '1.5']);
});

t.test('three columns of drinks, sizes before the middle one\'s prices and the right one starting lower, are read column by column', async (t) => {
  const table = await parsePdf(await threeColumnsRightStartsLower());
  t.same(table.layout?.sections, ['Kaffee', 'Durstlöscher', 'Longdrinks']);
  t.same(column(table, 'Name'), ['Kaffee Crema', 'Espresso', 'Cappuccino', 'Milchkaffee', 'Latte Macchiato', 'Heiße Schokolade', 'Mineralwasser still', 'Mineralwasser medium', 'Tonic Water', 'Bitter Lemon', 'Zitronenlimonade', 'Orangenlimonade', 'Cuba Libre', 'Campari Orange', 'Gin Tonic', 'Aperol Spritz']);
  t.same(column(table, 'Price').slice(6, 8), ['2,00 €', '2,10 €']);
  t.same(column(table, 'Section').slice(5, 7), ['Kaffee', 'Durstlöscher']);
  t.equal(column(table, 'Section').at(-1), 'Longdrinks');
});

t.test("a bottle's price and its glass's ('575,-/ 95,- pr.gl') price one wine: each wine its own row", async (t) => {
  const table = await parsePdf(await bottleAndGlassPrices());
  t.same(column(table, 'Name'), [
    '2023 Poully-Fumé, Cedrick Bardin, Frankrig',
    '2022 Chablis, Domaine Fevre, Bourgogne, Frankrig',
    '2023 Chardonnay, Nuiton-Beaunoy, Bourgogne, Frankrig',
    '2017 Vermentino, Sereno e Nuvolo, Dianella, Italien',
    '2024 Pinot Grigio, San Michele, Italien',
    '2023 Riesling Trocken, Von Winning, Pfalz, Tyskland',
  ]);
  t.same(column(table, 'Price'), ['775,-', '700,-', '575,-/ 95,- pr.gl', '525,-', '450,-/ 95,- pr.gl', '450,-/ 95,- pr.gl']);
  t.same(amountOf('75,- pr.gl'), { value: 75, index: 0, per: 'gl' }, "the word for 'per' run into the unit; no currency, the dash says it is an amount");
  t.equal(amountOf('575,-/ 95,- pr.gl')?.value, 575, 'the bottle first');
  t.equal(amountOf('pr. person 149'), undefined, 'before a bare number, a per word needs a currency');
});

t.test("rows named by a size alone under a name ending in one of its kind ('( Com Cobertura)' under 'Bolos Caseiros ( Sem Cobertura)', '3 unidades' under '… 1 unidade') are the product in those sizes", async (t) => {
  const row = (name: string, price: string) => ({ cells: [name, price], section: 'Bolos', size: '' });
  const { table } = finished(
    {
      header: undefined,
      width: 2,
      price: 1,
      rows: [
        row('Doces Boleados', 'R$ 140,00'),
        row('Bolos Caseiros ( Sem Cobertura)', 'R$25,00'),
        row('( Com Cobertura)', 'R$30,00'),
        row('( Vulcão) Sabores: Fubá, Cenoura', 'R$35,00'),
        row('Salgados assados 1 unidade', '5'),
        row('3 unidades', '12'),
        row('( Fritos)', '6'),
      ],
      fragments: 0,
    },
    1,
  );
  t.same(column(table, 'Name'), ['Doces Boleados', 'Bolos Caseiros', 'Bolos Caseiros', 'Bolos Caseiros Sabores: Fubá, Cenoura', 'Salgados assados', 'Salgados assados', '( Fritos)'], 'what follows a size describes the product; a label under a measure is another kind');
  t.same(column(table, 'Size'), ['', 'Sem Cobertura', 'Com Cobertura', 'Vulcão', '1 unidade', '3 unidades', '']);
});

t.test("where some rows are sold by size, a column of measures alone beside the prices ('Spezi  2,00 €  0,2 l') sizes the others", async (t) => {
  const row = (name: string, price: string, measure: string, size = '') => ({ cells: [name, price, measure], section: 'Getränke', size });
  const { table } = finished(
    {
      header: undefined,
      width: 3,
      price: 1,
      rows: [row('Espresso', '2,20 €', '', 'einfach'), row('Espresso', '3,20 €', '', 'doppelt'), row('Spezi', '2,00 €', '0,2 l'), row('Spezi', '3,80 €', '0,4 l'), row('Kaffee Crema', '2,60 €', '')],
      fragments: 0,
    },
    1,
  );
  t.same(table.headers, ['Name', 'Price', 'Size']);
  t.same(column(table, 'Size'), ['einfach', 'doppelt', '0,2 l', '0,4 l', '']);
  const { table: unsized } = finished({ header: undefined, width: 3, price: 1, rows: [row('Spezi', '2,00 €', '0,2 l'), row('Cola', '2,00 €', '0,3 l')], fragments: 0 }, 1);
  t.notOk(unsized.headers.includes('Size'), 'no sizes elsewhere: the measures stay where they stand');
  t.same(unsized.rows.map((cells) => cells[2]), ['0,2 l', '0,3 l']);
});

t.test("each size's label before its price on a line of its own ('Small $10.00', 'Full $16.00' under it) sizes the dish: a row a size, the next dish its own", async (t) => {
  const table = await parsePdf(await labelsBeforePricesOwnLines());
  t.same(column(table, 'Name').slice(0, 7), ['Garlic Bread', 'Garlic Bread', 'Soup of the Day', 'Prawn Twisters', 'Fries', 'Fries', 'Onion Rings']);
  t.same(column(table, 'Size').slice(0, 8), ['Small', 'Full', '', '', 'Small', 'Large', '', '']);
  t.same(column(table, 'Price').slice(0, 7), ['$10.00', '$16.00', '$18.50', '$15.00', '$9.00', '$13.00', '$13.00']);
  t.equal(table.rows.length, 17);
  t.same(labelledPrice('ab 55,00€'), undefined, 'a price from names no size');
  t.same(labelledPrice('Euro 14,00'), undefined, 'nor does its currency');
  t.same(labelledPrice('Small $10.00'), { label: 'Small', price: '$10.00' });
});

t.test('draught beers across the page under their sizes, over bottles in two columns side by side: the draught a row a size, the bottles column by column', async (t) => {
  const table = await parsePdf(await draughtOverTwoColumnsOfBottles());
  const names = column(table, 'Name');
  t.same(names.slice(0, 3), ['Paix Dieu 10°', 'Paix Dieu 10°', 'Paix Dieu 10°']);
  t.same(column(table, 'Size').slice(0, 3), ['25cl', '33cl', '50cl']);
  t.same(column(table, 'Price').slice(0, 3), ['4,50 €', '6,00 €', '8,00 €']);
  t.same(names.slice(21), ['Jupiler NA 0° (25cl)', 'Kriek 5,2° (25cl)', 'Rodenbach 5,2° (25cl)', 'Maes Citron (25cl)', 'Leffe Brune 6,5°', 'Bush Ambrée 12°', 'Saint Feuillien Blonde 7,5°', 'Desperados 5,9°', 'Pêche Mel Bush 8,5°', 'Chimay Rouge 7°', 'Chimay Bleue 9°', 'Orval 6,2°']);
  t.same(column(table, 'Price').slice(21), ['3,00 €', '3,50 €', '4,00 €', '4,00 €', '5,00 €', '5,00 €', '5,00 €', '5,00 €', '5,00 €', '5,00 €', '5,00 €', '5,00 €']);
  t.equal(column(table, 'Section').at(-1), 'Bières Bouteilles');
});

t.test("two items on one row, the first's price and the second's name between the name and the price ('Frango  R$ 07  Coração de frango  R$ 07'), are two rows; amounts there on most rows are a second price", async (t) => {
  const row = (...cells: string[]) => ({ cells, section: '', size: '' });
  const read = (rows: ReturnType<typeof row>[]) => finished({ header: undefined, width: 4, price: 3, rows, fragments: 0 }, 1).table;
  const skewers = read([row('Torresmo', '', '', 'R$ 29,90'), row('Batata Frita', '', '', 'R$ 14,90'), row('Frango', 'R$ 07', 'Coração de frango', 'R$ 07'), row('Carne c/ bacon', 'R$ 10', 'Kafta', 'R$ 12'), row('Filé com Fritas', '', '', 'R$ 35,90'), row('Arroz de Camarão', '', '', 'R$ 19,90')]);
  t.same(column(skewers, 'Name'), ['Torresmo', 'Batata Frita', 'Frango', 'Coração de frango', 'Carne c/ bacon', 'Kafta', 'Filé com Fritas', 'Arroz de Camarão']);
  t.same(column(skewers, 'Price'), ['R$ 29,90', 'R$ 14,90', 'R$ 07', 'R$ 07', 'R$ 10', 'R$ 12', 'R$ 35,90', 'R$ 19,90']);
  const coins = read([row('KRUGERRAND', '1.805,00', 'TURCHIA', '1.665,00'), row('10 PESOS', '445,50', '', '400,50'), row('1 Oncia', '1.895,00', '', '1.710,00')]);
  t.equal(coins.rows.length, 3, 'a dealer buying and selling: one coin a row');
});

t.test("a priced line offering the dish above with something ('m. kylling:  95 kr.' under 'Dhal-skål  75 kr.') is the dish so: its option its size", async (t) => {
  const row = (name: string, price: string) => ({ cells: [name, price], section: 'Det du kan spise', size: '' });
  const { table } = finished({ header: undefined, width: 2, price: 1, rows: [row('Dhal-skål m.topping og brød,', '75 kr.'), row('m. kylling:', '95 kr.'), row('Kål-skål', '65 kr.'), row('med kylling og ris', '85 kr.'), row('Croissant', '25 kr.')], fragments: 0 }, 1);
  t.same(column(table, 'Name'), ['Dhal-skål m.topping og brød,', 'Dhal-skål m.topping og brød,', 'Kål-skål', 'Kål-skål', 'Croissant']);
  t.same(column(table, 'Size'), ['', 'm. kylling', '', 'med kylling og ris', '']);
});

t.test("an item numbered on a line of its own, set as the rest, over a bulleted line of its description and one of its price ('1. Margarita' over 'o  Precio: $280') is the item's name, no heading", async (t) => {
  const table = await parsePdf(await numberedItemsOverBulletedLines());
  t.same(column(table, 'Name'), [
    '1. Margarita Salsa de tomate, mozzarella, albahaca',
    '2. Napolitana Salsa de tomate, mozzarella, tomate en rodajas, ajo',
    '3. Fugazzeta Masa de pizza, cebolla caramelizada',
    '1. Calabresa Salsa de tomate, mozzarella, salchicha calabresa',
    '2. Argentina Salsa de tomate, mozzarella, huevo duro, aceitunas',
  ]);
  t.same(column(table, 'Price'), ['$280', '$300', '$320', '$330', '$350']);
  t.same(column(table, 'Section'), ['Pizzas tradicionales', 'Pizzas tradicionales', 'Pizzas tradicionales', 'Pizzas Especiales', 'Pizzas Especiales']);
});

t.test("a range written with its cents on both ends is an amount, its lower end ('12,00 - 16,00'); hours so written are none ('11.30-14.00')", async (t) => {
  t.same(amountOf('12,00 - 16,00'), { value: 12, index: 0 });
  t.equal(amountOf('2,50-3,00')?.value, 2.5);
  t.equal(amountOf('11.30-14.00'), undefined, 'opening hours');
  t.equal(amountOf('12.00 - 16.00'), undefined, 'hours from noon');
  t.equal(amountOf('12,00 - 1600,00'), undefined, 'ends that far apart say nothing of one price');
});

t.test("the label of the names' column on the line of the sizes ('Flavour  100g  250g'), a word for what tells the products apart, heads nothing; a kind so set ('Truffled') does", async (t) => {
  const table = await parsePdf(await sizesLabelledBesideTheNames());
  t.same(column(table, 'Name').slice(0, 4), ['Milk', 'Milk', 'Milk', 'White']);
  t.same(column(table, 'Size').slice(0, 3), ['100g', '250g', '500g']);
  t.same(column(table, 'Section'), [...Array(9).fill(''), ...Array(6).fill('Truffled')]);
});

t.test("a range written with its currency on both ends is an amount, its lower end ('£38 - £40')", async (t) => {
  t.same(amountOf('£38 - £40'), { value: 38, index: 0, unit: 'GBP' });
  t.equal(amountOf('€10–€15')?.value, 10);
  t.equal(amountOf('£38 - $40'), undefined, 'two currencies are no one price');
});

t.test('a table priced in columns by the service stays one table over two lists side by side: a row a service, a first price under no label its own row', async (t) => {
  const table = await parsePdf(await pricesByServiceAboveTwoLists());
  const rows = cellsUnder(table, ['Name', 'Price', 'Size', 'Section']);
  t.same(rows.slice(0, 3), [
    ['Acrylic Powder', '£28', 'Full Set', 'Enhancements'],
    ['Acrylic Powder', '£20', 'Infill', 'Enhancements'],
    ['Acrylic Powder', '£35', 'Take off & New Set', 'Enhancements'],
  ]);
  t.same(rows.slice(9, 12), [
    ['Ombre', '£38 - £40', 'Full Set', 'Enhancements'],
    ['Ombre', '£30 - £35', 'Infill', 'Enhancements'],
    ['Ombre', '£45 - £48', 'Take off & New Set', 'Enhancements'],
  ]);
  t.same(rows.slice(12, 14), [
    ['Hands', '£20', '', 'Gel Polish'],
    ['Hands', '£23 - £25', 'Take off & New Set', 'Gel Polish'],
  ]);
  t.same(rows.slice(-6), [
    ['Manicure', '£12 - £15', '', 'Nail Care'],
    ['Pedicure', '£25 - £28', '', 'Nail Care'],
    ['Nail Polish', '£8 - £10', '', 'Nail Care'],
    ['Eyebrow', 'From £6', '', 'Threading'],
    ['Upper Lip', 'From £5', '', 'Threading'],
    ['Chin', 'From £5', '', 'Threading'],
  ]);
  t.equal(rows.length, 12 + 9 + 6);
});

t.test("a page of three columns is parted at its gutters, not between the shorter middle column's names and their prices nearer the page's middle", async (t) => {
  const table = await parsePdf(await threeColumnsTheMiddleShorter());
  const rows = cellsUnder(table, ['Name', 'Price', 'Section']);
  t.same(table.headers, ['Name', 'Price', 'Section']);
  t.same(rows.slice(16, 20), [
    ['Luxury - prawns, salmon', '10,50 €', 'PLATTERS'],
    ['Deli - cheese, ham', '8,30 €', 'PLATTERS'],
    ['Special - egg and herring', '6,70 €', 'PLATTERS'],
    ['Salmon cake', '9,95 €', 'PLATTERS'],
  ]);
  t.same(rows[0], ['Chicken and potato salad', '10,20 €', 'SALADS']);
  t.same(rows.at(-1), ['Coffee and biscuit', '3,20 €', 'STARTERS']);
  t.equal(rows.length, 36);
});

t.test("a heading's note in brackets adds no words to it ('Laser treatments (a personal consultation is needed …)'); a surcharge in brackets is no note", async (t) => {
  const table = await parsePdf(await headingsWithTheirNotes());
  t.same(column(table, 'Section'), [
    ...Array(3).fill('PROSTHETICS UNDER THE MICROSCOPE ON ONE SINGLE VISIT (NEW)'),
    ...Array(3).fill('Laser treatments (a personal consultation is needed to set the exact price)'),
    'Surgery',
    'Surgery',
  ]);
  t.same(column(table, 'Name').slice(0, 4), ['Prosthetic consultation', 'Ceramic veneer', 'Ceramic crown', 'Vascular lesions']);
  const line = (text: string): Placed => ({ page: 1, y: 100, height: 12, cells: [text], single: true, spans: false, indents: [0], header: false, shaded: false, sideName: false, letterSpaced: false, reach: [undefined] });
  t.equal(headingOf([line('TOAST ciabatta, multigrain, fruit sourdough (+ 1.0) or GF')]), undefined, 'a name with its surcharge: eight words and the surcharge');
});

t.test("without a header, a line of measures heading its page's list over the amounts ('0,2 l  0,25 l  0,5 l') starts a table on columns of its own; a heading right under it keeps the sizes", async (t) => {
  const line = (page: number, y: number, texts: [number, string][]): Line => ({
    page,
    y,
    height: 11,
    chunks: texts.map(([x, text]) => ({ x, right: x + text.length * 5, text, words: [{ x, right: x + text.length * 5, text, opens: true }], height: 11 })),
  });
  const dishes = [line(1, 700, [[56, 'PASTA']]), line(1, 680, [[56, '15. SPAGHETTI'], [500, '10,00 €']]), line(1, 660, [[56, '16. PENNE'], [500, '11,00 €']]), line(1, 640, [[56, '17. LASAGNE'], [500, '12,00 €']]), line(1, 620, [[56, '18. RISOTTO'], [500, '13,50 €']])];
  const wines = [line(2, 740, [[56, 'WEINKARTE']]), line(2, 700, [[311, '0,2 l'], [370, '0,25 l'], [428, '0,5 l']]), line(2, 684, [[56, 'WEIßWEIN']]), line(2, 660, [[56, '109. PINOT GRIGIO'], [305, '5,50 €'], [364, '6,50 €'], [423, '10,50 €']])];
  t.same(
    partsOf([...dishes, ...wines], new Set()).map((part) => part.length),
    [5, 4],
    'the wines, their heading above, a table of their own',
  );
  t.same(partsOf([...dishes, ...wines.slice(1)], new Set()).length, 2);
  const table = await parsePdf(await dishesThenWinesBySize());
  const rows = cellsUnder(table, ['Name', 'Price', 'Size', 'Section']);
  t.same(rows.slice(4, 7), [
    ['109. PINOT GRIGIO', '5,50 €', '0,2 l', 'WEIßWEIN'],
    ['109. PINOT GRIGIO', '6,50 €', '0,25 l', 'WEIßWEIN'],
    ['109. PINOT GRIGIO', '10,50 €', '0,5 l', 'WEIßWEIN'],
  ]);
  t.equal(rows.length, 4 + 9);
});

t.test("labels over the right list's prices alone ('Single  Double' over 'Cappuccino  32 kr.  39 kr.'), set above the left list's first row, stay with their list: its sizes", async (t) => {
  const table = await parsePdf(await labelsOverTheRightListOnly());
  const rows = cellsUnder(table, ['Name', 'Price', 'Size']);
  t.same(rows.slice(0, 6), [
    ['Filter coffee', '35 kr.', ''],
    ['Americano', '39 kr.', ''],
    ['Cold brew', '42 kr.', ''],
    ['Hot chocolate', '45 kr.', ''],
    ['Cappuccino', '32 kr.', 'Single espresso'],
    ['Cappuccino', '39 kr.', 'Double espresso'],
  ]);
  t.equal(rows.length, 12);
});

t.test("dishes numbered and named in a larger type over their descriptions, priced beside the description ('16. Gemischter Salat' over 'Eisbergsalat, Zwiebeln … 7,00 €'), are items, not headings; numbered headings over lists stay headings, one over a single row too", async (t) => {
  const table = await parsePdf(await numberedNamesOverDescriptions());
  const rows = cellsUnder(table, ['Name', 'Price', 'Section']);
  t.same(rows.slice(0, 2), [
    ['16. Gemischter Salat Eisbergsalat, Zwiebeln, Mais, Tomaten, Gurken', '7,00 €', 'Salate'],
    ['17. Tomate-Mozzarella Tomaten, Mozzarella und frisches Basilikum', '9,00 €', 'Salate'],
  ]);
  t.same(column(table, 'Section').slice(4), ['1. Tickets', '1. Tickets', '1. Tickets', '2. Memberships', '2. Memberships', '3. Evening events', '4. Workshops', '4. Workshops']);
  t.equal(rows.length, 12);
});
