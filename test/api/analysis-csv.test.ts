import { monitorEventLoopDelay } from 'node:perf_hooks';
import t from 'tap';
import { EN_HEADERS, FR_HEADERS, productCsv } from '../fixtures/products.ts';
import { fileForm, uploadAndAnalyse } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

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
    t.same(Object.keys(answer.body).sort(), ['about_products', 'decimal_mark', 'delimiter', 'file_size', 'file_type', 'input_file_path', 'is_file_above_products_limit', 'nb_products_found', 'nb_variants_found', 'pdf_layout', 'products_sample', 'source_file_path', 'suggested_source_fields']);
    t.equal(answer.body.delimiter, '\t');
    t.equal(answer.body.pdf_layout, null, 'a layout for PDFs only');
    t.equal(answer.body.file_size, productCsv(12, { headers: EN_HEADERS, delimiter: '\t' }).length);
    t.same(Object.keys(answer.body.about_products).sort(), ['attributes', 'categories', 'contents', 'current_completeness', 'identifiers', 'others', 'price', 'value_lists']);
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

  t.test('a CSV wider than 1,000 columns is refused at once; one at the cap answers a bounded analysis', async (t) => {
    const line = (prefix: string, width: number) => Array.from({ length: width }, (_, i) => `${prefix}${i + 1}`).join(',');
    // The attack: a 4 MB file of a million columns once answered 53.7 MB and held the event loop for seconds.
    const million = Buffer.from(`${'a,'.repeat(999_999)}a\n${'1,'.repeat(999_999)}1\n`);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const wide = await uploadAndAnalyse(api, 'million.csv', million);
    const took = performance.now() - started;
    delay.disable();
    t.equal(wide.status, 400);
    t.equal(wide.body.detail?.error_code, 'file_too_complex');
    t.ok(took < 3000, `answered in ${Math.round(took)} ms`);
    t.ok(delay.max / 1e6 < 500, `the event loop was never held longer than ${Math.round(delay.max / 1e6)} ms`);
    t.equal((await api.get('/api/healthcheck')).status, 200, 'the server answers');

    const over = await uploadAndAnalyse(api, 'wide.csv', Buffer.from([line('Column name ', 1001), line('v', 1001)].join('\n')));
    t.same([over.status, over.body.detail?.error_code], [400, 'file_too_complex'], 'one column over the cap');
    const listed = await api.upload('/api/assistant/list_fields', fileForm('wide.csv', Buffer.from([line('Column name ', 1001), line('v', 1001)].join('\n'))));
    t.equal(listed.body.detail?.error_code, 'file_too_complex', 'list_fields has the same cap');

    // At the cap, with long names (1 MB of header): the sample no longer repeats them ten times.
    const longNames = Array.from({ length: 1000 }, (_, i) => `Attribute ${i} ${'x'.repeat(1000)}`).join(',');
    const rows = Array.from({ length: 12 }, (_, r) => line(`p${r}-`, 1000));
    const atCap = await uploadAndAnalyse(api, 'at-cap.csv', Buffer.from([longNames, ...rows].join('\n')));
    t.equal(atCap.status, 200);
    t.equal(Object.keys(atCap.body.products_sample[0]).length, 1000, 'the first sample row names every column');
    const size = JSON.stringify(atCap.body).length;
    t.ok(size < 6 * 1024 * 1024, `the answer is ${(size / 1024 / 1024).toFixed(1)} MB for a ${(Buffer.byteLength(longNames) / 1024 / 1024).toFixed(1)} MB header`);
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
