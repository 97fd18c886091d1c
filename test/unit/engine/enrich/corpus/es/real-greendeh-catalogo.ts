import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Mexican medical-supply catalogue: Producto, Categoría, Precio MXN (a currency in the header), contents in the names ('1 LT.', '500 ML', 'C/12').
 * Rows read from test/fixtures/real-headers/es-greendeh-catalogo.csv (github.com/GREENDEH/GREENDEH, `catalogo_productos.csv`).
 */

const {
  rows: [agua, , gel],
  others,
} = realFile('es-greendeh-catalogo.csv');

const cases: CorpusCase[] = [
  { why: 'a price in MXN is no price in euros', row: agua, file: others(agua), field: { output: 'Precio (€)', type: 'float' }, want: null, reason: 'other_unit' },
  { why: 'Precio MXN is the price', row: agua, file: others(agua), field: { output: 'Precio', type: 'float' }, want: 61 },
  { why: 'Categoría is the category', row: agua, file: others(agua), field: { output: 'Categoría' }, want: 'Soluciones' },
  { why: "the content in the name ('1 LT.')", row: agua, file: others(agua), field: { output: 'Capacidad', type: 'float', expectedUnit: 'l' }, want: 1 },
  { why: 'Producto is the name', row: gel, file: others(gel), field: { output: 'Nombre' }, want: 'GEL ANTIBACTERIAL 500 ML C/DISPENSADOR' },
];

export default cases;
