import type { CorpusCase, CorpusField } from '../types.ts';

/** Several sizes in one cell, in the order German names them (L Länge, B Breite, H Höhe, T Tiefe); Maße are sizes, not a mass. */

const length: CorpusField = { output: 'Länge', type: 'float', expectedUnit: 'cm' };
const width: CorpusField = { output: 'Breite (cm)', type: 'float' };
const height: CorpusField = { output: 'Höhe', type: 'float', expectedUnit: 'cm' };
const depth: CorpusField = { output: 'Tiefe', type: 'float', expectedUnit: 'cm' };

const lbh = { Artikelname: 'Schreibtisch', 'Maße (L x B x H) in cm': '120 x 60 x 75' };
const bth = { Artikelname: 'Sideboard', 'Maße (B x T x H)': '160 x 45 x 80 cm' };
const words = { Artikelname: 'Regal', 'Abmessungen (Länge x Breite x Höhe)': '2000 x 400 x 1800 mm' };

const cases: CorpusCase[] = [
  { why: 'L x B x H: L is the length', row: lbh, field: length, want: 120 },
  { why: 'L x B x H: B is the width', row: lbh, field: width, want: 60 },
  { why: 'L x B x H: H is the height', row: lbh, field: height, want: 75 },
  { why: 'L x B x H names no depth', row: lbh, field: depth, want: null, reason: 'not_found' },
  { why: 'B x T x H names no length', row: bth, field: length, want: null, reason: 'not_found' },
  { why: 'B x T x H: B is the width', row: bth, field: width, want: 160 },
  { why: 'B x T x H: T is the depth', row: bth, field: depth, want: 45 },
  { why: 'B x T x H: H is the height', row: bth, field: height, want: 80 },
  { why: 'sizes named in full words: Länge, converted from mm', row: words, field: length, want: 200 },
  { why: 'sizes named in full words: Höhe', row: words, field: height, want: 180 },
  { why: 'Maße are sizes, not a weight', row: lbh, field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
];

export default cases;
