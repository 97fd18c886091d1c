import { COLOURS } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** A model's answer, asked in the field unit, is held to the same rules as a cell. */

const cases: CorpusCase[] = [
  { why: 'a bare number is taken to be in the field unit the model was asked for', answer: '0.3', field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 0.3 },
  { why: 'an answer in another unit of the same kind is converted', answer: '300 g', field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 0.3 },
  { why: 'a bare number is in a unit Fiche does not know, when that is the field unit', answer: '60', field: { output: 'Power', type: 'integer', expectedUnit: 'W' }, want: 60 },
  { why: 'an answer in a unit of another kind is refused', answer: '12 cm', field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null },
  { why: 'an answer is matched in the list', answer: 'navy blue', field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'an answer not in the list is refused', answer: 'purple', field: { output: 'Colour', valueList: COLOURS }, want: null },
];

export default cases;
