import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German wholesaler's article master (Turkish/Asian food, semicolons, Windows-1252): EKPreis beside VKPreis, AktionNetto with its dates, Barcode beside KoliBarcode (Excel-mangled 4,26E+12), Artikeltext1 for the name.
 * Rows read from test/fixtures/real-headers/de-bosporus-artikelstamm.csv (github.com/enesxunal/bosporus, `data/artikel-cs3.csv`).
 */

const {
  rows: [iceTea, fuzeTea, tabasco],
  others,
} = realFile('de-bosporus-artikelstamm.csv', ';');

const cases: CorpusCase[] = [
  { why: 'VKPreis is the selling price', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 7.49 },
  { why: 'EKPreis is the purchase price', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Einkaufspreis', type: 'float' }, want: 7.2 },
  { why: 'an AktionNetto of 0 is no sale price', row: fuzeTea, file: others(fuzeTea), delimiter: ';', field: { output: 'Angebotspreis', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Artikeltext1 is the article name', row: fuzeTea, file: others(fuzeTea), delimiter: ';', field: { output: 'Artikelname' }, want: 'FuzeTea Pfirsisch 0,4l PET 12er Pack' },
  { why: 'Artikelgruppe is the category', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Kategorie' }, want: 'Getränke' },
  { why: 'Barcode holds a valid EAN-8', row: fuzeTea, file: others(fuzeTea), delimiter: ';', field: { output: 'EAN' }, want: '42116455' },
  { why: "the KoliBarcode (the case's code, Excel-mangled) is not the product's EAN", row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'EAN' }, want: null, reason: 'source_empty' },
  { why: 'the content in the name, in millilitres', row: tabasco, file: others(tabasco), delimiter: ';', field: { output: 'Inhalt', type: 'integer', expectedUnit: 'ml' }, want: 350 },
  { why: 'Lagerbestand with a thousands dot is the stock', row: iceTea, file: others(iceTea), delimiter: ';', field: { output: 'Bestand', type: 'integer' }, want: 45193 },
];

export default cases;
