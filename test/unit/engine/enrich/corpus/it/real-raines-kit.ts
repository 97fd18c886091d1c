import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian first-aid kit sheet: Prodotto holds the name, Prezzo (€) with a decimal comma.
 * Rows copied from test/fixtures/real-headers/it-raines-kit.csv (github.com/alicco/catalogoraines, `prodotti.csv`); long cells cut as in the fixture.
 */

const guanti: Product = {
  Prodotto: 'Guanti Sterili',
  'Immagine (Campo \'Attachment\')': '🧤 [Img_1]',
  'Prezzo (€)': '4,5',
  Categoria: 'Protezione',
  'Spazio (Slot)': '1',
  Descrizione: 'Paio di guanti monouso',
};
const soluzione: Product = {
  Prodotto: 'Soluzione Fisiologica',
  'Immagine (Campo \'Attachment\')': '🧴 [Img_2]',
  'Prezzo (€)': '12',
  Categoria: 'Lavaggio',
  'Spazio (Slot)': '2',
  Descrizione: 'Flacone 500ml',
};
const garza: Product = {
  Prodotto: 'Garza Idrofila',
  'Immagine (Campo \'Attachment\')': '⬜ [Img_3]',
  'Prezzo (€)': '1,5',
  Categoria: 'Medicazione',
  'Spazio (Slot)': '1',
  Descrizione: 'Compressa 10x10cm',
};
const file = [guanti, soluzione, garza];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Prezzo (€) is the price', row: guanti, file: others(guanti), field: { output: 'Prezzo', type: 'float' }, want: 4.5 },
  { why: 'Prodotto is the product name', row: guanti, file: others(guanti), field: { output: 'Nome' }, want: 'Guanti Sterili' },
  { why: 'Categoria is the category', row: guanti, file: others(guanti), field: { output: 'Categoria' }, want: 'Protezione' },
  { why: 'the description states 500 ml', row: soluzione, file: others(soluzione), field: { output: 'Capacità', type: 'integer', expectedUnit: 'ml' }, want: 500, todo: 'an unlabelled quantity in the description is not read' },
];

export default cases;
