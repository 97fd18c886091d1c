import type { CorpusCase, CorpusField } from '../types.ts';

/** Several sizes in one cell, read only in the order the column name or the cell spells (French letters: l largeur, P profondeur). */

const length: CorpusField = { output: 'Length', type: 'float', expectedUnit: 'cm' };
const width: CorpusField = { output: 'Largeur (cm)', type: 'float' };
const height: CorpusField = { output: 'Height', type: 'float', expectedUnit: 'cm' };
const depth: CorpusField = { output: 'Profondeur', type: 'float', expectedUnit: 'cm' };

const lxlxh = { 'Dimensions (L x l x H)': '120 x 60 x 75 cm' };
const lxpxh = { 'Dimensions (L x P x H)': '120 x 60 x 75 cm' };
const lowercase = { 'Dimensions (l x p x h) en cm': '45 x 52 x 90' };
const words = { 'Dimensions (Longueur x Largeur x Hauteur)': '200 x 90 x 25 mm' };
const lettered = { Dimensions: 'L120 x l60 x H75 cm' };
const twoOfThree = { 'Dimensions (L x l x H)': '120 x 60 cm' };
const reordered = { 'Dimensions (L x l x H)': 'L120 x H75 x l60 cm' };
const notLengths = { 'Dimensions (L x l x H)': '120 x 60 x 75 kg' };
const unitless = { 'Dimensions (L x l x H)': 'about 120 x 60 x 75' };
const withParcel = { 'Dimensions colis (L x l x H)': '130 x 70 x 20 cm', 'Dimensions (L x l x H)': '120 x 60 x 75 cm' };

const cases: CorpusCase[] = [
  { why: 'L x l x H: the first size is the length', row: lxlxh, field: length, want: 120 },
  { why: 'L x l x H: l is the width', row: lxlxh, field: width, want: 60 },
  { why: 'L x l x H: H is the height', row: lxlxh, field: height, want: 75 },
  { why: 'L x l x H names no depth', row: lxlxh, field: depth, want: null, reason: 'not_found' },

  { why: 'L x P x H: L is no length when P is the depth', row: lxpxh, field: length, want: null, reason: 'not_found' },
  { why: 'L x P x H: L is the width (largeur)', row: lxpxh, field: width, want: 120 },
  { why: 'L x P x H: H is the height', row: lxpxh, field: height, want: 75 },
  { why: 'L x P x H: P is the depth', row: lxpxh, field: depth, want: 60 },

  { why: 'l x p x h names no length', row: lowercase, field: length, want: null, reason: 'not_found' },
  { why: 'l x p x h: l is the width, in the cm the name states', row: lowercase, field: width, want: 45 },
  { why: 'l x p x h: h is the height', row: lowercase, field: height, want: 90 },
  { why: 'l x p x h: p is the depth', row: lowercase, field: depth, want: 52 },

  { why: 'sizes named in full words: Longueur is the length, mm converted', row: words, field: length, want: 20 },
  { why: 'sizes named in full words: Largeur is the width', row: words, field: width, want: 9 },
  { why: 'sizes named in full words: Hauteur is the height', row: words, field: height, want: 2.5 },
  { why: 'sizes named in full words: no depth named', row: words, field: depth, want: null, reason: 'not_found' },

  { why: 'letters in the cell: L120 is the length', row: lettered, field: length, want: 120 },
  { why: 'letters in the cell: l60 is the width', row: lettered, field: width, want: 60 },
  { why: 'letters in the cell: H75 is the height', row: lettered, field: height, want: 75 },
  { why: 'letters in the cell: no depth', row: lettered, field: depth, want: null, reason: 'not_found' },

  { why: 'two sizes for three letters: the length is not certain', row: twoOfThree, field: length, want: null, reason: 'not_found' },
  { why: 'two sizes for three letters: the width is not certain', row: twoOfThree, field: width, want: null, reason: 'not_found' },
  { why: 'two sizes for three letters: the height is not certain', row: twoOfThree, field: height, want: null, reason: 'not_found' },
  { why: 'two sizes for three letters: no depth', row: twoOfThree, field: depth, want: null, reason: 'not_found' },

  { why: 'cell letters disagreeing with the name: no length', row: reordered, field: length, want: null, reason: 'not_found' },
  { why: 'cell letters disagreeing with the name: no width', row: reordered, field: width, want: null, reason: 'not_found' },
  { why: 'cell letters disagreeing with the name: no height', row: reordered, field: height, want: null, reason: 'not_found' },
  { why: 'cell letters disagreeing with the name: no depth', row: reordered, field: depth, want: null, reason: 'not_found' },

  { why: 'sizes in kilograms are no lengths: no length', row: notLengths, field: length, want: null, reason: 'not_found' },
  { why: 'sizes in kilograms are no lengths: no width', row: notLengths, field: width, want: null, reason: 'not_found' },
  { why: 'sizes in kilograms are no lengths: no height', row: notLengths, field: height, want: null, reason: 'not_found' },
  { why: 'sizes in kilograms are no lengths: no depth', row: notLengths, field: depth, want: null, reason: 'not_found' },

  { why: 'sizes in a unit said nowhere: no length', row: unitless, field: length, want: null, reason: 'not_found' },
  { why: 'sizes in a unit said nowhere: no width', row: unitless, field: width, want: null, reason: 'not_found' },
  { why: 'sizes in a unit said nowhere: no height', row: unitless, field: height, want: null, reason: 'not_found' },
  { why: 'sizes in a unit said nowhere: no depth', row: unitless, field: depth, want: null, reason: 'not_found' },

  {
    why: 'a column of its own comes before sizes in one cell',
    row: { 'Dimensions (L x l x H)': '120 x 60 x 75 cm', 'Largeur (cm)': '58' },
    field: { output: 'Largeur', type: 'float', expectedUnit: 'cm' },
    want: 58,
  },
  { why: "the product's sizes come before its parcel's", row: withParcel, field: { output: 'Largeur', type: 'float', expectedUnit: 'cm' }, want: 60 },
  { why: "the parcel's sizes are read when asked", row: withParcel, field: { output: 'Largeur colis', type: 'float', expectedUnit: 'cm' }, want: 70 },
];

export default cases;
