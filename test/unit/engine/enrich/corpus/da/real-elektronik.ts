import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Danish product list: 'Produkt Navn', Kategori, 'Pris (DKK)', Lagerstatus holding a count.
 * Rows read from test/fixtures/real-headers/da-elektronik-produkter.csv (github.com/willasbrodersenjorgensen-netizen/automated-data-pipeline, `produkter.csv`).
 */

const {
  rows: [iphone, playstation],
  others,
} = realFile('da-elektronik-produkter.csv');

const cases: CorpusCase[] = [
  { why: 'Produkt Navn is the name', row: iphone, file: others(iphone), field: { output: 'Varenavn' }, want: 'iPhone 15' },
  { why: 'Pris (DKK) is the price', row: iphone, file: others(iphone), field: { output: 'Pris', type: 'float' }, want: 6999 },
  { why: 'a price in kroner fills a field asking for DKK', row: playstation, file: others(playstation), field: { output: 'Salgspris (DKK)', type: 'float' }, want: 3999 },
  { why: 'a price in kroner never fills a field asking for euros', row: playstation, file: others(playstation), field: { output: 'Pris (EUR)', type: 'float' }, want: null, reason: 'other_unit' },
  { why: 'Produkt ID is the product’s id', row: iphone, file: others(iphone), field: { output: 'Produkt-ID' }, want: '101' },
  { why: 'Kategori is the category', row: playstation, file: others(playstation), field: { output: 'Kategori' }, want: 'Konsol' },
  { why: 'Lagerstatus holds the stock', row: iphone, file: others(iphone), field: { output: 'Lagerbeholdning', type: 'integer' }, want: 24 },
  { why: 'no column names the brand', row: iphone, file: others(iphone), field: { output: 'Mærke' }, want: null, reason: 'not_found' },
];

export default cases;
