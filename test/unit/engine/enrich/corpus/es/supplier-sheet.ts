import { NOIR_BLANC } from '../lists.ts';
import type { CorpusCase } from '../types.ts';
import { COLORES_EN, tarifa } from './rows.ts';

/** A Spanish supplier's tarifa: the PVP is the price and the precio de coste never is; units from the header; the product's weight before the gross weight. */

const flags = { Nombre: 'Silla Alba', 'Activo (0/1)': '1', Publicado: '1', '¿Vendido individualmente?': '0' };

const cases: CorpusCase[] = [
  { why: 'Precio is the PVP', row: tarifa, delimiter: ';', field: { output: 'Precio', type: 'float' }, want: 109 },
  { why: 'Price is the PVP, never the cost price', row: tarifa, delimiter: ';', field: { output: 'Price', type: 'float' }, want: 109 },
  { why: 'Precio de venta is the PVP', row: tarifa, delimiter: ';', field: { output: 'Precio de venta', type: 'float' }, want: 109 },
  { why: 'Precio de compra is the precio de coste', row: tarifa, delimiter: ';', field: { output: 'Precio de compra', type: 'float' }, want: 41.3 },
  { why: 'Coste is the precio de coste', row: tarifa, delimiter: ';', field: { output: 'Coste', type: 'float' }, want: 41.3 },
  { why: 'Peso (kg) converted to grams; the gross weight is the parcel’s', row: tarifa, delimiter: ';', field: { output: 'Peso', type: 'integer', expectedUnit: 'g' }, want: 6500 },
  { why: 'the product’s weight, whichever column comes first', row: tarifa, delimiter: ';', field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 6.5 },
  { why: 'the peso bruto is read when asked', row: tarifa, delimiter: ';', field: { output: 'Peso bruto', type: 'float', expectedUnit: 'kg' }, want: 8.1 },
  { why: 'Alto is the height', row: tarifa, delimiter: ';', field: { output: 'Altura', type: 'integer', expectedUnit: 'cm' }, want: 55 },
  { why: 'Alto (cm) converted to metres', row: tarifa, delimiter: ';', field: { output: 'Height', type: 'float', expectedUnit: 'm' }, want: 0.55 },
  { why: 'an empty Ancho is not the tabletop the description gives', row: tarifa, delimiter: ';', field: { output: 'Ancho', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'source_empty' },
  { why: 'Fondo is the depth', row: tarifa, delimiter: ';', field: { output: 'Profundidad (cm)', type: 'float' }, want: 40 },
  { why: 'Diámetro in millimetres converted to centimetres', row: tarifa, delimiter: ';', field: { output: 'Diameter', type: 'float', expectedUnit: 'cm' }, want: 45 },
  { why: 'negro is Black in an English list', row: tarifa, delimiter: ';', field: { output: 'Colour', valueList: COLORES_EN }, want: 'BLK' },
  { why: 'negro is Noir in a French list', row: tarifa, delimiter: ';', field: { output: 'Couleur', valueList: NOIR_BLANC, useLabel: true }, want: 'Noir' },
  { why: 'a colour with no list is kept as written', row: tarifa, delimiter: ';', field: { output: 'Color' }, want: 'negro' },
  {
    why: 'Roble macizo is solid oak, not oak',
    row: tarifa,
    delimiter: ';',
    field: {
      output: 'Material',
      valueList: [
        { code: 'OAK', label: 'Oak' },
        { code: 'SOAK', label: 'Solid oak' },
      ],
    },
    want: 'SOAK',
  },
  { why: 'Marca is the brand', row: tarifa, delimiter: ';', field: { output: 'Brand' }, want: 'Casa Nora' },
  { why: 'Referencia is the SKU', row: tarifa, delimiter: ';', field: { output: 'SKU' }, want: 'MA-3307' },
  { why: 'Stock is read as a count', row: tarifa, delimiter: ';', field: { output: 'Existencias', type: 'integer' }, want: 22 },

  { why: 'yes/no columns are no stock', row: flags, delimiter: ';', field: { output: 'Stock', type: 'integer' }, want: null, reason: 'not_found' },
  { why: 'Activo (0/1) is a flag, not a quantity', row: flags, delimiter: ';', field: { output: 'Cantidad', type: 'integer' }, want: null, reason: 'not_found' },
];

export default cases;
