import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian battery distributor's ERP article master (semicolons, ART_ prefixes): ART_DESCRIZIONE as the item name, three ART_PESO columns, prices of 0, ART_CODICE_EAN_1 with a '$' before the code, ART_MARCA_PRODOTTO as a number.
 * Rows read from test/fixtures/real-headers/it-geslux-articoli.csv (github.com/andrea-git/GESLUX, `articoli.csv`).
 */

const {
  rows: [gel12v],
  others,
} = realFile('it-geslux-articoli.csv', ';');

const cases: CorpusCase[] = [
  { why: "ART_DESCRIZIONE is the item's name in an ERP list", row: gel12v, file: others(gel12v), delimiter: ';', field: { output: 'Nome' }, want: 'LP BATTERIA 12V/21Ah Gel black', todo: 'a description-only file gives no name' },
  { why: 'a selling price of 0 is no price (one on request)', row: gel12v, file: others(gel12v), delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: null, reason: 'not_plausible' },
  { why: "the EAN after a '$' is the EAN", row: gel12v, file: others(gel12v), delimiter: ';', field: { output: 'EAN' }, want: '8717101022252' },
  { why: 'a numeric ART_MARCA_PRODOTTO is a code, no brand', row: gel12v, file: others(gel12v), delimiter: ';', field: { output: 'Marca' }, want: null, todo: 'a numeric brand code is read as the brand' },
  { why: 'ART_PESO_STANDARD is the weight, decimal comma', row: gel12v, file: others(gel12v), delimiter: ';', field: { output: 'Peso', type: 'float' }, want: 6.2, todo: 'the ART_ prefix outweighs Peso in the name' },
  { why: 'ART_LITRI of 0 is no capacity', row: gel12v, file: others(gel12v), delimiter: ';', field: { output: 'Capacità', type: 'float', expectedUnit: 'l' }, want: null, reason: 'not_found' },
];

export default cases;
