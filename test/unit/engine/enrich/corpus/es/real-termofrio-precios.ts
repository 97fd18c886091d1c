import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Argentine ductwork maker's price list: precio per unidad (un or kg), material holding 'Galvanizado', 'A. Inox' or 'Pieza Especial'.
 * Rows read from test/fixtures/real-headers/es-termofrio-precios.csv (github.com/lucifersamone/termofrio-portal, `lista_precios.csv`).
 */

const {
  rows: [cachimba, codo],
  others,
} = realFile('es-termofrio-precios.csv');

const cases: CorpusCase[] = [
  { why: 'precio is the price', row: cachimba, file: others(cachimba), field: { output: 'Precio', type: 'float' }, want: 2880 },
  { why: 'unidad kg makes precio a price per kilo', row: codo, file: others(codo), field: { output: 'Precio por kg', type: 'float' }, want: 160, todo: "a unit column ('kg') does not make the price one per kilo" },
  { why: 'a precio per piece is no price per kilo', row: cachimba, file: others(cachimba), field: { output: 'Precio por kg', type: 'float' }, want: null, reason: 'not_found' },
  { why: "'Pieza Especial' is no material", row: cachimba, file: others(cachimba), field: { output: 'Material' }, want: null, todo: 'a material cell naming no material is kept as written' },
  { why: 'material holds the material', row: codo, file: others(codo), field: { output: 'Material' }, want: 'Galvanizado' },
  { why: 'item is the name', row: cachimba, file: others(cachimba), field: { output: 'Nombre' }, want: 'Cachimba' },
];

export default cases;
