import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import { CHANNELS, type Channel, channelById } from '../../../../domain/channels.ts';
import { channelSources } from '../../../../engine/channels/sources.ts';

// Each channel field that reads something takes the column of a real shop or supplier file that
// means it, in the file's language; a column that only looks like it (a tax status named 'État', an
// image position, a relative picture path) is left alone.

function fileOf(path: string): { header: string[]; rows: Record<string, string>[] } {
  const text = fs.readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8');
  const firstLine = text.split('\n')[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, candidate) => (firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best));
  const [header] = parse(text, { delimiter, to_line: 1, relax_quotes: true, bom: true }) as string[][];
  const rows = parse(text, { delimiter, relax_quotes: true, relax_column_count: true, bom: true, columns: true }) as Record<string, string>[];
  return { header: header ?? [], rows: rows.slice(0, 20) };
}

const sources = (channel: string, path: string): Record<string, string> => {
  const { header, rows } = fileOf(path);
  return Object.fromEntries([...channelSources(channelById(channel) as Channel, header, rows)].map(([field, source]) => [field, source.column]));
};

t.test('Google Merchant Center from shop exports and supplier sheets in five languages', async (t) => {
  t.match(sources('google_merchant_center', 'variants/en-shopify-template.csv'), {
    id: 'Variant SKU',
    title: 'Title',
    description: 'Body (HTML)',
    image_link: 'Image Src',
    additional_image_link: 'Variant Image',
    availability: 'Variant Inventory Qty',
    price: 'Variant Price',
    brand: 'Vendor',
    gtin: 'Variant Barcode',
    condition: 'Google Shopping / Condition',
  });
  t.match(sources('google_merchant_center', 'shop-exports/woocommerce-products.csv'), { id: 'SKU', title: 'Name', description: 'Description', image_link: 'Images', price: 'Regular price', sale_price: 'Sale price', product_type: 'Categories' });
  t.match(sources('google_merchant_center', 'shop-exports/prestashop-products.csv'), { id: 'Reference #', title: 'Name *', price: 'Price tax excluded', brand: 'Manufacturer', gtin: 'EAN13', condition: 'Condition', availability: 'Quantity' });
  t.match(sources('google_merchant_center', 'shop-exports/magento-products.csv'), { id: 'sku', title: 'name', price: 'price', sale_price: 'special_price', availability: 'qty' });
  t.match(sources('google_merchant_center', 'shop-exports/lieferant-preisliste.csv'), { id: 'Artikelnummer', title: 'Artikelname', description: 'Beschreibung', price: 'VK brutto', color: 'Farbe' });
  t.match(sources('google_merchant_center', 'variants/de-warexo-elternartikel.csv'), { id: 'Artikelnummer', title: 'Titel', image_link: 'Bild 1', additional_image_link: 'Bild 2', price: 'Preis', gtin: 'EAN', size: 'Größe' });
  t.match(sources('google_merchant_center', 'variants/fr-lacoste-woocommerce.csv'), { id: 'UGS', title: 'Nom', price: 'Tarif régulier', sale_price: 'Tarif promo', availability: /^En stock\s?\?/u });
  t.match(sources('google_merchant_center', 'variants/es-royo-prestashop-products.csv'), { id: 'Reference #', title: 'Name *', gtin: 'EAN13', condition: 'Condition' });
  t.match(sources('google_merchant_center', 'variants/sv-velofant-shopify.csv'), { id: 'Variant SKU', title: 'Title', price: 'Variant Price', brand: 'Vendor' });
});

t.test('what only looks like the field is left alone', async (t) => {
  const lacoste = sources('google_merchant_center', 'variants/fr-lacoste-woocommerce.csv');
  t.notOk('condition' in lacoste, 'État de la TVA is a tax status, not the condition');
  const magento = sources('google_merchant_center', 'shop-exports/magento-products.csv');
  t.notOk('image_link' in magento, 'a relative picture path is no web address');
  t.notOk('link' in magento, 'a URL key is no web address');
  const combinations = sources('google_merchant_center', 'variants/en-prestashop-combinations.csv');
  t.not(combinations.additional_image_link, 'Image alt texts (x,y,z...)', 'alt texts are no pictures');
  const shopify = sources('google_merchant_center', 'variants/sv-velofant-shopify.csv');
  t.not(shopify.availability, 'Variant Inventory Tracker', 'the inventory tracker names a service, not a stock');
  const bagisto = sources('google_merchant_center', 'variants/en-bagisto-configurable.csv');
  t.not(bagisto.product_type, 'tax_category_id', 'a tax category is no product type');
  const commercetools = sources('google_merchant_center', 'variants/en-commercetools-sunrise.csv');
  t.not(commercetools.brand, 'articleNumberManufacturer', 'a manufacturer’s article number is no brand');
});

t.test('the four channels from one Shopify export; a column named as the field wins', async (t) => {
  t.match(sources('shopify', 'variants/en-shopify-template.csv'), { Handle: 'Handle', Title: 'Title', 'Body (HTML)': 'Body (HTML)', Vendor: 'Vendor', Type: 'Type', 'Variant SKU': 'Variant SKU', 'Variant Compare At Price': 'Variant Compare At Price' });
  t.match(sources('woocommerce', 'variants/en-shopify-template.csv'), { SKU: 'Variant SKU', Name: 'Title', Description: 'Body (HTML)', 'Regular price': 'Variant Price', Images: 'Image Src', Brands: 'Vendor', 'In stock?': 'Variant Inventory Qty' });
  t.match(sources('prestashop', 'variants/en-shopify-template.csv'), { 'Name *': 'Title', 'Reference #': 'Variant SKU', Manufacturer: 'Vendor', EAN13: 'Variant Barcode', 'Price tax excluded': 'Variant Price', Condition: 'Google Shopping / Condition' });
  t.match(sources('woocommerce', 'shop-exports/woocommerce-products.csv'), { SKU: 'SKU', Name: 'Name', 'Short description': 'Short description', Description: 'Description' });
});

t.test('each column fills one field; a price declares its currency', async (t) => {
  for (const channel of CHANNELS) {
    const columns = Object.values(sources(channel.id, 'variants/en-shopify-template.csv'));
    t.equal(new Set(columns).size, columns.length, `${channel.name}: no column twice`);
  }
  const priced = channelSources(channelById('google_merchant_center') as Channel, ['SKU', 'Name', 'Price (EUR)', 'Prix promo TTC'], []);
  t.same(priced.get('price'), { column: 'Price (EUR)', currency: 'EUR' });
  t.same(priced.get('sale_price'), { column: 'Prix promo TTC' });
});
