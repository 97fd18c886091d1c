import { BLEUS, CONDITIONS } from '../lists.ts';
import type { CorpusCase } from '../types.ts';
import { fournisseur } from './rows.ts';

/** French supplier sheets: TTC and HT, purchase prices kept out, units from the header, abbreviated names, product before parcel. */

const table = { Nom: 'Table', 'Poids brut (kg)': '5,4', 'Poids net (kg)': '4,2', 'Longueur carton (cm)': '130', 'Longueur (cm)': '' };
const buffet = { Nom: 'Buffet', 'Larg. (cm)': '160', 'Prof. (cm)': '45', 'Haut. (cm)': '80', 'Diam. (mm)': '35' };

const cases: CorpusCase[] = [
  { why: 'Prix is the selling price TTC', row: fournisseur, field: { output: 'Prix', type: 'float' }, want: 119 },
  { why: 'Price is the selling price', row: fournisseur, field: { output: 'Price', type: 'float' }, want: 119 },
  { why: 'Prix de vente is the selling price', row: fournisseur, field: { output: 'Prix de vente', type: 'float' }, want: 119 },
  { why: 'only a purchase price says HT, so Prix HT stays empty', row: fournisseur, field: { output: 'Prix HT', type: 'float' }, want: null, reason: 'not_found' },
  { why: "Prix d'achat HT is read when asked", row: fournisseur, field: { output: "Prix d'achat HT", type: 'float' }, want: 42.5 },
  { why: 'a euro price is read in EUR', row: fournisseur, field: { output: 'Price', type: 'float', expectedUnit: 'EUR' }, want: 119 },
  { why: 'money is never converted: no USD price from euros', row: fournisseur, field: { output: 'Price', type: 'float', expectedUnit: 'USD' }, want: null, reason: 'other_unit' },
  { why: 'kilograms are converted to grams', row: fournisseur, field: { output: 'Poids', type: 'integer', expectedUnit: 'g' }, want: 4200 },
  { why: 'kilograms are converted to pounds', row: fournisseur, field: { output: 'Weight (lbs)', type: 'float' }, want: 9.259 },
  { why: 'millimetres are converted to centimetres', row: fournisseur, field: { output: 'Largeur (cm)', type: 'float' }, want: 45 },
  { why: 'millimetres are converted to inches', row: fournisseur, field: { output: 'Width', type: 'float', expectedUnit: 'in' }, want: 17.717 },
  { why: 'an empty Hauteur is not the seat height of the description', row: fournisseur, field: { output: 'Hauteur', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'source_empty' },
  { why: 'a colour is matched by label, longest first', row: fournisseur, field: { output: 'Couleur', valueList: BLEUS }, want: 'NVY' },
  { why: 'Matière is the material', row: fournisseur, field: { output: 'Material' }, want: 'Hêtre massif' },
  { why: 'the condition is read from État by its label', row: fournisseur, field: { output: 'Condition', valueList: CONDITIONS }, want: 'refurbished' },
  { why: 'a warranty in years is no quantity of another unit', row: fournisseur, field: { output: 'Garantie', type: 'integer', expectedUnit: 'kg' }, want: null, reason: 'not_readable' },
  { why: 'a yes/no column is no stock count', row: fournisseur, field: { output: 'Stock', type: 'integer' }, want: null, reason: 'not_found' },

  { why: "the product's weight comes before the parcel's, whichever column comes first", row: table, field: { output: 'Poids', type: 'float', expectedUnit: 'kg' }, want: 4.2 },
  { why: "the parcel's weight is read when asked", row: table, field: { output: 'Poids brut', type: 'float', expectedUnit: 'kg' }, want: 5.4 },
  { why: 'an empty length is not the carton’s', row: table, field: { output: 'Length', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'source_empty' },

  { why: 'Larg. is the width', row: buffet, field: { output: 'Width', type: 'float', expectedUnit: 'cm' }, want: 160 },
  { why: 'Prof. is the depth', row: buffet, field: { output: 'Depth', type: 'float', expectedUnit: 'cm' }, want: 45 },
  { why: 'Haut. is the height', row: buffet, field: { output: 'Height', type: 'float', expectedUnit: 'cm' }, want: 80 },
  { why: 'Diam. is the diameter', row: buffet, field: { output: 'Diameter', type: 'float', expectedUnit: 'cm' }, want: 3.5 },
];

export default cases;
