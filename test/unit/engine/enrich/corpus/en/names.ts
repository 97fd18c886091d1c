import type { CorpusCase } from '../types.ts';

/**
 * A name-and-price list, every fact written in the name: a weight, a pack, a length or a diameter, a
 * colour or a material, a brand the file or the template shows. Never the whole name, never a flavour
 * for a colour, never a list of choices.
 */

const bears = { Name: 'Haribo Goldbears 75g', Price: '0.99' };
const beans = { Name: 'Heinz Baked Beans 6 x 400 g', Price: '5.49' };
const hose = { Name: 'Garden hose 20 m', Price: '24.90' };
const wire = { Name: 'Copper wire 12 AWG', Price: '3.10' };
const pot = { Name: 'Flower pot Ø26 cm terracotta', Price: '12.00' };
const rug = { Name: 'Rug 160 x 230 cm', Price: '89.00' };
const collar = { Name: 'Dog collar blue', Price: '7.50' };
const shirts = { Name: 'T-shirt red/blue/green', Price: '9.90' };
const gummies = { Name: 'Fruit gummies orange 200g', Price: '1.49' };
const bench = { Name: 'Oak bench 120 cm', Price: '149.00' };
const capitals = [
  { Name: 'HARIBO Starmix 200g', Price: '1.79' },
  { Name: 'HARIBO Tangfastics 160g', Price: '1.79' },
  { Name: 'HARIBO Goldbears 75g', Price: '0.99' },
  { Name: 'KATJES Jelly Frogs 200g', Price: '1.59' },
  { Name: 'KATJES Liquorice 200g', Price: '1.59' },
  { Name: 'KATJES Yoghurt Gums 500g', Price: '2.49' },
];
const branded = [
  { Name: 'Haribo Goldbears 75g', Brand: 'Haribo', Price: '0.99' },
  { Name: 'Katjes Jelly Frogs 200g', Brand: 'Katjes', Price: '1.59' },
];
const oil = { Title: 'Olive oil', Description: 'Extra virgin, 500 ml', Price: '6.90' };

const cases: CorpusCase[] = [
  { why: '75g in the name is the weight, in kilograms', row: bears, field: { output: 'Weight (kg)', type: 'float' }, want: 0.075, read: '75g' },
  { why: 'a pack of 6 x 400 g weighs 2.4 kg', row: beans, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 2.4, read: '6 x 400 g' },
  { why: 'a pack of 6 x 400 g holds 6', row: beans, field: { output: 'Pack size', type: 'integer' }, want: 6 },
  { why: '20 m in the name is the length', row: hose, field: { output: 'Length (m)', type: 'float' }, want: 20, read: '20 m' },
  { why: '12 AWG is a wire gauge, no length', row: wire, field: { output: 'Length (m)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Ø26 cm is the diameter', row: pot, field: { output: 'Diameter (cm)', type: 'float' }, want: 26, read: 'Ø26 cm' },
  { why: 'a diameter is no length', row: pot, field: { output: 'Length (cm)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'sizes in a row say no single length', row: rug, field: { output: 'Length (cm)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'a name never says which size is the width', row: rug, field: { output: 'Width (cm)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'a colour word in the name is the colour', row: collar, field: { output: 'Colour' }, want: 'blue', read: 'blue' },
  {
    why: 'a colour in the name matches the list',
    row: collar,
    field: {
      output: 'Colour',
      valueList: [
        { code: 'BLU', label: 'Blue' },
        { code: 'RED', label: 'Red' },
      ],
    },
    want: 'BLU',
  },
  { why: 'a list of colours to choose from is no colour', row: shirts, field: { output: 'Colour' }, want: null, reason: 'several_values' },
  { why: 'orange in a sweet’s name is its flavour, not its colour', row: gummies, field: { output: 'Colour' }, want: null, reason: 'not_readable' },
  { why: 'a flavour is no list item either', row: gummies, field: { output: 'Colour', valueList: [{ code: 'ORG', label: 'Orange' }] }, want: null, reason: 'not_readable' },
  { why: 'the sweet’s weight is still read', row: gummies, field: { output: 'Weight (g)', type: 'integer' }, want: 200 },
  { why: 'a material word in the name is the material', row: bench, field: { output: 'Material' }, want: 'Oak', read: 'Oak' },
  { why: 'without a sign from the file or the template, no brand: never the whole name', row: bears, field: { output: 'Brand' }, want: null, reason: 'not_found' },
  { why: 'the extra info says the brand is the first word of the name', row: bears, field: { output: 'Brand', extraInfo: 'the brand is the first word of the name' }, want: 'Haribo', read: 'Haribo' },
  { why: 'the Name column pinned for the brand is read as a name: its first word, not the whole name', row: bears, field: { output: 'Brand', readColumn: 'Name', extraInfo: 'the brand is the first word of the name' }, want: 'Haribo' },
  { why: 'a word in capitals opening several names of the file is a brand', row: capitals[0] as Record<string, string>, file: capitals.slice(1), field: { output: 'Brand' }, want: 'HARIBO' },
  { why: 'the brand column names it on other rows', row: { Name: 'Haribo Starmix 200g', Brand: '', Price: '1.79' }, file: branded, field: { output: 'Brand' }, want: 'Haribo', read: 'Haribo' },
  { why: 'a short description written like a name states the content', row: oil, field: { output: 'Capacity (ml)', type: 'integer' }, want: 500, read: '500 ml' },
];

export default cases;
