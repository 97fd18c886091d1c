import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish accessories shop's catalogue (XLSX): tipo for the kind of product, categoría for the collection, colours and fabrics at the end of the name ('Verde Claro', 'Cotton Burdeos').
 * Rows copied from test/fixtures/real-headers/es-maruchis-catalogo.csv (github.com/guillebielza/maruchis, `catalogo.xlsx`); long cells cut as in the fixture.
 */

const kiotoVerde: Product = {
  nombre: 'Kioto Verde Claro',
  tipo: 'bolsos',
  'categoría': 'Kioto',
  precio: '30',
  stock: '',
  imagen1: 'kioto verde claro k.jpg',
  imagen2: 'kiotos.jpg',
  imagen3: 'kioto verde claro 2.jpg',
  imagen4: '',
  imagen5: '',
};
const kiotoZebra: Product = {
  nombre: 'Kioto Zebra',
  tipo: 'bolsos',
  'categoría': 'Kioto',
  precio: '25',
  stock: '1',
  imagen1: 'Kioto zebra.jpg',
  imagen2: '',
  imagen3: '',
  imagen4: '',
  imagen5: '',
};
const sfBurdeos: Product = {
  nombre: 'San Francisco Cotton Burdeos',
  tipo: 'bolsos',
  'categoría': 'San Francisco',
  precio: '28',
  stock: '',
  imagen1: 'sf rojo k.jpg',
  imagen2: '',
  imagen3: '',
  imagen4: '',
  imagen5: '',
};
const file = [kiotoVerde, kiotoZebra, sfBurdeos];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'precio is the price', row: kiotoVerde, file: others(kiotoVerde), field: { output: 'Precio', type: 'float' }, want: 30 },
  { why: 'nombre is the name', row: kiotoZebra, file: others(kiotoZebra), field: { output: 'Nombre' }, want: 'Kioto Zebra' },
  { why: 'the colour at the end of the name', row: sfBurdeos, file: others(sfBurdeos), field: { output: 'Color' }, want: 'Burdeos', todo: 'a colour in the name is not read' },
  { why: 'an empty stock is no stock', row: kiotoVerde, file: others(kiotoVerde), field: { output: 'Stock', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'stock is the stock', row: kiotoZebra, file: others(kiotoZebra), field: { output: 'Stock', type: 'integer' }, want: 1 },
  { why: 'tipo is the kind of product', row: kiotoVerde, file: others(kiotoVerde), field: { output: 'Tipo de producto' }, want: 'bolsos', todo: 'tipo alone is no word; \'Tipo de producto\' reads the categoría (a collection)' },
];

export default cases;
