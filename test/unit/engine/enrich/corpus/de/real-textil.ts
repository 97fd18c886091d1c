import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German textile printer's blank-garment list: EK (purchase price), Stoff for the fabric, Grammatur in g/m² (no weight), Workwear as Ja/Nein.
 * Rows read from test/fixtures/real-headers/de-textil-artikel.csv (github.com/paulh0609/CSV, `artikel.csv`).
 */

const {
  rows: [tshirt, , polo],
  others,
} = realFile('de-textil-artikel.csv');

const cases: CorpusCase[] = [
  { why: 'EK is the purchase price', row: tshirt, file: others(tshirt), field: { output: 'Einkaufspreis', type: 'float' }, want: 4.5 },
  { why: 'EK is no selling price', row: tshirt, file: others(tshirt), field: { output: 'Verkaufspreis', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Stoff is the material', row: tshirt, file: others(tshirt), field: { output: 'Material' }, want: 'Baumwolle' },
  { why: 'Grammatur (g/m²) is no weight', row: tshirt, file: others(tshirt), field: { output: 'Gewicht', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Artikel is the name', row: polo, file: others(polo), field: { output: 'Name' }, want: 'Polo kurzarm' },
];

export default cases;
