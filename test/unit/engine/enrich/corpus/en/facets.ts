import type { CorpusCase } from '../types.ts';

/** Pairs in every common form: name:value and name=value separated by |, ;, commas or new lines, whatever the column is called. */

const facets = { Name: 'Hose reel', Facets: 'category:Garden|category:Tools|brand:Acme' };

const cases: CorpusCase[] = [
  { why: 'a brand among facets', row: facets, field: { output: 'Brand' }, want: 'Acme' },
  { why: 'several values of one category name are its path', row: facets, field: { output: 'Category' }, want: 'Garden > Tools' },
  { why: 'told to look in the facets column, the brand is its brand pair, not the whole cell', row: facets, field: { output: 'Brand', extraInfo: 'the Facets column' }, want: 'Acme' },
  { why: 'told to look in the facets column, the category is its path', row: facets, field: { output: 'Category', extraInfo: 'Facets' }, want: 'Garden > Tools' },
  { why: 'pairs separated by semicolons', row: { Name: 'Shirt', Specs: 'Color=Blue;Material=Cotton' }, field: { output: 'Material' }, want: 'Cotton' },
  { why: 'pairs on lines of their own', row: { Name: 'Shirt', Specs: 'Color: Blue\nSize: M' }, field: { output: 'Size' }, want: 'M' },
  { why: 'a sentence with a colon is no list of pairs', row: { Name: 'Shirt', Notes: 'Note: this shirt runs small, order one size up' }, field: { output: 'Size' }, want: null, reason: 'not_found' },
];

export default cases;
