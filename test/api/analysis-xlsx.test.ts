import ExcelJS from 'exceljs';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { hugeXlsx, lyingXlsx, manyEntriesXlsx, oleBytes, truncated } from '../fixtures/bad-files.ts';
import { FR_HEADERS, productCsv } from '../fixtures/products.ts';
import { fileForm, uploadAndAnalyse } from '../fixtures/upload.ts';
import { productWorkbook, workbookBytes } from '../fixtures/xlsx.ts';

t.test('XLSX analysis over HTTP', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);

  t.test('the product sheet, below title rows, with formulas and dates', async (t) => {
    const answer = await uploadAndAnalyse(api, 'catalogue.xlsx', await productWorkbook(25));
    t.equal(answer.status, 200);
    t.equal(answer.body.file_type, 'xlsx');
    t.equal(answer.body.delimiter, null);
    t.equal(answer.body.nb_products_found, 25);
    t.same(Object.keys(answer.body.products_sample[0]), [...FR_HEADERS, 'Prix TTC', 'Date de sortie']);
    t.equal(answer.body.products_sample[0]['Date de sortie'], '2024-01-01');
    t.equal(answer.body.products_sample[0]['Prix TTC'], '13.2');
    t.same(answer.body.about_products.price, ['Prix', 'Prix TTC']);
  });

  t.test('500 products are within the limit, 501 above it', async (t) => {
    const within = await uploadAndAnalyse(api, 'p500.xlsx', await productWorkbook(500));
    t.equal(within.body.nb_products_found, 500);
    t.equal(within.body.is_file_above_products_limit, false);
    const above = await uploadAndAnalyse(api, 'p501.xlsx', await productWorkbook(501));
    t.equal(above.body.nb_products_found, 501);
    t.equal(above.body.is_file_above_products_limit, true);
  });

  t.test('broken, hostile and empty workbooks answer their codes, quickly', async (t) => {
    const noHeaders = new ExcelJS.Workbook();
    const numbers = noHeaders.addWorksheet('Data');
    for (let i = 0; i < 5; i++) numbers.addRow([i, i + 1, i + 2]);
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1');
    const headerOnly = new ExcelJS.Workbook();
    headerOnly.addWorksheet('Products').addRow(['Name', 'Price']);
    const cases: [string, Buffer, string][] = [
      ['truncated.xlsx', truncated(await productWorkbook(50)), 'excel_malformed'],
      ['entries.xlsx', manyEntriesXlsx(), 'excel_malformed'],
      ['huge.xlsx', hugeXlsx(), 'excel_malformed'],
      ['lying.xlsx', lyingXlsx(), 'excel_malformed'],
      ['numbers.xlsx', await workbookBytes(noHeaders), 'excel_no_headers'],
      ['empty.xlsx', await workbookBytes(empty), 'excel_no_data'],
      ['header-only.xlsx', await workbookBytes(headerOnly), 'no_products_sheet_found'],
    ];
    for (const [name, data, code] of cases) {
      const started = performance.now();
      const answer = await uploadAndAnalyse(api, name, data);
      t.equal(answer.status, 400, name);
      t.equal(answer.body.detail?.error_code, code, name);
      t.ok(performance.now() - started < 2000, `${name} answered in ${Math.round(performance.now() - started)} ms`);
    }
    const health = await api.get('/api/healthcheck');
    t.equal(health.status, 200, 'the server is still up');
  });

  t.test('detect_value_lists reads every list of a workbook; xlsx only', async (t) => {
    const workbook = new ExcelJS.Workbook();
    const colours = workbook.addWorksheet('Couleurs');
    colours.addRow(['Code', 'Libellé']);
    colours.addRow(['R', 'Rouge']);
    colours.addRow(['B', 'Bleu']);
    const answer = await api.upload('/api/assistant/detect_value_lists', fileForm('lists.xlsx', await workbookBytes(workbook)));
    t.equal(answer.status, 200);
    t.same(answer.body, {
      detected_value_lists: {
        Couleurs: [
          { code: 'R', label: 'Rouge' },
          { code: 'B', label: 'Bleu' },
        ],
      },
    });
    const csv = await api.upload('/api/assistant/detect_value_lists', fileForm('lists.csv', productCsv(2)));
    t.equal(csv.status, 400);
    t.equal(csv.body.detail.error_code, 'file_type_not_allowed');
    t.equal(csv.body.detail.error_message, 'File type not allowed. Accepted: .xlsx');
    const xls = await api.upload('/api/assistant/detect_value_lists', fileForm('lists.xls', oleBytes()));
    t.equal(xls.body.detail.error_code, 'excel_invalid_signature');
    const bomb = await api.upload('/api/assistant/detect_value_lists', fileForm('bomb.xlsx', manyEntriesXlsx()));
    t.equal(bomb.body.detail.error_code, 'excel_malformed');
    const emptyLists = new ExcelJS.Workbook();
    emptyLists.addWorksheet('Nothing');
    const none = await api.upload('/api/assistant/detect_value_lists', fileForm('none.xlsx', await workbookBytes(emptyLists)));
    t.same(none.body, { detected_value_lists: {} });
  });

  t.test('list_fields of a workbook', async (t) => {
    const answer = await api.upload('/api/assistant/list_fields', fileForm('fields.xlsx', await productWorkbook(3)));
    t.same(answer.body, { fields: [...FR_HEADERS, 'Prix TTC', 'Date de sortie'] });
  });
});
