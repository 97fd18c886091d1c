import type { CorpusCase } from '../types.ts';

/** German price columns: the UVP is the price; Händlerpreis, EK and Grundpreis never are; inkl./zzgl. MwSt. in the cell; a grouping dot. */

const preisliste = {
  'Art.-Nr.': '10-448',
  Bezeichnung: 'Kaffee ganze Bohne 500 g',
  'Händlerpreis netto': '6,20',
  'Grundpreis (€/kg)': '24,90',
  Streichpreis: '14,95',
  UVP: '12,45',
};
const tasse = { Artikelname: 'Tasse Ida', EK: '2,10', VK: '7,90' };

const cases: CorpusCase[] = [
  { why: 'Preis is the UVP, not the Grundpreis per kilo', row: preisliste, delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 12.45 },
  { why: 'the Händlerpreis is a purchase price', row: preisliste, delimiter: ';', field: { output: 'Einkaufspreis', type: 'float' }, want: 6.2 },
  { why: 'no selling price says netto: Preis netto stays empty', row: preisliste, delimiter: ';', field: { output: 'Preis netto', type: 'float' }, want: null, reason: 'other_tax' },
  { why: 'the Streichpreis is read when asked', row: preisliste, delimiter: ';', field: { output: 'Streichpreis', type: 'float' }, want: 14.95 },
  { why: 'VK is the price', row: tasse, delimiter: ';', field: { output: 'Price', type: 'float' }, want: 7.9 },
  { why: 'EK is the purchase price', row: tasse, delimiter: ';', field: { output: 'Einkaufspreis', type: 'float' }, want: 2.1 },
  { why: 'a cell saying inkl. MwSt. is the gross price', row: { Artikelname: 'Lampe', Preis: '12,50 € inkl. MwSt.' }, field: { output: 'Bruttopreis', type: 'float' }, want: 12.5 },
  { why: 'a cell saying inkl. MwSt. is not the net price', row: { Artikelname: 'Lampe', Preis: '12,50 € inkl. MwSt.' }, field: { output: 'Nettopreis', type: 'float' }, want: null, reason: 'other_tax' },
  { why: 'a cell saying zzgl. MwSt. is the net price', row: { Artikelname: 'Lampe', Preis: '10,50 € zzgl. MwSt.' }, field: { output: 'Preis (netto)', type: 'float' }, want: 10.5 },
  { why: 'a dot groups thousands beside a decimal comma', row: { Artikelname: 'Sofa Enno', Preis: '1.299,00 €' }, delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 1299 },
  { why: 'a Stückpreis is the price when the file names no plainer one', row: { Bezeichnung: 'Holzschrauben 4 x 30', Stückpreis: '0,35' }, delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 0.35 },
  { why: '2,99 € / kg: the price is 2,99', row: { Bezeichnung: 'Äpfel Elstar', Preis: '2,99 € / kg' }, field: { output: 'Preis', type: 'float' }, want: 2.99 },
  { why: 'pro kg is the unit the price is per', row: { Bezeichnung: 'Äpfel Elstar', Preis: '2,99 € pro kg' }, field: { output: 'Verkaufseinheit' }, want: 'kg' },
  { why: 'pro Stück is one piece', row: { Bezeichnung: 'Melone', Preis: '3,50 € pro Stück' }, field: { output: 'Einheit' }, want: 'piece' },
];

export default cases;
