import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Polish words in cells and headers — inflected units ('gramów', 'kilogramy', 'sztuk', 'cala'), colours, materials, sizes, a
 * condition, the letters of a sizes column (S x W x G), values stated in a description — in rows written for the pack: the real
 * files above hold none of them.
 */

const cases: CorpusCase[] = [
  { why: 'gramów in the cell, converted to kilograms', row: { Nazwa: 'Mąka', Waga: '500 gramów' }, field: { output: 'Waga', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'kilogramy under Waga netto, converted to grams', row: { Nazwa: 'Ryż', 'Waga netto': '2 kilogramy' }, field: { output: 'Waga (g)', type: 'integer' }, want: 2000 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Nazwa: 'Hantla', Waga: '1,2' }, field: { output: 'Waga', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'the Waga brutto is the parcel’s, not the product’s', row: { Nazwa: 'Wazon', 'Waga brutto (kg)': '2,9' }, field: { output: 'Waga', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a count in sztuk is a stock', row: { Nazwa: 'Śruby', 'Stan magazynowy': '12 sztuk' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'cala after a number are inches', row: { Nazwa: 'Laptop', 'Przekątna ekranu': '15,6 cala' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'czarny is Noir', row: { Kolor: 'Czarny' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'granatowy is navy blue, not blue', row: { Kolor: 'Granatowy' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'dąb is Chêne', row: { Materiał: 'Dąb' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Rozmiar is the size', row: { Nazwa: 'Sweter', Rozmiar: 'S' }, field: { output: 'Size', valueList: SIZES }, want: 'S' },
  { why: 'S x W x G: G is the depth', row: { Nazwa: 'Szafka', 'Wymiary (S x W x G)': '60 x 75 x 40 cm' }, field: { output: 'Głębokość (cm)', type: 'float' }, want: 40 },
  { why: 'S x W x G: W is the height, not the English width', row: { Nazwa: 'Szafka', 'Wymiary (S x W x G)': '60 x 75 x 40 cm' }, field: { output: 'Wysokość (cm)', type: 'float' }, want: 75 },
  { why: 'Stan produktu Używany is the condition used', row: { Nazwa: 'Kurtka', 'Stan produktu': 'Używany' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'Stan alone is stock in an ERP and the condition on Allegro: not read for either', row: { Nazwa: 'Kurtka', Stan: '12' }, field: { output: 'Stan magazynowy', type: 'integer' }, want: null, reason: 'not_found' },
  { why: 'Waga netto: 4,5 kg in the description', row: { Nazwa: 'Krzesło Lia', Opis: 'Krzesło z litego buku. Kolor: czarny. Waga netto: 4,5 kg.' }, field: { output: 'Waga', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
  { why: 'Kolor: czarny in the description is Noir', row: { Nazwa: 'Krzesło Lia', Opis: 'Krzesło z litego buku. Kolor: czarny. Waga netto: 4,5 kg.' }, field: { output: 'Kolor', valueList: NOIR_BLANC }, want: 'NR' },
];

export default cases;
