import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Cdiscount product sheet converted from Amazon data: Libellé court panier / Libellé long produit, Marque, sizes in (cm) and Poids (kg) with -1 for unknown, couleur(s).
 * Rows read from test/fixtures/real-headers/fr-amazon2cdiscount.csv (github.com/x41lakazam/amazon2cdiscount, `converter/out.csv`).
 */

const {
  rows: [wilde, homeopathie, kbo],
  others,
} = realFile('fr-amazon2cdiscount.csv');

const cases: CorpusCase[] = [
  { why: 'Marque is the brand', row: wilde, file: others(wilde), field: { output: 'Marque' }, want: 'Parragon Plus' },
  { why: 'the EAN column is the EAN', row: wilde, file: others(wilde), field: { output: 'EAN' }, want: '9780000001504', todo: 'the remark in brackets (Facultatif pour Mode et Maison) outweighs EAN' },
  { why: 'Libellé court panier is the name', row: wilde, file: others(wilde), field: { output: 'Nom' }, want: 'Oscar Wilde' },
  { why: 'Poids (kg) is the weight', row: wilde, file: others(wilde), field: { output: 'Poids', type: 'float', expectedUnit: 'kg' }, want: 2 },
  { why: 'a length of -1 says it is unknown', row: homeopathie, file: others(homeopathie), field: { output: 'Longueur', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'not_plausible' },
  { why: 'a weight of 0.00 is no weight', row: homeopathie, file: others(homeopathie), field: { output: 'Poids', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_plausible' },
  { why: 'Couleur principale is the colour when couleur(s) is empty', row: kbo, file: others(kbo), field: { output: 'Couleur' }, want: 'blue', todo: 'an empty couleur(s) ends the search; Couleur principale is not tried' },
  { why: 'the rayon is the category, never the Code catégorie', row: wilde, file: others(wilde), field: { output: 'Catégorie' }, want: 'EPICERIE', todo: 'Code catégorie is taken before the rayon (navigation / classification / rayon)' },
];

export default cases;
