import type { CorpusCase } from '../types.ts';
import { wooEs } from './rows.ts';

/** WooCommerce's export with Spanish column names: Precio normal and Precio rebajado, flags with question marks, units in the headers. */

const lampara = wooEs();

const cases: CorpusCase[] = [
  { why: 'Precio normal is the selling price', row: lampara, field: { output: 'Precio', type: 'float' }, want: 59 },
  { why: 'the precio rebajado is the sale price', row: lampara, field: { output: 'Sale price', type: 'float' }, want: 49 },
  { why: 'an empty Inventario is not the ¿En inventario? flag', row: lampara, field: { output: 'Stock', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'Peso (kg) converted to grams', row: lampara, field: { output: 'Peso', type: 'integer', expectedUnit: 'g' }, want: 800 },
  { why: 'Longitud is the length', row: lampara, field: { output: 'Largo', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'Anchura is the width', row: lampara, field: { output: 'Width', type: 'float', expectedUnit: 'cm' }, want: 20 },
  { why: 'Altura is the height, converted to millimetres', row: lampara, field: { output: 'Alto (mm)', type: 'integer' }, want: 420 },
  { why: 'Marcas is the brand', row: lampara, field: { output: 'Marca' }, want: 'Lumen' },
  { why: 'Categorías is the category', row: lampara, field: { output: 'Category' }, want: 'Iluminación > Lámparas de mesa' },
];

export default cases;
