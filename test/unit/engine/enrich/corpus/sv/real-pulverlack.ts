import { COLOURS } from '../lists.ts';
import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Swedish powder-paint stock list (semicolons): the 'Aktiv (ja/nej)' flag, Fabrikat, Kulör, Mängd (kilos, decimal commas),
 * Pris_kr_kg, a price per kilo. Rows read from test/fixtures/real-headers/sv-pulverlack-lager.csv
 * (github.com/venox250cc-jpg/Pulerborsen, `lager.csv`).
 */

const {
  rows: [interpon, chrome, icaGrey],
  others,
} = realFile('sv-pulverlack-lager.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Fabrikat is the brand', row: interpon, file: others(interpon), delimiter: ';', field: { output: 'Varumärke' }, want: 'intrepon' },
  { why: 'Kulör is the colour', row: interpon, file: others(interpon), delimiter: ';', field: { output: 'Färg' }, want: 'S 2010 G60Y' },
  { why: 'ICA Grey names one item of the list', row: icaGrey, file: others(icaGrey), delimiter: ';', field: { output: 'Färg', valueList: COLOURS }, want: 'GRY', todo: 'a colour spelled otherwise (Grey for Gray) inside a longer cell is not matched' },
  { why: 'Pris_kr_kg is a price per kilo, not the price of the lot', row: chrome, file: others(chrome), delimiter: ';', field: { output: 'Pris', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Pris_kr_kg fills a field asking for the price per kilo', row: chrome, file: others(chrome), delimiter: ';', field: { output: 'Pris per kg', type: 'float' }, want: 20 },
  { why: 'Mängd is the quantity in stock', row: interpon, file: others(interpon), delimiter: ';', field: { output: 'Lagersaldo', type: 'float' }, want: 10.8 },
];

export default cases;
