import { COLOURS, CONDITIONS, NOIR_BLANC } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** Spanish colours and materials matched to lists in other languages: feminine and plural forms, known words translated. */

const cases: CorpusCase[] = [
  { why: 'a feminine form is its colour: blanca is Blanc', row: { Color: 'Blanca' }, field: { output: 'Couleur', valueList: NOIR_BLANC, useLabel: true }, want: 'Blanc' },
  { why: 'azul marino is navy blue, not blue', row: { Color: 'Azul marino' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'gris is Gray', row: { Color: 'gris' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRY' },
  { why: 'verde is Green', row: { Color: 'Verde' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRN' },
  { why: 'a Spanish colour with no item in the list stays empty', row: { Color: 'amarillo' }, field: { output: 'Colour', valueList: COLOURS }, want: null, reason: 'not_in_list' },
  { why: 'roble is Chêne in a French list', row: { Material: 'roble' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Estado Nuevo is the condition new', row: { Nombre: 'Chaqueta', Estado: 'Nuevo' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'new' },
];

export default cases;
