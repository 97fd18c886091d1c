import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Slovak words in cells and headers — inflected units ('gramov', 'kilogramy', 'kusov', 'palcov'), prices with and without VAT
 * ('Cena bez DPH', 'Cena vrátane DPH'), colours, materials, sizes, a condition, the letters of a sizes column (Š x V x H), values
 * stated in a description — in rows written for the pack: the real files above hold few of them.
 */

const cases: CorpusCase[] = [
  { why: 'gramov in the cell, converted to kilograms', row: { Názov: 'Múka', Hmotnosť: '500 gramov' }, field: { output: 'Hmotnosť', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'kilogramy under Čistá hmotnosť, converted to grams', row: { Názov: 'Ryža', 'Čistá hmotnosť': '2 kilogramy' }, field: { output: 'Hmotnosť (g)', type: 'integer' }, want: 2000 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Názov: 'Činka', Hmotnosť: '1,2' }, field: { output: 'Hmotnosť', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'a count in kusov is a stock', row: { Názov: 'Skrutky', 'Na sklade': '12 kusov' }, field: { output: 'Stav skladu', type: 'integer' }, want: 12 },
  { why: 'palcov after a number are inches', row: { Názov: 'Notebook', Uhlopriečka: '15,6 palcov' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'Cena vrátane DPH is the price with tax, never Cena bez DPH', row: { Názov: 'Stolička', 'Cena bez DPH': '83,33', 'Cena vrátane DPH': '100,00' }, field: { output: 'Cena s DPH', type: 'float' }, want: 100 },
  { why: 'Cena bez DPH is the price without tax', row: { Názov: 'Stolička', 'Cena bez DPH': '83,33', 'Cena vrátane DPH': '100,00' }, field: { output: 'Cena bez DPH', type: 'float' }, want: 83.33 },
  { why: 'Akciová cena is the sale price, never the regular one', row: { Názov: 'Stolička', Cena: '100', 'Akciová cena': '80' }, field: { output: 'Akciová cena', type: 'float' }, want: 80 },
  { why: 'Výrobca is the brand', row: { Názov: 'Vŕtačka', Výrobca: 'Narex' }, field: { output: 'Značka' }, want: 'Narex' },
  { why: 'čierna is Noir', row: { Farba: 'Čierna' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'sivá is grey', row: { Farba: 'Sivá' }, field: { output: 'Colour', valueList: COLOURS }, want: 'GRY' },
  { why: 'dub is Chêne', row: { Materiál: 'Dub' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Veľkosť is the size', row: { Názov: 'Sveter', Veľkosť: 'M' }, field: { output: 'Size', valueList: SIZES }, want: 'M' },
  { why: 'Š x V x H: H is the depth, not the height', row: { Názov: 'Skrinka', 'Rozmery (Š x V x H)': '60 x 75 x 40 cm' }, field: { output: 'Hĺbka (cm)', type: 'float' }, want: 40 },
  { why: 'Stav tovaru Použitý is the condition used', row: { Názov: 'Bunda', 'Stav tovaru': 'Použitý' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'Hmotnosť: 4,5 kg in the description', row: { Názov: 'Stolička Lia', Popis: 'Stolička z masívneho buku. Farba: čierna. Hmotnosť: 4,5 kg.' }, field: { output: 'Hmotnosť', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
];

export default cases;
