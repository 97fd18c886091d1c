import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Hungarian words in cells and headers — units ('gramm', 'dkg', 'darab', 'db', 'dl'), prices gross and net ('Bruttó ár', 'Nettó ár'),
 * forints, colours, materials, sizes, a condition, values stated in a description — in rows written for the pack: no public
 * Hungarian product file was found to take real rows from.
 */

const cases: CorpusCase[] = [
  { why: 'gramm in the cell, converted to kilograms', row: { Megnevezés: 'Liszt', Súly: '500 gramm' }, field: { output: 'Súly', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'dkg is the decagram: 25 dkg are 250 grams', row: { Megnevezés: 'Párizsi', Tömeg: '25 dkg' }, field: { output: 'Súly (g)', type: 'integer' }, want: 250 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Megnevezés: 'Súlyzó', Súly: '1,2' }, field: { output: 'Súly', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'dl is the decilitre, converted to litres', row: { Megnevezés: 'Limonádé', Űrtartalom: '5 dl' }, field: { output: 'Űrtartalom', type: 'float', expectedUnit: 'l' }, want: 0.5 },
  { why: 'a count in darab is a stock', row: { Megnevezés: 'Csavar', Készlet: '12 darab' }, field: { output: 'Készlet', type: 'integer' }, want: 12 },
  { why: 'Bruttó ár is the price with tax, never Nettó ár', row: { Megnevezés: 'Szék', 'Nettó ár': '7 874', 'Bruttó ár': '10 000' }, field: { output: 'Bruttó ár', type: 'float' }, want: 10000 },
  { why: 'Nettó ár is the price without tax', row: { Megnevezés: 'Szék', 'Nettó ár': '7 874', 'Bruttó ár': '10 000' }, field: { output: 'Ár ÁFA nélkül', type: 'float' }, want: 7874 },
  { why: 'Akciós ár is the sale price, never the regular one', row: { Megnevezés: 'Szék', Ár: '10 000', 'Akciós ár': '8 000' }, field: { output: 'Akciós ár', type: 'float' }, want: 8000 },
  { why: 'a price in forints, the currency in words', row: { Megnevezés: 'Szék', Ár: '12 990 forint' }, field: { output: 'Ár', type: 'float' }, want: 12990 },
  { why: 'a price in forints, its sign after it', row: { Megnevezés: 'Szék', Ár: '12 990 Ft' }, field: { output: 'Ár', type: 'float' }, want: 12990, todo: "a file's language is told only to the PDF reader: elsewhere 'Ft' is the foot" },
  { why: 'Gyártó is the brand', row: { Megnevezés: 'Fúrógép', Gyártó: 'Bosch' }, field: { output: 'Márka' }, want: 'Bosch' },
  { why: 'fekete is Noir', row: { Szín: 'Fekete' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'szürke is grey', row: { Szín: 'Szürke' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRY' },
  { why: 'tölgy is Chêne', row: { Anyag: 'Tölgy' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Méret is the size', row: { Megnevezés: 'Pulóver', Méret: 'M' }, field: { output: 'Size', valueList: SIZES }, want: 'M' },
  { why: 'Állapot Használt is the condition used', row: { Megnevezés: 'Kabát', Állapot: 'Használt' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'Súly: 4,5 kg in the description', row: { Megnevezés: 'Lia szék', Leírás: 'Tömör bükkfából készült szék. Szín: fekete. Súly: 4,5 kg.' }, field: { output: 'Súly', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
];

export default cases;
