import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German plumbing wholesaler's article list (XLSX): Hersteller, Serie, Typ, Größe as a pipe size (12, DN90, 3/4"), an EAN column holding supplier codes ('vg291488').
 * Rows copied from test/fixtures/real-headers/de-ugl-artikelliste.csv (github.com/fosgate17/ugl_generator, `Artikelliste.xlsx`); long cells cut as in the fixture.
 */

const bogen: Product = {
  'Artikel Nr.': '291488',
  Menge: '',
  Hersteller: 'Viega',
  Serie: 'Profipress',
  Typ: 'Bogen',
  'Größe': '12',
  Variante: '90ø ixi',
  VPE: '10',
  EAN: 'vg291488',
  gedruckt: 'ja',
  '': '',
};
const rohr: Product = {
  'Artikel Nr.': '30532278',
  Menge: '',
  Hersteller: 'Ostendorf',
  Serie: 'HT-Safe',
  Typ: 'Rohr',
  'Größe': 'DN90',
  Variante: '500mm',
  VPE: '10',
  EAN: '30532278',
  gedruckt: 'ja',
  '': '174020',
};
const oberteil: Product = {
  'Artikel Nr.': 'de30123083',
  Menge: '',
  Hersteller: 'Grohe',
  Serie: '',
  Typ: 'Oberteil ',
  'Größe': '3/4"',
  Variante: '',
  VPE: '',
  EAN: '99236214',
  gedruckt: 'ja',
  '': '7025000',
};
const file = [bogen, rohr, oberteil];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Hersteller is the brand', row: bogen, file: others(bogen), field: { output: 'Marke' }, want: 'Viega' },
  { why: 'an EAN column holding a supplier code (\'vg291488\') is no EAN', row: bogen, file: others(bogen), field: { output: 'EAN' }, want: null, reason: 'not_readable' },
  { why: 'eight digits failing the check digit are no EAN', row: rohr, file: others(rohr), field: { output: 'EAN' }, want: null, todo: 'the check digit of an EAN column is not checked' },
  { why: 'Artikel Nr. is the SKU', row: bogen, file: others(bogen), field: { output: 'SKU' }, want: '291488' },
  { why: 'Größe is the size', row: bogen, file: others(bogen), field: { output: 'Größe' }, want: '12' },
];

export default cases;
