import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German textile printer's blank-garment list: EK (purchase price), Stoff for the fabric, Grammatur in g/m² (no weight), Workwear as Ja/Nein.
 * Rows copied from test/fixtures/real-headers/de-textil-artikel.csv (github.com/paulh0609/CSV, `artikel.csv`); long cells cut as in the fixture.
 */

const tshirt: Product = {
  ArtNr: 'TS001',
  Alt: '',
  Artikel: 'T-Shirt kurzarm',
  'Qualität': 'Normal',
  Workwear: 'Nein',
  EK: '4.50',
  Stoff: 'Baumwolle',
  Grammatur: '160',
};
const tshirtBio: Product = {
  ArtNr: 'TS002',
  Alt: '',
  Artikel: 'T-Shirt kurzarm',
  'Qualität': 'Gut',
  Workwear: 'Nein',
  EK: '6.20',
  Stoff: 'Bio-Baumwolle',
  Grammatur: '180',
};
const polo: Product = {
  ArtNr: 'PK001',
  Alt: '',
  Artikel: 'Polo kurzarm',
  'Qualität': 'Normal',
  Workwear: 'Nein',
  EK: '8.90',
  Stoff: 'Piqué',
  Grammatur: '200',
};
const file = [tshirt, tshirtBio, polo];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'EK is the purchase price', row: tshirt, file: others(tshirt), field: { output: 'Einkaufspreis', type: 'float' }, want: 4.5 },
  { why: 'EK is no selling price', row: tshirt, file: others(tshirt), field: { output: 'Verkaufspreis', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Stoff is the material', row: tshirt, file: others(tshirt), field: { output: 'Material' }, want: 'Baumwolle' },
  { why: 'Grammatur (g/m²) is no weight', row: tshirt, file: others(tshirt), field: { output: 'Gewicht', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Artikel is the name', row: polo, file: others(polo), field: { output: 'Name' }, want: 'Polo kurzarm' },
];

export default cases;
