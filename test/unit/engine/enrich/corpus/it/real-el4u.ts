import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian B2B listino: prezzo_vendita (the B2B price) beside prezzo_pubblico (the public price), categoria1..3, marchio.
 * Rows copied from test/fixtures/real-headers/it-el4u-listino-b2b.csv (github.com/el4u-b2b/listino-b2b, `listino_B2B.csv`); long cells cut as in the fixture.
 */

const cucina: Product = {
  sku: '015796',
  ean: '8054187279461',
  descrizione: 'AE55MI3 CUCINA 53CM 4F/GAS F.ELETT. CL.A C/GRILL INOX',
  marchio: 'GLEM',
  categoria1: 'GED COTTURA',
  categoria2: 'CUCINE CON FORNO ELETTRICO',
  categoria3: '',
  prezzo_vendita: '422.86',
  prezzo_pubblico: '549.0',
  link_icecat: '',
  thumb_url: '',
  scheda_tecnica_presente: 'NO',
};
const giunzione: Product = {
  sku: '045851',
  ean: '4002515105924',
  descrizione: 'E9256140 ELEMENTO GIUNZIONE PER LAVATRICI BIANCO WTV502',
  marchio: 'MIELE',
  categoria1: 'GED LAVAGGIO',
  categoria2: 'ACCESSORI',
  categoria3: 'ACCESSORI LAVATR./ASCIUG.',
  prezzo_vendita: '57.29',
  prezzo_pubblico: '86.9',
  link_icecat: '',
  thumb_url: '',
  scheda_tecnica_presente: 'NO',
};
const sacchetto: Product = {
  sku: '049168',
  ean: '4002516678199',
  descrizione: '12421140 SACCHETTO POLVERE TIPO F/J/M HYCLEAN PURE 4PZ',
  marchio: 'MIELE',
  categoria1: 'PED LINEA PULIZIA',
  categoria2: 'ACCESSORI E RICAMBI',
  categoria3: 'SACCHETTI',
  prezzo_vendita: '11.13',
  prezzo_pubblico: '15.9',
  link_icecat: '',
  thumb_url: '',
  scheda_tecnica_presente: 'NO',
};
const file = [cucina, giunzione, sacchetto];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'prezzo_pubblico is the price, never the B2B prezzo_vendita', row: cucina, file: others(cucina), field: { output: 'Prezzo', type: 'float' }, want: 549 },
  { why: 'Price is the prezzo_pubblico', row: cucina, file: others(cucina), field: { output: 'Price', type: 'float' }, want: 549 },
  { why: 'the B2B prezzo_vendita is the reseller\'s purchase price', row: cucina, file: others(cucina), field: { output: 'Prezzo d\'acquisto', type: 'float' }, want: 422.86, todo: 'prezzo_vendita has no purchase meaning' },
  { why: 'marchio is the brand', row: cucina, file: others(cucina), field: { output: 'Marca' }, want: 'GLEM' },
  { why: 'categoria1 is the category', row: cucina, file: others(cucina), field: { output: 'Categoria' }, want: 'GED COTTURA' },
  { why: 'ean is the EAN', row: cucina, file: others(cucina), field: { output: 'EAN' }, want: '8054187279461' },
];

export default cases;
