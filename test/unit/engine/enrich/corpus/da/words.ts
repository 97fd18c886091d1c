import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Danish words in cells and headers — units ('gram', 'stk', 'tommer'), glued names ('Nettovægt', 'Bruttovægt'), colours, materials,
 * sizes, a condition, the letters of a sizes column (L x B x H), values stated in a description — in rows written for the pack: the
 * real files above hold none of them.
 */

const cases: CorpusCase[] = [
  { why: 'gram in the cell, converted to kilograms', row: { Navn: 'Hvedemel', Vægt: '500 gram' }, field: { output: 'Vægt', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'Nettovægt (kg) is the weight, converted to grams', row: { Navn: 'Ris', 'Nettovægt (kg)': '1,5' }, field: { output: 'Vægt (g)', type: 'integer' }, want: 1500 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Navn: 'Håndvægt', Vægt: '1,2' }, field: { output: 'Vægt', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'the Bruttovægt is the parcel’s, not the product’s', row: { Navn: 'Vase', 'Bruttovægt (kg)': '2,9' }, field: { output: 'Vægt', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a count in stk is a stock', row: { Navn: 'Skruer', Lagerbeholdning: '12 stk' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'tommer after a number are inches', row: { Navn: 'Bærbar', Skærmstørrelse: '15,6 tommer' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'sort is Noir', row: { Farve: 'Sort' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'marineblå is navy blue, not blue', row: { Farve: 'Marineblå' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'eg is Chêne', row: { Materiale: 'Eg' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Størrelse is the size', row: { Navn: 'Trøje', Størrelse: 'L' }, field: { output: 'Size', valueList: SIZES }, want: 'L' },
  { why: 'L x B x H: H is the height', row: { Navn: 'Bord', 'Mål (L x B x H)': '120 x 60 x 75 cm' }, field: { output: 'Højde (cm)', type: 'float' }, want: 75 },
  { why: 'Tilstand Brugt is the condition used', row: { Navn: 'Jakke', Tilstand: 'Brugt' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'Vægt: ca. 4,5 kg in the description', row: { Navn: 'Stol Lia', Beskrivelse: 'Stol i massiv bøg. Farve: sort. Vægt: ca. 4,5 kg.' }, field: { output: 'Vægt', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
  { why: 'Farve: sort in the description is Noir', row: { Navn: 'Stol Lia', Beskrivelse: 'Stol i massiv bøg. Farve: sort. Vægt: ca. 4,5 kg.' }, field: { output: 'Farve', valueList: NOIR_BLANC }, want: 'NR' },
];

export default cases;
