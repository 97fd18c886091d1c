import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German underfloor-heating installer's B2B price list (semicolons, decimal commas): preis per 'je m²' or 'pauschal' in the einheit column.
 * Rows copied from test/fixtures/real-headers/de-ndf-preisliste.csv (github.com/Pascal-TP/Preisliste-NDF-Fl-chenheizsysteme, `preise-b2b.csv`); long cells cut as in the fixture.
 */

const tacker20: Product = {
  id: 'tacker_20_2_wlg045',
  bezeichnung: 'Tackerplatte 20-2 mm WLG045',
  preis: '22,55',
  einheit: 'je m²',
};
const tacker30: Product = {
  id: 'tacker_30_3_wlg045',
  bezeichnung: 'Tackerplatte 30-3 mm WLG045',
  preis: '23,10',
  einheit: 'je m²',
};
const fraes: Product = {
  id: 'fraes_bis_29',
  bezeichnung: 'Frässystem mit 10 cm VA bis 29 m²',
  preis: '1250,00',
  einheit: 'pauschal',
};
const file = [tacker20, tacker30, fraes];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'preis is the price', row: tacker20, file: others(tacker20), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 22.55 },
  { why: 'the einheit \'je m²\' makes preis a price per m²', row: tacker20, file: others(tacker20), delimiter: ';', field: { output: 'Preis pro m²', type: 'float' }, want: 22.55, todo: 'a unit column (\'je m²\') does not make the price one per m²' },
  { why: 'a \'pauschal\' preis is no price per m²', row: fraes, file: others(fraes), delimiter: ';', field: { output: 'Preis pro m²', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'bezeichnung is the name', row: tacker20, file: others(tacker20), delimiter: ';', field: { output: 'Bezeichnung' }, want: 'Tackerplatte 20-2 mm WLG045' },
];

export default cases;
