import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A Hungarian bookshop's books under headers written without their accents: ISBN, cim (the title, the book's name), mu_tipusa
 * (the kind of work), ar (the price), szerzo (the author), mufaj (the genre), borito (the cover's picture), szinopszis, and a
 * trailing semicolon's unnamed empty column. Rows read from test/fixtures/real-headers/hu-hageman-termekek.csv
 * (github.com/MarkHageman/Prooktatas_vizsga02, `termekek.csv`).
 */

const {
  rows: [first, second],
  others,
} = realFile('hu-hageman-termekek.csv', ';');

const cases: CorpusCase[] = [
  { why: 'ar is the price', row: first, file: others(first), delimiter: ';', field: { output: 'Ár', type: 'float' }, want: 3290 },
  { why: 'ar is the price of each row', row: second, file: others(second), delimiter: ';', field: { output: 'Egységár', type: 'float' }, want: 3590 },
  { why: 'cim is the name', row: first, file: others(first), delimiter: ';', field: { output: 'Terméknév' }, want: 'A túlsó part' },
  { why: 'ISBN is the reference', row: first, file: others(first), delimiter: ';', field: { output: 'ISBN' }, want: '01984570' },
  { why: 'no column holds a weight', row: first, file: others(first), delimiter: ';', field: { output: 'Súly', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'borito is the cover, the book’s picture', row: first, file: others(first), delimiter: ';', field: { output: 'Kép' }, want: './img/a_hid.png', todo: "'borító' (a book's cover) names no picture" },
];

export default cases;
