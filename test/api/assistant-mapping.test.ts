import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

const TOOLS = ['ac_product_description', 'ac_short_description', 'ac_product_title', 'ac_seo_meta_description', 'ac_bullet_points'];
const named = (...names: string[]) => names.map((name) => ({ name }));
const asObject = (mappings: { left_field_name: string; right_field_name: string }[]) => Object.fromEntries(mappings.map((m) => [m.left_field_name, m.right_field_name]));

t.test('assistant help for templates (local provider)', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);

  t.test('tools: the generation tool names with their ac_ prefix', async (t) => {
    const tools = await api.get('/api/assistant/tools');
    t.equal(tools.status, 200);
    t.same(tools.body, TOOLS);
  });

  t.test('map_fields: English outputs against French headers', async (t) => {
    const right = named('EAN', 'Nom du produit', 'Marque', 'Prix TTC', 'Couleur', 'Descriptif', 'Poids (kg)', 'Catégorie', 'Référence fabricant', 'Image URL', ...TOOLS);
    const left = named('Title', 'Brand', 'Price', 'Color', 'Description', 'Long description', 'Weight', 'Category', 'GTIN', 'Short description', 'Bullet points', 'Meta description', 'MPN', 'Image', 'Warranty');
    const response = await api.send('POST', '/api/assistant/map_fields', { left, right });
    t.equal(response.status, 200);
    t.same(asObject(response.body.mappings), {
      Title: 'Nom du produit',
      Brand: 'Marque',
      Price: 'Prix TTC',
      Color: 'Couleur',
      Description: 'Descriptif',
      'Long description': 'ac_product_description',
      Weight: 'Poids (kg)',
      Category: 'Catégorie',
      GTIN: 'EAN',
      'Short description': 'ac_short_description',
      'Bullet points': 'ac_bullet_points',
      'Meta description': 'ac_seo_meta_description',
      MPN: 'Référence fabricant',
      Image: 'Image URL',
    });
    t.notOk(
      response.body.mappings.some((m: any) => m.left_field_name === 'Warranty'),
      'no match, left out',
    );
  });

  t.test('map_fields: French outputs against English headers', async (t) => {
    const right = named('Product Name', 'Brand', 'Price', 'Colour', 'Size', 'Description', ...TOOLS);
    const left = named('Titre', 'Libellé', 'Désignation', 'Marque', 'PRIX', 'Coloris', 'Taille', 'Descriptif', 'Description longue', 'Points forts');
    const response = await api.send('POST', '/api/assistant/map_fields', { left, right });
    t.equal(response.status, 200);
    t.same(asObject(response.body.mappings), {
      Titre: 'Product Name',
      Libellé: 'Product Name',
      Désignation: 'Product Name',
      Marque: 'Brand',
      PRIX: 'Price',
      Coloris: 'Colour',
      Taille: 'Size',
      Descriptif: 'Description',
      'Description longue': 'ac_product_description',
      'Points forts': 'ac_bullet_points',
    });
  });

  t.test('map_fields keeps meaning: units, price kinds and tax basis, flags', async (t) => {
    const right = named('Weight (lbs)', 'Poids (kg)', 'Length (in)', 'Wholesale price', 'Regular price', "Prix d'achat HT", 'Prix de vente TTC', 'In stock?', 'Stock', ...TOOLS);
    const left = named('Weight (kg)', 'Poids (kg)', 'Length (cm)', 'Length (in)', 'Selling price', 'Price', 'Prix HT', 'Prix TTC', 'Cost', 'Stock', 'Weight (lbs)');
    const response = await api.send('POST', '/api/assistant/map_fields', { left, right });
    t.equal(response.status, 200);
    const found = asObject(response.body.mappings);
    t.equal(found['Weight (kg)'], 'Poids (kg)', 'kilograms from the kilogram column, never from pounds');
    t.equal(found['Poids (kg)'], 'Poids (kg)');
    t.equal(found['Length (cm)'], undefined, 'inches are not centimetres: left to EXTRACT');
    t.equal(found['Length (in)'], 'Length (in)');
    t.equal(found['Weight (lbs)'], 'Weight (lbs)');
    t.not(found['Selling price'], 'Wholesale price');
    t.equal(found['Selling price'], 'Regular price');
    t.equal(found.Price, 'Regular price');
    t.equal(found['Prix TTC'], 'Prix de vente TTC');
    t.equal(found['Prix HT'], undefined, 'no HT selling price: never the purchase one');
    t.equal(found.Cost, 'Wholesale price');
    t.equal(found.Stock, 'Stock', 'not the In stock? flag');
    const money = await api.send('POST', '/api/assistant/map_fields', { left: named('Price (€)'), right: named('Price (USD)') });
    t.same(money.body.mappings, [], 'dollars are not euros');
  });

  t.test('map_fields: a column beats a tool; without one, the tool is chosen', async (t) => {
    const withColumn = await api.send('POST', '/api/assistant/map_fields', { left: named('Description'), right: named('Description', ...TOOLS) });
    t.same(asObject(withColumn.body.mappings), { Description: 'Description' });
    const withoutColumn = await api.send('POST', '/api/assistant/map_fields', { left: named('Description', 'Title'), right: named('EAN', ...TOOLS) });
    t.same(asObject(withoutColumn.body.mappings), { Description: 'ac_product_description', Title: 'ac_product_title' });
    const none = await api.send('POST', '/api/assistant/map_fields', { left: [], right: [] });
    t.same(none.body, { mappings: [] });
    t.equal((await api.send('POST', '/api/assistant/map_fields', { left: 'Title' })).status, 400);
  });

  t.test('suggest_sources: by name, then by sample values', async (t) => {
    const response = await api.send('POST', '/api/assistant/suggest_sources', {
      available_fields: [{ name: 'EAN' }, { name: 'Nom', details: 'Chaise, Table' }, { name: 'Marque' }, { name: 'Référence' }, { name: 'Description' }, { name: 'Photo' }, { name: 'Code', details: ['3017620422003', '5449000000996'] }, { name: 'Prix', details: '12,50' }],
    });
    t.equal(response.status, 200);
    t.same(response.body, {
      suggested_sources: {
        product_name: ['Nom'],
        public_identifiers: ['EAN', 'Code'],
        brand: ['Marque'],
        partnumber: ['Référence'],
        description: ['Description'],
        binaries_or_urls: ['Photo'],
      },
    });
  });

  t.test('recommend_value_lists: matching lists, best first', async (t) => {
    const lists = ['Sizes', 'Colours', 'Couleurs principales', 'Materials'];
    const colour = await api.send('POST', '/api/assistant/recommend_value_lists', { field_name: 'Couleur', field_description: '', available_value_lists: lists });
    t.equal(colour.status, 200);
    t.same(colour.body, ['Colours', 'Couleurs principales']);
    const fromDescription = await api.send('POST', '/api/assistant/recommend_value_lists', {
      field_name: 'Finish',
      field_description: 'the material of the frame',
      available_value_lists: lists,
    });
    t.same(fromDescription.body, ['Materials'], 'the description helps');
    const none = await api.send('POST', '/api/assistant/recommend_value_lists', { field_name: 'Warranty', field_description: null, available_value_lists: lists });
    t.same(none.body, []);
  });

  t.test('every call needs a signed-in user', async (t) => {
    t.equal((await fetch(`${server.url}/api/assistant/tools`)).status, 401);
    const post = await fetch(`${server.url}/api/assistant/map_fields`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"left":[],"right":[]}' });
    t.equal(post.status, 401);
  });
});

t.test('map_fields is capped and matches in the worker pool: the server keeps answering', async (t) => {
  const server = await startServer(t, { env: { WORKERS: '1' } });
  const api = await signedIn(server.url, server.admin);
  const word = (i: number, length: number) => `${i} ${'abcdefghijklmnopqrstuvwxyz'.repeat(5)}`.slice(0, length);
  const names = (n: number, length: number) => Array.from({ length: n }, (_, i) => ({ name: word(i, length) }));

  for (const [label, body] of [
    ['301 left names', { left: names(301, 10), right: names(1, 10) }],
    ['301 right names', { left: names(1, 10), right: names(301, 10) }],
    ['a 129-character name', { left: names(1, 129), right: names(1, 10) }],
  ] as const) {
    const refused = await api.send('POST', '/api/assistant/map_fields', body);
    t.equal(refused.status, 400, label);
    t.equal(refused.body.detail?.error_code, 'bad_request', label);
  }

  // At the cap the matching takes a worker thread a while; meanwhile the event loop stays free.
  const mapping = api.send('POST', '/api/assistant/map_fields', { left: names(300, 128), right: names(300, 128) });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  const health = await api.get('/api/healthcheck');
  const healthMs = performance.now() - started;
  const mapped = await mapping;
  const mappingMs = performance.now() - started;
  t.equal(health.status, 200);
  t.equal(mapped.status, 200);
  t.ok(healthMs < mappingMs / 2, `healthcheck ${Math.round(healthMs)} ms while map_fields ran ${Math.round(mappingMs)} ms`);
});
