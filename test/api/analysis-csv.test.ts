import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { EN_HEADERS, FR_HEADERS, productCsv } from '../fixtures/products.ts';
import { fileForm, uploadAndAnalyse } from '../fixtures/upload.ts';

t.test('CSV analysis over HTTP', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);

  t.test('encodings, delimiters and line endings give the same products', async (t) => {
    const variants = [
      { encoding: 'utf-8-bom', delimiter: ';', eol: '\r\n' },
      { encoding: 'utf-16le', delimiter: '\t', eol: '\r\n' },
      { encoding: 'windows-1252', delimiter: ';', eol: '\n' },
      { encoding: 'utf-8', delimiter: '|', eol: '\n' },
    ] as const;
    for (const variant of variants) {
      const answer = await uploadAndAnalyse(api, 'produits.csv', productCsv(12, variant));
      t.equal(answer.status, 200, variant.encoding);
      t.equal(answer.body.delimiter, variant.delimiter);
      t.equal(answer.body.file_type, 'csv');
      t.equal(answer.body.nb_products_found, 12);
      t.equal(answer.body.products_sample.length, 10);
      t.equal(answer.body.products_sample[0]['Désignation'], 'Chaussure légère n°1', `${variant.encoding}: accents decoded`);
      t.same(answer.body.about_products.categories, ['Catégorie']);
    }
  });

  t.test('the analysis result has the spec shape', async (t) => {
    const answer = await uploadAndAnalyse(api, 'products.tsv', productCsv(12, { headers: EN_HEADERS, delimiter: '\t' }));
    t.equal(answer.status, 200);
    t.same(Object.keys(answer.body).sort(), [
      'about_products',
      'delimiter',
      'file_size',
      'file_type',
      'input_file_path',
      'is_file_above_products_limit',
      'nb_products_found',
      'nb_variants_found',
      'pdf_layout',
      'products_sample',
      'source_file_path',
      'suggested_source_fields',
    ]);
    t.equal(answer.body.delimiter, '\t');
    t.equal(answer.body.pdf_layout, null, 'a layout for PDFs only');
    t.equal(answer.body.file_size, productCsv(12, { headers: EN_HEADERS, delimiter: '\t' }).length);
    t.same(Object.keys(answer.body.about_products).sort(), [
      'attributes',
      'categories',
      'contents',
      'current_completeness',
      'identifiers',
      'others',
      'price',
      'value_lists',
    ]);
    t.same(answer.body.about_products.identifiers, ['GTIN', 'SKU']);
    t.same(answer.body.suggested_source_fields.product_name, ['Product name']);
    t.equal(answer.body.about_products.current_completeness.GTIN, 'complete');
    t.same(answer.body.about_products.value_lists.Size, [
      { code: 'L', label: 'L' },
      { code: 'M', label: 'M' },
      { code: 'S', label: 'S' },
      { code: 'XL', label: 'XL' },
    ]);
  });

  t.test('500 products are within the limit, 501 above it', async (t) => {
    const within = await uploadAndAnalyse(api, 'p500.csv', productCsv(500));
    t.equal(within.body.nb_products_found, 500);
    t.equal(within.body.is_file_above_products_limit, false);
    const above = await uploadAndAnalyse(api, 'p501.csv', productCsv(501));
    t.equal(above.status, 200);
    t.equal(above.body.nb_products_found, 501);
    t.equal(above.body.is_file_above_products_limit, true);
  });

  t.test('bad CSVs answer their codes', async (t) => {
    const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => [0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x2c, 0x0a][i % 7] as number));
    const cases: [string, Buffer, string][] = [
      ['unclosed.csv', Buffer.from('Name,Description\n"Shoe,unclosed\nHat,ok\n'), 'csv_invalid_file'],
      ['garbage.csv', garbage, 'csv_could_not_detect_encoding'],
      ['blank.csv', Buffer.from('\n\n\r\n'), 'csv_empty_file'],
      ['header-only.csv', Buffer.from('Name,Price\n'), 'no_products_sheet_found'],
      ['numbers.csv', Buffer.from('1,2,3\n4,5,6\n'), 'no_headers_found'],
    ];
    for (const [name, data, code] of cases) {
      const answer = await uploadAndAnalyse(api, name, data);
      t.equal(answer.status, 400, name);
      t.equal(answer.body.detail?.error_code, code, name);
    }
  });

  t.test('list_fields answers the headers of a file without keeping it', async (t) => {
    const answer = await api.upload('/api/assistant/list_fields', fileForm('fields.csv', productCsv(3, { delimiter: ';' })));
    t.equal(answer.status, 200);
    t.same(answer.body, { fields: FR_HEADERS });
    const spaced = await api.upload('/api/assistant/list_fields', fileForm('spaced.csv', Buffer.from('  Prix  TTC ;Poids (kg);"Nom\tcourt"\n1;2;3\n')));
    t.same(spaced.body.fields, ['Prix  TTC', 'Poids (kg)', 'Nom\tcourt'], 'headers as written, only their ends trimmed');
    const refused = await api.upload('/api/assistant/list_fields', fileForm('fields.doc', Buffer.from('x')));
    t.equal(refused.body.detail.error_code, 'file_type_not_allowed');
    const empty = await api.upload('/api/assistant/list_fields', fileForm('fields.csv', Buffer.alloc(0)));
    t.equal(empty.body.detail.error_code, 'file_empty');
  });
});
