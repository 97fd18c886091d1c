import type { CorpusCase } from '../types.ts';

/** Units written in German in the cell or the header ('Kilogramm', 'Zoll', 'Stk'), converted to the field's unit. */

const cases: CorpusCase[] = [
  { why: 'Gramm in the cell, converted to kilograms', row: { Artikelname: 'Mehl', Gewicht: '500 Gramm' }, field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'kg written in the cell with a decimal comma', row: { Artikelname: 'Hantel', Gewicht: '1,2 kg' }, field: { output: 'Weight', type: 'integer', expectedUnit: 'g' }, want: 1200 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Artikelname: 'Hantel', Gewicht: '1,2' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'Zoll after a number is inches', row: { Artikelname: 'Laptop', Bildschirmdiagonale: '15,6 Zoll' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'Inhalt in litres, converted to millilitres', row: { Artikelname: 'Weißwein', Inhalt: '0,75 l' }, field: { output: 'Volumen (ml)', type: 'integer' }, want: 750 },
  { why: 'Füllmenge is the capacity', row: { Artikelname: 'Olivenöl', 'Füllmenge (ml)': '500' }, field: { output: 'Capacity', type: 'float', expectedUnit: 'l' }, want: 0.5 },
  { why: 'a count of pieces is no weight', row: { Artikelname: 'Schrauben', Gewicht: '100 Stk' }, field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'other_unit' },
  { why: 'a count naming what it counts is a stock', row: { Artikelname: 'Schrauben', Bestand: '12 Stück' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'Leistung in watts', row: { Artikelname: 'Wasserkocher', 'Leistung (W)': '2200' }, field: { output: 'Power', type: 'float', expectedUnit: 'kW' }, want: 2.2 },
];

export default cases;
