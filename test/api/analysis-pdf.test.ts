import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { pdfWithoutText, productPdf } from '../fixtures/pdf.ts';
import { fileForm, uploadAndAnalyse } from '../fixtures/upload.ts';

t.test('PDF analysis over HTTP', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);

  t.test('500 products over many pages are within the limit, 501 above it', async (t) => {
    const within = await uploadAndAnalyse(api, 'p500.pdf', await productPdf(500));
    t.equal(within.status, 200);
    t.equal(within.body.file_type, 'pdf');
    t.equal(within.body.delimiter, null);
    t.equal(within.body.nb_products_found, 500);
    t.equal(within.body.is_file_above_products_limit, false);
    t.equal(within.body.products_sample[0]['Référence'], 'REF-00001');
    t.same(within.body.about_products.identifiers, ['EAN', 'Référence']);
    const above = await uploadAndAnalyse(api, 'p501.pdf', await productPdf(501));
    t.equal(above.body.nb_products_found, 501);
    t.equal(above.body.is_file_above_products_limit, true);
  });

  t.test('bad PDFs answer their codes', async (t) => {
    const cases: [string, Buffer, string][] = [
      ['drawing.pdf', await pdfWithoutText(), 'pdf_empty_file'],
      ['broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj <<garbage>>\n%%EOF'), 'pdf_malformed'],
      ['cut.pdf', (await productPdf(20)).subarray(0, 400), 'pdf_malformed'],
    ];
    for (const [name, data, code] of cases) {
      const answer = await uploadAndAnalyse(api, name, data);
      t.equal(answer.status, 400, name);
      t.equal(answer.body.detail?.error_code, code, name);
    }
  });

  t.test('list_fields of a PDF', async (t) => {
    const answer = await api.upload('/api/assistant/list_fields', fileForm('fields.pdf', await productPdf(3)));
    t.same(answer.body, { fields: ['EAN', 'Référence', 'Désignation', 'Couleur', 'Taille', 'Prix', 'Marque'] });
  });
});
