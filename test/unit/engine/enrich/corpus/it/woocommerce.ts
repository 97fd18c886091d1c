import type { CorpusCase } from '../types.ts';
import { wooIt } from './rows.ts';

/** WooCommerce's export with Italian column names: Prezzo di listino and Prezzo in offerta, flags with question marks, units in the headers. */

const lampada = wooIt();

const cases: CorpusCase[] = [
  { why: 'Prezzo di listino is the selling price', row: lampada, field: { output: 'Prezzo', type: 'float' }, want: 59 },
  { why: 'the prezzo in offerta is the sale price', row: lampada, field: { output: 'Sale price', type: 'float' }, want: 49 },
  { why: 'an empty Magazzino is not the In stock? flag', row: lampada, field: { output: 'Stock', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'Peso (kg) converted to grams', row: lampada, field: { output: 'Peso', type: 'integer', expectedUnit: 'g' }, want: 800 },
  { why: 'Lunghezza is the length', row: lampada, field: { output: 'Length', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'Larghezza is the width', row: lampada, field: { output: 'Larghezza', type: 'float', expectedUnit: 'cm' }, want: 20 },
  { why: 'Altezza is the height, converted to millimetres', row: lampada, field: { output: 'Altezza (mm)', type: 'integer' }, want: 420 },
  { why: 'Marchi is the brand', row: lampada, field: { output: 'Marca' }, want: 'Lumen' },
  { why: 'Categorie is the category', row: lampada, field: { output: 'Category' }, want: 'Illuminazione > Lampade da tavolo' },
];

export default cases;
