import type { CorpusCase } from '../types.ts';
import { FARBEN_EN } from './rows.ts';

/** A German description's free text: a value stated right after the field's name ('Farbe: weiß', 'Höhe 30 cm', 'Gewicht ca. 1,25 kg'). */

const vase = { Artikelname: 'Vase Tessa', Beschreibung: 'Handgefertigte Vase. Material: Keramik. Farbe: weiß. Höhe 30 cm, Gewicht ca. 1,25 kg.' };

const cases: CorpusCase[] = [
  { why: 'Farbe: weiß in the description is White in an English list', row: vase, field: { output: 'Colour', valueList: FARBEN_EN }, want: 'WHT' },
  { why: 'Farbe: weiß is read up to the sentence end', row: vase, field: { output: 'Farbe' }, want: 'weiß' },
  { why: 'Höhe 30 cm is the height', row: vase, field: { output: 'Höhe', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'Gewicht ca. 1,25 kg is the weight, in grams', row: vase, field: { output: 'Weight', type: 'integer', expectedUnit: 'g' }, want: 1250 },
  {
    why: 'Material: Keramik is Ceramic in an English list',
    row: vase,
    field: {
      output: 'Material',
      valueList: [
        { code: 'CER', label: 'Ceramic' },
        { code: 'GLS', label: 'Glass' },
      ],
    },
    want: 'CER',
  },
  { why: 'Material: Keramik is read as written with no list', row: vase, field: { output: 'Material' }, want: 'Keramik' },
  { why: 'a width the text does not state stays empty', row: vase, field: { output: 'Breite', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'not_found' },
];

export default cases;
