import type { CorpusCase } from '../types.ts';

/** Spelling variants inside a language live in its pack: Gray and Grey, color and colour, aluminum and aluminium. */

const greys = [
  { code: 'GRY', label: 'Grey' },
  { code: 'BLK', label: 'Black' },
];
const metals = [
  { code: 'AL', label: 'Aluminium' },
  { code: 'ST', label: 'Steel' },
];

const cases: CorpusCase[] = [
  { why: 'Gray is the list item Grey', row: { Name: 'Chair', Color: 'Gray' }, field: { output: 'Colour', valueList: greys }, want: 'GRY' },
  { why: 'aluminum is the list item Aluminium', row: { Name: 'Ladder', Material: 'aluminum' }, field: { output: 'Material', valueList: metals }, want: 'AL' },
  { why: 'a French colour is the English item', row: { Name: 'Chair', Couleur: 'Grise' }, field: { output: 'Colour', valueList: greys }, want: 'GRY' },
];

export default cases;
