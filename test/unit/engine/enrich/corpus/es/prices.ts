import type { CorpusCase } from '../types.ts';

/** Spanish price columns: the PVP is the price; precio distribuidor and precio por kg never are; con/sin IVA in the name or the cell. */

const cafe = {
  'Cód. artículo': 'CF-500',
  Descripción: 'Café en grano 500 g',
  'Precio distribuidor': '5,60',
  'Precio por kg': '24,90',
  'Precio oferta': '9,95',
  'PVP recomendado': '12,45',
};
const iva = { Nombre: 'Cojín Sol', 'Precio sin IVA': '16,50', 'Precio con IVA': '19,97' };

const cases: CorpusCase[] = [
  { why: 'Precio is the recommended PVP, not the price per kilo', row: cafe, delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 12.45 },
  { why: 'the precio distribuidor is a purchase price', row: cafe, delimiter: ';', field: { output: 'Precio de coste', type: 'float' }, want: 5.6 },
  { why: 'Precio rebajado asks for the precio oferta', row: cafe, delimiter: ';', field: { output: 'Precio rebajado', type: 'float' }, want: 9.95 },
  { why: 'with no tax basis asked, the price is the one with IVA', row: iva, delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 19.97 },
  { why: 'Precio sin IVA is the price tax excluded', row: iva, delimiter: ';', field: { output: 'Precio sin IVA', type: 'float' }, want: 16.5 },
  { why: 'IVA incluido asks for the price with IVA', row: iva, delimiter: ';', field: { output: 'PVP (IVA incluido)', type: 'float' }, want: 19.97 },
  { why: 'a cell saying IVA incluido is the price with IVA', row: { Nombre: 'Lámpara', Precio: '12,50 € IVA incluido' }, field: { output: 'Precio con IVA', type: 'float' }, want: 12.5 },
  { why: 'a cell saying IVA incluido is not the price without IVA', row: { Nombre: 'Lámpara', Precio: '12,50 € IVA incluido' }, field: { output: 'Precio sin IVA', type: 'float' }, want: null, reason: 'other_tax' },
  { why: 'a dot groups thousands beside a decimal comma', row: { Nombre: 'Sofá Lago', PVP: '1.299,00 €' }, delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 1299 },
  { why: '2,99 € el kilo: the price is 2,99', row: { Nombre: 'Manzanas', Precio: '2,99 € el kilo' }, field: { output: 'Precio', type: 'float' }, want: 2.99 },
  { why: 'el kilo is the unit the price is per', row: { Nombre: 'Manzanas', Precio: '2,99 € el kilo' }, field: { output: 'Unidad de venta' }, want: 'kg' },
  { why: 'la unidad is one piece', row: { Nombre: 'Melón', Precio: '3,50 € la unidad' }, field: { output: 'Unidad' }, want: 'piece' },
];

export default cases;
