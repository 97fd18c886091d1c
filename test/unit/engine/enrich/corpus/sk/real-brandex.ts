import { NOIR_BLANC, SIZES } from '../lists.ts';
import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A Slovak supplier's textiles under headers half English, half Slovak: SKUPINA (the product's group), FARBA (its colour, written
 * in English beside COLOR), SKUPINOVY_NAZOV, SIZE, PRICE, STOCK_100. Rows read from test/fixtures/real-headers/sk-brandex-produkty.csv
 * (github.com/irongogo1972-design/BRANDEX-PONUKY, `produkty.xlsx`).
 */

const {
  rows: [first],
  others,
} = realFile('sk-brandex-produkty.csv');

const cases: CorpusCase[] = [
  { why: 'FARBA is the colour', row: first, file: others(first), field: { output: 'Farba', valueList: NOIR_BLANC }, want: 'BL' },
  { why: 'SKUPINA is the category', row: first, file: others(first), field: { output: 'Kategória' }, want: 'B02E' },
  { why: 'BRAND is the brand', row: first, file: others(first), field: { output: 'Značka' }, want: 'B&C' },
  { why: 'SIZE is the size', row: first, file: others(first), field: { output: 'Veľkosť', valueList: SIZES }, want: 'S' },
  { why: 'PRICE is the price', row: first, file: others(first), field: { output: 'Cena', type: 'float' }, want: 2.22 },
];

export default cases;
