import type { CorpusCase } from '../types.ts';

/** Attributes packed in one cell as name/value pairs (BigCommerce custom fields, 'Name: value' lists). */

const tee = { Name: 'Tee', Attributes: 'Color: Blue, Size: M' };

const cases: CorpusCase[] = [
  { why: 'BigCommerce custom fields are name=value pairs', row: { Name: 'Tee', 'Product Custom Fields': 'Material=Cotton;Fit=Slim' }, field: { output: 'Fit' }, want: 'Slim' },
  { why: 'name: value pairs are read', row: tee, field: { output: 'Colour' }, want: 'Blue' },
  { why: 'the last pair of a cell is read too', row: tee, field: { output: 'Size' }, want: 'M' },
];

export default cases;
