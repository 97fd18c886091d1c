import type { CorpusCase } from '../types.ts';

/** Units written in Italian in the cell or the header ('grammi', 'pollici', 'pz'), converted to the field's unit. */

const cases: CorpusCase[] = [
  { why: 'grammi in the cell, converted to kilograms', row: { Nome: 'Farina', Peso: '500 grammi' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Nome: 'Manubrio', Peso: '1,2' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'pollici after a number are inches', row: { Nome: 'Portatile', Schermo: '15,6 pollici' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'Capacità in litres, converted to millilitres', row: { Nome: 'Vino bianco', Capacità: '0,75 l' }, field: { output: 'Volume (ml)', type: 'integer' }, want: 750 },
  { why: 'a count of pieces is no weight', row: { Nome: 'Viti', Peso: '100 pz' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'other_unit' },
  { why: 'a count naming what it counts is a stock', row: { Nome: 'Viti', Giacenza: '12 pezzi' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'Potenza in watts', row: { Nome: 'Bollitore', 'Potenza (W)': '2200' }, field: { output: 'Power', type: 'float', expectedUnit: 'kW' }, want: 2.2 },
];

export default cases;
