import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish HVAC supplier tarifa (semicolons): nuevo pvp with the euro sign and spaces in the cell.
 * Rows copied from test/fixtures/real-headers/es-mundoclima-tarifa.csv (github.com/s4lv4th0r/Calculadora-VMC-Mundoclima, `tarifa.csv`); long cells cut as in the fixture.
 */

const rollo: Product = {
  'Cod Art': 'CA11001',
  'Desc Art': 'ROLLO 50M CONDUCTO SEMIFLEXIBLE CIRCULAR 75MM  ANTIBACTERIANO ARIA CONNECT',
  'nuevo pvp': ' 167 € ',
};
const boca15: Product = {
  'Cod Art': 'CA11651',
  'Desc Art': 'BOCA AUTORREGULABLE BAMJ 15 CON MANGUITO JUNTA A CONDUCTO RIGIDO',
  'nuevo pvp': ' 25,20 € ',
};
const boca45: Product = {
  'Cod Art': 'CA11653',
  'Desc Art': 'BOCA AUTORREGULABLE BAMJ 45 CON MANGUITO JUNTA A CONDUCTO RIGIDO',
  'nuevo pvp': ' 25,20 € ',
};
const file = [rollo, boca15, boca45];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'nuevo pvp is the price', row: rollo, file: others(rollo), delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 167 },
  { why: 'a decimal comma in "25,20 €"', row: boca15, file: others(boca15), delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 25.2 },
  { why: 'Cod Art is the SKU', row: rollo, file: others(rollo), delimiter: ';', field: { output: 'SKU' }, want: 'CA11001' },
];

export default cases;
