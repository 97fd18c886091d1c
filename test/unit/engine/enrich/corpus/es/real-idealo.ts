import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish idealo feed (a Portuguese school-supplies shop): Precio, Precio especial, Precio original, Fabricante / Marca beside Número del fabricante, Talla N/A.
 * Rows read from test/fixtures/real-headers/es-idealo-juguetes.csv (github.com/JMMatosF/feed, `idealo.csv`).
 */

const {
  rows: [clementoni],
  others,
} = realFile('es-idealo-juguetes.csv');

const cases: CorpusCase[] = [
  { why: 'Precio is the price', row: clementoni, file: others(clementoni), field: { output: 'Precio', type: 'float' }, want: 11.99 },
  { why: 'an empty Precio especial is no sale price', row: clementoni, file: others(clementoni), field: { output: 'Precio de oferta', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'Fabricante / Marca is the brand, never the Número del fabricante', row: clementoni, file: others(clementoni), field: { output: 'Marca' }, want: 'Clementoni' },
  { why: 'Categoría del producto is the category', row: clementoni, file: others(clementoni), field: { output: 'Categoría' }, want: 'Brinquedos' },
  { why: 'Talla N/A is no size', row: clementoni, file: others(clementoni), field: { output: 'Talla' }, want: null, reason: 'source_empty' },
  { why: 'the EAN column is the EAN', row: clementoni, file: others(clementoni), field: { output: 'EAN' }, want: '8005125677740' },
  { why: 'Nombre del producto is the name', row: clementoni, file: others(clementoni), field: { output: 'Nombre' }, want: '8 juegos en 1 Clementoni' },
  { why: 'N° artículo en tienda is the SKU', row: clementoni, file: others(clementoni), field: { output: 'SKU' }, want: '67774' },
];

export default cases;
