import type { CorpusCase, CorpusField } from '../types.ts';

/** Several sizes in one cell, as Italian furniture is sized: L larghezza beside P profondità, H or A altezza. */

const length: CorpusField = { output: 'Lunghezza', type: 'float', expectedUnit: 'cm' };
const width: CorpusField = { output: 'Larghezza (cm)', type: 'float' };
const height: CorpusField = { output: 'Altezza', type: 'float', expectedUnit: 'cm' };
const depth: CorpusField = { output: 'Profondità', type: 'float', expectedUnit: 'cm' };

const lph = { Nome: 'Madia', 'Dimensioni (L x P x H)': '160 x 45 x 80 cm' };
const lpa = { Nome: 'Scrivania', 'Misure (L x P x A) in cm': '120 x 60 x 75' };
const words = { Nome: 'Libreria', 'Dimensioni (larghezza x profondità x altezza)': '800 x 300 x 1800 mm' };

const cases: CorpusCase[] = [
  { why: 'L x P x H: L is the width (larghezza)', row: lph, field: width, want: 160 },
  { why: 'L x P x H: P is the depth', row: lph, field: depth, want: 45 },
  { why: 'L x P x H: H is the height', row: lph, field: height, want: 80 },
  { why: 'L x P x H names no length', row: lph, field: length, want: null, reason: 'not_found' },
  { why: 'L x P x A: A is the height (altezza)', row: lpa, field: height, want: 75 },
  { why: 'L x P x A: L is the width', row: lpa, field: width, want: 120 },
  { why: 'sizes named in full words: larghezza, converted from mm', row: words, field: width, want: 80 },
  { why: 'sizes named in full words: profondità', row: words, field: depth, want: 30 },
  { why: 'sizes named in full words: altezza', row: words, field: height, want: 180 },
];

export default cases;
