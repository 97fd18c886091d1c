import type { CorpusCase } from '../types.ts';
import { COLORI_EN } from './rows.ts';

/** An Italian description's free text: a value stated right after the field's name ('Colore: bianco', 'Altezza 30 cm', 'Peso circa 1,25 kg'). */

const vaso = { Nome: 'Vaso Mira', Descrizione: 'Vaso fatto a mano. Materiale: vetro. Colore: bianco. Altezza 30 cm, peso circa 1,25 kg.' };

const cases: CorpusCase[] = [
  { why: 'Colore: bianco in the description is White in an English list', row: vaso, field: { output: 'Colour', valueList: COLORI_EN }, want: 'WHT' },
  { why: 'Colore: bianco is read up to the sentence end', row: vaso, field: { output: 'Colore' }, want: 'bianco' },
  { why: 'Altezza 30 cm is the height', row: vaso, field: { output: 'Altezza', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'peso circa 1,25 kg is the weight, in grams', row: vaso, field: { output: 'Weight', type: 'integer', expectedUnit: 'g' }, want: 1250 },
  {
    why: 'Materiale: vetro is Glass in an English list',
    row: vaso,
    field: {
      output: 'Material',
      valueList: [
        { code: 'CER', label: 'Ceramic' },
        { code: 'GLS', label: 'Glass' },
      ],
    },
    want: 'GLS',
  },
  { why: 'a width the text does not state stays empty', row: vaso, field: { output: 'Larghezza', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'not_found' },
];

export default cases;
