import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Czech words in cells and headers — inflected units ('gramů', 'kilogramy', 'kusů', 'palců'), prices with and without VAT
 * ('Cena bez DPH', 'Cena s DPH'), colours, materials, sizes, a condition, the letters of a sizes column (Š x V x H), values stated
 * in a description — in rows written for the pack: the real files above hold none of them.
 */

const cases: CorpusCase[] = [
  { why: 'gramů in the cell, converted to kilograms', row: { Název: 'Mouka', Hmotnost: '500 gramů' }, field: { output: 'Hmotnost', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'kilogramy under Čistá hmotnost, converted to grams', row: { Název: 'Rýže', 'Čistá hmotnost': '2 kilogramy' }, field: { output: 'Hmotnost (g)', type: 'integer' }, want: 2000 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Název: 'Činka', Hmotnost: '1,2' }, field: { output: 'Hmotnost', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'the Hmotnost brutto is the parcel’s, not the product’s', row: { Název: 'Váza', 'Hmotnost brutto (kg)': '2,9' }, field: { output: 'Hmotnost', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a count in kusů is a stock', row: { Název: 'Šrouby', Skladem: '12 kusů' }, field: { output: 'Stav skladu', type: 'integer' }, want: 12 },
  { why: 'palců after a number are inches', row: { Název: 'Notebook', Úhlopříčka: '15,6 palců' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'Cena s DPH is the price with tax, never Cena bez DPH', row: { Název: 'Židle', 'Cena bez DPH': '826,45', 'Cena s DPH': '1 000,00' }, field: { output: 'Cena vč. DPH', type: 'float' }, want: 1000 },
  { why: 'Cena bez DPH is the price without tax', row: { Název: 'Židle', 'Cena bez DPH': '826,45', 'Cena s DPH': '1 000,00' }, field: { output: 'Cena bez DPH', type: 'float' }, want: 826.45 },
  { why: 'Nákupní cena is the purchase price, never the selling price', row: { Název: 'Židle', 'Nákupní cena': '600', Cena: '1000' }, field: { output: 'Cena', type: 'float' }, want: 1000 },
  { why: 'Značka is the brand', row: { Název: 'Vrtačka', Značka: 'Narex' }, field: { output: 'Brand' }, want: 'Narex' },
  { why: 'černá is Noir', row: { Barva: 'Černá' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'námořnická modrá is navy blue, not blue', row: { Barva: 'Námořnická modrá' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'dub is Chêne', row: { Materiál: 'Dub' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Velikost is the size', row: { Název: 'Svetr', Velikost: 'S' }, field: { output: 'Size', valueList: SIZES }, want: 'S' },
  { why: 'Š x V x H: H is the depth, not the height', row: { Název: 'Skříňka', 'Rozměry (Š x V x H)': '60 x 75 x 40 cm' }, field: { output: 'Hloubka (cm)', type: 'float' }, want: 40 },
  { why: 'Š x V x H: V is the height', row: { Název: 'Skříňka', 'Rozměry (Š x V x H)': '60 x 75 x 40 cm' }, field: { output: 'Výška (cm)', type: 'float' }, want: 75 },
  { why: 'Stav zboží Použité is the condition used', row: { Název: 'Bunda', 'Stav zboží': 'Použité' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'Sklad alone is the stock here and the composition in Polish: not read', row: { Název: 'Bunda', Sklad: '12' }, field: { output: 'Stav skladu', type: 'integer' }, want: null, reason: 'not_found' },
  { why: 'Hmotnost: 4,5 kg in the description', row: { Název: 'Židle Lia', Popis: 'Židle z masivního buku. Barva: černá. Hmotnost: 4,5 kg.' }, field: { output: 'Hmotnost', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
  { why: 'Barva: černá in the description is Noir', row: { Název: 'Židle Lia', Popis: 'Židle z masivního buku. Barva: černá. Hmotnost: 4,5 kg.' }, field: { output: 'Barva', valueList: NOIR_BLANC }, want: 'NR' },
];

export default cases;
