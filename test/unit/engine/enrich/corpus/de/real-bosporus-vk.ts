import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German wholesaler's price export (semicolons): vkNetto beside vkBrutto, MwSt as a rate, Gruppe for the category, Artikeltext1 for the name.
 * Rows copied from test/fixtures/real-headers/de-bosporus-vk.csv (github.com/enesxunal/bosporus, `artikel.csv`); long cells cut as in the fixture.
 */

const cola: Product = {
  Artikeltext1: 'Coca-Cola 0,33l Dose 24er Pack',
  Gruppe: 'Getränke',
  MwSt: '19',
  vkNetto: '9,99',
  vkBrutto: '11,89',
};
const cola1l: Product = {
  Artikeltext1: 'Coca Cola  1Lt  12er PET',
  Gruppe: 'Getränke',
  MwSt: '19',
  vkNetto: '11,69',
  vkBrutto: '13,91',
};
const ayran: Product = {
  Artikeltext1: 'Körfez Ayran 250ml',
  Gruppe: 'Molkerei',
  MwSt: '7',
  vkNetto: '4,79',
  vkBrutto: '5,13',
};
const file = [cola, cola1l, ayran];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'vkBrutto is the price with VAT', row: cola, file: others(cola), delimiter: ';', field: { output: 'Preis inkl. MwSt.', type: 'float' }, want: 11.89 },
  { why: 'vkNetto is the price without VAT', row: cola, file: others(cola), delimiter: ';', field: { output: 'Preis netto', type: 'float' }, want: 9.99 },
  { why: 'Gruppe is the category', row: cola, file: others(cola), delimiter: ';', field: { output: 'Kategorie' }, want: 'Getränke' },
  { why: 'Artikeltext1 is the article name', row: cola, file: others(cola), delimiter: ';', field: { output: 'Artikelname' }, want: 'Coca-Cola 0,33l Dose 24er Pack' },
  { why: 'the content in the name, in millilitres', row: ayran, file: others(ayran), delimiter: ';', field: { output: 'Inhalt', type: 'integer', expectedUnit: 'ml' }, want: 250, todo: 'a quantity in the name, unlabelled, is not read' },
];

export default cases;
