import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Argentinian tyre distributor list: precio publico with grouping dots and a decimal comma, stock as 0,00.
 * Rows read from test/fixtures/real-headers/es-distribuidora-articulos.csv (github.com/MarianoDjango/sistema-distribuidora-django, `articulos.csv`).
 */

const {
  rows: [luhe],
  others,
} = realFile('es-distribuidora-articulos.csv');

const cases: CorpusCase[] = [
  { why: 'precio publico is the price', row: luhe, file: others(luhe), field: { output: 'Precio', type: 'float' }, want: 150000 },
  { why: 'stock 0,00 is no stock', row: luhe, file: others(luhe), field: { output: 'Stock', type: 'integer' }, want: 0 },
  { why: 'idfamilia is an id, no category', row: luhe, file: others(luhe), field: { output: 'Categoría' }, want: null, reason: 'not_found' },
];

export default cases;
