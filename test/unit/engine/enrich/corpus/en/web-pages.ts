import type { CorpusCase } from '../types.ts';

/** A web page's text: a value keyed by the field name, with the sentence that states it as evidence. */

const page = 'Oak table. Solid wood, oiled finish. Dimensions: Width 120 cm, depth 80 cm. Weight: 35 kg. Ships in 2 days.\nColour: natural oak, matt\nReviews';

const cases: CorpusCase[] = [
  {
    why: 'a keyed height is converted, its sentence quoted',
    text: 'Specifications — Height: 250 mm, depth 10 cm',
    field: { output: 'Height', type: 'float', expectedUnit: 'cm' },
    want: 25,
    quote: 'Specifications — Height: 250 mm, depth 10 cm',
  },
  { why: 'a page that does not state the field gives nothing', text: 'Ships in 2 days. Free returns.', field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null },
  { why: 'the quote is the sentence that states the value', text: page, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 35, quote: 'Weight: 35 kg.' },
  { why: 'a converted value quotes its own sentence', text: page, field: { output: 'Width', type: 'integer', expectedUnit: 'mm' }, want: 1200, quote: 'Dimensions: Width 120 cm, depth 80 cm.' },
  { why: 'a line ends the sentence', text: page, field: { output: 'Colour' }, want: 'natural oak, matt', quote: 'Colour: natural oak, matt' },
  {
    why: 'a value is read at the start of a long run-on sentence',
    text: `Weight 2 kg ${'and a very long run-on clause without any stop '.repeat(12)}`,
    field: { output: 'Weight', type: 'float', expectedUnit: 'kg' },
    want: 2,
  },
];

export default cases;
