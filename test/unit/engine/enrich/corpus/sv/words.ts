import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Swedish words in cells and headers — units ('gram', 'st', 'tum'), glued names ('Nettovikt', 'Bruttovikt'), colours, materials,
 * sizes, a condition, the letters of a sizes column (L x B x H), values stated in a description — in rows written for the pack: the
 * real files above hold none of them.
 */

const cases: CorpusCase[] = [
  { why: 'gram in the cell, converted to kilograms', row: { Namn: 'Vetemjöl', Vikt: '500 gram' }, field: { output: 'Vikt', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'Nettovikt (kg) is the weight, converted to grams', row: { Namn: 'Ris', 'Nettovikt (kg)': '1,5' }, field: { output: 'Vikt (g)', type: 'integer' }, want: 1500 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Namn: 'Hantel', Vikt: '1,2' }, field: { output: 'Vikt', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'the Bruttovikt is the parcel’s, not the product’s', row: { Namn: 'Vas', 'Bruttovikt (kg)': '2,9' }, field: { output: 'Vikt', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a count in st is a stock', row: { Namn: 'Skruvar', Lagersaldo: '12 st' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'tum after a number are inches', row: { Namn: 'Laptop', Skärmstorlek: '15,6 tum' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'svart is Noir', row: { Färg: 'Svart' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'marinblå is navy blue, not blue', row: { Färg: 'Marinblå' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'ek is Chêne', row: { Material: 'Ek' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Storlek is the size', row: { Namn: 'Tröja', Storlek: 'M' }, field: { output: 'Size', valueList: SIZES }, want: 'M' },
  { why: 'L x B x H: B is the width', row: { Namn: 'Bord', 'Mått (L x B x H)': '120 x 60 x 75 cm' }, field: { output: 'Bredd (cm)', type: 'float' }, want: 60 },
  { why: 'Skick Begagnad is the condition used', row: { Namn: 'Jacka', Skick: 'Begagnad' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'Vikt: ca 4,5 kg in the description', row: { Namn: 'Stol Lia', Beskrivning: 'Stol i massiv bok. Färg: svart. Vikt: ca 4,5 kg.' }, field: { output: 'Vikt', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
  { why: 'Färg: svart in the description is Noir', row: { Namn: 'Stol Lia', Beskrivning: 'Stol i massiv bok. Färg: svart. Vikt: ca 4,5 kg.' }, field: { output: 'Färg', valueList: NOIR_BLANC }, want: 'NR' },
];

export default cases;
