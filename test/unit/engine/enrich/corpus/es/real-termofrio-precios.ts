import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Argentine ductwork maker's price list: precio per unidad (un or kg), material holding 'Galvanizado', 'A. Inox' or 'Pieza Especial'.
 * Rows copied from test/fixtures/real-headers/es-termofrio-precios.csv (github.com/lucifersamone/termofrio-portal, `lista_precios.csv`); long cells cut as in the fixture.
 */

const cachimba: Product = {
  id: '73',
  item: 'Cachimba',
  unidad: 'un',
  precio: '2880.0',
  material: 'Pieza Especial',
};
const codo: Product = {
  id: '76',
  item: 'Codo',
  unidad: 'kg',
  precio: '160.0',
  material: 'Galvanizado',
};
const inox: Product = {
  id: '107',
  item: 'Acero Inoxidable',
  unidad: 'kg',
  precio: '865.0',
  material: 'A. Inox',
};
const file = [cachimba, codo, inox];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'precio is the price', row: cachimba, file: others(cachimba), field: { output: 'Precio', type: 'float' }, want: 2880 },
  { why: 'unidad kg makes precio a price per kilo', row: codo, file: others(codo), field: { output: 'Precio por kg', type: 'float' }, want: 160, todo: 'a unit column (\'kg\') does not make the price one per kilo' },
  { why: 'a precio per piece is no price per kilo', row: cachimba, file: others(cachimba), field: { output: 'Precio por kg', type: 'float' }, want: null, reason: 'not_found' },
  { why: '\'Pieza Especial\' is no material', row: cachimba, file: others(cachimba), field: { output: 'Material' }, want: null, todo: 'a material cell naming no material is kept as written' },
  { why: 'material holds the material', row: codo, file: others(codo), field: { output: 'Material' }, want: 'Galvanizado' },
  { why: 'item is the name', row: cachimba, file: others(cachimba), field: { output: 'Nombre' }, want: 'Cachimba' },
];

export default cases;
