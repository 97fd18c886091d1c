import type { CorpusCase } from '../types.ts';

/** Units written in Spanish in the cell or the header ('gramos', 'pulgadas', 'uds.'), converted to the field's unit. */

const cases: CorpusCase[] = [
  { why: 'gramos in the cell, converted to kilograms', row: { Nombre: 'Harina', Peso: '500 gramos' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Nombre: 'Mancuerna', Peso: '1,2' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'pulgadas are inches', row: { Nombre: 'Portátil', Pantalla: '15,6 pulgadas' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'Capacidad in litres, converted to millilitres', row: { Nombre: 'Vino blanco', Capacidad: '0,75 l' }, field: { output: 'Volumen (ml)', type: 'integer' }, want: 750 },
  { why: 'a count of units is no weight', row: { Nombre: 'Tornillos', Peso: '100 uds.' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'other_unit' },
  { why: 'a count naming what it counts is a stock', row: { Nombre: 'Tornillos', Existencias: '12 unidades' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'Potencia in watts', row: { Nombre: 'Hervidor', 'Potencia (W)': '2200' }, field: { output: 'Power', type: 'float', expectedUnit: 'kW' }, want: 2.2 },
];

export default cases;
