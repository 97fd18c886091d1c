import { COLOURS, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** German glues a concept word to the end of others ('Artikelgewicht', 'Einkaufspreis', 'Hauptfarbe'): the compound names the concept. */

const jtl = {
  Artikelnummer: 'JK-77',
  Artikelbezeichnung: 'Softshelljacke Kiri',
  'Artikelgewicht in KG': '0,65',
  'Einkaufspreis netto': '24,10',
  'Verkaufspreis brutto': '79,95',
  Konfektionsgröße: 'M',
  Hauptfarbe: 'Grün',
  Lagerbestand: '8',
  Warengruppe: 'Jacken',
};

const cases: CorpusCase[] = [
  { why: 'Artikelbezeichnung is the name', row: jtl, delimiter: ';', field: { output: 'Name' }, want: 'Softshelljacke Kiri' },
  { why: 'Artikelgewicht is the weight, in the kilograms its name states', row: jtl, delimiter: ';', field: { output: 'Weight', type: 'integer', expectedUnit: 'g' }, want: 650 },
  { why: 'Verkaufspreis brutto is the selling price', row: jtl, delimiter: ';', field: { output: 'Price', type: 'float' }, want: 79.95 },
  { why: 'Einkaufspreis netto is the cost', row: jtl, delimiter: ';', field: { output: 'Cost price', type: 'float' }, want: 24.1 },
  { why: 'a selling price field never takes the Einkaufspreis, even tax excluded', row: jtl, delimiter: ';', field: { output: 'VK netto', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Hauptfarbe is the colour: Grün is Green', row: jtl, delimiter: ';', field: { output: 'Color', valueList: COLOURS }, want: 'GRN' },
  { why: 'Konfektionsgröße is the size, a list code in its own column', row: jtl, delimiter: ';', field: { output: 'Size', valueList: SIZES, useLabel: true }, want: 'Medium' },
  { why: 'Lagerbestand is the stock', row: jtl, delimiter: ';', field: { output: 'Stock', type: 'integer' }, want: 8 },
  { why: 'Warengruppe is the category', row: jtl, delimiter: ';', field: { output: 'Kategorie' }, want: 'Jacken' },
];

export default cases;
