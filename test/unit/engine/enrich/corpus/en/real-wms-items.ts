import type { CorpusCase } from '../types.ts';

/**
 * A real wholesale item list (a description, a UPC and a unit of measure; every fact in the description):
 * counts written '12CT', a weight in ounces, flavours beside colours.
 * Rows from github.com/japinell/KU-CBC-Project-3-WMS, `server/seed/Item.js` (the seed items, as written).
 */

const combos = { item: '616265', description: 'COMBOS CARAMEL CREME PRETZEL 6.3OZ', upc: '414978087', uom: 'BAG' };
const pens = { item: '501080', description: 'BIC PEN BLACK MSP 12CT', upc: '800000912', uom: 'PAK' };
const gum = { item: '608966', description: 'EXTRA SWEET ORANGE 10CT', upc: '2200001388', uom: 'BX' };
const rays = { item: '400686', description: 'UNCLE RAYS SALT & PEPR 3OZ $1.19 EA', upc: '1415606175', uom: 'BAG' };
const file = [combos, pens, gum, rays];
const others = (row: Record<string, string>) => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: '6.3OZ is the weight, in grams', row: combos, file: others(combos), field: { output: 'Weight (g)', type: 'integer' }, want: 179, read: '6.3OZ' },
  { why: 'CREME in a pretzel snack is a flavour, no colour', row: combos, file: others(combos), field: { output: 'Colour' }, want: null, reason: 'not_readable' },
  { why: 'BLACK in a pen’s name is its colour', row: pens, file: others(pens), field: { output: 'Color' }, want: 'BLACK', read: 'BLACK' },
  { why: '12CT is the pack’s count', row: pens, file: others(pens), field: { output: 'Pack size', type: 'integer' }, want: 12 },
  {
    why: 'ORANGE in a sweet gum is its flavour',
    row: gum,
    file: others(gum),
    field: {
      output: 'Color',
      valueList: [
        { code: 'OR', label: 'Orange' },
        { code: 'BK', label: 'Black' },
      ],
    },
    want: null,
    reason: 'not_readable',
  },
  { why: 'the first word is the brand when the extra info says so', row: pens, file: others(pens), field: { output: 'Brand', extraInfo: 'the brand is the first word of the description' }, want: 'BIC' },
  { why: 'an amount each ($1.19 EA) is no weight: 3OZ is', row: rays, file: others(rays), field: { output: 'Weight (oz)', type: 'float' }, want: 3 },
];

export default cases;
