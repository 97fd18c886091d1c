import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish HVAC equipment sheet (semicolons): Código, Gama, Caudal (m³/h), Nombre.
 * Rows copied from test/fixtures/real-headers/es-mundoclima-equipos.csv (github.com/s4lv4th0r/Calculadora-VMC-Mundoclima, `equipos.csv`); long cells cut as in the fixture.
 */

const elegance150: Product = {
  'Código': 'VE80001',
  Gama: 'ELEGANCE',
  'Caudal (m³/h)': '150',
  Nombre: 'ELEGANCE 150',
};
const elegance300: Product = {
  'Código': 'VE80002',
  Gama: '',
  'Caudal (m³/h)': '300',
  Nombre: 'ELEGANCE 300 H',
};
const file = [elegance150, elegance300];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Nombre is the name', row: elegance150, file: others(elegance150), delimiter: ';', field: { output: 'Nombre' }, want: 'ELEGANCE 150' },
  { why: 'Código is the SKU', row: elegance150, file: others(elegance150), delimiter: ';', field: { output: 'SKU' }, want: 'VE80001' },
];

export default cases;
