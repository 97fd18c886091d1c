import { COLOURS, NOIR_BLANC } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** Value lists read from French cells: case, accents and feminine forms; known words translated into an English list. */

const cases: CorpusCase[] = [
  { why: 'case and accents are ignored when matching', row: { Couleur: 'BLEU MARINE' }, field: { output: 'Colour', valueList: [{ code: 'NVY', label: 'Bleu marine' }], useLabel: true }, want: 'Bleu marine' },
  {
    why: 'a list item keyed in free text is read',
    row: { Description: 'Une chaise en bois, coloris rouge, très solide.' },
    field: { output: 'Colour', valueList: [{ code: 'RED', label: 'Rouge' }] },
    want: 'RED',
  },
  { why: 'a feminine form matches its item', row: { Couleur: 'Blanche' }, field: { output: 'Couleur', valueList: NOIR_BLANC, useLabel: true }, want: 'Blanc' },
  { why: 'a French colour with no English item in the list stays empty', row: { Couleur: 'Noir' }, field: { output: 'Colour', valueList: COLOURS }, want: null, reason: 'not_in_list' },
  { why: 'vert is green', row: { Couleur: 'Vert' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRN' },
];

export default cases;
