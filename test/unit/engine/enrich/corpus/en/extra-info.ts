import type { CorpusCase } from '../types.ts';

/** A field's extra info describes the field: it picks a column only when it names it exactly (the whole header, quoted, or beside 'column'). */

const list = { Item: 'Potatoes', Price: '40/kg', Section: 'Vegetables' };

const cases: CorpusCase[] = [
  { why: 'a word of the extra info that is also a column name does not make it the source', row: { Item: 'Potatoes', Price: '40/kg' }, field: { output: 'Category', extraInfo: 'The section of the price list' }, want: null, reason: 'not_found' },
  { why: 'a Category field with no category column gets no product name', row: { Item: 'Potatoes', Name: 'Potatoes', Price: '40/kg' }, field: { output: 'Category', extraInfo: 'the category of the item' }, want: null, reason: 'not_found' },
  { why: 'the whole header as extra info names the column', row: list, field: { output: 'Category', extraInfo: 'Section' }, want: 'Vegetables' },
  { why: 'a quoted header names the column', row: list, field: { output: 'Category', extraInfo: 'read it from "Section"' }, want: 'Vegetables' },
  { why: 'a header beside the word column names it', row: list, field: { output: 'Category', extraInfo: 'the Section column' }, want: 'Vegetables' },
  { why: 'the extra info gives its meaning to a name that has none', row: { Référence: 'REF-1', Désignation: 'Shoe' }, field: { output: 'id', extraInfo: "the product's own reference (SKU)" }, want: 'REF-1' },
  { why: 'nor the meaning of a name it describes', row: { Title: 'Shoe', Link: 'https://shop.example/shoe' }, field: { output: 'Handle', extraInfo: 'a URL handle: lowercase words joined by hyphens' }, want: null, reason: 'not_found' },
  { why: 'but never changes a name’s own meaning', row: { Item: 'Potatoes', Price: '40/kg' }, field: { output: 'Category', extraInfo: 'the price list section' }, want: null, reason: 'not_found' },
  { why: '“once” in an English hint is no ounce', row: { Name: 'Bag', Weight: '500' }, field: { output: 'Weight', type: 'integer', expectedUnit: 'g', extraInfo: 'weighed once at the warehouse' }, want: null, reason: 'unit_unknown' },
];

export default cases;
