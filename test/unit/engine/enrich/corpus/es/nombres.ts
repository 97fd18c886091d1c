import type { CorpusCase } from '../types.ts';

/** Una lista de nombre y precio: el contenido, el peso, la marca y el color están en la descripción, la única columna de texto. */

const pintura = { Descripcion: 'PINTURA ESMALTE ROJO MARCA-X 1/4 GL', Precio: '12,50' };
const bolsa = { Descripcion: 'BOLSA 6 UNIDADES 40 GRAMOS', Precio: '2,10' };
const cable = { Descripcion: 'CABLE 10 AWG (ROLLO 25 KG)', Precio: '89,00' };
const caramelos = { Descripcion: 'CARAMELOS SABOR NARANJA 1 KG', Precio: '6,40' };
const coleira = { Descripcion: 'Collar perro azul', Precio: '7,50' };
const COLORES = [
  { code: 'RED', label: 'Red' },
  { code: 'BLU', label: 'Blue' },
  { code: 'ORG', label: 'Orange' },
];

const cases: CorpusCase[] = [
  { why: '1/4 GL es un cuarto de galón', row: pintura, delimiter: ';', field: { output: 'Capacidad (l)', type: 'float' }, want: 0.946, read: '1/4 GL' },
  { why: 'ROJO es Red en una lista inglesa', row: pintura, delimiter: ';', field: { output: 'Color', valueList: COLORES }, want: 'RED', read: 'ROJO' },
  { why: 'la marca es la primera palabra, cuando la información adicional lo dice', row: pintura, delimiter: ';', field: { output: 'Marca', extraInfo: 'la marca es la primera palabra del nombre' }, want: 'PINTURA' },
  { why: 'sin indicación, ninguna marca: nunca la descripción entera', row: pintura, delimiter: ';', field: { output: 'Marca' }, want: null, reason: 'not_found' },
  { why: 'una bolsa de 6 unidades de 40 gramos pesa 0,24 kg', row: bolsa, delimiter: ';', field: { output: 'Peso (kg)', type: 'float' }, want: 0.24, read: '6 UNIDADES 40 GRAMOS' },
  { why: 'la bolsa trae 6 unidades', row: bolsa, delimiter: ';', field: { output: 'Unidades por envase', type: 'integer' }, want: 6 },
  { why: 'el rollo pesa 25 kg', row: cable, delimiter: ';', field: { output: 'Peso (kg)', type: 'float' }, want: 25, read: '25 KG' },
  { why: '10 AWG es un calibre, no una longitud', row: cable, delimiter: ';', field: { output: 'Longitud (m)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'naranja en unos caramelos es el sabor, no el color', row: caramelos, delimiter: ';', field: { output: 'Color', valueList: COLORES }, want: null, reason: 'not_readable' },
  { why: 'el peso de los caramelos sí se lee', row: caramelos, delimiter: ';', field: { output: 'Peso (g)', type: 'integer' }, want: 1000 },
  { why: 'azul en el nombre es el color', row: coleira, delimiter: ';', field: { output: 'Color' }, want: 'azul' },
];

export default cases;
