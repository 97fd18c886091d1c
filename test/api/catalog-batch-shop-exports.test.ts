import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { extract, runToRows, templateOf } from '../helpers/batch-runs.ts';
import { startServer } from '../helpers/server.ts';

/**
 * Whole runs on files shaped like real shop exports (WooCommerce's sample products CSV, PrestaShop's
 * product import sample, a Magento 2 catalog export): what lands in the output file is what a shop could publish, and a product
 * whose row does not say stays empty.
 */

t.test('runs on real shop exports put right values or none in the output', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);

  await t.test('WooCommerce sample: pounds and inches converted, regular price, colours from attribute pairs', async (t) => {
    const rows = await runToRows(
      api,
      server,
      'woocommerce-products.csv',
      ',',
      templateOf(
        'woocommerce-products.csv',
        ',',
        'Name',
        'Woo',
        [
          { source_column: 'Name', dest_property: 'Title', batch_action: 'COPY' },
          extract('Weight (kg)', { type: 'float', expected_unit: 'kg' }),
          extract('Length (cm)', { type: 'float', expected_unit: 'cm' }),
          extract('Price', { type: 'float' }),
          extract('Sale price', { type: 'float' }),
          extract('Colour', { value_list: 'colours', use_label: false }),
          extract('Stock', { type: 'integer' }),
        ],
        {
          colours: [
            { code: 'BLU', label: 'Blue' },
            { code: 'GRN', label: 'Green' },
            { code: 'RED', label: 'Red' },
            { code: 'GRY', label: 'Gray' },
          ],
        },
      ),
    );
    const table = rows.map((row) => [row.Title, row['Weight (kg)'], row['Length (cm)'], row.Price, row['Sale price'], row.Colour, row.Stock]);
    t.same(table, [
      ['V-Neck T-Shirt', '0.227', '60.96', '', '', '', ''],
      ['Hoodie with Logo', '0.907', '25.4', '45.00', '', 'BLU', '12'],
      ['T-Shirt', '0.227', '20.32', '18.00', '', 'GRY', ''],
      ['Beanie', '0.0907', '10.16', '20.00', '18.00', 'RED', ''],
      ['Album', '', '', '15.00', '', '', ''],
    ]);
  });

  await t.test('PrestaShop sample: selling price not wholesale, features, condition', async (t) => {
    const conditions = [
      { code: 'new', label: 'Neuf' },
      { code: 'used', label: 'Occasion' },
      { code: 'refurbished', label: 'Reconditionné' },
    ];
    const rows = await runToRows(
      api,
      server,
      'prestashop-products.csv',
      ';',
      templateOf(
        'prestashop-products.csv',
        ';',
        'Name *',
        'Presta',
        [
          { source_column: 'Name *', dest_property: 'Name', batch_action: 'COPY' },
          extract('Prix HT', { type: 'float' }),
          extract('Price', { type: 'float' }),
          extract('Poids (g)', { type: 'integer', expected_unit: 'g', extra_info: 'PrestaShop gives weights in kg' }),
          extract('Largeur (mm)', { type: 'integer', expected_unit: 'mm', extra_info: 'dimensions are in cm' }),
          extract('Material'),
          extract('État', { value_list: 'conditions', use_label: true }),
        ],
        { conditions },
      ),
    );
    const table = rows.map((row) => [row.Name, row['Prix HT'], row.Price, row['Poids (g)'], row['Largeur (mm)'], row.Material, row.État]);
    t.same(table, [
      ['Hummingbird printed t-shirt', '23.90', '23.90', '300', '', 'Cotton', 'Neuf'],
      ['Hummingbird printed sweater', '35.90', '35.90', '500', '', 'Polyester', 'Reconditionné'],
      ['The best is yet to come framed poster', '29.00', '29.00', '', '400', 'Matt paper', 'Occasion'],
    ]);
  });

  await t.test('Magento export into a French shop: additional_attributes, special price, colours to a French list', async (t) => {
    const couleurs = [
      { code: 'NR', label: 'Noir' },
      { code: 'GR', label: 'Gris' },
      { code: 'BL', label: 'Bleu' },
      { code: 'OR', label: 'Orange' },
    ];
    const rows = await runToRows(
      api,
      server,
      'magento-products.csv',
      ',',
      templateOf(
        'magento-products.csv',
        ',',
        'name',
        'Magento',
        [
          { source_column: 'name', dest_property: 'Nom', batch_action: 'COPY' },
          extract('Prix', { type: 'float' }),
          extract('Prix soldé', { type: 'float' }),
          extract('Poids (g)', { type: 'integer', expected_unit: 'g', extra_info: 'the store weighs in kg' }),
          extract('Couleur', { value_list: 'couleurs', use_label: true }),
          extract('Matière'),
          extract('Taille'),
        ],
        { couleurs },
      ),
    );
    const table = rows.map((row) => [row.Nom, row.Prix, row['Prix soldé'], row['Poids (g)'], row.Couleur, row.Matière, row.Taille]);
    t.same(table, [
      ['Joust Duffle Bag', '34.00', '', '1200', 'Noir', 'Nylon', ''],
      ['Strive Shoulder Pack', '32.00', '27.00', '800', 'Gris', 'Canvas, Polyester', ''],
      ['Affirm Water Bottle', '7.00', '', '', '', 'Plastic', ''],
      ['Beaumont Summit Kit-XS-Orange', '42.00', '', '1000', 'Orange', 'Polyester', 'XS'],
    ]);
  });

  await t.test('a German supplier price list (semicolons, decimal commas): selling price, not the purchase one; kg to the gram; colours to an English list', async (t) => {
    const colours = [
      { code: 'WH', label: 'White' },
      { code: 'BK', label: 'Black' },
      { code: 'GY', label: 'Grey' },
      { code: 'BU', label: 'Blue' },
    ];
    const rows = await runToRows(
      api,
      server,
      'lieferant-preisliste.csv',
      ';',
      templateOf(
        'lieferant-preisliste.csv',
        ';',
        'Artikelname',
        'Lieferant',
        [
          { source_column: 'Artikelname', dest_property: 'Name', batch_action: 'COPY' },
          extract('Price', { type: 'float' }),
          extract('Purchase price', { type: 'float' }),
          extract('Weight (kg)', { type: 'float' }),
          extract('Height (cm)', { type: 'float' }),
          extract('Colour', { value_list: 'colours', use_label: true }),
          extract('Material'),
        ],
        { colours },
      ),
    );
    const table = rows.map((row) => [row.Name, row.Price, row['Purchase price'], row['Weight (kg)'], row['Height (cm)'], row.Colour, row.Material]);
    t.same(table, [
      ['Stehlampe Nora', '89,90', '39,90', '4,25', '160', 'White', 'Eiche'],
      ['Tischleuchte Ben', '29,90', '12,50', '1,25', '45', 'Black', 'Metall'],
      ['Wandleuchte Ida', '34,50', '15,00', '0,859', '30', 'Grey', 'Glas'],
      ['Deckenleuchte Max', '119,00', '49,00', '10,659', '25', 'Blue', 'Aluminium'],
    ]);
  });
});
