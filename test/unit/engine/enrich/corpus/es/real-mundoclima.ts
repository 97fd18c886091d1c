import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish HVAC supplier tarifa (semicolons): nuevo pvp with the euro sign and spaces in the cell.
 * Rows read from test/fixtures/real-headers/es-mundoclima-tarifa.csv (github.com/s4lv4th0r/Calculadora-VMC-Mundoclima, `tarifa.csv`).
 */

const {
  rows: [rollo, boca15],
  others,
} = realFile('es-mundoclima-tarifa.csv', ';');

const cases: CorpusCase[] = [
  { why: 'nuevo pvp is the price', row: rollo, file: others(rollo), delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 167 },
  { why: 'a decimal comma in "25,20 €"', row: boca15, file: others(boca15), delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 25.2 },
  { why: 'Cod Art is the SKU', row: rollo, file: others(rollo), delimiter: ';', field: { output: 'SKU' }, want: 'CA11001' },
];

export default cases;
