import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German farm shop's till list (semicolons, BOM): Barcode, Name, and an Einheit that states the pack content ('Stück (250 g)').
 * Rows read from test/fixtures/real-headers/de-hofladen-produkte.csv (github.com/hapehahn/hofladen-picker, `produkte.csv`).
 */

const {
  rows: [zwerge, margarine, agave],
  others,
} = realFile('de-hofladen-produkte.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Barcode is the EAN', row: zwerge, file: others(zwerge), delimiter: ';', field: { output: 'EAN' }, want: '4015533004674' },
  { why: 'Name is the name', row: margarine, file: others(margarine), delimiter: ';', field: { output: 'Produktname' }, want: 'ALSAN-BIO Margarine' },
  { why: "the Einheit 'Stück (0,2 l)' states the content", row: zwerge, file: others(zwerge), delimiter: ';', field: { output: 'Inhalt', type: 'float', expectedUnit: 'l' }, want: 0.2, read: '0,2 l' },
  { why: "the Einheit 'Stück (250 g)' states the net weight", row: margarine, file: others(margarine), delimiter: ';', field: { output: 'Nettogewicht', type: 'integer', expectedUnit: 'g' }, want: 250, read: '250 g' },
  { why: "an Einheit of 'kg' is the unit sold, no weight", row: agave, file: others(agave), delimiter: ';', field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
];

export default cases;
