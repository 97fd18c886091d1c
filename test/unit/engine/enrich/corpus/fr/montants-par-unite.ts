import type { CorpusCase } from '../types.ts';

/** Prix à l'unité de mesure écrits à la française : le montant est le prix, l'unité est un fait à part. */

const cases: CorpusCase[] = [
  { why: '2,99 € / kg : le prix est 2,99', row: { Désignation: 'Pommes', Prix: '2,99 € / kg' }, field: { output: 'Prix', type: 'float' }, want: 2.99 },
  { why: '2,99 € le kg : le prix est 2,99', row: { Désignation: 'Pommes', Prix: '2,99 € le kg' }, field: { output: 'Prix', type: 'float' }, want: 2.99 },
  { why: 'le kg est l’unité du prix', row: { Désignation: 'Pommes', Prix: '2,99 € le kg' }, field: { output: 'Unité de vente' }, want: 'kg' },
  { why: 'la pièce', row: { Désignation: 'Melon', Prix: '3,50 € la pièce' }, field: { output: 'Unité' }, want: 'piece' },
  { why: 'un prix unitaire est le prix quand le fichier n’en a pas d’autre', row: { Désignation: 'Vis', 'Prix unitaire': '0,35' }, field: { output: 'Prix', type: 'float' }, want: 0.35 },
  { why: 'un prix TTC écrit dans la cellule', row: { Désignation: 'Vis', Prix: '12,50 € TTC' }, field: { output: 'Prix TTC', type: 'float' }, want: 12.5 },
  { why: 'un prix H.T. écrit dans la cellule n’est pas le prix TTC', row: { Désignation: 'Vis', Prix: '10,00 € H.T.' }, field: { output: 'Prix TTC', type: 'float' }, want: null, reason: 'other_tax' },
];

export default cases;
