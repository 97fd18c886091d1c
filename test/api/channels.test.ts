import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import { CHANNELS, type Channel, writtenByFiche } from '../../domain/channels.ts';
import type { ValuesPage } from '../../domain/values.ts';
import { gtinCheckDigitOk } from '../../engine/quantities/gtin.ts';
import { csv, FR_HEADERS, productRows } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

// A run whose destination is a channel writes the channel's file, every cell held to the channel's
// rule: repaired where it can be (and said so), reported where it cannot.
const server = await startServer(t);
const api = await signedIn(server.url, server.admin);

const N = 12;
const fixture = csv([[...FR_HEADERS, 'État', 'Disponibilité', 'Lien'], ...productRows(N).map((row, i) => [...row, i % 3 === 0 ? 'Neuf' : 'Occasion', 'En stock', `https://shop.example.com/p/${i + 1}`])]);

type Entry = { dest_property: string } & Record<string, unknown>;

/** A run of a template made from the channel with the file (`adjust` changes its fields first), and what it wrote. */
async function runOn(channel: Channel, file: Buffer, name: string, adjust?: (entries: Entry[]) => Entry[]) {
  const upload = await api.upload('/api/file/my_drive', fileForm(name, file));
  const created = await api.send('POST', '/api/catalog/config/from-channel', { channel: channel.id, label: `${channel.name} ${name}`, input_filename: upload.body.name });
  t.equal(created.status, 200, 'the template is made');
  if (adjust) {
    const template = (await api.get(`/api/catalog/config/${created.body.name}`)).body;
    t.equal((await api.send('PUT', `/api/catalog/config/${created.body.name}`, { ownFormatMapping: adjust(template.ownFormatMapping) })).status, 200);
  }
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: created.body.name,
    input_filename: upload.body.name,
    destination: [{ type: 'marketplace', value: channel.id }],
  });
  t.equal(started.status, 201, 'the run starts');
  await server.app.batchRunner.idle();
  const view = (await api.get(`/api/catalog/batch/${started.body.id}`)).body;
  const download = async (suffix: string) => {
    const result = view.results.find((r: { name: string }) => r.name.endsWith(suffix));
    if (!result) return null;
    const response = await fetch(`${server.url}/api/file/results?catalog_id=${view.id}&file_name=${encodeURIComponent(result.name)}`, {
      headers: { authorization: `Bearer ${api.tokens.access_token}` },
    });
    return Buffer.from(await response.arrayBuffer()).toString('utf8');
  };
  const text = await download(`-${channel.id}.${channel.file_format}`);
  const records: Record<string, string>[] = parse(text ?? '', { columns: true, delimiter: channel.delimiter, relax_quotes: true });
  const [header] = parse(text ?? '', { delimiter: channel.delimiter, relax_quotes: true, to_line: 1 }) as string[][];
  const values = (await api.get<ValuesPage>(`/api/catalog/batch/${view.id}/values?limit=500`)).body;
  return { view, header, records, values, report: await download('-validation.csv'), config: created.body.name as string };
}

t.test('GET /api/channels: the four presets with their fields and rules', async (t) => {
  const { body, status } = await api.get('/api/channels');
  t.equal(status, 200);
  t.same(
    body.map((channel: Channel) => [channel.id, channel.file_format, channel.delimiter]),
    [
      ['google_merchant_center', 'tsv', '\t'],
      ['shopify', 'csv', ','],
      ['woocommerce', 'csv', ','],
      ['prestashop', 'csv', ';'],
    ],
  );
  const google = body[0] as Channel;
  t.match(
    google.fields.find((field) => field.name === 'title'),
    { required: true, max_length: 150 },
  );
  t.match(
    google.fields.find((field) => field.name === 'availability'),
    { type: 'enum', allowed: ['in_stock', 'out_of_stock', 'preorder', 'backorder'] },
  );
  t.notOk('generate' in (google.fields[0] ?? {}), 'the rule only, not how a template fills it');
  t.equal((await fetch(`${server.url}/api/channels`)).status, 401);
});

for (const channel of CHANNELS) {
  t.test(`${channel.name}: a template from the preset on the fixture writes a file that meets the preset's rules`, async (t) => {
    const { view, header, records, values } = await runOn(channel, fixture, `shoes-${channel.id}.csv`);
    t.equal(view.status, 'done');
    t.same(
      header,
      channel.fields.map((field) => field.name),
      "the channel's columns, in its order, with its delimiter",
    );
    t.equal(records.length, N);
    for (const field of channel.fields) {
      const cells = records.map((record) => record[field.name] ?? '');
      if (field.max_length)
        t.ok(
          cells.every((cell) => cell.length <= (field.max_length as number)),
          `${field.name}: within ${field.max_length} characters`,
        );
      if (field.type === 'enum')
        t.ok(
          cells.every((cell) => cell === '' || field.allowed?.includes(cell)),
          `${field.name}: ${field.allowed?.join('|')}`,
        );
      if (field.type === 'gtin')
        t.ok(
          cells.every((cell) => cell === '' || (/^\d{8}$|^\d{12,14}$/.test(cell) && gtinCheckDigitOk(cell))),
          `${field.name}: valid GTINs only`,
        );
      if (field.type === 'price')
        t.ok(
          cells.every((cell) => cell === '' || (channel.price_format === 'amount_currency' ? /^\d+\.\d{2} [A-Z]{3}$/ : /^\d+\.\d{2}$/).test(cell)),
          `${field.name}: prices as ${channel.name} writes them`,
        );
      if (field.type === 'url')
        t.ok(
          cells.every((cell) => cell === '' || /^https?:\/\//.test(cell)),
          `${field.name}: web addresses`,
        );
    }
    if (channel.id === 'shopify')
      t.ok(
        records.every((record) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(record.Handle ?? '')),
        'each Handle made from its Title',
      );
    const gtin = channel.fields.find((field) => field.type === 'gtin');
    if (gtin)
      t.ok(
        records.every((record) => record[gtin.name] !== ''),
        'the EANs of the file reach the GTIN column',
      );
    const errors = values.rows.flatMap((row) => Object.entries(row.cells).flatMap(([field, cell]) => (cell.issues ?? []).filter((issue) => issue.severity === 'error').map((issue) => `${field}: ${issue.code}`)));
    t.equal(view.validation.errors, errors.length, 'the run counts the errors its cells carry');
  });
}

t.test('broken inputs: a bad GTIN is flagged and left out, an over-long title shortened on a word, a missing brand reported, "Neuf" mapped', async (t) => {
  const google = CHANNELS[0] as Channel;
  const long = `Chaussure de randonnée imperméable ${'extrêmement confortable et légère '.repeat(6)}modèle Everest`;
  const rows = [
    ['4006381333932', 'REF-1', long, 'Une chaussure.', 'Rouge', '42', '49,90 €', 'Chaussures', 'Forêt', 'https://img.example.com/1.jpg', 'Neuf', 'En stock', 'https://shop.example.com/p/1'],
    ['4006381333931', 'REF-2', 'Sandale', 'Une sandale.', 'Bleu', '40', '19,90 €', 'Chaussures', '', 'https://img.example.com/2.jpg', 'Reconditionné', 'Rupture de stock', 'https://shop.example.com/p/2'],
  ];
  // The title written by the assistant, to see it shortened (a copied title over the limit is an error: it is the user's text).
  const generatedTitle = (entries: Entry[]) => entries.map((entry) => (entry.dest_property === 'title' ? { source_column: 'ac_product_title', dest_property: 'title', batch_action: 'GENERATE' } : entry));
  const { view, records, values, report } = await runOn(google, csv([[...FR_HEADERS, 'État', 'Disponibilité', 'Lien'], ...rows]), 'broken.csv', generatedTitle);
  t.equal(view.status, 'done');
  const [first, second] = values.rows;
  t.match(first?.cells.gtin, { value: '4006381333932', issues: [{ code: 'gtin_invalid', severity: 'error' }] });
  t.match(first?.cells.gtin?.issues?.[0]?.says, { key: 'gtin_invalid', params: { field: 'gtin', value: '4006381333932' } }, 'the message named, for the client to say in its language');
  t.equal(records[0]?.gtin, '', 'an invalid GTIN is never exported');
  t.equal(records[1]?.gtin, '4006381333931');
  const title = first?.cells.title;
  t.ok(typeof title?.value === 'string' && title.value.length <= 150, 'the title fits 150 characters');
  t.ok(
    long.includes(
      String(title?.value)
        .replace(/^Forêt /, '')
        .split(' ')
        .at(-1) ?? '~',
    ) || /\.$/.test(String(title?.value)),
    'cut after a whole word',
  );
  t.match(title?.issues, [{ code: 'shortened', severity: 'warning' }]);
  t.match(records[0]?.structured_title, /^trained_algorithmic_media:/, 'generated text marked for Google');
  t.match(second?.cells.brand, { value: null, issues: [{ code: 'required', severity: 'error' }] });
  t.same([first?.cells.condition?.channel_value, second?.cells.condition?.channel_value, second?.cells.availability?.channel_value], ['new', 'refurbished', 'out_of_stock'], 'the channel’s words in its file');
  t.same([records[0]?.condition, records[1]?.condition, records[1]?.availability], ['new', 'refurbished', 'out_of_stock']);
  t.same([first?.cells.condition?.value, second?.cells.availability?.value], ['Neuf', 'Rupture de stock'], 'the file’s own words in the own format');
  t.match(first?.cells.price, { value: '49,90 €', channel_value: '49.90 EUR' });
  t.equal(records[0]?.price, '49.90 EUR');
  t.ok(view.validation.errors >= 2, 'the run view counts the errors');
  const lines: string[][] = parse(report ?? '', { bom: true });
  t.same(lines[0], ['Product', 'Field', 'Severity', 'Rule', 'Value', 'Message']);
  t.ok(
    lines.some((line) => line[1] === 'gtin' && line[3] === 'gtin_invalid' && line[4] === '4006381333932'),
    'the report lists product, field, rule and value',
  );
  t.ok(lines.some((line) => line[1] === 'brand' && line[3] === 'required'));
  const flagged = (await api.get<ValuesPage>(`/api/catalog/batch/${view.id}/values?issues=true`)).body;
  t.equal(flagged.total, 2, 'the values API filters products with issues');

  // A user's fix is held to the rule too, and the counts follow.
  const fixed = await api.send('PATCH', `/api/catalog/batch/${view.id}/values`, { product: 1, field: 'brand', value: 'Forêt' });
  t.same(fixed.body.issues, undefined);
  const wrong = await api.send('PATCH', `/api/catalog/batch/${view.id}/values`, { product: 0, field: 'gtin', value: '4006381333931' });
  t.same([wrong.body.value, wrong.body.issues], ['4006381333931', undefined]);
  t.equal((await api.get(`/api/catalog/batch/${view.id}`)).body.validation.errors, view.validation.errors - 2);
});

t.test('a destination that is no channel is refused', async (t) => {
  const upload = await api.upload('/api/file/my_drive', fileForm('x.csv', fixture));
  const created = await api.send('POST', '/api/catalog/config/from-channel', { channel: 'shopify', label: 'No file' });
  t.equal(created.status, 200, 'a template from a channel without a file');
  const template = (await api.get(`/api/catalog/config/${created.body.name}`)).body;
  t.match(
    template.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Variant Grams'),
    { batch_action: 'EXTRACT', type: 'integer', expected_unit: 'g' },
  );
  t.match(
    template.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Status'),
    { batch_action: 'EXTRACT', value_list: 'Shopify — Status' },
  );
  t.match(
    template.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Title'),
    { batch_action: 'GENERATE', source_column: 'ac_product_title' },
  );
  const refused = await api.send('POST', '/api/catalog/batch', { catalog_config_name: created.body.name, input_filename: upload.body.name, destination: [{ type: 'marketplace', value: 'amazon' }] });
  t.same([refused.status, refused.body.detail?.error_code], [400, 'marketplace_not_available']);
  const unknown = await api.send('POST', '/api/catalog/config/from-channel', { channel: 'amazon', label: 'Nope' });
  t.equal(unknown.status, 400);
});

t.test('variants in channel files: Google groups them by item_group_id, Shopify repeats the product’s Handle', async (t) => {
  const shopifyExport = fs.readFileSync(new URL('../fixtures/variants/en-shopify-template.csv', import.meta.url));
  const google = await runOn(CHANNELS[0] as Channel, shopifyExport, 'variants-google.csv');
  t.equal(google.records.length, 16, 'one row per variant, and the beanie');
  t.ok(google.header?.includes('item_group_id'));
  const groups = google.records.map((record) => record.item_group_id);
  t.equal(new Set(groups.slice(0, 12)).size, 1, 'the T-shirt’s twelve variants share one group');
  t.not(groups[0], '');
  t.not(groups[12], groups[0], 'the jeans are another product');
  t.equal(groups[15], '', 'a product without variants has no group');

  const shopify = await runOn(CHANNELS[1] as Channel, shopifyExport, 'variants-shopify.csv');
  const handles = shopify.records.map((record) => record.Handle);
  t.equal(new Set(handles.slice(0, 12)).size, 1, 'one Handle for the T-shirt’s rows');
  t.equal(new Set(handles).size, 3, 'three products');
  t.match(shopify.records[0], { 'Option1 Name': 'Color', 'Option1 Value': 'Green', 'Option2 Name': 'Size', 'Option2 Value': 'S' }, 'the options, named on the product’s first row');
  t.match(shopify.records[4], { 'Option1 Name': '', 'Option1 Value': 'Blue', 'Option2 Value': 'M' }, 'valued on each variant’s');
  t.match(shopify.records.at(-1), { Handle: handles.at(-1), 'Variant SKU': 'HAT_GRY_275', 'Option1 Name': '', 'Option1 Value': '' }, '‘Default Title’ is no option');
  const pictures = shopify.records.map((record) => [record.Handle, record['Image Src'], record['Image Position'], record['Variant SKU']]);
  t.same(
    pictures.slice(0, 7).map(([, src, position]) => [src?.replace(/^.*\/photos\/|\.jpg.*$/g, ''), position]),
    [
      ['tshirts', '1'],
      ['blank-colored-t-shirts', '2'],
      ['green-t-shirt', '3'],
      ['cobalt-blue-t-shirt', '4'],
      ['grey-t-shirt', '5'],
      ['purple-t-shirt', '6'],
      ['', ''],
    ],
    'the T-shirt’s six pictures, one a row with its position, as Shopify exported them',
  );
  t.equal(shopify.records.filter((record) => record['Image Src'] !== '').length, new Set(shopify.records.map((record) => record['Image Src']).filter(Boolean)).size, 'no picture twice');
  const jeans = pictures.filter(([handle]) => handle === handles[12]);
  t.same(
    jeans.map(([, src, position, sku]) => [Boolean(src), position, Boolean(sku)]),
    [
      [true, '1', true],
      [true, '2', true],
      [true, '3', true],
      [true, '4', false],
    ],
    'the jeans: three variants, then a row of their fourth picture alone',
  );

  const woo = await runOn(CHANNELS[2] as Channel, shopifyExport, 'variants-woo.csv');
  t.equal(woo.records.length, 18, 'a variable row before each product’s variations: 1 + 12, 1 + 3, and the beanie');
  const [parent, firstVariation] = woo.records;
  t.match(parent, { Type: 'variable', Parent: '', 'Attribute 1 name': 'Color', 'Attribute 1 value(s)': 'Green, Blue, Gray, Purple', 'Regular price': '' });
  t.not(parent?.SKU, '');
  t.match(firstVariation, { Type: 'variation', Parent: parent?.SKU, 'Attribute 1 name': 'Color', 'Attribute 1 value(s)': 'Green', 'Attribute 2 value(s)': 'S' }, 'a variation names its parent and its own options');
  t.equal(woo.records[13]?.Type, 'variable', 'the jeans');
  t.equal(woo.records[17]?.Parent, '', 'the beanie stands alone');
});

const shopifyTemplate = fs.readFileSync(new URL('../fixtures/variants/en-shopify-template.csv', import.meta.url));

/** A run of the user's own template on a file, to a channel or to the own format only. */
async function runTemplate(mapping: Record<string, unknown>[], file: Buffer, name: string, destination: { type: string; value?: string }) {
  const upload = await api.upload('/api/file/my_drive', fileForm(name, file));
  const created = await api.send('POST', '/api/catalog/config', { label: `Own ${name} ${destination.value ?? 'own'}`, ownFormatMapping: mapping });
  const started = await api.send('POST', '/api/catalog/batch', { catalog_config_name: created.body.name, input_filename: upload.body.name, destination: [destination] });
  await server.app.batchRunner.idle();
  const view = (await api.get(`/api/catalog/batch/${started.body.id}`)).body;
  const download = async (suffix: string) => {
    const result = view.results.find((r: { name: string }) => r.name.endsWith(suffix));
    const response = await fetch(`${server.url}/api/file/results?catalog_id=${view.id}&file_name=${encodeURIComponent(result?.name ?? '')}`, { headers: { authorization: `Bearer ${api.tokens.access_token}` } });
    return Buffer.from(await response.arrayBuffer()).toString('utf8');
  };
  const values = (await api.get<ValuesPage>(`/api/catalog/batch/${view.id}/values?limit=500`)).body;
  const prediction = (await api.get(`/api/subscription/used-credits-prediction?catalog_config_name=${created.body.name}&input_filename=${upload.body.name}`)).body;
  return { view, values, download, prediction };
}

/** A run's errors counted three ways: its view, its report's error lines, its cells' issues in the values API. */
function errorCounts(view: { validation: { errors: number } }, report: string | null, values: ValuesPage) {
  const lines: string[][] = parse(report ?? '', { bom: true });
  return {
    view: view.validation.errors,
    report: lines.filter((line) => line[2] === 'error').length,
    values: values.rows.reduce((sum, row) => sum + Object.values(row.cells).reduce((n, cell) => n + (cell.issues ?? []).filter((issue) => issue.severity === 'error').length, 0), 0),
  };
}

t.test('the user’s own template to Google: each required field it lacks is an error on every product, counted the same everywhere', async (t) => {
  const google = CHANNELS[0] as Channel;
  const mapping = [
    { source_column: 'Title', dest_property: 'title', batch_action: 'COPY' },
    { source_column: 'Variant Price', dest_property: 'price', batch_action: 'COPY', source_unit: 'USD' },
  ];
  const run = await runTemplate(mapping, shopifyTemplate, 'own-google.csv', { type: 'marketplace', value: google.id });
  const lacking = google.fields.filter((field) => field.required && !['title', 'price'].includes(field.name)).map((field) => field.name);
  t.same(lacking, ['id', 'description', 'link', 'image_link', 'availability', 'brand', 'condition']);
  t.same(
    run.values.columns.filter((column) => column.action === null).map((column) => column.name),
    lacking,
    'the values API lists them after the template’s fields, with no action',
  );
  t.same(run.values.fields, ['title', 'price', ...lacking]);
  const products = run.view.nb_products;
  t.equal(products, 16);
  t.equal(run.prediction.nb_products, products, 'the start page’s forecast counts the run’s products, each variant one');
  for (const row of run.values.rows) for (const name of lacking) t.match(row.cells[name], { value: null, status: 'empty', issues: [{ code: 'required', severity: 'error', says: { key: 'required_missing' } }] });
  const report = await run.download('-validation.csv');
  const counts = errorCounts(run.view, report, run.values);
  t.same(counts, { view: lacking.length * products, report: lacking.length * products, values: lacking.length * products }, 'the forecast, 7 fields × 16 products, is what the run counts');
  const flagged = (await api.get<ValuesPage>(`/api/catalog/batch/${run.view.id}/values?issues=true`)).body;
  t.equal(flagged.total, products, 'each product is on the review’s issues filter');
  const edit = await api.send('PATCH', `/api/catalog/batch/${run.view.id}/values`, { product: 0, field: 'id', value: 'X' });
  t.equal(edit.status, 404, 'a field the template lacks is not edited');

  const channelRows: Record<string, string>[] = parse(await run.download('-google_merchant_center.tsv'), { columns: true, delimiter: '\t', relax_quotes: true });
  t.same([channelRows[0]?.price, channelRows[0]?.title, channelRows[1]?.title], ['25.00 USD', 'Example T-Shirt', 'Example T-Shirt'], 'the price with the template’s currency; each variant with its product’s title');
  const own: string[][] = parse((await run.download('.csv')).replace(/^\uFEFF/, ''), { relax_quotes: true });
  t.same(
    own.slice(0, 2),
    [
      ['title', 'price'],
      ['Example T-Shirt', '25'],
    ],
    'the own format keeps the file’s value and only the template’s fields',
  );
  const alone = await runTemplate(mapping, shopifyTemplate, 'own-only.csv', { type: 'own_format' });
  t.equal(await alone.download('.csv'), await run.download('.csv'), 'the own-format file is the same with or without a channel');
});

t.test('values the file cannot give come from the template’s defaults, shown as such', async (t) => {
  const google = CHANNELS[0] as Channel;
  const template = (await api.send('POST', '/api/catalog/config/from-channel', { channel: google.id, label: 'Defaults' })).body.name as string;
  const entries = (await api.get(`/api/catalog/config/${template}`)).body.ownFormatMapping as Entry[];
  t.match(
    entries.find((entry) => entry.dest_property === 'condition'),
    { batch_action: 'COPY', source_column: '', default_value: 'new' },
    'the channel’s default condition',
  );
  t.match(
    entries.find((entry) => entry.dest_property === 'link'),
    { batch_action: 'COPY', source_column: '' },
    'an address left for the user: a web search would find another shop’s',
  );
  const run = await runOn(google, shopifyTemplate, 'defaults.csv', (mapping) => mapping.map((entry) => (entry.dest_property === 'link' ? { ...entry, default_value: 'https://shop.example/products/{Handle}' } : entry.dest_property === 'price' ? { ...entry, source_unit: 'USD' } : entry)));
  const [first] = run.values.rows;
  t.equal(first?.key, 'SRT_COT_111', 'a barcode a spreadsheet wrote as 3.65275E+11 does not name the product: its SKU does');
  t.match(first?.cells.link, { value: 'https://shop.example/products/example-shirt', source: { kind: 'default', value: 'https://shop.example/products/{Handle}' } });
  t.equal(run.records[0]?.link, 'https://shop.example/products/example-shirt');
  t.equal(run.records[0]?.price, '25.00 USD');
  t.notOk(
    run.values.rows.some((row) => row.cells.link?.issues),
    'every product has its address',
  );
});

const SHAPES = ['variants/en-shopify-template.csv', 'shop-exports/woocommerce-products.csv', 'shop-exports/prestashop-products.csv', 'shop-exports/lieferant-preisliste.csv'];

for (const shape of SHAPES) {
  t.test(`${shape} to each channel: its columns copied, every required field checked on every product, one count everywhere`, async (t) => {
    const file = fs.readFileSync(new URL(`../fixtures/${shape}`, import.meta.url));
    for (const channel of CHANNELS) {
      const run = await runOn(channel, file, `${channel.id}-${shape.split('/')[1]}`);
      t.equal(run.view.status, 'done', channel.name);
      const mapping = (await api.get(`/api/catalog/config/${run.config}`)).body.ownFormatMapping as Entry[];
      const copied = mapping.filter((entry) => entry.batch_action === 'COPY' && entry.source_column !== '').map((entry) => entry.dest_property);
      const name = channel.fields.find((field) => field.generate === 'ac_product_title')?.name as string;
      t.ok(copied.includes(name), `${channel.name}: the product’s name is copied into ${name}`);
      const counts = errorCounts(run.view, run.report, run.values);
      t.same([counts.report, counts.values], [counts.view, counts.view], `${channel.name}: ${counts.view} errors in the view, the report and the values`);
      const required = channel.fields.filter((field) => field.required && !writtenByFiche(field));
      const unchecked = run.values.rows.flatMap((row) =>
        required.flatMap((field) => {
          const cell = row.cells[field.name];
          const filled = cell && cell.value !== null && cell.value !== '' && cell.status !== 'failed';
          return filled || cell?.issues?.some((issue) => issue.severity === 'error') ? [] : [`${row.product}: ${field.name}`];
        }),
      );
      t.same(unchecked, [], `${channel.name}: no required cell empty without its error`);
    }
  });
}
