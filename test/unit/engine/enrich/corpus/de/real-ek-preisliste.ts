import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German purchase price list (SAP-style, semicolons): price breaks per Menge, Material as the SAP material number, Preiseinheit.
 * Rows copied from test/fixtures/real-headers/de-ek-preisliste.csv (github.com/Robert236/EK-Preisliste-auf-Fehler-untersuchen, `Fehlerliste.csv`); long cells cut as in the fixture.
 */

const staffel1200: Product = {
  Lieferant: '30XXXX6',
  Liferanten_Nr: '51XXXX815X',
  Material: '66366340',
  Preiseinheit: '1',
  Mengeneinheit: 'ST',
  Menge: '1200',
  Preis: '5,1',
  Waehrung: 'EUR',
  Code: 'PB00',
  Beginn: '20210706',
  Ende: '20240228',
  Kalk: '',
  Status: 'Staffelwert nicht aufsteigend, Doppelter Preis, ',
};
const staffel600: Product = {
  Lieferant: '30XXXX6',
  Liferanten_Nr: '51XXXX815X',
  Material: '66366340',
  Preiseinheit: '1',
  Mengeneinheit: 'ST',
  Menge: '600',
  Preis: '5,12',
  Waehrung: 'EUR',
  Code: 'PB00',
  Beginn: '20210706',
  Ende: '20240228',
  Kalk: 'X',
  Status: 'Staffelwert nicht aufsteigend, Doppelter Preis, ',
};
const staffel300: Product = {
  Lieferant: '30XXXX6',
  Liferanten_Nr: '51XXXX815X',
  Material: '66366340',
  Preiseinheit: '1',
  Mengeneinheit: 'ST',
  Menge: '300',
  Preis: '5,2',
  Waehrung: 'EUR',
  Code: 'PB00',
  Beginn: '20210706',
  Ende: '20240228',
  Kalk: '',
  Status: 'Staffelwert nicht aufsteigend, Doppelter Preis, ',
};
const file = [staffel1200, staffel600, staffel300];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Preis is read with its decimal comma', row: staffel1200, file: others(staffel1200), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 5.1 },
  { why: 'Material here is an SAP material number, no material', row: staffel1200, file: others(staffel1200), delimiter: ';', field: { output: 'Material' }, want: null, reason: 'not_readable' },
];

export default cases;
