import t from 'tap';
import { parsePdf } from '../../../../engine/parsers/pdf.ts';
import { pdfWithoutText, productPdf } from '../../../fixtures/pdf.ts';
import { productRows } from '../../../fixtures/products.ts';
import { refusal } from '../../../helpers/refusal.ts';

t.test('a product table over several pages is rebuilt row by row', async (t) => {
  const table = await parsePdf(await productPdf(100));
  t.same(table.headers, ['EAN', 'Référence', 'Désignation', 'Couleur', 'Taille', 'Prix', 'Marque']);
  t.equal(table.rows.length, 100, 'repeated headers, titles and page numbers are not products');
  const expected = productRows(100);
  t.same(table.rows[0], [expected[0]?.[0], expected[0]?.[1], expected[0]?.[2], expected[0]?.[4], expected[0]?.[5], expected[0]?.[6], expected[0]?.[8]]);
  t.same(table.rows[99]?.[1], 'REF-00100');
});

t.test('PDF refusals', async (t) => {
  t.equal(await refusal(parsePdf(await pdfWithoutText())), 'pdf_empty_file');
  t.equal(await refusal(parsePdf(Buffer.from('Name,Price\nShoe,12\n'))), 'pdf_invalid_signature');
  t.equal(await refusal(parsePdf(Buffer.from('%PDF-1.7\n1 0 obj <<garbage>>\n%%EOF'))), 'pdf_malformed');
  const whole = await productPdf(20);
  t.equal(await refusal(parsePdf(whole.subarray(0, 400))), 'pdf_malformed');
});
