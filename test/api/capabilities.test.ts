import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer, TEST_PASSWORD } from '../helpers/server.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

/** What the providers can do, and templates refused when they ask for more (never English labelled German). */

const template = (label: string, language: string | null) => ({
  label,
  about: { identifiers: [], contents: ['Name'], attributes: ['Brand'], categories: [], price: [], others: [] },
  ownFormatMapping: [
    { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: 'ac_product_description', dest_property: 'Beschreibung', batch_action: 'GENERATE', language },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Name'], brand: ['Brand'] },
});

t.test('the offline assistant writes English, French, German, Spanish and Italian only: other languages refused at save, settings and start', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-capabilities-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const admin = { email: 'root@example.com', password: TEST_PASSWORD };

  // Saved while an OpenAI-compatible assistant was connected, which writes Portuguese.
  let server = await startServer(t, { dataDir, env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9', OPENAI_API_KEY: 'k', SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'http://127.0.0.1:9' } });
  let api = await signedIn(server.url, admin);
  const openai = await api.get('/api/assistant/capabilities');
  t.equal(openai.status, 200);
  t.equal(openai.body.assistant, 'openai');
  t.ok(openai.body.languages.includes('pt') && openai.body.languages.length === 21, 'every generation language');
  t.equal(openai.body.web_search, true);
  const saved = await api.send('POST', '/api/catalog/config', template('Portuguese copy', 'pt'));
  t.equal(saved.status, 200);
  const upload = await api.upload(
    '/api/file/my_drive',
    fileForm(
      'desks.csv',
      csv([
        ['Name', 'Brand'],
        ['Desk', 'Acme'],
      ]),
    ),
  );
  await server.close();

  server = await startServer(t, { dataDir });
  api = await signedIn(server.url, admin);
  const local = await api.get('/api/assistant/capabilities');
  t.same(local.body, { assistant: 'local', languages: ['en', 'fr', 'de', 'es', 'it'], web_search: false });
  t.equal((await fetch(`${server.url}/api/assistant/capabilities`)).status, 401);

  const refused = await api.send('POST', '/api/catalog/config', template('Portuguese again', 'pt'));
  t.equal(refused.status, 400);
  t.equal(refused.body.detail.error_code, 'language_not_supported');
  t.equal(refused.body.detail.language, 'pt');
  t.equal(refused.body.detail.languages, 'en,fr,de,es,it', 'the languages it writes, for the client to name');
  t.match(refused.body.detail.error_message, /cannot write Portuguese \(pt\)\. Connect an OpenAI-compatible assistant \(ASSISTANT_PROVIDER=openai\)/);
  t.equal((await api.send('POST', '/api/catalog/config', template('German copy', 'de'))).status, 200, 'German is fine');
  const byDefault = await api.send('POST', '/api/catalog/config', template('Default copy', null));
  t.equal(byDefault.status, 200, 'no language: the workspace default, English');

  const startOf = (name: string) => api.send('POST', '/api/catalog/batch', { catalog_config_name: name, input_filename: upload.body.name, input_delimiter: ',', nb_products_found: 1, destination: [{ type: 'own_format', value: null }] });
  const start = await startOf(saved.body.name);
  t.same([start.status, start.body.detail?.error_code, start.body.detail?.language], [400, 'language_not_supported', 'pt'], 'a template saved earlier cannot start');

  // The workspace default may name any language; templates that would write it are what is refused.
  const settings = await api.get('/api/workspace');
  t.equal((await api.send('PUT', '/api/workspace', { ...settings.body, generate_options: { ...settings.body.generate_options, language: 'pt' } })).status, 200);
  const inherited = await startOf(byDefault.body.name);
  t.same([inherited.status, inherited.body.detail?.language], [400, 'pt'], 'nor one whose field takes the Portuguese workspace default');
  t.equal((await api.send('POST', '/api/catalog/config', template('Inherits Portuguese', null))).status, 400);
  t.equal((await api.get('/api/catalog/batch')).body.total, 0, 'no run recorded');
});

t.test('insufficient credits: the numbers travel with the code', async (t) => {
  const server = await startServer(t, { env: { DEFAULT_CREDITS: '1' } });
  const api = await signedIn(server.url, server.admin);
  const saved = await api.send('POST', '/api/catalog/config', template('Copy', 'en'));
  const upload = await api.upload(
    '/api/file/my_drive',
    fileForm(
      'desks.csv',
      csv([
        ['Name', 'Brand'],
        ['Desk', 'Acme'],
        ['Desk 2', 'Acme'],
      ]),
    ),
  );
  const start = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: saved.body.name,
    input_filename: upload.body.name,
    input_delimiter: ',',
    nb_products_found: 2,
    destination: [{ type: 'own_format', value: null }],
  });
  t.equal(start.status, 409);
  t.match(start.body.detail, { error_code: 'insufficient_credits', error_message: 'Insufficient credits to process this file. Required: 2, Available: 1', required: 2, available: 1 });
});
