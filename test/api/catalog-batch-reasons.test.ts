import t, { type Test } from 'tap';
import type { ExtractReads, OpenQuestion } from '../../domain/analysis.ts';
import type { ValuesPage } from '../../domain/values.ts';
import { csv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';
import { sourcesSheet } from '../helpers/values.ts';

// Right or explained: every cell a run leaves empty says why, through the values API, its counts and
// filter, and the xlsx Sources sheet; what the file leaves open (a unit, a currency, a decimal mark)
// is asked once for the template and settles every run of it.
const rows = [
  ['Name', 'weight', 'Colour', 'Price'],
  ['Chair', '1.23', 'Red', '12.50'],
  ['Table', '12.5 kg', 'Mauve', '99'],
  ['Lamp', '', 'Blue and red', '15 €'],
  ['Stool', '2-3 kg', 'Blue', 'on request'],
];

const mapping = (weightOptions: Record<string, unknown> = {}) => [
  { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
  { source_column: 'Weight (kg)', dest_property: 'Weight (kg)', batch_action: 'EXTRACT', type: 'float', ...weightOptions },
  { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list: 'Colours' },
  { source_column: 'Material', dest_property: 'Material', batch_action: 'EXTRACT', type: 'string' },
  { source_column: 'Price', dest_property: 'Price', batch_action: 'EXTRACT', type: 'float' },
];

async function setUp(t: Test) {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const template = (label: string, weightOptions: Record<string, unknown> = {}) =>
    templateOnFile(api, {
      file: { name: 'chairs.csv', content: csv(rows) },
      label,
      about: {
        contents: ['Name'],
        attributes: ['weight', 'Colour'],
        price: ['Price'],
        value_lists: {
          Colours: [
            { code: 'RD', label: 'Red' },
            { code: 'BL', label: 'Blue' },
          ],
        },
      },
      mapping: mapping(weightOptions),
      outputFileFormat: { file_format: 'xlsx' },
      sourceFields: { product_name: ['Name'] },
    });
  const run = async (label: string, weightOptions: Record<string, unknown> = {}) => {
    const id = await (await template(label, weightOptions)).start(rows.length - 1);
    await server.app.batchRunner.idle();
    return id;
  };
  const values = async (id: string, query = '') => (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values${query}`)).body;
  return { server, api, template, run, values };
}

t.test('every empty cell of a run says why, counted and filtered per reason, and in the Sources sheet', async (t) => {
  const { server, api, run, values } = await setUp(t);
  const id = await run('Chairs');
  const page = await values(id);
  const cell = (product: number, field: string) => page.rows[product]?.cells[field];

  t.match(cell(0, 'Weight (kg)'), {
    value: null,
    status: 'empty',
    reason: { code: 'unit_unknown', column: 'weight', value: '1.23', says: { key: 'unit_unknown', params: { column: 'weight', value: '1.23' } } },
  });
  t.match(cell(1, 'Weight (kg)'), { value: 12.5, status: 'ok' });
  t.notOk(cell(1, 'Weight (kg)')?.reason, 'a filled cell carries no reason');
  t.match(cell(2, 'Weight (kg)')?.reason, { code: 'source_empty', column: 'weight' });
  t.match(cell(3, 'Weight (kg)')?.reason, { code: 'not_one_quantity', value: '2-3 kg' });
  t.match(cell(1, 'Colour')?.reason, { code: 'not_in_list', column: 'Colour', value: 'Mauve', says: { params: { list: 'Colours' } } });
  t.match(cell(2, 'Colour')?.reason, { code: 'several_values', says: { key: 'several_items' } });
  t.match(cell(0, 'Material')?.reason, { code: 'not_found', says: { key: 'not_found', params: { field: 'Material' } } });
  t.match(cell(3, 'Price')?.reason, { code: 'not_readable', value: 'on request', says: { key: 'not_a_number' } });

  const weight = page.columns.find((column) => column.name === 'Weight (kg)');
  t.same(weight?.reasons, { unit_unknown: 1, source_empty: 1, not_one_quantity: 1 }, 'the Empty filter counts per reason');
  t.same(page.columns.find((column) => column.name === 'Name')?.reasons, {});
  const unitless = await values(id, '?reason=unit_unknown');
  t.same(
    unitless.rows.map((row) => row.key),
    ['Chair'],
    'filtered to one reason',
  );
  const notInList = await values(id, '?reason=not_in_list&field=Colour');
  t.same(
    notInList.rows.map((row) => [row.key, row.cells.Colour?.reason?.value]),
    [['Table', 'Mauve']],
  );
  t.equal((await api.get(`/api/catalog/batch/${id}/values?reason=Not-a-code`)).status, 400, 'a reason is a code');

  const lines = await sourcesSheet(server.url, api, id);
  t.same(lines[0], ['Product', 'Field', 'Source', 'Column or URL', 'Quote', 'Detail', 'Reason']);
  t.same(
    lines.find((line) => line[0] === 'Chair' && line[1] === 'Weight (kg)'),
    ['Chair', 'Weight (kg)', 'empty', 'weight', '1.23', 'The file does not say which unit “weight” is in (1.23); set the unit of its numbers in the template.', 'unit_unknown'],
    'the Sources sheet says why',
  );

  const again = await run('Chairs again');
  t.match((await values(again)).rows[0]?.cells['Weight (kg)'], { status: 'empty', reason: { code: 'unit_unknown' } }, 'a cell from the cache keeps its reason');
});

t.test('what each EXTRACT field reads on the file; a field pinned to a column reads that one', async (t) => {
  const { server, api, template, values } = await setUp(t);
  const { upload } = await template('Chairs read');
  const reads = await api.send<{ reads: ExtractReads[] }>('POST', '/api/assistant/extract_reads', { input: upload, mapping: mapping() });
  t.equal(reads.status, 200);
  const of = (field: string) => reads.body.reads.find((read) => read.field === field);
  t.match(of('Colour'), { columns: [{ column: 'Colour', products: 4 }], none: 0, products: 4 }, 'the colour, from its column on every product');
  t.match(of('Material'), { columns: [], none: 4 }, 'no column states the material: a run searches the web');
  t.match(of('Weight (kg)'), { columns: [{ column: 'weight', products: 1 }], none: 3 }, 'a number without its unit, an empty cell and a range give no weight');
  t.notOk(of('Name'), 'a COPY reads its own column: nothing to say');
  t.equal((await api.send('POST', '/api/assistant/extract_reads', { input: 'nope.csv', mapping: mapping() })).status, 404);

  // Two colour columns: the meaning finds the product's; the user pins the other.
  const twoColours = csv([
    ['Name', 'Colour', 'Supplier colour'],
    ['Chair', 'Red', 'Blue'],
  ]);
  const colourOf = (options: Record<string, unknown>) =>
    templateOnFile(api, {
      file: { name: 'colours.csv', content: twoColours },
      label: `Colours ${JSON.stringify(options)}`,
      mapping: [{ source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', ...options }],
    });
  const found = await colourOf({});
  const pinned = await colourOf({ read_column: 'Supplier colour' });
  const pinnedReads = await api.send<{ reads: ExtractReads[] }>('POST', '/api/assistant/extract_reads', {
    input: pinned.upload,
    mapping: [{ source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', read_column: 'Supplier colour' }],
  });
  t.match(pinnedReads.body.reads[0], { columns: [{ column: 'Supplier colour', products: 1 }] });
  const saved = (await api.get(`/api/catalog/config/${pinned.configName}`)).body;
  t.equal(saved.ownFormatMapping[0].read_column, 'Supplier colour', 'the template keeps the pin');
  const [byMeaning, byPin] = [await found.start(1), await pinned.start(1)];
  await server.app.batchRunner.idle();
  t.match((await values(byMeaning)).rows[0]?.cells.Colour, { value: 'Red', source: { kind: 'column', column: 'Colour' } });
  t.match((await values(byPin)).rows[0]?.cells.Colour, { value: 'Blue', source: { kind: 'column', column: 'Supplier colour' } });
});

t.test('what the file leaves open is asked once for the template, and its answer converts every run', async (t) => {
  const { api, template, run, values } = await setUp(t);
  const { upload } = await template('Chairs');
  const ask = async (weightOptions: Record<string, unknown> = {}) => api.send<{ questions: OpenQuestion[] }>('POST', '/api/assistant/open_questions', { input: upload, mapping: mapping(weightOptions) });

  const asked = await ask();
  t.equal(asked.status, 200);
  const questions = asked.body.questions;
  t.match(
    questions.find((question) => question.field === 'Weight (kg)'),
    { kind: 'unit', column: 'weight', example: '1.23', products: 1 },
  );
  t.equal(questions.find((question) => question.field === 'Weight (kg)')?.choices[0], 'kg');
  t.match(
    questions.find((question) => question.field === 'Price'),
    { kind: 'currency', column: 'Price', products: 2 },
  );
  t.notOk(
    questions.some((question) => question.field === 'Colour' || question.field === 'Material'),
    'text fields ask nothing',
  );
  const answered = await ask({ source_unit: 'g' });
  t.notOk(
    answered.body.questions.some((question) => question.field === 'Weight (kg)'),
    'an answered question is not asked again',
  );
  t.equal((await api.send('POST', '/api/assistant/open_questions', { input: 'nope.csv', mapping: mapping() })).status, 404);

  const { configName } = await template('Chairs in grams', { source_unit: 'g' });
  const stored = (await api.get(`/api/catalog/config/${configName}`)).body;
  t.match(
    stored.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Weight (kg)'),
    { source_unit: 'g', source_decimal: null },
    'the answer is stored on the field',
  );
  const id = await run('Chairs in grams, run', { source_unit: 'g' });
  const page = await values(id);
  t.equal(page.rows[0]?.cells['Weight (kg)']?.value, 0.00123, 'the bare number read in grams');
  t.equal(page.rows[1]?.cells['Weight (kg)']?.value, 12.5, 'a unit in the cell still wins');

  const refused = await api.send('POST', '/api/catalog/config', { label: 'Odd', ownFormatMapping: mapping({ source_decimal: ';' }) });
  t.equal(refused.status, 400, 'a decimal mark is a point or a comma');
});

t.test('numbers the file leaves reading two ways: ambiguous_number, asked once, settled by the decimal mark', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const german = [
    ['Artikel', 'Gewicht (kg)'],
    ['Stuhl', '1.250'],
    ['Tisch', '2.500'],
  ];
  const weights = (options: Record<string, unknown> = {}) => [
    { source_column: 'Artikel', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: 'Weight (kg)', dest_property: 'Weight (kg)', batch_action: 'EXTRACT', type: 'float', ...options },
  ];
  const setUpRun = async (label: string, options: Record<string, unknown> = {}) => {
    const template = await templateOnFile(api, { file: { name: 'stuehle.csv', content: csv(german) }, label, mapping: weights(options), about: { contents: ['Artikel'], attributes: ['Gewicht (kg)'] }, sourceFields: { product_name: ['Artikel'] } });
    const id = await template.start(2);
    await server.app.batchRunner.idle();
    return { ...template, values: (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body };
  };

  const open = await setUpRun('Stühle');
  t.match(open.values.rows[0]?.cells['Weight (kg)'], {
    status: 'empty',
    reason: { code: 'ambiguous_number', column: 'Gewicht (kg)', value: '1.250', says: { params: { low: 1.25, high: 1250 } } },
  });
  const asked = await api.send<{ questions: OpenQuestion[] }>('POST', '/api/assistant/open_questions', { input: open.upload, mapping: weights() });
  t.match(asked.body.questions, [{ field: 'Weight (kg)', kind: 'decimal', column: 'Gewicht (kg)', choices: ['.', ','], example: '1.250', products: 2 }]);

  const settled = await setUpRun('Stühle, Komma', { source_decimal: ',' });
  t.same(
    settled.values.rows.map((row) => row.cells['Weight (kg)']?.value),
    [1250, 2500],
    'read with the decimal comma the template states',
  );
});
