import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German plumbing wholesaler's article list (XLSX): Hersteller, Serie, Typ, Größe as a pipe size (12, DN90, 3/4"), an EAN column holding supplier codes ('vg291488').
 * Rows read from test/fixtures/real-headers/de-ugl-artikelliste.csv (github.com/fosgate17/ugl_generator, `Artikelliste.xlsx`).
 */

const {
  rows: [bogen, rohr],
  others,
} = realFile('de-ugl-artikelliste.csv');

const cases: CorpusCase[] = [
  { why: 'Hersteller is the brand', row: bogen, file: others(bogen), field: { output: 'Marke' }, want: 'Viega' },
  { why: "an EAN column holding a supplier code ('vg291488') is no EAN", row: bogen, file: others(bogen), field: { output: 'EAN' }, want: null, reason: 'not_readable' },
  { why: 'eight digits failing the check digit are no EAN', row: rohr, file: others(rohr), field: { output: 'EAN' }, want: null, todo: 'the check digit of an EAN column is not checked' },
  { why: 'Artikel Nr. is the SKU', row: bogen, file: others(bogen), field: { output: 'SKU' }, want: '291488' },
  { why: 'Größe is the size', row: bogen, file: others(bogen), field: { output: 'Größe' }, want: '12' },
];

export default cases;
