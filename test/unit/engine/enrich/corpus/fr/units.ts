import type { CorpusCase } from '../types.ts';

/** Units and signs written in French columns' cells. */

const cases: CorpusCase[] = [
  { why: 'the diameter sign is read before the number', row: { Name: 'Plate', Diamètre: 'Ø 30 cm' }, field: { output: 'Diameter', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'écran is screen, and the inch mark its unit', row: { Name: 'Laptop', 'Taille écran': '15,6"' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
];

export default cases;
