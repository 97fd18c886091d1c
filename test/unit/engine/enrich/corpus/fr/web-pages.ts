import type { CorpusCase } from '../types.ts';

/** A French web page's text: a value keyed by the field name, with the sentence that states it. */

const cases: CorpusCase[] = [
  {
    why: 'a keyed French weight is converted to the unit of the output name, its sentence quoted',
    text: 'Table en chêne. Poids net : 1,5 kg. Livraison offerte.',
    field: { output: 'Poids (g)', type: 'float' },
    want: 1500,
    quote: 'Poids net : 1,5 kg.',
  },
];

export default cases;
