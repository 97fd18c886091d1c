import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish accessories shop's catalogue (XLSX): tipo for the kind of product, categoría for the collection, colours and fabrics at the end of the name ('Verde Claro', 'Cotton Burdeos').
 * Rows read from test/fixtures/real-headers/es-maruchis-catalogo.csv (github.com/guillebielza/maruchis, `catalogo.xlsx`).
 */

const {
  rows: [kiotoVerde, kiotoZebra, sfBurdeos],
  others,
} = realFile('es-maruchis-catalogo.csv');

const cases: CorpusCase[] = [
  { why: 'precio is the price', row: kiotoVerde, file: others(kiotoVerde), field: { output: 'Precio', type: 'float' }, want: 30 },
  { why: 'nombre is the name', row: kiotoZebra, file: others(kiotoZebra), field: { output: 'Nombre' }, want: 'Kioto Zebra' },
  { why: 'the colour at the end of the name', row: sfBurdeos, file: others(sfBurdeos), field: { output: 'Color' }, want: 'Burdeos' },
  { why: 'an empty stock is no stock', row: kiotoVerde, file: others(kiotoVerde), field: { output: 'Stock', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'stock is the stock', row: kiotoZebra, file: others(kiotoZebra), field: { output: 'Stock', type: 'integer' }, want: 1 },
  { why: 'tipo is the kind of product', row: kiotoVerde, file: others(kiotoVerde), field: { output: 'Tipo de producto' }, want: 'bolsos', todo: "tipo alone is no word; 'Tipo de producto' reads the categoría (a collection)" },
];

export default cases;
