import t from 'tap';
import { analyse } from '../../../../engine/analysis/analyse.ts';
import { isPrice } from '../../../../engine/analysis/patterns.ts';
import { isGtin } from '../../../../engine/quantities/gtin.ts';
import { EN_HEADERS, ean13, FR_HEADERS, productRows } from '../../../fixtures/products.ts';

const facts = { storedName: 'f.csv', fileType: 'csv' as const, size: 1234 };

t.test('field groups from English and French header names', async (t) => {
  for (const headers of [EN_HEADERS, FR_HEADERS]) {
    const result = analyse({ headers, rows: productRows(12), delimiter: ';' }, facts);
    const [gtin, sku, name, description, colour, size, price, category, brand, image] = headers;
    t.same(result.about_products.identifiers, [gtin, sku]);
    t.same(result.about_products.contents, [name, description]);
    t.same(result.about_products.attributes, [colour, size, brand]);
    t.same(result.about_products.categories, [category]);
    t.same(result.about_products.price, [price]);
    t.same(result.about_products.others, [image]);
    t.same(result.suggested_source_fields, {
      product_name: [name],
      public_identifiers: [gtin],
      brand: [brand],
      partnumber: [sku],
      description: [description],
      binaries_or_urls: [image],
    });
    t.equal(result.delimiter, ';');
  }
});

t.test('shop exports: attribute and tax columns are neither names nor contents', async (t) => {
  const headers = ['sku', 'name', 'tax_class_name', 'Attribute 1 name', 'Attribute 1 value(s)', 'additional_attributes', 'Variant Grams', 'bullet_point1'];
  const rows = productRows(3).map(() => ['MB01', 'Joust Duffle Bag', 'Taxable Goods', 'Color', 'Black', 'color=Black', '1250', 'Roomy']);
  const result = analyse({ headers, rows, delimiter: ',' }, facts);
  t.same(result.suggested_source_fields.product_name, ['name'], 'only the product’s own name');
  t.same(result.about_products.contents, ['name', 'bullet_point1']);
  t.same(result.about_products.attributes, ['Attribute 1 name', 'Attribute 1 value(s)', 'additional_attributes', 'Variant Grams']);
  t.same(result.about_products.price, [], 'a tax class names a setting of the shop, not a price');
  t.same(result.about_products.others, ['tax_class_name']);
});

t.test('groups and source fields by concept: a model is an identifier, money is a price, a customer’s name is not the product’s', async (t) => {
  const headers = ['Model', 'Modèle', 'Montant', 'Devise', 'TTC', 'Style', 'Finition', 'Code', 'Customer name', 'Nom du client', 'Gamme', 'Fiche technique'];
  const rows = productRows(3).map((_, i) => [`M-${i}`, `M-${i}`, '12', 'EUR', '14,40', 'Modern', 'Mat', `C${i}`, 'Ada', 'Ada', 'Jardin', `f${i}.pdf`]);
  const result = analyse({ headers, rows, delimiter: ',' }, facts);
  t.same(result.about_products.identifiers, ['Model', 'Modèle', 'Code']);
  t.same(result.about_products.price, ['Montant', 'Devise', 'TTC']);
  t.same(result.about_products.attributes, ['Style', 'Finition']);
  t.same(result.about_products.categories, ['Gamme']);
  t.ok(result.about_products.others.includes('Fiche technique'), 'a datasheet is a file');
  t.same(result.suggested_source_fields.partnumber, ['Model', 'Modèle'], 'the model is the part number');
  t.same(result.suggested_source_fields.product_name ?? [], [], 'a customer’s name is no product name');
});

t.test('a WooCommerce export: a download’s name or file is no name of the product (issue 46)', async (t) => {
  const headers = ['ID', 'Type', 'SKU', 'Name', 'Download 1 ID', 'Download 1 name', 'Download 1 URL', 'Nom du téléchargement 1'];
  const rows = productRows(3).map(() => ['12', 'simple', 'WOO-1', 'Album', 'a1b2', 'Single', 'https://shop.example/album.zip', 'Single']);
  const result = analyse({ headers, rows, delimiter: ',' }, facts);
  t.same(result.suggested_source_fields.product_name, ['Name'], 'only the product’s own name, in any language');
  t.same(result.suggested_source_fields.binaries_or_urls, ['Download 1 URL'], 'the download’s address is a file, its name and id are not');
  t.ok(result.about_products.others.includes('Download 1 name'), 'a download’s name is about another thing than the product');
});

t.test('a Shopify or Bagisto export: what its columns are, by the lexicon’s concepts and their values', async (t) => {
  const headers = ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Item', 'Image Src', 'Image Position', 'Image Alt Text', 'tax_category_name', 'attribute_family_code', 'Variant Price'];
  const rows = productRows(6).map((_, i) => [`shirt-${i}`, `Shirt ${i}`, '<p>Soft.</p>', 'Acme', `Shirt ${i}`, `https://cdn.example.com/${i}.jpg`, String((i % 2) + 1), i % 2 ? 'Front' : 'Back', 'Standard', 'default', '25']);
  const result = analyse({ headers, rows, delimiter: ',' }, facts);
  const sources = result.suggested_source_fields;
  t.same(sources.brand, ['Vendor'], 'a vendor is the brand');
  t.same(sources.description, ['Body (HTML)'], 'the HTML body is the description');
  t.ok(sources.product_name?.includes('Title') && sources.product_name.includes('Item'), 'an item names the product');
  t.same(sources.binaries_or_urls, ['Image Src'], 'a picture’s position or alt text holds no address');
  t.notOk(result.about_products.price.includes('tax_category_name'), 'a tax category is no price');
  t.notOk(result.about_products.categories.includes('attribute_family_code'), 'an attribute family is no category');
  t.notOk(
    Object.keys(result.about_products.value_lists).some((name) => name.startsWith('Image')),
    'no value list from picture columns',
  );
});

t.test('value patterns classify columns whose names say nothing', async (t) => {
  const rows = productRows(12).map((row) => [row[0] as string, row[6] as string, row[9] as string, `x${row[1]}`]);
  const result = analyse({ headers: ['Col A', 'Col B', 'Col C', 'Col D'], rows }, facts);
  t.same(result.about_products.identifiers, ['Col A']);
  t.same(result.about_products.price, ['Col B']);
  t.same(result.about_products.others, ['Col C', 'Col D']);
  t.same(result.suggested_source_fields.public_identifiers, ['Col A']);
  t.same(result.suggested_source_fields.binaries_or_urls, ['Col C']);
  t.ok(isGtin(ean13(42)));
  t.notOk(isGtin('3000000000015'), 'a wrong check digit is not a GTIN');
  t.ok(isPrice('12,50 €') && isPrice('$9.99') && isPrice('EUR 1 200'));
  t.notOk(isPrice('12.50'));
});

t.test('result shape: sample, counts, completeness, value lists with code/label pairs', async (t) => {
  const headers = ['Name', 'Colour code', 'Colour', 'Notes', 'Empty'];
  const rows = Array.from({ length: 30 }, (_, i) => [`Item ${i}`, ['R', 'G', 'B'][i % 3] as string, ['Red', 'Green', 'Blue'][i % 3] as string, i % 2 ? 'note' : '', '']);
  rows.splice(5, 0, ['', '', '', '', '']);
  const result = analyse({ headers, rows }, facts);
  t.equal(result.nb_products_found, 30, 'blank rows are not products');
  t.equal(result.products_sample.length, 10);
  t.same(result.products_sample[0], { Name: 'Item 0', 'Colour code': 'R', Colour: 'Red', Notes: '', Empty: '' });
  t.same(result.about_products.current_completeness, { Name: 'complete', 'Colour code': 'complete', Colour: 'complete', Notes: 'partial', Empty: 'empty' });
  t.same(result.about_products.value_lists, {
    Colour: [
      { code: 'B', label: 'Blue' },
      { code: 'G', label: 'Green' },
      { code: 'R', label: 'Red' },
    ],
  });
  t.equal(result.is_file_above_products_limit, false);
  t.equal(result.input_file_path, 'f.csv');
  t.equal(result.source_file_path, 'f.csv');
  t.equal(result.file_size, 1234);
});

t.test('the products limit: 500 is within, 501 above', async (t) => {
  t.equal(analyse({ headers: FR_HEADERS, rows: productRows(500) }, facts).is_file_above_products_limit, false);
  t.equal(analyse({ headers: FR_HEADERS, rows: productRows(501) }, facts).is_file_above_products_limit, true);
});

t.test('no usable header, no products', async (t) => {
  t.throws(() => analyse({ headers: ['1', '2', 'Column 3'], rows: [['a', 'b', 'c']] }, facts), { code: 'no_headers_found' });
  t.throws(() => analyse({ headers: ['Name'], rows: [['']] }, facts), { code: 'no_products_sheet_found' });
});

t.test('supplier sheets in German, Spanish and Italian: groups and source fields by the lexicon', async (t) => {
  const headers = ['Artikelname', 'Beschreibung', 'Hersteller', 'Artikelnummer', 'Gewicht in kg', 'Farbe', 'Warengruppe', 'VK brutto', 'Nombre', 'Descripción', 'Marca', 'Peso', 'Categoría', 'PVP', 'Nome', 'Prezzo al pubblico', 'Colore'];
  const rows = productRows(3).map(() => headers.map(() => 'x'));
  const result = analyse({ headers, rows, delimiter: ';' }, facts);
  t.same(result.suggested_source_fields.product_name, ['Artikelname', 'Nombre', 'Nome']);
  t.same(result.suggested_source_fields.description, ['Beschreibung', 'Descripción']);
  t.same(result.suggested_source_fields.brand, ['Hersteller', 'Marca']);
  t.same(result.about_products.price, ['VK brutto', 'PVP', 'Prezzo al pubblico']);
  t.same(result.about_products.categories, ['Warengruppe', 'Categoría']);
  t.ok(
    ['Gewicht in kg', 'Farbe', 'Peso', 'Colore'].every((name) => result.about_products.attributes.includes(name)),
    'weights and colours are attributes',
  );
});
