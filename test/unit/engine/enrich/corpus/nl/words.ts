import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Dutch words in cells and headers — units ('gram', 'stuks', 'inch'), glued names ('Nettogewicht', 'Schoenmaat'), colours,
 * materials, sizes, a condition, the letters of a sizes column (L x B x H, B x D x H), values stated in a description — in rows
 * written for the pack: the real files above hold none of them.
 */

const cases: CorpusCase[] = [
  { why: 'gram in the cell, converted to kilograms', row: { Naam: 'Bloem', Gewicht: '500 gram' }, field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'Nettogewicht (kg) is the weight, converted to grams', row: { Naam: 'Rijst', 'Nettogewicht (kg)': '1,5' }, field: { output: 'Gewicht (g)', type: 'integer' }, want: 1500 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Naam: 'Halter', Gewicht: '1,2' }, field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'the Brutogewicht is the parcel’s, not the product’s', row: { Naam: 'Vaas', 'Brutogewicht (kg)': '2,9' }, field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a count in stuks is a stock', row: { Naam: 'Schroeven', Voorraad: '12 stuks' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'inch after a number', row: { Naam: 'Laptop', Schermdiagonaal: '15,6 inch' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'zwart is Noir', row: { Kleur: 'Zwart' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'marineblauw is navy blue, not blue', row: { Kleur: 'Marineblauw' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'eiken is Chêne', row: { Materiaal: 'Eiken' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Schoenmaat is the size', row: { Naam: 'Sneaker', Schoenmaat: '42' }, field: { output: 'Maat' }, want: '42' },
  { why: 'Maat is the size', row: { Naam: 'Trui', Maat: 'L' }, field: { output: 'Size', valueList: SIZES }, want: 'L' },
  { why: 'L x B x H: B is the width', row: { Naam: 'Tafel', 'Afmetingen (L x B x H)': '120 x 60 x 75 cm' }, field: { output: 'Breedte (cm)', type: 'float' }, want: 60 },
  { why: 'B x D x H: D is the depth', row: { Naam: 'Kast', 'Afmetingen (B x D x H)': '80 x 40 x 180 cm' }, field: { output: 'Diepte (cm)', type: 'float' }, want: 40 },
  { why: 'Conditie Nieuw is the condition new', row: { Naam: 'Jas', Conditie: 'Nieuw' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'new' },
  { why: 'Gewicht ca. 4,5 kg in the description', row: { Naam: 'Stoel Lia', Omschrijving: 'Stoel van massief beuken. Kleur: zwart. Gewicht ca. 4,5 kg.' }, field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
  { why: 'Kleur: zwart in the description is Noir', row: { Naam: 'Stoel Lia', Omschrijving: 'Stoel van massief beuken. Kleur: zwart. Gewicht ca. 4,5 kg.' }, field: { output: 'Kleur', valueList: NOIR_BLANC }, want: 'NR' },
];

export default cases;
