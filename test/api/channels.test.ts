import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import { CHANNELS, type Channel } from '../../domain/channels.ts';
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

async function runOn(channel: Channel, file: Buffer, name: string) {
  const upload = await api.upload('/api/file/my_drive', fileForm(name, file));
  const created = await api.send('POST', '/api/catalog/config/from-channel', { channel: channel.id, label: `${channel.name} ${name}`, input_filename: upload.body.name });
  t.equal(created.status, 200, 'the template is made');
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
  t.match(google.fields.find((field) => field.name === 'title'), { required: true, max_length: 150 });
  t.match(google.fields.find((field) => field.name === 'availability'), { type: 'enum', allowed: ['in_stock', 'out_of_stock', 'preorder', 'backorder'] });
  t.notOk('generate' in (google.fields[0] ?? {}), 'the rule only, not how a template fills it');
  t.equal((await fetch(`${server.url}/api/channels`)).status, 401);
});

for (const channel of CHANNELS) {
  t.test(`${channel.name}: a template from the preset on the fixture writes a file that meets the preset's rules`, async (t) => {
    const { view, header, records, values } = await runOn(channel, fixture, `shoes-${channel.id}.csv`);
    t.equal(view.status, 'done');
    t.same(header, channel.fields.map((field) => field.name), "the channel's columns, in its order, with its delimiter");
    t.equal(records.length, N);
    for (const field of channel.fields) {
      const cells = records.map((record) => record[field.name] ?? '');
      if (field.max_length) t.ok(cells.every((cell) => cell.length <= (field.max_length as number)), `${field.name}: within ${field.max_length} characters`);
      if (field.type === 'enum') t.ok(cells.every((cell) => cell === '' || field.allowed?.includes(cell)), `${field.name}: ${field.allowed?.join('|')}`);
      if (field.type === 'gtin') t.ok(cells.every((cell) => cell === '' || (/^\d{8}$|^\d{12,14}$/.test(cell) && gtinCheckDigitOk(cell))), `${field.name}: valid GTINs only`);
      if (field.type === 'price') t.ok(cells.every((cell) => cell === '' || (channel.price_format === 'amount_currency' ? /^\d+\.\d{2} [A-Z]{3}$/ : /^\d+\.\d{2}$/).test(cell)), `${field.name}: prices as ${channel.name} writes them`);
      if (field.type === 'url') t.ok(cells.every((cell) => cell === '' || /^https?:\/\//.test(cell)), `${field.name}: web addresses`);
    }
    if (channel.id === 'shopify') t.ok(records.every((record) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(record.Handle ?? '')), 'each Handle made from its Title');
    const gtin = channel.fields.find((field) => field.type === 'gtin');
    if (gtin) t.ok(records.every((record) => record[gtin.name] !== ''), 'the EANs of the file reach the GTIN column');
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
  const { view, records, values, report } = await runOn(google, csv([[...FR_HEADERS, 'État', 'Disponibilité', 'Lien'], ...rows]), 'broken.csv');
  t.equal(view.status, 'done');
  const [first, second] = values.rows;
  t.match(first?.cells.gtin, { value: '4006381333932', issues: [{ code: 'gtin_invalid', severity: 'error' }] });
  t.match(first?.cells.gtin?.issues?.[0]?.says, { key: 'gtin_invalid', params: { field: 'gtin', value: '4006381333932' } }, 'the message named, for the client to say in its language');
  t.equal(records[0]?.gtin, '', 'an invalid GTIN is never exported');
  t.equal(records[1]?.gtin, '4006381333931');
  const title = first?.cells.title;
  t.ok(typeof title?.value === 'string' && title.value.length <= 150, 'the title fits 150 characters');
  t.ok(long.includes(String(title?.value).replace(/^Forêt /, '').split(' ').at(-1) ?? '~') || /\.$/.test(String(title?.value)), 'cut after a whole word');
  t.match(title?.issues, [{ code: 'shortened', severity: 'warning' }]);
  t.match(records[0]?.structured_title, /^trained_algorithmic_media:/, 'generated text marked for Google');
  t.match(second?.cells.brand, { value: null, issues: [{ code: 'required', severity: 'error' }] });
  t.same([first?.cells.condition?.value, second?.cells.condition?.value, second?.cells.availability?.value], ['new', 'refurbished', 'out_of_stock']);
  t.match(first?.cells.price, { value: '49.90 EUR' });
  t.ok(view.validation.errors >= 2, 'the run view counts the errors');
  const lines: string[][] = parse(report ?? '', { bom: true });
  t.same(lines[0], ['Product', 'Field', 'Severity', 'Rule', 'Value', 'Message']);
  t.ok(lines.some((line) => line[1] === 'gtin' && line[3] === 'gtin_invalid' && line[4] === '4006381333932'), 'the report lists product, field, rule and value');
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
  t.match(template.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Variant Grams'), { batch_action: 'EXTRACT', type: 'integer', expected_unit: 'g' });
  t.match(template.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Status'), { batch_action: 'EXTRACT', value_list: 'Shopify — Status' });
  t.match(template.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Title'), { batch_action: 'GENERATE', source_column: 'ac_product_title' });
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
