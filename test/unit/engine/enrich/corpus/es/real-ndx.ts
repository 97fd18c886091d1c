import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Spanish ERP product import: Costo beside P.V.P 1, Existencias, Cod. Unidad as the code.
 * Rows read from test/fixtures/real-headers/es-ndx-productos.csv (github.com/fabyc/ndx_import_scripts, `productos.csv`).
 */

const {
  rows: [samsung, , zte],
  others,
} = realFile('es-ndx-productos.csv');

const cases: CorpusCase[] = [
  { why: 'P.V.P 1 is the price, never the Costo', row: samsung, file: others(samsung), field: { output: 'Precio', type: 'float' }, want: 150 },
  { why: 'Costo is the purchase price', row: samsung, file: others(samsung), field: { output: 'Precio de coste', type: 'float' }, want: 100 },
  { why: 'categoria is the category', row: samsung, file: others(samsung), field: { output: 'Categoría' }, want: 'CELULARES' },
  { why: 'Existencias is the stock', row: samsung, file: others(samsung), field: { output: 'Existencias', type: 'integer' }, want: 1 },
  { why: 'Cod. Unidad is the article code', row: samsung, file: others(samsung), field: { output: 'SKU' }, want: 'CEL01' },
  { why: 'the description ends with the colour', row: zte, file: others(zte), field: { output: 'Color' }, want: 'BLANCO' },
];

export default cases;
