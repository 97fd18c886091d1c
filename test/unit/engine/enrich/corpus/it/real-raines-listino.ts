import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian supplier listino (semicolons): COSTO beside IVA, the carton format, the sales unit, an empty COSTO AL METRO.
 * Rows copied from test/fixtures/real-headers/it-raines-listino.csv (github.com/alicco/catalogoraines, `public/DBRAINESCOMPLETO.csv`); long cells cut as in the fixture.
 */

const deodorante: Product = {
  'CODICE ARTICOLO E IMMAGINE PRODOTTO': 'A1002',
  '           DESCRIZIONE': 'DEODORANTE  SPRAY  300 ml  AROMA LAVANDA',
  SPECIFICHE: 'profumazione lavanda',
  'FORMATO CARTONE': '12PZ X 300ML',
  'UNITA DI VENDITA': 'PZ',
  COSTO: '1,55',
  IVA: '0,22',
  CATEGORIA: 'DETERGENTI DISINFETTANTI',
  'LINK IMMAGINE': 'http://www.raines.it/?q=node/375',
  'COSTO AL METRO': '',
};
const amuchina: Product = {
  'CODICE ARTICOLO E IMMAGINE PRODOTTO': 'A1005',
  '           DESCRIZIONE': 'AMUCHINA GEL PRESIDIO MEDICO CHIRURGICO 500 ml',
  SPECIFICHE: 'Gel igienizzante incolore',
  'FORMATO CARTONE': '12 PZ X 500ML',
  'UNITA DI VENDITA': 'PZ',
  COSTO: '4,8',
  IVA: '0,05',
  CATEGORIA: 'DETERGENTI DISINFETTANTI',
  'LINK IMMAGINE': 'http://www.raines.it/?q=node/650',
  'COSTO AL METRO': '',
};
const adoch: Product = {
  'CODICE ARTICOLO E IMMAGINE PRODOTTO': 'A1007',
  '           DESCRIZIONE': 'ADOCH MARSIGLIA DETERGENTE SANIFICANTE Lt.5',
  SPECIFICHE: 'detergente-sanificante profumazione marsiglia ',
  'FORMATO CARTONE': '4 TN X 5LT',
  'UNITA DI VENDITA': 'TA',
  COSTO: '12',
  IVA: '0,22',
  CATEGORIA: 'DETERGENTI DISINFETTANTI',
  'LINK IMMAGINE': 'http://www.raines.it/?q=node/313',
  'COSTO AL METRO': '',
};
const file = [deodorante, amuchina, adoch];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'COSTO is the purchase price', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: 'Prezzo d\'acquisto', type: 'float' }, want: 1.55 },
  { why: 'a file with only a cost has no selling price', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'CATEGORIA is the category', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: 'Categoria' }, want: 'DETERGENTI DISINFETTANTI' },
  { why: 'the description states 300 ml', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: 'Capacità', type: 'integer', expectedUnit: 'ml' }, want: 300, todo: 'an unlabelled quantity in the description is not read' },
];

export default cases;
