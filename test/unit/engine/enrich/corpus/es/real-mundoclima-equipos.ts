import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish HVAC equipment sheet (semicolons): Código, Gama, Caudal (m³/h), Nombre.
 * Rows read from test/fixtures/real-headers/es-mundoclima-equipos.csv (github.com/s4lv4th0r/Calculadora-VMC-Mundoclima, `equipos.csv`).
 */

const {
  rows: [elegance150],
  others,
} = realFile('es-mundoclima-equipos.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Nombre is the name', row: elegance150, file: others(elegance150), delimiter: ';', field: { output: 'Nombre' }, want: 'ELEGANCE 150' },
  { why: 'Código is the SKU', row: elegance150, file: others(elegance150), delimiter: ';', field: { output: 'SKU' }, want: 'VE80001' },
];

export default cases;
