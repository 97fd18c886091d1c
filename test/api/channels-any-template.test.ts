import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import type { BatchView } from '../../domain/batch.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

// A shop runs its own template once and gets the file of every channel it picks, each field of the
// channel fed by the template's field of the same meaning, values in the channel's format.
const server = await startServer(t);
const api = await signedIn(server.url, server.admin);

const SHOP_HEADERS = ['SKU', 'Name', 'Price (EUR)', 'Brand', 'Colour', 'weight (kg)', 'Description', 'Image URL', 'Condition'];
const shopFile = csv(
  [
    SHOP_HEADERS,
    ['NP-100', 'Trail Running Shoe', '79,90', 'Northpeak', 'Black', '0,68', 'A light trail running shoe with a grippy sole.', 'https://shop.example.com/img/np-100.jpg', 'Neuf'],
    ['NP-200', 'Hiking Boot', '129,00', 'Northpeak', 'Brown', '1,2', 'A waterproof leather hiking boot.', 'https://shop.example.com/img/np-200.jpg', 'Neuf'],
  ],
  { delimiter: ';' },
);
const copy = (column: string, field = column) => ({ source_column: column, dest_property: field, batch_action: 'COPY' });
const shopTemplate = [copy('SKU'), copy('Name'), copy('Price (EUR)', 'Price'), copy('Brand'), copy('Colour'), copy('weight (kg)', 'Weight'), copy('Description'), copy('Image URL'), copy('Condition')];

/** The user's own template run once on a file to `channels`: its view and a reader of its files. */
async function runTo(mapping: Record<string, unknown>[], file: Buffer, name: string, channels: string[]) {
  const upload = await api.upload('/api/file/my_drive', fileForm(name, file));
  const created = await api.send('POST', '/api/catalog/config', { label: `Shop ${name} ${channels.join(' ')}`, ownFormatMapping: mapping });
  t.equal(created.status, 200, 'the template is saved');
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: created.body.name,
    input_filename: upload.body.name,
    destination: channels.map((value) => ({ type: 'marketplace', value })),
  });
  t.equal(started.status, 201, 'the run starts');
  await server.app.batchRunner.idle();
  const view = (await api.get<BatchView>(`/api/catalog/batch/${started.body.id}`)).body;
  const text = async (suffix: string): Promise<string | null> => {
    const result = view.results.find((r) => r.name.endsWith(suffix));
    if (!result) return null;
    const response = await fetch(`${server.url}/api/file/results?catalog_id=${view.id}&file_name=${encodeURIComponent(result.name)}`, { headers: { authorization: `Bearer ${api.tokens.access_token}` } });
    return (await response.text()).replace(/^\uFEFF/, '');
  };
  const records = async (suffix: string, delimiter: string): Promise<Record<string, string>[]> => parse((await text(suffix)) ?? '', { columns: true, delimiter, relax_quotes: true });
  return { view, text, records, config: created.body.name as string };
}

t.test('a shop-format template to Google: every field fed by meaning, prices with the header’s currency, weights with their unit', async (t) => {
  const run = await runTo(shopTemplate, shopFile, 'shop-gmc.csv', ['google_merchant_center']);
  const [first] = await run.records('-google_merchant_center.tsv', '\t');
  t.match(first, {
    id: 'NP-100',
    title: 'Trail Running Shoe',
    description: 'A light trail running shoe with a grippy sole.',
    image_link: 'https://shop.example.com/img/np-100.jpg',
    price: '79.90 EUR',
    brand: 'Northpeak',
    color: 'Black',
    condition: 'new',
    shipping_weight: '0.68 kg',
    structured_title: '',
    structured_description: '',
  });
  t.match(run.view.channels, [{ id: 'google_merchant_center', missing: ['link', 'availability'] }]);
  t.same(
    run.view.channels[0]?.fed.filter((pair) => ['id', 'title', 'price', 'shipping_weight'].includes(pair.field)),
    [
      { field: 'id', from: 'SKU' },
      { field: 'title', from: 'Name' },
      { field: 'price', from: 'Price' },
      { field: 'shipping_weight', from: 'Weight' },
    ],
    'the run’s view says which field fed which',
  );
  const report = await run.text('-validation.csv');
  t.match(report, /title,info,fed_by,Name,Google Merchant Center: title is written from the field Name\./, 'and so does the validation report');
  const fit = (await api.get(`/api/channels/fit?catalog_config_name=${run.config}`)).body;
  t.match(
    fit.find((channel: { id: string }) => channel.id === 'shopify'),
    { missing: [], fed: [{ field: 'Title', from: 'Name' }] },
    'the start page reads the same fit for every channel',
  );
});

t.test('the same template to Shopify, WooCommerce and PrestaShop in one run: a file and a report each', async (t) => {
  const run = await runTo(shopTemplate, shopFile, 'shop-three.csv', ['shopify', 'woocommerce', 'prestashop']);
  t.same(
    run.view.channels.map((channel) => channel.id),
    ['shopify', 'woocommerce', 'prestashop'],
  );
  const [shopify] = await run.records('-shopify.csv', ',');
  t.match(shopify, { Title: 'Trail Running Shoe', 'Variant SKU': 'NP-100', 'Variant Price': '79.90', Vendor: 'Northpeak', 'Variant Grams': '680', 'Image Src': 'https://shop.example.com/img/np-100.jpg' });
  t.match(shopify?.Handle, 'trail-running-shoe', 'the handle made from the title');
  const [woo] = await run.records('-woocommerce.csv', ',');
  t.match(woo, { SKU: 'NP-100', Name: 'Trail Running Shoe', 'Regular price': '79.90', 'Weight (kg)': '0.68', Brands: 'Northpeak' });
  const [presta] = await run.records('-prestashop.csv', ';');
  t.match(presta, { 'Reference #': 'NP-100', 'Name *': 'Trail Running Shoe', 'Price tax excluded': '79.90', Manufacturer: 'Northpeak', Weight: '0.68', Condition: 'new' });
  const names = run.view.results.map((result) => result.name);
  t.ok(names.some((name) => name.endsWith('-shopify-validation.csv')) || names.every((name) => !name.includes('shopify-validation')), 'each channel its own report when it has something to say');
});

t.test('several channels a run through the API; one the server cannot write refuses the start', async (t) => {
  const run = await runTo(shopTemplate, shopFile, 'shop-two.csv', ['google_merchant_center', 'shopify']);
  const names = run.view.results.map((result) => result.name);
  t.ok(
    names.some((name) => name.endsWith('-google_merchant_center.tsv')),
    'Google’s file',
  );
  t.ok(
    names.some((name) => name.endsWith('-shopify.csv')),
    'and Shopify’s, not only the first',
  );
  t.ok(
    names.some((name) => name.endsWith('-google_merchant_center-validation.csv')),
    'Google’s report, named for it',
  );
  const refused = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: run.config,
    input_filename: run.view.input_file,
    destination: [
      { type: 'marketplace', value: 'shopify' },
      { type: 'marketplace', value: 'amazon' },
    ],
  });
  t.equal(refused.status, 400);
  t.equal(refused.body.detail.error_code, 'marketplace_not_available');
});

t.test('no currency stated: none invented, the report says where to set it; a bare weight is not given a unit', async (t) => {
  const bare = csv([
    ['SKU', 'Name', 'Price', 'Weight'],
    ['A-1', 'Desk lamp', '20.00', '0.68'],
  ]);
  const run = await runTo([copy('SKU'), copy('Name'), copy('Price'), copy('Weight')], bare, 'bare.csv', ['google_merchant_center']);
  const [row] = await run.records('-google_merchant_center.tsv', '\t');
  t.equal(row?.price, '20.00', 'the amount as the file gives it, no currency added');
  t.equal(row?.shipping_weight, '0.68');
  const report = (await run.text('-validation.csv')) ?? '';
  t.match(report, /Price,error,price_currency,20\.00,.*set the field’s currency of bare amounts/, 'the template’s field, and what to do');
  t.match(report, /Weight,error,unit_unknown,0\.68,.*set the field’s unit/);
});

t.test('variants without their own picture or description take their product’s on Google', async (t) => {
  const shopify = fs.readFileSync(new URL('../fixtures/variants/en-shopify-template.csv', import.meta.url));
  const mapping = [copy('Variant SKU', 'SKU'), copy('Title', 'Name'), copy('Body (HTML)', 'Description'), copy('Image Src', 'Image URL'), { ...copy('Variant Price', 'Price'), source_unit: 'USD' }];
  const run = await runTo(mapping, shopify, 'variants-gmc.csv', ['google_merchant_center']);
  const rows = await run.records('-google_merchant_center.tsv', '\t');
  t.ok(rows.length >= 16);
  t.same(
    rows.filter((row) => row.image_link === '' || row.description === ''),
    [],
    'every variant row has a picture and a description',
  );
  t.equal(rows[0]?.price, '25.00 USD');
});

t.test('a template from Shopify on a WooCommerce export: a tax status is no Status, a tax category no category', async (t) => {
  const woo = csv([
    ['SKU', 'Name', 'Tax status', 'Tax class', 'Regular price', 'Categories'],
    ['W-1', 'Mug', 'taxable', 'standard', '9.90', 'Kitchen > Mugs'],
  ]);
  const upload = await api.upload('/api/file/my_drive', fileForm('woo-export.csv', woo));
  const created = await api.send('POST', '/api/catalog/config/from-channel', { channel: 'shopify', label: 'Shopify from Woo', input_filename: upload.body.name });
  const template = (await api.get(`/api/catalog/config/${created.body.name}`)).body;
  const entry = (field: string) => template.ownFormatMapping.find((candidate: { dest_property: string }) => candidate.dest_property === field);
  t.not(entry('Status')?.source_column, 'Tax status');
  t.not(entry('Product Category')?.source_column, 'Categories');
  t.equal(entry('Type')?.source_column, 'Categories', 'the shop’s category is its Type');
});

t.test('Google’s and Shopify’s own categories matched from the shop’s path and the name, with the node and score in the report', async (t) => {
  const file = csv([
    ['SKU', 'Name', 'Category', 'Price'],
    ['T-1', 'Organic cotton T-shirt', 'Clothing > T-Shirts', '19.90 EUR'],
    ['Q-1', 'Thing 42', 'Misc', '5 EUR'],
  ]);
  const run = await runTo([copy('SKU'), copy('Name'), copy('Category'), copy('Price')], file, 'categories.csv', ['google_merchant_center', 'shopify']);
  const [shirt, thing] = await run.records('-google_merchant_center.tsv', '\t');
  t.equal(shirt?.product_type, 'Clothing > T-Shirts', 'the shop’s own path stays its product type');
  t.match(shirt?.google_product_category, /^\d+$/, 'Google’s category as its numeric ID');
  t.equal(thing?.google_product_category, '', 'nothing close enough: left empty');
  const report = (await run.text('-google_merchant_center-validation.csv')) ?? '';
  t.match(report, /#1,google_product_category,warning,repaired,\d+,"?Google Merchant Center: google_product_category matched in its taxonomy: Apparel & Accessories > Clothing.* \(score 0\.\d\d\)/);
  t.match(report, /#2,google_product_category,warning,category_unmatched,/);
  const [shopifyShirt] = await run.records('-shopify.csv', ',');
  t.match(shopifyShirt?.['Product Category'], /^Apparel & Accessories > Clothing/, 'Shopify’s as its taxonomy’s path');
  t.equal(shopifyShirt?.Type, 'Clothing > T-Shirts');
});
