import type { CorpusCase } from '../types.ts';
import { COLORES_EN } from './rows.ts';

/** A Spanish description's free text: a value stated right after the field's name ('Color: negro', 'Altura 30 cm', 'Peso aprox. 1,25 kg'). */

const jarron = { Nombre: 'Jarrón Tea', Descripción: 'Jarrón hecho a mano. Material: cerámica. Color: negro. Altura 30 cm, peso aprox. 1,25 kg.' };

const cases: CorpusCase[] = [
  { why: 'Color: negro in the description is Black in an English list', row: jarron, field: { output: 'Colour', valueList: COLORES_EN }, want: 'BLK' },
  { why: 'Color: negro is read up to the sentence end', row: jarron, field: { output: 'Color' }, want: 'negro' },
  { why: 'Altura 30 cm is the height', row: jarron, field: { output: 'Alto', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'peso aprox. 1,25 kg is the weight, in grams', row: jarron, field: { output: 'Weight', type: 'integer', expectedUnit: 'g' }, want: 1250 },
  {
    why: 'Material: cerámica is Ceramic in an English list',
    row: jarron,
    field: {
      output: 'Material',
      valueList: [
        { code: 'CER', label: 'Ceramic' },
        { code: 'GLS', label: 'Glass' },
      ],
    },
    want: 'CER',
  },
  { why: 'a width the text does not state stays empty', row: jarron, field: { output: 'Ancho', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'not_found' },
];

export default cases;
