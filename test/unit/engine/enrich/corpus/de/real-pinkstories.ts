import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German wholesale article list (semicolons): Artikelnummer, Name, Einheit, Preis with a decimal comma.
 * Rows copied from test/fixtures/real-headers/de-pinkstories-artikel.csv (github.com/pinkstories/tool, `Artikel.csv`); long cells cut as in the fixture.
 */

const whimsy: Product = {
  Artikelnummer: '2384',
  Name: 'Starterset Whimsy 100% (24 colours and 6 shelfs)',
  Einheit: '1',
  Preis: '780,00',
};
const sway: Product = {
  Artikelnummer: '2385',
  Name: 'Starterset Sway 100% (24 colours and 6 shelfs)',
  Einheit: '1',
  Preis: '684,00',
};
const bloom: Product = {
  Artikelnummer: '2406',
  Name: 'Starterset Bloom 100% (20 colours and 5 shelfs)',
  Einheit: '1',
  Preis: '650,00',
};
const file = [whimsy, sway, bloom];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Preis is the price', row: whimsy, file: others(whimsy), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 780 },
  { why: 'Name is the name', row: whimsy, file: others(whimsy), delimiter: ';', field: { output: 'Name' }, want: 'Starterset Whimsy 100% (24 colours and 6 shelfs)' },
  { why: 'Artikelnummer is the SKU', row: whimsy, file: others(whimsy), delimiter: ';', field: { output: 'SKU' }, want: '2384' },
];

export default cases;
