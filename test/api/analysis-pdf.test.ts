import t from 'tap';
import { pdfWithoutText, productPdf } from '../fixtures/pdf.ts';
import { headerlessPrintList, pricesBySize, scannedPdf, sectionedPriceList } from '../fixtures/pdf-layouts.ts';
import { fileForm, uploadAndAnalyse } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

t.test('PDF analysis over HTTP', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);

  t.test('500 products over many pages are within the limit, 501 above it', async (t) => {
    const pdf = await productPdf(500);
    const within = await uploadAndAnalyse(api, 'p500.pdf', pdf);
    t.equal(within.status, 200);
    t.equal(within.body.file_type, 'pdf');
    t.equal(within.body.file_size, pdf.length, 'the size in bytes (pdf.js reading the bytes does not empty it)');
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
      ['scan.pdf', await scannedPdf(), 'pdf_scanned'],
      ['broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj <<garbage>>\n%%EOF'), 'pdf_malformed'],
      ['cut.pdf', (await productPdf(20)).subarray(0, 400), 'pdf_malformed'],
    ];
    for (const [name, data, code] of cases) {
      const answer = await uploadAndAnalyse(api, name, data);
      t.equal(answer.status, 400, name);
      t.equal(answer.body.detail?.error_code, code, name);
    }
  });

  t.test('a price list in sections: its products as a person reads them, and how its layout was read', async (t) => {
    const answer = await uploadAndAnalyse(api, 'farm-prices.pdf', await sectionedPriceList());
    t.equal(answer.status, 200);
    t.equal(answer.body.nb_products_found, 9, 'headings, repeated headers and the title are no products');
    t.same(answer.body.products_sample[2], { Item: 'melons', Price: '200/dozen', Unit: 'dozen', Section: 'Fruits' });
    t.ok(answer.body.about_products.categories.includes('Section'), 'the sections are categories');
    t.ok(answer.body.about_products.price.includes('Price'));
    t.same(answer.body.pdf_layout, {
      pages: 1,
      columns: ['Item', 'Price', 'Unit', 'Section'],
      name_column: 'Item',
      price_column: 'Price',
      sections: ['Fruits', 'Vegetables'],
      rows_without_name: 0,
      rows_without_price: 0,
      mixed_columns: [],
      fragments: 0,
      sure: true,
    });
    const csv = await uploadAndAnalyse(api, 'prices.csv', Buffer.from('Item,Price\nApples,40\n'));
    t.equal(csv.body.pdf_layout, null, 'no layout for a CSV');
  });

  t.test('a list without a header is read, its columns named by what they hold; prices by size are one product with its variants', async (t) => {
    const answer = await uploadAndAnalyse(api, 'printshop.pdf', await headerlessPrintList());
    t.equal(answer.status, 200, 'not refused for want of a header');
    t.equal(answer.body.nb_products_found, 8);
    t.same(answer.body.products_sample[0], { Name: 'Flyer A5 digital print, 100 copies on 135 g paper', Price: '5.-' });
    t.match(answer.body.pdf_layout, { name_column: 'Name', price_column: 'Price', sure: true });
    const sized = await uploadAndAnalyse(api, 'sauces.pdf', await pricesBySize());
    t.equal(sized.status, 200);
    t.equal(sized.body.nb_products_found, 4, 'three sauces and a milkshake, each in three sizes');
    t.same(sized.body.products_sample[1], { Name: 'Mayonnaise', Price: '1.00', Size: 'M', Section: 'Sauces' });
  });

  t.test('list_fields of a PDF', async (t) => {
    const answer = await api.upload('/api/assistant/list_fields', fileForm('fields.pdf', await productPdf(3)));
    t.same(answer.body, { fields: ['EAN', 'Référence', 'Désignation', 'Couleur', 'Taille', 'Prix', 'Marque'] });
  });
});
