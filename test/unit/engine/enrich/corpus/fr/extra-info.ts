import type { CorpusCase } from '../types.ts';

/** The field's extra_info, as the user writes it, naming the column to read. */

const cases: CorpusCase[] = [
  {
    why: 'a column the extra_info names is read before one the field name matches',
    row: { Nom: 'Chaise', Stock: '12,0', Dispo: '3' },
    field: { output: 'Quantity', type: 'integer', extraInfo: 'the Dispo column' },
    want: 3,
  },
];

export default cases;
