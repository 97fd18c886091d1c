import type { CorpusCase } from '../types.ts';

/** Un tarif nom et prix : poids, lot, couleur, matière et marque écrits dans le nom. */

const eau = { Désignation: 'Eau minérale lot de 6 bouteilles 1,5 L', Prix: '3,20' };
const collier = { Désignation: 'Collier chien bleu', Prix: '7,50' };
const bougie = { Désignation: 'Bougie parfumée orange 200 g', Prix: '9,90' };
const bonbons = { Désignation: 'Bonbons Haribo Tagada 120g', Prix: '1,20' };
const table = { Désignation: 'Table basse chêne massif 110 cm', Prix: '249,00' };

const cases: CorpusCase[] = [
  { why: '6 bouteilles de 1,5 L font 9 L', row: eau, delimiter: ';', field: { output: 'Contenance (L)', type: 'float' }, want: 9, read: '6 bouteilles 1,5 L' },
  { why: 'le lot compte 6 bouteilles', row: eau, delimiter: ';', field: { output: 'Colisage', type: 'integer' }, want: 6 },
  { why: 'bleu dans le nom est la couleur', row: collier, delimiter: ';', field: { output: 'Couleur' }, want: 'bleu', read: 'bleu' },
  { why: 'orange dans le nom d’une bougie parfumée est son parfum', row: bougie, delimiter: ';', field: { output: 'Couleur' }, want: null, reason: 'not_readable' },
  { why: 'le poids de la bougie est lu', row: bougie, delimiter: ';', field: { output: 'Poids (g)', type: 'integer' }, want: 200 },
  { why: 'le premier mot n’est la marque que si l’info le dit', row: bonbons, delimiter: ';', field: { output: 'Marque', extraInfo: 'la marque est le premier mot du nom' }, want: 'Bonbons' },
  {
    why: 'la marque de la liste de valeurs nommée dans le nom',
    row: bonbons,
    delimiter: ';',
    field: {
      output: 'Marque',
      valueList: [
        { code: 'HAR', label: 'Haribo' },
        { code: 'LUT', label: 'Lutti' },
      ],
    },
    want: 'HAR',
    read: 'Haribo',
  },
  { why: 'chêne massif est la matière', row: table, delimiter: ';', field: { output: 'Matière' }, want: 'chêne massif' },
  { why: 'une longueur seule dans le nom est la longueur', row: table, delimiter: ';', field: { output: 'Longueur (cm)', type: 'float' }, want: 110 },
];

export default cases;
