import type { CorpusCase } from '../types.ts';

/** Attributes packed in one French cell as 'Nom : valeur' pairs. */

const pull = { Nom: 'Pull', Caractéristiques: 'Matière : Coton, Polyester ; Coloris : Bleu' };

const cases: CorpusCase[] = [
  { why: 'a pair value may hold a comma', row: pull, field: { output: 'Material' }, want: 'Coton, Polyester' },
  { why: 'French spacing before the colon is read', row: pull, field: { output: 'Couleur' }, want: 'Bleu' },
];

export default cases;
