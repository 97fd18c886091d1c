import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Croatian words in cells and headers — inflected units ('grama', 'kilograma', 'komada', 'kom', 'litara'), prices with and without
 * VAT ('Cijena s PDV-om', 'Cijena bez PDV-a'), kuna, colours, materials, sizes, a condition, values stated in a description — in
 * rows written for the pack: no public Croatian product file was found to take real rows from.
 */

const cases: CorpusCase[] = [
  { why: 'grama in the cell, converted to kilograms', row: { Naziv: 'Brašno', Težina: '500 grama' }, field: { output: 'Težina', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'kilograma under Neto težina, converted to grams', row: { Naziv: 'Riža', 'Neto težina': '2 kilograma' }, field: { output: 'Težina (g)', type: 'integer' }, want: 2000 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Naziv: 'Uteg', Težina: '1,2' }, field: { output: 'Težina', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'a count in kom is a stock', row: { Naziv: 'Vijci', Zaliha: '12 kom' }, field: { output: 'Zaliha', type: 'integer' }, want: 12 },
  { why: 'litara after a number are litres', row: { Naziv: 'Kanta', Zapremina: '10 litara' }, field: { output: 'Zapremina', type: 'float', expectedUnit: 'l' }, want: 10 },
  { why: 'Cijena s PDV-om is the price with tax, never Cijena bez PDV-a', row: { Naziv: 'Stolica', 'Cijena bez PDV-a': '80,00', 'Cijena s PDV-om': '100,00' }, field: { output: 'Cijena s PDV-om', type: 'float' }, want: 100 },
  { why: 'Cijena bez PDV-a is the price without tax', row: { Naziv: 'Stolica', 'Cijena bez PDV-a': '80,00', 'Cijena s PDV-om': '100,00' }, field: { output: 'Cijena bez PDV-a', type: 'float' }, want: 80 },
  { why: 'Akcijska cijena is the sale price, never the regular one', row: { Naziv: 'Stolica', Cijena: '100', 'Akcijska cijena': '80' }, field: { output: 'Akcijska cijena', type: 'float' }, want: 80 },
  { why: 'a price in kuna, its sign after it', row: { Naziv: 'Stolica', Cijena: '749,00 kn' }, field: { output: 'Cijena', type: 'float' }, want: 749 },
  { why: 'Proizvođač is the brand, its đ a letter of the word', row: { Naziv: 'Bušilica', Proizvođač: 'Bosch' }, field: { output: 'Marka' }, want: 'Bosch' },
  { why: 'crna is Noir', row: { Boja: 'Crna' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'siva is grey', row: { Boja: 'Siva' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRY' },
  { why: 'hrast is Chêne', row: { Materijal: 'Hrast' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Veličina is the size', row: { Naziv: 'Džemper', Veličina: 'L' }, field: { output: 'Size', valueList: SIZES }, want: 'L' },
  { why: 'Stanje proizvoda Rabljeni is the condition used', row: { Naziv: 'Jakna', 'Stanje proizvoda': 'Rabljeni' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'Težina: 4,5 kg in the description', row: { Naziv: 'Stolica Lia', Opis: 'Stolica od masivne bukve. Boja: crna. Težina: 4,5 kg.' }, field: { output: 'Težina', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
];

export default cases;
