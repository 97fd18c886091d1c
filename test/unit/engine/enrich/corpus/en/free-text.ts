import type { CorpusCase } from '../types.ts';

/** A description's free text: only a value stated right after the field name is read. */

const kettle = { Name: 'Kettle', Description: 'Electric kettle. Capacity: 1,7 l. Weight 1 200 g. Colour: brushed steel.' };
const shelf = { Name: 'Shelf', Description: 'Sturdy shelf. Supports up to 120 kg. Width 80 cm.' };

const cases: CorpusCase[] = [
  { why: 'a weight keyed by its name is read and converted', row: kettle, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 1.2 },
  { why: 'the capacity is the volume', row: kettle, field: { output: 'Volume', type: 'integer', expectedUnit: 'ml' }, want: 1700 },
  { why: 'a labelled text is read up to the sentence end', row: kettle, field: { output: 'Colour' }, want: 'brushed steel' },
  { why: 'a field the text does not state stays empty', row: kettle, field: { output: 'Material' }, want: null, reason: 'not_found' },
  { why: 'a load is not a weight', row: shelf, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a keyed width is read and converted', row: shelf, field: { output: 'Width', type: 'integer', expectedUnit: 'mm' }, want: 800 },
  { why: 'a count is not a weight', row: { Name: 'Box', Description: 'Weight: 2 pieces per pack.' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
];

export default cases;
