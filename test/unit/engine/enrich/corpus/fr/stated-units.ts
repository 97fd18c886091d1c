import type { CorpusCase } from '../types.ts';

/** Units stated in French columns of their own. */

const cases: CorpusCase[] = [{ why: 'Unité de poids states the weight unit', row: { Name: 'Bag', Poids: '1,2', 'Unité de poids': 'kg' }, field: { output: 'Poids', type: 'integer', expectedUnit: 'g' }, want: 1200 }];

export default cases;
