import type { CorpusCase } from '../types.ts';

/** Numbers that read two ways ('1,500', '1.250') decided by the column, the file, or its shape; left empty only when nothing decides. */

const kg = { output: 'Weight', type: 'float' as const, expectedUnit: 'kg' };
const price = { output: 'Price', type: 'float' as const };

const cases: CorpusCase[] = [
  {
    why: 'a weight to the gram under a decimal-dot column is read, the column showing its mark elsewhere (0.859)',
    row: { Name: 'Drill', 'weight (kg)': '1.250' },
    file: [
      { Name: 'Saw', 'weight (kg)': '0.859' },
      { Name: 'Vice', 'weight (kg)': '10.659' },
    ],
    field: kg,
    want: 1.25,
  },
  { why: 'the other rows of the same column are read the same way', row: { Name: 'Vice', 'weight (kg)': '10.659' }, file: [{ Name: 'Saw', 'weight (kg)': '0.859' }], field: kg, want: 10.659 },
  { why: '1.009 is one kilo and nine grams beside 0.859', row: { Name: 'Clamp', 'weight (kg)': '1.009' }, file: [{ Name: 'Saw', 'weight (kg)': '0.859' }], field: kg, want: 1.009 },
  {
    why: 'a column that never shows its mark takes the file’s, shown by its other numeric columns',
    row: { Name: 'Drill', Price: '12.50', 'weight (kg)': '1.250' },
    file: [{ Name: 'Saw', Price: '8.99', 'weight (kg)': '2.500' }],
    field: kg,
    want: 1.25,
  },
  {
    why: 'a file writing decimal commas reads 1,500 as one and a half',
    row: { Name: 'Perceuse', Price: '12,50', 'weight (kg)': '1,500' },
    file: [{ Name: 'Scie', Price: '8,99', 'weight (kg)': '2,000' }],
    field: kg,
    want: 1.5,
  },
  {
    why: 'a file whose prices show a grouping comma reads 1,500 as fifteen hundred',
    row: { Name: 'Sofa', Price: '1,500' },
    file: [{ Name: 'Bed', Price: '1,299.00' }],
    field: price,
    want: 1500,
  },
  { why: 'a semicolon file writes decimal commas', row: { Name: 'Perceuse', 'weight (kg)': '1,500' }, delimiter: ';', field: kg, want: 1.5 },
  { why: 'nothing decides 1,500 in a comma file with no other number: left empty', row: { Name: 'Drill', 'weight (kg)': '1,500' }, field: kg, want: null, reason: 'ambiguous_number' },
  {
    why: 'a file showing both marks decides nothing',
    row: { Name: 'Drill', 'weight (kg)': '1,500', Price: '12.50' },
    file: [{ Name: 'Saw', 'weight (kg)': '0,5', Price: '9.99' }],
    field: { output: 'Price', type: 'float' },
    want: 12.5,
  },
  { why: 'a yen amount', row: { Name: 'Teapot', Price: '¥1200' }, field: price, want: 1200 },
  { why: 'a yen amount for a field asking for yen', row: { Name: 'Teapot', Price: '¥1200' }, field: { output: 'Price', type: 'float', expectedUnit: 'JPY' }, want: 1200 },
  { why: 'a yen amount is no euro amount', row: { Name: 'Teapot', Price: '¥1200' }, field: { output: 'Price', type: 'float', expectedUnit: 'EUR' }, want: null, reason: 'other_unit' },
  { why: 'any ISO currency code', row: { Name: 'Mug', Price: '249 SEK' }, field: { output: 'Price', type: 'float', expectedUnit: 'SEK' }, want: 249 },
];

export default cases;
