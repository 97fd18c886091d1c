import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Argentinian tyre distributor list: precio publico with grouping dots and a decimal comma, stock as 0,00.
 * Rows copied from test/fixtures/real-headers/es-distribuidora-articulos.csv (github.com/MarianoDjango/sistema-distribuidora-django, `articulos.csv`); long cells cut as in the fixture.
 */

const luhe: Product = {
  idempresa: '1',
  idfamilia: '1',
  descripcion: 'Luhe 650-16',
  'precio publico': '150.000,00',
  'fecha precio': '0',
  stock: '0,00',
  'fecha stock': '0',
  comentarios: '',
  activo: 'TRUE',
};
const tyrelink: Product = {
  idempresa: '1',
  idfamilia: '1',
  descripcion: 'Tyrelink 295 80 22.5 ',
  'precio publico': '424.000,00',
  'fecha precio': '0',
  stock: '0,00',
  'fecha stock': '0',
  comentarios: '',
  activo: 'TRUE',
};
const goodtyre: Product = {
  idempresa: '1',
  idfamilia: '1',
  descripcion: 'Goodtyre 215 75 17.5',
  'precio publico': '222.800,00',
  'fecha precio': '0',
  stock: '0,00',
  'fecha stock': '0',
  comentarios: '',
  activo: 'TRUE',
};
const file = [luhe, tyrelink, goodtyre];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'precio publico is the price', row: luhe, file: others(luhe), field: { output: 'Precio', type: 'float' }, want: 150000 },
  { why: 'stock 0,00 is no stock', row: luhe, file: others(luhe), field: { output: 'Stock', type: 'integer' }, want: 0 },
  { why: 'idfamilia is an id, no category', row: luhe, file: others(luhe), field: { output: 'Categoría' }, want: null, reason: 'not_found' },
];

export default cases;
