import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Saldi's sample item file (a Danish ERP): varenr, stregkode, varemærke with its æ lost (U+FFFD), beskrivelse, kostpris, salgspris,
 * vejl_pris — the prices written with unquoted decimal commas, so '32,67' fills kostpris and salgspris and every later cell is
 * shifted. Rows read from test/fixtures/real-headers/da-saldi-varer.csv (github.com/DANOSOFT/saldi, `systemdata/sample_varer.csv`).
 */

const {
  rows: [kugleleje, forhjulsleje],
  others,
} = realFile('da-saldi-varer.csv');

const cases: CorpusCase[] = [
  { why: 'varenr is the item number', row: kugleleje, file: others(kugleleje), field: { output: 'Varenummer' }, want: '2800' },
  { why: 'beskrivelse is the description', row: kugleleje, file: others(kugleleje), field: { output: 'Beskrivelse' }, want: 'Kugleleje, forhjul' },
  { why: 'a five-digit stregkode is no EAN', row: forhjulsleje, file: others(forhjulsleje), field: { output: 'EAN' }, want: null, reason: 'not_readable' },
  { why: 'the brand under the mangled varemærke', row: kugleleje, file: others(kugleleje), field: { output: 'Varemærke' }, want: 'Piaggio Ape', todo: 'a header whose æ was lost (varem�rke) names no brand' },
  { why: 'the selling price, shifted by the cost price’s decimal comma', row: kugleleje, file: others(kugleleje), field: { output: 'Salgspris', type: 'float' }, want: 50.26, todo: 'unquoted decimal commas in a comma file shift the cells: salgspris reads 67' },
  { why: 'beskrivelse is the only text naming the item', row: kugleleje, file: others(kugleleje), field: { output: 'Navn' }, want: 'Kugleleje, forhjul', todo: 'a file whose only text column is beskrivelse gives no name' },
  { why: 'the cost price split over two cells by its decimal comma', row: kugleleje, file: others(kugleleje), field: { output: 'Kostpris', type: 'float' }, want: 32.67, todo: 'unquoted decimal commas in a comma file shift the cells: kostpris reads 32' },
];

export default cases;
