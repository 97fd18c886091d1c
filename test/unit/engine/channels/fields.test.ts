import t from 'tap';
import { type Channel, channelById } from '../../../../domain/channels.ts';
import type { MappingEntry } from '../../../../domain/mapping.ts';
import { fedFields } from '../../../../engine/channels/fields.ts';

const copies = (...names: string[]): MappingEntry[] => names.map((name) => ({ source_column: name, dest_property: name, batch_action: 'COPY' }));
const fed = (channel: string, entries: MappingEntry[]) => Object.fromEntries(fedFields(channelById(channel) as Channel, entries).map(({ field, output }) => [field.name, output]));

t.test('a shop’s own fields feed each channel’s by meaning', async (t) => {
  const shop = copies('SKU', 'Name', 'Price', 'Brand', 'Colour', 'Weight', 'Description', 'Image URL');
  t.match(fed('google_merchant_center', shop), { id: 'SKU', title: 'Name', price: 'Price', brand: 'Brand', color: 'Colour', shipping_weight: 'Weight', description: 'Description', image_link: 'Image URL' });
  t.match(fed('shopify', shop), { 'Variant SKU': 'SKU', Title: 'Name', 'Variant Price': 'Price', Vendor: 'Brand', 'Variant Grams': 'Weight', 'Body (HTML)': 'Description', 'Image Src': 'Image URL' });
  t.match(fed('woocommerce', shop), { SKU: 'SKU', Name: 'Name', 'Regular price': 'Price', Brands: 'Brand', 'Weight (kg)': 'Weight', Description: 'Description', Images: 'Image URL' });
  t.match(fed('prestashop', shop), { 'Reference #': 'SKU', 'Name *': 'Name', Manufacturer: 'Brand', Weight: 'Weight', Description: 'Description' });
  t.match(fed('google_merchant_center', copies('Référence', 'Désignation', 'Prix', 'Marque', 'Couleur', 'Poids')), { id: 'Référence', title: 'Désignation', price: 'Prix', brand: 'Marque', color: 'Couleur', shipping_weight: 'Poids' }, 'in French');
  t.match(fed('google_merchant_center', copies('Artikelnummer', 'Bezeichnung', 'Preis', 'Marke', 'Farbe', 'Gewicht')), { id: 'Artikelnummer', price: 'Preis', brand: 'Marke', color: 'Farbe', shipping_weight: 'Gewicht' }, 'in German');
});

t.test('a field named as the channel’s wins; each output feeds one field; a tax status is no status, a tax category no category', async (t) => {
  const byName = fed('google_merchant_center', copies('Name', 'title'));
  t.equal(byName.title, 'title');
  const shopify = fed('shopify', copies('Tax status', 'taxCategory', 'Name'));
  t.notOk('Status' in shopify, 'Status is not fed by Tax status');
  t.notOk('Type' in shopify, 'Type is not fed by a tax category');
  t.notOk('Product Category' in shopify, 'the taxonomy’s node is never the shop’s own');
  t.equal(fed('shopify', copies('Categories')).Type, 'Categories', 'the shop’s category is its Type');
  t.notOk('google_product_category' in fed('google_merchant_center', copies('Category')), 'nor Google’s');
});
