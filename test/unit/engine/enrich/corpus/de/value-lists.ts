import { COLOURS, CONDITIONS, NOIR_BLANC } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** German colours and materials matched to lists in other languages: known words translated, longest first, ß and umlauts as written or spelled out. */

const cases: CorpusCase[] = [
  { why: 'Schwarz is Noir in a French list', row: { Farbe: 'Schwarz' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'weiss written with ss is still white', row: { Farbe: 'Weiss' }, field: { output: 'Couleur', valueList: NOIR_BLANC, useLabel: true }, want: 'Blanc' },
  { why: 'Marineblau is navy blue, not blue', row: { Farbe: 'Marineblau' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'grau is Gray', row: { Farbe: 'grau' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRY' },
  { why: 'gruen with the umlaut spelled out is green', row: { Farbe: 'gruen' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRN' },
  { why: 'a German colour with no item in the list stays empty', row: { Farbe: 'gelb' }, field: { output: 'Colour', valueList: COLOURS }, want: null, reason: 'not_in_list' },
  {
    why: 'Eiche massiv is solid oak, not oak',
    row: { Material: 'Eiche massiv' },
    field: {
      output: 'Material',
      valueList: [
        { code: 'OAK', label: 'Oak' },
        { code: 'SOAK', label: 'Solid oak' },
      ],
    },
    want: 'SOAK',
  },
  { why: 'Eiche is Chêne in a French list', row: { Material: 'Eiche' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Zustand Neu is the condition new', row: { Artikelname: 'Jacke', Zustand: 'Neu' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'new' },
];

export default cases;
