import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Austrian prefab-house maker's Artikelpreisliste (XLSX): Kurztext for the item's short name, Langtext for its description, Preis per Einheit (m²/beb, Stk).
 * Rows read from test/fixtures/real-headers/de-haas-preisliste.csv (github.com/wieserbalkus/haas-preisliste-viewer, `data/Artikelpreisliste.xlsx`).
 */

const {
  rows: [raumhoehe],
  others,
} = realFile('de-haas-preisliste.csv');

const cases: CorpusCase[] = [
  { why: 'Preis is the price', row: raumhoehe, file: others(raumhoehe), field: { output: 'Preis', type: 'float' }, want: 82 },
  { why: "Kurztext is the item's short name in a price list", row: raumhoehe, file: others(raumhoehe), field: { output: 'Bezeichnung' }, want: 'Raumhöhe (EG auf 2,70 m)', todo: 'Kurztext reads as a summary, never the name' },
  { why: 'Langtext is the description', row: raumhoehe, file: others(raumhoehe), field: { output: 'Beschreibung' }, want: 'Ausführung der Raumhöhe im Erdgeschoss auf 2,70 m', todo: 'Langtext/Angebotstext/Preislistentext: unknown alternatives outweigh the description word' },
];

export default cases;
