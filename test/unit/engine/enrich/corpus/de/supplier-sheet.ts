import { NOIR_BLANC } from '../lists.ts';
import type { CorpusCase } from '../types.ts';
import { FARBEN_EN, lieferant } from './rows.ts';

/** A German supplier's price list: VK brutto and EK netto, units from the header, the product's weight before the shipping weight. */

const paket = { Artikelname: 'Esstisch Jorin', 'Bruttogewicht (kg)': '31,5', 'Nettogewicht (kg)': '27,4', 'Paketlänge (cm)': '185', 'Länge (cm)': '' };
const flags = { Artikelname: 'Stuhl Mara', Aktiv: '1', 'Vorrätig?': '1', Versandkostenfrei: '0' };

const cases: CorpusCase[] = [
  { why: 'Preis is the selling price (VK brutto)', row: lieferant, delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 89.9 },
  { why: 'Price is the selling price, never the EK', row: lieferant, delimiter: ';', field: { output: 'Price', type: 'float' }, want: 89.9 },
  { why: 'Verkaufspreis is the selling price', row: lieferant, delimiter: ';', field: { output: 'Verkaufspreis', type: 'float' }, want: 89.9 },
  { why: 'brutto is tax included: Preis inkl. MwSt. is the VK brutto', row: lieferant, delimiter: ';', field: { output: 'Preis inkl. MwSt.', type: 'float' }, want: 89.9 },
  { why: 'only the purchase price says netto, so Preis netto stays empty', row: lieferant, delimiter: ';', field: { output: 'Preis netto', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Einkaufspreis is the EK', row: lieferant, delimiter: ';', field: { output: 'Einkaufspreis', type: 'float' }, want: 38.9 },
  { why: 'an English purchase price field reads the EK', row: lieferant, delimiter: ';', field: { output: 'Purchase price', type: 'float' }, want: 38.9 },
  { why: 'Gewicht in kg states kilograms, converted to grams; the shipping weight is the parcel’s', row: lieferant, delimiter: ';', field: { output: 'Gewicht', type: 'integer', expectedUnit: 'g' }, want: 4250 },
  { why: 'kilograms are converted to pounds', row: lieferant, delimiter: ';', field: { output: 'Weight (lbs)', type: 'float' }, want: 9.37 },
  { why: 'Nettogewicht is the product’s weight, not the Versandgewicht', row: lieferant, delimiter: ';', field: { output: 'Nettogewicht', type: 'float', expectedUnit: 'kg' }, want: 4.25 },
  { why: 'the Versandgewicht is read when asked', row: lieferant, delimiter: ';', field: { output: 'Versandgewicht', type: 'float', expectedUnit: 'kg' }, want: 5.8 },
  { why: 'Höhe (cm) is the height', row: lieferant, delimiter: ';', field: { output: 'Höhe', type: 'integer', expectedUnit: 'cm' }, want: 160 },
  { why: 'the height in centimetres is converted to metres', row: lieferant, delimiter: ';', field: { output: 'Height', type: 'float', expectedUnit: 'm' }, want: 1.6 },
  { why: 'an empty Breite is not the shade’s width the description gives', row: lieferant, delimiter: ';', field: { output: 'Breite', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'source_empty' },
  { why: 'Durchmesser mm states millimetres, converted to centimetres', row: lieferant, delimiter: ';', field: { output: 'Durchmesser (cm)', type: 'float' }, want: 28 },
  { why: 'weiß is White in an English list', row: lieferant, delimiter: ';', field: { output: 'Colour', valueList: FARBEN_EN }, want: 'WHT' },
  { why: 'weiß is Blanc in a French list', row: lieferant, delimiter: ';', field: { output: 'Couleur', valueList: NOIR_BLANC, useLabel: true }, want: 'Blanc' },
  { why: 'a colour with no list is kept as the file writes it', row: lieferant, delimiter: ';', field: { output: 'Farbe' }, want: 'weiß' },
  {
    why: 'Metall is Metal in an English list',
    row: lieferant,
    delimiter: ';',
    field: {
      output: 'Material',
      valueList: [
        { code: 'MET', label: 'Metal' },
        { code: 'WOD', label: 'Wood' },
      ],
    },
    want: 'MET',
  },
  { why: 'Hersteller is the brand', row: lieferant, delimiter: ';', field: { output: 'Marke' }, want: 'Lichtwerk' },
  { why: 'Artikelnummer is the SKU', row: lieferant, delimiter: ';', field: { output: 'SKU' }, want: 'LW-2041' },
  { why: 'the EAN is the GTIN', row: lieferant, delimiter: ';', field: { output: 'GTIN' }, want: '4012345678901' },
  { why: 'Bestand is the stock', row: lieferant, delimiter: ';', field: { output: 'Lagerbestand', type: 'integer' }, want: 14 },

  { why: 'Nettogewicht is the product’s weight, whichever column comes first', row: paket, delimiter: ';', field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: 27.4 },
  { why: 'Bruttogewicht is the parcel’s, read when asked', row: paket, delimiter: ';', field: { output: 'Bruttogewicht', type: 'float', expectedUnit: 'kg' }, want: 31.5 },
  { why: 'an empty Länge is not the Paketlänge', row: paket, delimiter: ';', field: { output: 'Länge', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'source_empty' },

  { why: 'yes/no columns are no stock count', row: flags, delimiter: ';', field: { output: 'Bestand', type: 'integer' }, want: null, reason: 'not_found' },
  { why: 'Aktiv is a flag, not a quantity', row: flags, delimiter: ';', field: { output: 'Menge', type: 'integer' }, want: null, reason: 'not_found' },
];

export default cases;
