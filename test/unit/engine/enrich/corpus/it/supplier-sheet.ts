import { BLEUS, COLOURS } from '../lists.ts';
import type { CorpusCase } from '../types.ts';
import { listino } from './rows.ts';

/** An Italian supplier's listino: the prezzo al pubblico is the price and the prezzo rivenditore never is; units from the header; peso netto before peso lordo. */

const flags = { Nome: 'Sedia Nina', 'Attivo (0/1)': '1', Pubblicato: '1', 'In primo piano?': '0' };

const cases: CorpusCase[] = [
  { why: 'Prezzo is the prezzo al pubblico', row: listino, delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: 34.9 },
  { why: 'Price is the prezzo al pubblico, never the dealer price', row: listino, delimiter: ';', field: { output: 'Price', type: 'float' }, want: 34.9 },
  { why: 'Prezzo di vendita is the prezzo al pubblico', row: listino, delimiter: ';', field: { output: 'Prezzo di vendita', type: 'float' }, want: 34.9 },
  { why: "Prezzo d'acquisto is the prezzo rivenditore", row: listino, delimiter: ';', field: { output: "Prezzo d'acquisto", type: 'float' }, want: 14.2 },
  { why: 'an English purchase price field reads the prezzo rivenditore', row: listino, delimiter: ';', field: { output: 'Purchase price', type: 'float' }, want: 14.2 },
  { why: 'Peso is the peso netto, in grams; the peso lordo is the parcel’s', row: listino, delimiter: ';', field: { output: 'Peso', type: 'integer', expectedUnit: 'g' }, want: 2300 },
  { why: 'the peso netto converted to pounds', row: listino, delimiter: ';', field: { output: 'Weight (lbs)', type: 'float' }, want: 5.071 },
  { why: 'the peso lordo is read when asked', row: listino, delimiter: ';', field: { output: 'Peso lordo', type: 'float', expectedUnit: 'kg' }, want: 2.9 },
  { why: 'Altezza (cm) is the height', row: listino, delimiter: ';', field: { output: 'Altezza', type: 'integer', expectedUnit: 'cm' }, want: 42 },
  { why: 'the height converted to millimetres', row: listino, delimiter: ';', field: { output: 'Height', type: 'integer', expectedUnit: 'mm' }, want: 420 },
  { why: 'an empty Larghezza is not the mouth the description gives', row: listino, delimiter: ';', field: { output: 'Larghezza', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'source_empty' },
  { why: 'Diametro in millimetres converted to centimetres', row: listino, delimiter: ';', field: { output: 'Diameter', type: 'float', expectedUnit: 'cm' }, want: 30 },
  { why: 'blu is Blue in an English list', row: listino, delimiter: ';', field: { output: 'Colour', valueList: COLOURS }, want: 'BLU' },
  { why: 'blu is Bleu in a French list', row: listino, delimiter: ';', field: { output: 'Couleur', valueList: BLEUS, useLabel: true }, want: 'Bleu' },
  { why: 'a colour with no list is kept as written', row: listino, delimiter: ';', field: { output: 'Colore' }, want: 'blu' },
  {
    why: 'Ceramica is Ceramic in an English list',
    row: listino,
    delimiter: ';',
    field: {
      output: 'Material',
      valueList: [
        { code: 'CER', label: 'Ceramic' },
        { code: 'GLS', label: 'Glass' },
      ],
    },
    want: 'CER',
  },
  { why: 'Marca is the brand', row: listino, delimiter: ';', field: { output: 'Brand' }, want: 'Terrae' },
  { why: 'Codice articolo is the SKU', row: listino, delimiter: ';', field: { output: 'SKU' }, want: 'VT-118' },
  { why: 'Giacenza is the stock', row: listino, delimiter: ';', field: { output: 'Stock', type: 'integer' }, want: 36 },

  { why: 'yes/no columns are no stock', row: flags, delimiter: ';', field: { output: 'Quantità', type: 'integer' }, want: null, reason: 'not_found' },
  { why: 'Attivo (0/1) is a flag, not a stock', row: flags, delimiter: ';', field: { output: 'Giacenza', type: 'integer' }, want: null, reason: 'not_found' },
];

export default cases;
