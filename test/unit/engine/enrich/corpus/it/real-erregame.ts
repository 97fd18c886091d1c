import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian dropshipping supplier listino (tab-separated): Prezzo (the dealer price) beside Listino (the list price), a bare Peso, glued headers (PrezzoPromo, Cat, SCat).
 * Rows read from test/fixtures/real-headers/it-erregame-listino.csv (github.com/optixrobert/erregameimport, `listino.csv`).
 */

const {
  rows: [tombRaider, cordless],
  others,
} = realFile('it-erregame-listino.csv', '\t');

const cases: CorpusCase[] = [
  { why: 'the Listino is the price, never the dealer Prezzo', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Prezzo', type: 'float' }, want: 24.58, todo: 'Listino and Prezzo both read as the same selling price; the first column wins' },
  { why: 'Prezzo di listino is the Listino', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Prezzo di listino', type: 'float' }, want: 24.58 },
  { why: "the dealer Prezzo is the reseller's purchase price", row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: "Prezzo d'acquisto", type: 'float' }, want: 18.9, todo: 'a Prezzo beside a Listino has no purchase meaning' },
  { why: 'an empty PrezzoPromo is no sale price', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Prezzo in offerta', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'a bare Peso kept as written when no unit is asked', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Peso', type: 'float' }, want: 0.08 },
  { why: 'a bare Peso is not certain in grams', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Peso', type: 'integer', expectedUnit: 'g' }, want: null, reason: 'unit_unknown' },
  { why: 'Marca is the brand', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Marca' }, want: '2K Games' },
  { why: 'Cat is the category', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Categoria' }, want: 'Videogiochi e Toys' },
  { why: 'Ean is the EAN', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'EAN' }, want: '5056635609861' },
  { why: 'Titolo is the name', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Nome' }, want: 'PS4 Tomb Raider I-III Remastered Starring Lara Croft EU' },
  { why: 'the name ends with the colour', row: cordless, file: others(cordless), delimiter: '\t', field: { output: 'Colore' }, want: 'Blue' },
  { why: 'Disponibilita is the stock', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Giacenza', type: 'integer' }, want: 12 },
];

export default cases;
