import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German underfloor-heating installer's B2B price list (semicolons, decimal commas): preis per 'je m²' or 'pauschal' in the einheit column.
 * Rows read from test/fixtures/real-headers/de-ndf-preisliste.csv (github.com/Pascal-TP/Preisliste-NDF-Fl-chenheizsysteme, `preise-b2b.csv`).
 */

const {
  rows: [tacker20, , fraes],
  others,
} = realFile('de-ndf-preisliste.csv', ';');

const cases: CorpusCase[] = [
  { why: 'preis is the price', row: tacker20, file: others(tacker20), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 22.55 },
  { why: "the einheit 'je m²' makes preis a price per m²", row: tacker20, file: others(tacker20), delimiter: ';', field: { output: 'Preis pro m²', type: 'float' }, want: 22.55, todo: "a unit column ('je m²') does not make the price one per m²" },
  { why: "a 'pauschal' preis is no price per m²", row: fraes, file: others(fraes), delimiter: ';', field: { output: 'Preis pro m²', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'bezeichnung is the name', row: tacker20, file: others(tacker20), delimiter: ';', field: { output: 'Bezeichnung' }, want: 'Tackerplatte 20-2 mm WLG045' },
];

export default cases;
