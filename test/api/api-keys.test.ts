import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import t from 'tap';
import { apiKeys } from '../../db/schema.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { login, signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

// API keys: shown once, stored hashed, listed without secrets, revoked at once; a key acts as its
// user in their workspace on the routes they can use, never on key management.
const server = await startServer(t);
const api = await signedIn(server.url, server.admin);

/** A request with a key instead of a session. */
async function withKey(key: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.headers ?? {}) } });
  const text = await response.text();
  return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

t.test('a key: made and shown once, listed without its secret, used as its user, revoked at once', async (t) => {
  const made = await api.send('POST', '/api/auth/api-keys', { name: 'PIM nightly' });
  t.equal(made.status, 201);
  t.match(made.body, { id: String, name: 'PIM nightly', key: /^fiche_[A-Za-z0-9_-]{40}$/, created_at: String, last_used_at: null });
  const { key, id } = made.body as { key: string; id: string };
  const [stored] = await server.app.store.run((db) => db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1));
  t.ok(stored && !Object.values(stored).includes(key), 'only a hash is stored');

  const listed = (await api.get('/api/auth/api-keys')).body;
  t.same(
    listed.map((entry: Record<string, unknown>) => Object.keys(entry).sort()),
    [['created_at', 'id', 'last_used_at', 'name', 'prefix']],
  );
  t.equal(listed[0].prefix, key.slice(0, 12));

  const me = await withKey(key, '/api/auth/me');
  t.same([me.status, me.body.email], [200, server.admin.email], 'the key acts as its user');
  t.ok((await api.get('/api/auth/api-keys')).body[0].last_used_at, 'its last use is recorded');

  // A whole run driven by the key: upload, template, start, poll, download.
  const form = fileForm(
    'chairs.csv',
    csv([
      ['Name', 'Colour'],
      ['Oak chair', 'Red'],
      ['Pine chair', 'Blue'],
    ]),
  );
  const upload = await withKey(key, '/api/file/my_drive', { method: 'POST', body: form });
  t.equal(upload.status, 200);
  const json = { 'content-type': 'application/json' };
  const template = await withKey(key, '/api/catalog/config', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      label: 'By key',
      about: { identifiers: [], contents: ['Name'], attributes: ['Colour'], categories: [], price: [], others: [] },
      ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }],
      outputFileFormat: { file_format: 'csv', delimiter: ',' },
      source_fields: { product_name: ['Name'] },
    }),
  });
  t.equal(template.status, 200, 'a template made with the key');
  const started = await withKey(key, '/api/catalog/batch', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ catalog_config_name: template.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format', value: null }] }),
  });
  t.equal(started.status, 201, 'a run started with the key');
  await server.app.batchRunner.idle();
  const polled = await withKey(key, `/api/catalog/batch/poll/${started.body.id}`);
  t.equal(polled.body.status, 'done');
  const file = polled.body.results.find((result: { name: string }) => result.name.endsWith('.csv'));
  const download = await withKey(key, `/api/file/results?catalog_id=${started.body.id}&file_name=${encodeURIComponent(file.name)}`);
  t.match(download.body, /Oak chair/);

  t.same((await withKey(key, '/api/auth/api-keys')).status, 403, 'a key cannot list keys');
  t.same((await withKey(key, '/api/auth/api-keys', { method: 'POST', headers: json, body: '{"name":"more"}' })).status, 403, 'nor make one');

  t.equal((await api.send('DELETE', `/api/auth/api-keys/${id}`)).status, 204);
  t.equal((await withKey(key, '/api/auth/me')).status, 401, 'revoked: refused at once');
  t.same((await api.get('/api/auth/api-keys')).body, []);
  t.equal((await api.send('DELETE', `/api/auth/api-keys/${id}`)).status, 404);
});

t.test("a key stays in its user's workspace; another's key and objects are 404", async (t) => {
  const mine = (await api.send('POST', '/api/auth/api-keys', { name: 'mine' })).body.key as string;
  const eve = await signedIn(server.url, await server.addUser('eve@example.com'));
  const theirs = await eve.send('POST', '/api/auth/api-keys', { name: 'eve' });
  const upload = await eve.upload('/api/file/my_drive', fileForm('eve.csv', csv([['Name'], ['A']])));
  t.equal((await withKey(mine, `/api/assistant/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: upload.body.name }) })).status, 404, "another workspace's file");
  t.equal((await api.send('DELETE', `/api/auth/api-keys/${theirs.body.id}`)).status, 404, "another user's key cannot be revoked");
  t.equal((await withKey(theirs.body.key, '/api/auth/me')).body.email, 'eve@example.com');
});

t.test('wrong keys are throttled per address and prefix: random keys lock out neither other keys nor sign-ins', async (t) => {
  const good = (await api.send('POST', '/api/auth/api-keys', { name: 'still works' })).body.key as string;
  const random = [];
  for (let i = 0; i < 12; i++) random.push((await withKey(`fiche_${randomBytes(30).toString('base64url')}`, '/api/auth/me')).status);
  t.same(random, Array(12).fill(401), 'twelve random keys: each refused, none locked out');

  const guesses = [];
  for (let i = 0; i < 12; i++) guesses.push((await withKey(`fiche_guess0${'x'.repeat(33)}${i}`, '/api/auth/me')).status);
  t.same(guesses, [...Array(10).fill(401), 429, 429], 'ten wrong keys with one prefix lock that prefix out');

  t.equal((await withKey(good, '/api/auth/me')).status, 200, 'a real key from the same address still works');
  await login(server.url, server.admin);
});
