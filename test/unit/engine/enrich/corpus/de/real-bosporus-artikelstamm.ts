import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German wholesaler's article master (Turkish/Asian food, semicolons, Windows-1252): EKPreis beside VKPreis, AktionNetto with its dates, Barcode beside KoliBarcode (Excel-mangled 4,26E+12), Artikeltext1 for the name.
 * Rows copied from test/fixtures/real-headers/de-bosporus-artikelstamm.csv (github.com/enesxunal/bosporus, `data/artikel-cs3.csv`); long cells cut as in the fixture.
 */

const iceTea: Product = {
  Artikelnummer: '13000000',
  Barcode: '',
  Artikeltext1: 'Hot Blood Ice Tea Pfirsisch 0,33l Dose 24er Pack',
  KoliBarcode: '4,26E+12',
  Artikelgruppe: 'Getränke',
  Steuersatz: '19',
  EKPreis: '7,2',
  VKPreis: '7,49',
  Lagerbestand: '45.193,00',
  AktionNetto: '7,49',
  AktionVon: '29.06.2026',
  AktionBis: '01.08.2026',
  Pfand: 'DPG Pfand EINWEG 0,25 - 24er - 6,00 Euro',
  PfandID: '113',
  Pfandartikel: '0',
};
const fuzeTea: Product = {
  Artikelnummer: '13000115',
  Barcode: '42116455',
  Artikeltext1: 'FuzeTea Pfirsisch 0,4l PET 12er Pack',
  KoliBarcode: '5,45E+12',
  Artikelgruppe: 'Getränke',
  Steuersatz: '19',
  EKPreis: '8,48',
  VKPreis: '9,99',
  Lagerbestand: '112',
  AktionNetto: '0',
  AktionVon: '24.05.2026',
  AktionBis: '24.05.2026',
  Pfand: 'DPG Pfand EINWEG 0,25 - 12er 3,00 Euro',
  PfandID: '224',
  Pfandartikel: '0',
};
const tabasco: Product = {
  Artikelnummer: '31000431',
  Barcode: '1121013584',
  Artikeltext1: 'Tabasco 350ml',
  KoliBarcode: '',
  Artikelgruppe: 'Saucen',
  Steuersatz: '7',
  EKPreis: '9,49',
  VKPreis: '10,99',
  Lagerbestand: '12',
  AktionNetto: '0',
  AktionVon: '29.05.2026',
  AktionBis: '29.05.2026',
  Pfand: '',
  PfandID: '0',
  Pfandartikel: '0',
};
const file = [iceTea, fuzeTea, tabasco];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'VKPreis is the selling price', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 7.49 },
  { why: 'EKPreis is the purchase price', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Einkaufspreis', type: 'float' }, want: 7.2 },
  { why: 'an AktionNetto of 0 is no sale price', row: fuzeTea, file: others(fuzeTea), delimiter: ';', field: { output: 'Angebotspreis', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Artikeltext1 is the article name', row: fuzeTea, file: others(fuzeTea), delimiter: ';', field: { output: 'Artikelname' }, want: 'FuzeTea Pfirsisch 0,4l PET 12er Pack' },
  { why: 'Artikelgruppe is the category', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Kategorie' }, want: 'Getränke' },
  { why: 'Barcode holds a valid EAN-8', row: fuzeTea, file: others(fuzeTea), delimiter: ';', field: { output: 'EAN' }, want: '42116455' },
  { why: 'the KoliBarcode (the case\'s code, Excel-mangled) is not the product\'s EAN', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'EAN' }, want: null, reason: 'source_empty' },
  { why: 'the content in the name, in millilitres', row: tabasco, file: others(tabasco), delimiter: ';', field: { output: 'Inhalt', type: 'integer', expectedUnit: 'ml' }, want: 350, todo: 'a quantity in the name, unlabelled, is not read' },
  { why: 'Lagerbestand with a thousands dot is the stock', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Bestand', type: 'integer' }, want: 45193 },
];

export default cases;
