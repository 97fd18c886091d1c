import { COLOURS, CONDITIONS, NOIR_BLANC } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** Italian colours and materials matched to lists in other languages: feminine and plural forms, known words translated. */

const cases: CorpusCase[] = [
  { why: 'a feminine form is its colour: nera is Noir', row: { Colore: 'Nera' }, field: { output: 'Couleur', valueList: NOIR_BLANC, useLabel: true }, want: 'Noir' },
  { why: 'blu navy is navy blue, not blue', row: { Colore: 'Blu navy' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'grigio is Gray', row: { Colore: 'grigio' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRY' },
  { why: 'rosso is Red', row: { Colore: 'Rosso' }, field: { output: 'Colour', valueList: COLOURS }, want: 'RED' },
  { why: 'an Italian colour with no item in the list stays empty', row: { Colore: 'giallo' }, field: { output: 'Colour', valueList: COLOURS }, want: null, reason: 'not_in_list' },
  { why: 'rovere is Chêne in a French list', row: { Materiale: 'rovere' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Condizione Nuovo is the condition new', row: { Nome: 'Giacca', Condizione: 'Nuovo' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'new' },
];

export default cases;
