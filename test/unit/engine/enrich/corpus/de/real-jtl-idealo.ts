import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German JTL-Wawi / idealo report: Brutto-VK and Netto-VK, the average EK netto, the UVP beside them, Menge as units sold.
 * Rows read from test/fixtures/real-headers/de-jtl-idealo.csv (github.com/graefconsulting/scraper, `produkte.csv`).
 */

const {
  rows: [rechtsregulat, morgenstund],
  others,
} = realFile('de-jtl-idealo.csv');

const cases: CorpusCase[] = [
  { why: 'Preis is the Brutto-VK, not the UVP', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Preis', type: 'float' }, want: 34.95 },
  { why: 'Preis netto is the Netto-VK', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Preis netto', type: 'float' }, want: 29.37 },
  { why: 'Preis inkl. MwSt. is the Brutto-VK', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Preis inkl. MwSt.', type: 'float' }, want: 34.95 },
  { why: 'Einkaufspreis is the average EK netto', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Einkaufspreis', type: 'float' }, want: 26.62 },
  { why: 'UVP is read when asked', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'UVP', type: 'float' }, want: 44.9 },
  { why: 'GTIN is the EAN', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'EAN' }, want: '4260084340416' },
  { why: 'Artikelname is the name', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Name' }, want: 'Dr. Niedermaier Rechtsregulat Bio | 350 ml | vegetarisch' },
  { why: 'the name states 350 ml', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Inhalt', type: 'integer', expectedUnit: 'ml' }, want: 350 },
  { why: 'the name states 2000 g', row: morgenstund, file: others(morgenstund), field: { output: 'Gewicht', type: 'integer', expectedUnit: 'g' }, want: 2000 },
];

export default cases;
