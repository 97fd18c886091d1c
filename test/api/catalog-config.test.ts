import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

const about = {
  identifiers: ['EAN'],
  contents: ['Nom', 'Description'],
  attributes: ['Couleur', 'Poids'],
  categories: ['Catégorie'],
  price: ['Prix'],
  others: ['Marque', 'Référence'],
  value_lists: { Couleur: [{ code: 'R', label: 'Rouge' }] },
  current_completeness: { EAN: 'complete', Nom: 'complete', Description: 'partial', Couleur: 'empty' },
};

const sourceFields = {
  product_name: ['Nom'],
  public_identifiers: ['EAN'],
  brand: ['Marque'],
  partnumber: ['Référence'],
  description: ['Description'],
  binaries_or_urls: [],
};

const mapping = [
  { source_column: 'Nom', dest_property: 'Title', batch_action: 'COPY' },
  {
    source_column: 'ac_product_description',
    dest_property: 'Long description',
    batch_action: 'GENERATE',
    structure: 'Intro, then benefits',
    type_of_content: null,
    seo_guidelines: null,
    format: null,
    language: 'fr',
    min_words: 50,
    max_words: 120,
    creativity: 'medium',
    tone: 'friendly',
    language_adaptation: true,
    per_variant: null,
  },
  {
    source_column: 'Colour',
    dest_property: 'Colour',
    batch_action: 'EXTRACT',
    type: 'string',
    extra_info: null,
    value_list_id: null,
    value_list: 'Couleur',
    expected_unit: null,
    use_label: true,
    source_unit: null,
    source_decimal: null,
    default_value: null,
    read_column: null,
  },
  {
    source_column: 'Weight',
    dest_property: 'Weight',
    batch_action: 'EXTRACT',
    type: 'float',
    extra_info: 'net weight',
    value_list_id: null,
    value_list: null,
    expected_unit: 'kg',
    use_label: null,
    source_unit: null,
    source_decimal: null,
    default_value: null,
    read_column: null,
  },
];

const template = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  about,
  completeness: 50,
  ownFormatMapping: mapping,
  outputFileFormat: { file_format: 'csv', delimiter: ';' },
  source_fields: sourceFields,
  search_options: { blacklist: ['spam.example'], whitelist: [] },
  ...extra,
});

t.test('catalog configurations', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const other = await signedIn(server.url, await server.addUser('grace@example.com'));
  const code = (response: { body: any }) => response.body?.detail?.error_code;

  t.test('create, then get answers what was sent, normalised', async (t) => {
    const created = await api.send('POST', '/api/catalog/config', template('Été Catalogue 2025'));
    t.equal(created.status, 200);
    t.same(created.body, { name: 'ete-catalogue-2025' }, 'name is a slug of the label');
    const got = await api.get('/api/catalog/config/ete-catalogue-2025');
    t.equal(got.status, 200);
    t.strictSame(got.body, {
      name: 'ete-catalogue-2025',
      label: 'Été Catalogue 2025',
      updated_at: null,
      completeness: 50,
      about,
      dest: [],
      marketplaces: [],
      ownFormatMapping: mapping,
      outputFileFormat: { file_format: 'csv', file_formats: ['csv'], delimiter: ';' },
      source_fields: sourceFields,
      search_options: { blacklist: ['spam.example'], whitelist: [] },
    });
    const service = server.app.catalogConfigs;
    const me = await api.get('/api/auth/me');
    t.strictSame(await service.getForRun(me.body.workspace.id, 'ete-catalogue-2025'), got.body, 'getForRun gives the batch engine the same config');
  });

  t.test('a second template with a similar label gets its own name', async (t) => {
    const created = await api.send('POST', '/api/catalog/config', template('Ete catalogue 2025!'));
    t.equal(created.status, 200);
    t.same(created.body, { name: 'ete-catalogue-2025-2' });
  });

  t.test('labels are required and unique, case-insensitively', async (t) => {
    const taken = await api.send('POST', '/api/catalog/config', template('  été CATALOGUE 2025 '));
    t.equal(taken.status, 409);
    t.equal(code(taken), 'conflict');
    for (const label of ['', '   ']) {
      const blank = await api.send('POST', '/api/catalog/config', template(label));
      t.equal(blank.status, 400, `label ${JSON.stringify(label)}`);
      t.equal(code(blank), 'bad_request');
    }
    const { label: _label, ...noLabel } = template('x');
    t.equal((await api.send('POST', '/api/catalog/config', noLabel)).status, 400, 'missing label');
  });

  t.test('label lookup: 200 when taken, 404 when free', async (t) => {
    t.equal((await api.get(`/api/catalog/config/label/${encodeURIComponent('ÉTÉ catalogue 2025')}`)).status, 200);
    const free = await api.get('/api/catalog/config/label/Nothing%20here');
    t.equal(free.status, 404);
    t.equal(code(free), 'not_found');
  });

  t.test('list: name, label, updated_at and the incomplete flag', async (t) => {
    const empty = await api.send('POST', '/api/catalog/config', { label: 'Bare', about });
    t.same([empty.status, empty.body.detail?.error_message], [400, 'Add at least one output field before saving the template.'], 'no output field: refused');
    const bare = await api.send('POST', '/api/catalog/config', { label: 'Bare', about, ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }] });
    t.equal(bare.status, 200);
    const list = await api.get('/api/catalog/config');
    t.equal(list.status, 200);
    t.same(
      list.body.map((row: any) => [row.name, row.label, row.incomplete]),
      [
        ['bare', 'Bare', true],
        ['ete-catalogue-2025-2', 'Ete catalogue 2025!', false],
        ['ete-catalogue-2025', 'Été Catalogue 2025', false],
      ],
    );
    t.ok(
      list.body.every((row: any) => Math.abs(Date.parse(row.updated_at) - Date.now()) < 60_000),
      'a template never edited shows when it was created, not "Never"',
    );
    const got = await api.get('/api/catalog/config/bare');
    t.same(got.body.outputFileFormat, { file_format: 'csv', file_formats: ['csv'], delimiter: ',' }, 'csv with a comma by default');
    t.same(got.body.ownFormatMapping, [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }]);
    t.equal(got.body.completeness, 50, 'completeness from the analysis when not sent');
  });

  t.test('mapping normalisation: actions, empty destinations, older forms', async (t) => {
    const created = await api.send(
      'POST',
      '/api/catalog/config',
      template('Normalised', {
        ownFormatMapping: [
          { source_column: 'x', dest_property: 'Size', batch_action: 'RESIZE' },
          { source_column: 'x', dest_property: 'Material' },
          { source_column: 'Nom', dest_property: '', batch_action: 'COPY' },
          { source_column: 'Nom', dest_property: 'Name', batch_action: 'copy' },
          { source_column: 'ac_product_title', dest_property: 'Headline', batch_action: 'GENERATE', tone: '', min_words: '5' },
        ],
      }),
    );
    t.equal(created.status, 200);
    const got = await api.get(`/api/catalog/config/${created.body.name}`);
    t.same(
      got.body.ownFormatMapping.map((entry: any) => [entry.dest_property, entry.batch_action, entry.source_column]),
      [
        ['Size', 'EXTRACT', 'Size'],
        ['Material', 'EXTRACT', 'Material'],
        ['Name', 'COPY', 'Nom'],
        ['Headline', 'GENERATE', 'ac_product_title'],
      ],
    );
    t.equal(got.body.ownFormatMapping[3].tone, null, 'empty strings become null');
    t.equal(got.body.ownFormatMapping[3].min_words, 5);
    t.notOk('type' in got.body.ownFormatMapping[2], 'COPY carries no options');

    const older = await api.send('PUT', `/api/catalog/config/${created.body.name}`, {
      ownFormatMapping: { Title: 'Nom', Blurb: 'ac_short_description', Weight: { batch_action: 'EXTRACT', type: 'float' } },
    });
    t.equal(older.status, 200);
    t.same(
      older.body.ownFormatMapping.map((entry: any) => [entry.dest_property, entry.batch_action, entry.source_column]),
      [
        ['Title', 'COPY', 'Nom'],
        ['Blurb', 'GENERATE', 'ac_short_description'],
        ['Weight', 'EXTRACT', 'Weight'],
      ],
    );
  });

  t.test('every validation rule answers 400', async (t) => {
    const refused = async (what: string, body: Record<string, unknown>, pattern?: RegExp) => {
      const response = await api.send('PUT', '/api/catalog/config/ete-catalogue-2025', body);
      t.equal(response.status, 400, what);
      t.equal(code(response), 'bad_request', what);
      if (pattern) t.match(response.body.detail.error_message, pattern, what);
    };
    const entry = (extra: Record<string, unknown>) => ({ ownFormatMapping: [{ dest_property: 'F', ...extra }] });
    await refused('duplicate field names', { ownFormatMapping: [{ dest_property: 'A' }, { dest_property: 'A' }] }, /already used/);
    await refused('a field name of 65 characters', entry({ dest_property: 'x'.repeat(65) }), /64/);
    await refused('a unit on a string field', entry({ type: 'string', expected_unit: 'kg' }), /unit/);
    await refused('a value list on an integer field', entry({ type: 'integer', value_list_id: 'v1' }), /numeric/);
    await refused('a value list on a float field', entry({ type: 'float', value_list: 'Couleur' }), /numeric/);
    await refused('an unknown extract type', entry({ type: 'date' }));
    await refused('negative min words', entry({ batch_action: 'GENERATE', min_words: -1 }), /0 or more/);
    await refused('fractional max words', entry({ batch_action: 'GENERATE', max_words: 2.5 }));
    await refused('an unknown creativity', entry({ batch_action: 'GENERATE', creativity: 'wild' }));
    await refused('an unknown language', entry({ batch_action: 'GENERATE', language: 'xx' }));
    await refused('whitelist and blacklist together', { search_options: { blacklist: ['a.example'], whitelist: ['b.example'] } }, /both/);
    await refused('a source field that is not a column', { source_fields: { product_name: ['Ghost'] } }, /Ghost/);
    await refused('the sourceFields alias is checked too', { sourceFields: { brand: ['Ghost'] } }, /Ghost/);
    await refused('an unknown output format', { outputFileFormat: { file_format: 'pdf' } });
    await refused('a blank label', { label: '  ' });
    const ok = await api.send('PUT', '/api/catalog/config/ete-catalogue-2025', entry({ dest_property: 'x'.repeat(64), type: 'integer', expected_unit: 'mm' }));
    t.equal(ok.status, 200, '64 characters and a unit on a number are fine');
    const unchanged = await api.get('/api/catalog/config/ete-catalogue-2025');
    t.equal(unchanged.body.ownFormatMapping.length, 1);
  });

  t.test('min words above max words is refused, in a template and in the workspace defaults', async (t) => {
    const reversed = await api.send('POST', '/api/catalog/config', {
      label: 'Reversed',
      about,
      ownFormatMapping: [{ source_column: 'ac_product_description', dest_property: 'Long', batch_action: 'GENERATE', min_words: 80, max_words: 40 }],
    });
    t.same([reversed.status, reversed.body.detail?.error_message], [400, 'Min words cannot be more than max words for "Long".']);
    const settings = (await api.get('/api/workspace')).body;
    const workspace = await api.send('PUT', '/api/workspace', { ...settings, generate_options: { ...settings.generate_options, min_words: 80, max_words: 40 } });
    t.same([workspace.status, workspace.body.detail?.error_message], [400, 'Min words cannot be more than max words.']);
  });

  t.test('update: partial, cleaned, dated, labels still unique', async (t) => {
    const response = await api.send('PUT', '/api/catalog/config/ete-catalogue-2025', {
      ownFormatMapping: mapping,
      outputFileFormat: { file_format: 'xlsx', delimiter: ';' },
      sourceFields: { product_name: [' Nom ', 'Nom', ''], brand: ['Marque'] },
      search_options: { blacklist: ['   ', ''], whitelist: [' shop.example ', ''] },
      dest: [{ type: 'own_format', value: 'csv' }],
      marketplaces: ['amazon'],
    });
    t.equal(response.status, 200);
    const body = response.body;
    t.equal(body.label, 'Été Catalogue 2025', 'label kept when not sent');
    t.same(body.about, about, 'about kept when not sent');
    t.same(body.ownFormatMapping, mapping);
    t.same(body.outputFileFormat, { file_format: 'xlsx', file_formats: ['xlsx'] }, 'no delimiter for xlsx');
    t.same(body.source_fields, { ...sourceFields, product_name: ['Nom'], public_identifiers: [], partnumber: [], description: [] }, 'sourceFields alias, cleaned');
    t.same(body.search_options, { blacklist: [], whitelist: ['shop.example'] }, 'blank entries removed');
    t.same(body.dest, [{ type: 'own_format', value: 'csv' }]);
    t.same(body.marketplaces, ['amazon']);
    t.ok(Date.now() - Date.parse(body.updated_at) < 60_000, 'updated_at is now');
    t.same((await api.get('/api/catalog/config/ete-catalogue-2025')).body, body, 'the answer is what is stored');

    const clash = await api.send('PUT', '/api/catalog/config/ete-catalogue-2025', { label: 'bare' });
    t.equal(clash.status, 409);
    const renamed = await api.send('PUT', '/api/catalog/config/ete-catalogue-2025', { label: 'Summer 2025' });
    t.equal(renamed.status, 200);
    t.equal(renamed.body.name, 'ete-catalogue-2025', 'the name stays when the label changes');
    t.equal((await api.send('PUT', '/api/catalog/config/ete-catalogue-2025', { label: 'SUMMER 2025' })).status, 200, 'its own label, other case');
    t.equal((await api.send('PUT', '/api/catalog/config/missing', { label: 'X' })).status, 404);
  });

  t.test('duplicate under a new label', async (t) => {
    const copy = await api.send('POST', '/api/catalog/config/ete-catalogue-2025/duplicate', { new_name: 'SUMMER 2025 Copy' });
    t.equal(copy.status, 200);
    t.same(copy.body, { name: 'summer-2025-copy' });
    const original = (await api.get('/api/catalog/config/ete-catalogue-2025')).body;
    const duplicated = (await api.get('/api/catalog/config/summer-2025-copy')).body;
    t.same({ ...duplicated, name: original.name, label: original.label, updated_at: original.updated_at }, original, 'same content');
    t.equal(duplicated.updated_at, null);
    const taken = await api.send('POST', '/api/catalog/config/ete-catalogue-2025/duplicate', { new_name: 'summer 2025 copy' });
    t.equal(taken.status, 409);
    t.equal(code(taken), 'conflict');
    t.equal((await api.send('POST', '/api/catalog/config/ete-catalogue-2025/duplicate', { new_name: ' ' })).status, 400);
    t.equal((await api.send('POST', '/api/catalog/config/missing/duplicate', { new_name: 'Fresh' })).status, 404);
  });

  t.test('another workspace sees none of it', async (t) => {
    t.same((await other.get('/api/catalog/config')).body, []);
    const name = 'ete-catalogue-2025';
    const answers = [
      await other.get(`/api/catalog/config/${name}`),
      await other.send('PUT', `/api/catalog/config/${name}`, { label: 'Stolen' }),
      await other.send('DELETE', `/api/catalog/config/${name}`),
      await other.send('POST', `/api/catalog/config/${name}/duplicate`, { new_name: 'Stolen copy' }),
      await other.get('/api/catalog/config/label/Summer%202025'),
    ];
    for (const answer of answers) {
      t.equal(answer.status, 404);
      t.equal(code(answer), 'not_found');
    }
    const own = await other.send('POST', '/api/catalog/config', template('Summer 2025'));
    t.equal(own.status, 200, 'labels are unique per workspace only');
    t.same(own.body, { name: 'summer-2025' });
    t.equal((await api.get('/api/catalog/config/summer-2025')).status, 404, 'and the first workspace does not see it');
    t.equal((await api.get('/api/catalog/config/ete-catalogue-2025')).body.label, 'SUMMER 2025', 'untouched');
  });

  t.test('delete', async (t) => {
    const deleted = await api.send('DELETE', '/api/catalog/config/summer-2025-copy');
    t.equal(deleted.status, 200);
    t.same(deleted.body, { deleted: true });
    t.equal((await api.get('/api/catalog/config/summer-2025-copy')).status, 404);
    t.equal((await api.send('DELETE', '/api/catalog/config/summer-2025-copy')).status, 404, 'twice: 404');
    t.equal((await api.get('/api/catalog/config/label/SUMMER%202025%20copy')).status, 404, 'the label is free again');
  });

  t.test('output formats: csv, xlsx or both; a body with file_format alone still reads', async (t) => {
    const format = async (name: string) => (await api.get(`/api/catalog/config/${name}`)).body.outputFileFormat;
    const created = await api.send('POST', '/api/catalog/config', template('Both formats', { outputFileFormat: { file_format: 'xlsx', file_formats: ['xlsx', 'csv'], delimiter: '|' } }));
    t.equal(created.status, 200);
    const name = created.body.name;
    t.same(await format(name), { file_format: 'csv', file_formats: ['csv', 'xlsx'], delimiter: '|' }, 'file_formats wins, in order; file_format is its first');
    const xlsxOnly = await api.send('PUT', `/api/catalog/config/${name}`, { outputFileFormat: { file_format: 'xlsx' } });
    t.same(xlsxOnly.body.outputFileFormat, { file_format: 'xlsx', file_formats: ['xlsx'] }, 'file_format alone: that format only');
    for (const bad of [[], ['pdf'], ['csv', 'csv']]) {
      const refused = await api.send('PUT', `/api/catalog/config/${name}`, { outputFileFormat: { file_format: 'csv', file_formats: bad } });
      t.equal(refused.status, 400, `file_formats ${JSON.stringify(bad)}`);
    }
    t.same(await format(name), { file_format: 'xlsx', file_formats: ['xlsx'] }, 'a refused body changes nothing');
  });

  t.test('unauthenticated calls are refused', async (t) => {
    const response = await fetch(`${server.url}/api/catalog/config`);
    t.equal(response.status, 401);
  });
});
