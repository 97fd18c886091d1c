import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German purchase price list (SAP-style, semicolons): price breaks per Menge, Material as the SAP material number, Preiseinheit.
 * Rows read from test/fixtures/real-headers/de-ek-preisliste.csv (github.com/Robert236/EK-Preisliste-auf-Fehler-untersuchen, `Fehlerliste.csv`).
 */

const {
  rows: [staffel1200],
  others,
} = realFile('de-ek-preisliste.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Preis is read with its decimal comma', row: staffel1200, file: others(staffel1200), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 5.1 },
  { why: 'Material here is an SAP material number, no material', row: staffel1200, file: others(staffel1200), delimiter: ';', field: { output: 'Material' }, want: null, reason: 'not_readable' },
];

export default cases;
