import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish ERP product import: Costo beside P.V.P 1, Existencias, Cod. Unidad as the code.
 * Rows copied from test/fixtures/real-headers/es-ndx-productos.csv (github.com/fabyc/ndx_import_scripts, `productos.csv`); long cells cut as in the fixture.
 */

const samsung: Product = {
  'Cod. Unidad': 'CEL01',
  'Descripción': 'CELULAR SAMSUNG J1 4',
  Existencias: '1',
  Costo: '100,00',
  'P.V.P 1': '150,00',
  'Gestionado como': 'Artículo',
  categoria: 'CELULARES',
};
const nokia: Product = {
  'Cod. Unidad': 'CEL02',
  'Descripción': 'CELULAR NOKIA V220 FM MICROSD 32GB',
  Existencias: '1',
  Costo: '60,00',
  'P.V.P 1': '80,00',
  'Gestionado como': 'Artículo',
  categoria: 'CELULARES',
};
const zte: Product = {
  'Cod. Unidad': 'CEL03',
  'Descripción': 'CELULAR ZTE BLADE L2 QC 5IN 8MP 1MP GPS 2000MAH ANDROID BLANCO',
  Existencias: '1',
  Costo: '150,00',
  'P.V.P 1': '200,00',
  'Gestionado como': 'Artículo',
  categoria: 'CELULARES',
};
const file = [samsung, nokia, zte];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'P.V.P 1 is the price, never the Costo', row: samsung, file: others(samsung), field: { output: 'Precio', type: 'float' }, want: 150 },
  { why: 'Costo is the purchase price', row: samsung, file: others(samsung), field: { output: 'Precio de coste', type: 'float' }, want: 100 },
  { why: 'categoria is the category', row: samsung, file: others(samsung), field: { output: 'Categoría' }, want: 'CELULARES' },
  { why: 'Existencias is the stock', row: samsung, file: others(samsung), field: { output: 'Existencias', type: 'integer' }, want: 1 },
  { why: 'Cod. Unidad is the article code', row: samsung, file: others(samsung), field: { output: 'SKU' }, want: 'CEL01' },
  { why: 'the description ends with the colour', row: zte, file: others(zte), field: { output: 'Color' }, want: 'BLANCO', todo: 'a colour at the end of the description is not read' },
];

export default cases;
