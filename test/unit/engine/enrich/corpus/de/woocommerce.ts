import type { CorpusCase } from '../types.ts';
import { wooDe } from './rows.ts';

/** WooCommerce's export with German column names: Regulärer Preis and Angebotspreis, flags with a question mark, units in the headers. */

const leuchte = wooDe();

const cases: CorpusCase[] = [
  { why: 'Regulärer Preis is the selling price', row: leuchte, field: { output: 'Preis', type: 'float' }, want: 59 },
  { why: 'the Angebotspreis is the sale price', row: leuchte, field: { output: 'Sale price', type: 'float' }, want: 49 },
  { why: 'Sonderpreis asks for the Angebotspreis', row: leuchte, field: { output: 'Sonderpreis', type: 'float' }, want: 49 },
  { why: 'an empty Bestand is not the Vorrätig? flag', row: leuchte, field: { output: 'Bestand', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'Gewicht (kg) is converted to grams', row: leuchte, field: { output: 'Gewicht', type: 'integer', expectedUnit: 'g' }, want: 800 },
  { why: 'Länge (cm) is the length', row: leuchte, field: { output: 'Length', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'Breite (cm) is the width', row: leuchte, field: { output: 'Width', type: 'float', expectedUnit: 'cm' }, want: 20 },
  { why: 'Höhe (cm) is the height, converted to millimetres', row: leuchte, field: { output: 'Höhe (mm)', type: 'integer' }, want: 420 },
  { why: 'Marken is the brand', row: leuchte, field: { output: 'Brand' }, want: 'Lumen' },
  { why: 'Kategorien is the category', row: leuchte, field: { output: 'Category' }, want: 'Leuchten > Tischleuchten' },
];

export default cases;
