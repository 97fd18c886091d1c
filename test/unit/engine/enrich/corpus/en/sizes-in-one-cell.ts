import type { CorpusCase, CorpusField } from '../types.ts';

/** Several sizes in one cell, read only in the order the column name or the cell spells (English letters: W width, D depth). */

const length: CorpusField = { output: 'Length', type: 'float', expectedUnit: 'cm' };
const width: CorpusField = { output: 'Largeur (cm)', type: 'float' };
const height: CorpusField = { output: 'Height', type: 'float', expectedUnit: 'cm' };
const depth: CorpusField = { output: 'Profondeur', type: 'float', expectedUnit: 'cm' };

const inches = { 'Dimensions LxWxH (in)': '24 x 12 x 6' };
const wxdxh = { 'Size (W x D x H)': '80 cm × 40 cm × 1,2 m' };
const wxh = { 'Dimensions (W x H)': '60 x 75 cm' };
const unnamed = { Dimensions: '120 x 60 x 75 cm' };
const lxh = { 'Dimensions (L x H)': '120 x 75 cm' };

const cases: CorpusCase[] = [
  { why: 'LxWxH in inches: L is the length, converted', row: inches, field: length, want: 60.96 },
  { why: 'LxWxH in inches: W is the width, converted', row: inches, field: width, want: 30.48 },
  { why: 'LxWxH in inches: H is the height, converted', row: inches, field: height, want: 15.24 },
  { why: 'LxWxH names no depth', row: inches, field: depth, want: null, reason: 'not_found' },

  { why: 'W x D x H names no length', row: wxdxh, field: length, want: null, reason: 'not_found' },
  { why: 'W x D x H: W is the width', row: wxdxh, field: width, want: 80 },
  { why: 'W x D x H: H is the height, each size in its own unit', row: wxdxh, field: height, want: 120 },
  { why: 'W x D x H: D is the depth', row: wxdxh, field: depth, want: 40 },

  { why: 'W x H names no length', row: wxh, field: length, want: null, reason: 'not_found' },
  { why: 'W x H: W is the width', row: wxh, field: width, want: 60 },
  { why: 'W x H: H is the height', row: wxh, field: height, want: 75 },
  { why: 'W x H names no depth', row: wxh, field: depth, want: null, reason: 'not_found' },

  { why: 'sizes in an order said nowhere: no length', row: unnamed, field: length, want: null, reason: 'not_found' },
  { why: 'sizes in an order said nowhere: no width', row: unnamed, field: width, want: null, reason: 'not_found' },
  { why: 'sizes in an order said nowhere: no height', row: unnamed, field: height, want: null, reason: 'not_found' },
  { why: 'sizes in an order said nowhere: no depth', row: unnamed, field: depth, want: null, reason: 'not_found' },

  { why: 'L x H: L could be the length or the width, so no length', row: lxh, field: length, want: null, reason: 'not_found' },
  { why: 'L x H: L could be the length or the width, so no width', row: lxh, field: width, want: null, reason: 'not_found' },
  { why: 'L x H: the height is not certain either', row: lxh, field: height, want: null, reason: 'not_found' },
  { why: 'L x H names no depth', row: lxh, field: depth, want: null, reason: 'not_found' },
];

export default cases;
