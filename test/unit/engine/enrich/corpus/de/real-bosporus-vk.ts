import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German wholesaler's price export (semicolons): vkNetto beside vkBrutto, MwSt as a rate, Gruppe for the category, Artikeltext1 for the name.
 * Rows read from test/fixtures/real-headers/de-bosporus-vk.csv (github.com/enesxunal/bosporus, `artikel.csv`).
 */

const {
  rows: [cola, , ayran],
  others,
} = realFile('de-bosporus-vk.csv', ';');

const cases: CorpusCase[] = [
  { why: 'vkBrutto is the price with VAT', row: cola, file: others(cola), delimiter: ';', field: { output: 'Preis inkl. MwSt.', type: 'float' }, want: 11.89 },
  { why: 'vkNetto is the price without VAT', row: cola, file: others(cola), delimiter: ';', field: { output: 'Preis netto', type: 'float' }, want: 9.99 },
  { why: 'Gruppe is the category', row: cola, file: others(cola), delimiter: ';', field: { output: 'Kategorie' }, want: 'Getränke' },
  { why: 'Artikeltext1 is the article name', row: cola, file: others(cola), delimiter: ';', field: { output: 'Artikelname' }, want: 'Coca-Cola 0,33l Dose 24er Pack' },
  { why: 'the content in the name, in millilitres', row: ayran, file: others(ayran), delimiter: ';', field: { output: 'Inhalt', type: 'integer', expectedUnit: 'ml' }, want: 250 },
];

export default cases;
