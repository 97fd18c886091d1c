import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);
const api = await signedIn(server.url, server.admin);
const other = await signedIn(server.url, await server.addUser('eve@example.com'));

const colours = [
  { code: 'R', label: 'Red' },
  { code: 'G', label: 'Green' },
  { code: 'B', label: 'Blue' },
  { code: 'Y', label: 'Yellow' },
  { code: 'K', label: 'Black' },
  { code: 'W', label: 'White' },
];

t.test('create, list, sample and values', async (t) => {
  const created = await api.send('POST', '/api/value-list', { name: ' Colours ', values: colours });
  t.equal(created.status, 201);
  t.match(created.body, { name: 'Colours', count: 6 });
  t.ok(created.body.id, 'has an id');
  t.ok(created.body.values.length <= 5, 'the answer carries only the first values');

  const list = await api.get('/api/value-list');
  t.equal(list.status, 200);
  const found = list.body.find((item: { id: string }) => item.id === created.body.id);
  t.match(found, { name: 'Colours', count: 6 });
  t.same(found.values, colours.slice(0, 5), 'the list shows its first five values only');

  const sample = await api.get(`/api/value-list/${created.body.id}/sample-and-count`);
  t.same(sample.body, { name: 'Colours', count: 6, values: colours.slice(0, 3) });
  const bigger = await api.get(`/api/value-list/${created.body.id}/sample-and-count?sample=4`);
  t.equal(bigger.body.values.length, 4, 'sample size is a parameter');

  const all = await api.get(`/api/value-list/${created.body.id}/values`);
  t.same(all.body, { id: created.body.id, name: 'Colours', count: 6, offset: 0, values: colours });
  const page = await api.get(`/api/value-list/${created.body.id}/values?offset=2&limit=2`);
  t.same(page.body.values, colours.slice(2, 4), 'paged');
  t.equal(page.body.count, 6);
});

t.test('validation of a new list', async (t) => {
  const noName = await api.send('POST', '/api/value-list', { name: '   ', values: colours });
  t.equal(noName.status, 400);
  t.equal(noName.body.detail.error_message, 'Name is required');

  const missingLabel = await api.send('POST', '/api/value-list', { name: 'Sizes', values: [{ code: 'S', label: '' }] });
  t.equal(missingLabel.status, 400);
  t.equal(missingLabel.body.detail.error_message, 'Label is required');

  const empty = await api.send('POST', '/api/value-list', { name: 'Sizes', values: [{ code: ' ', label: '' }, {}] });
  t.equal(empty.status, 400);
  t.equal(empty.body.detail.error_message, 'Please add at least one value');

  const noValues = await api.send('POST', '/api/value-list', { name: 'Sizes', values: [] });
  t.equal(noValues.status, 400);

  const badShape = await api.send('POST', '/api/value-list', { name: 'Sizes' });
  t.equal(badShape.status, 400);
  t.equal(badShape.body.detail.error_code, 'bad_request');

  const cleaned = await api.send('POST', '/api/value-list', {
    name: 'Sizes',
    values: [{ code: '', label: 'Small' }, { code: '', label: '' }, { code: 'M', label: ' Medium ' }, { label: 'Large' }],
  });
  t.equal(cleaned.status, 201);
  const values = await api.get(`/api/value-list/${cleaned.body.id}/values`);
  t.same(
    values.body.values,
    [
      { code: 'Small', label: 'Small' },
      { code: 'M', label: 'Medium' },
      { code: 'Large', label: 'Large' },
    ],
    'empty codes default to the label, empty rows dropped, text trimmed',
  );
});

t.test('names are unique per workspace, case-insensitively', async (t) => {
  const first = await api.send('POST', '/api/value-list', { name: 'Materials', values: [{ code: 'W', label: 'Wood' }] });
  t.equal(first.status, 201);
  const again = await api.send('POST', '/api/value-list', { name: '  MATERIALS ', values: [{ code: 'S', label: 'Steel' }] });
  t.equal(again.status, 409);
  t.same(again.body.detail, { error_code: 'conflict', error_message: 'Value list name already exists' });

  const elsewhere = await other.send('POST', '/api/value-list', { name: 'materials', values: [{ code: 'S', label: 'Steel' }] });
  t.equal(elsewhere.status, 201, 'another workspace may use the same name');

  // Renaming: the list itself is ignored, another list's name is refused.
  const renameSelf = await api.send('PUT', `/api/value-list/${first.body.id}/values`, {
    name: 'materials',
    values: [{ code: 'W', label: 'Wood' }],
  });
  t.equal(renameSelf.status, 200);
  t.equal(renameSelf.body.name, 'materials', 'a change of case is a rename to itself');
  const renameOther = await api.send('PUT', `/api/value-list/${first.body.id}/values`, {
    name: 'colours',
    values: [{ code: 'W', label: 'Wood' }],
  });
  t.equal(renameOther.status, 409);
  t.equal(renameOther.body.detail.error_message, 'Value list name already exists');
});

t.test('replacing values', async (t) => {
  const list = await api.send('POST', '/api/value-list', { name: 'Finishes', values: [{ code: 'M', label: 'Matt' }] });
  const replaced = await api.send('PUT', `/api/value-list/${list.body.id}/values`, {
    values: [
      { code: 'G', label: 'Gloss' },
      { code: '', label: 'Satin' },
      { code: '', label: '' },
    ],
  });
  t.equal(replaced.status, 200);
  t.match(replaced.body, { id: list.body.id, name: 'Finishes', count: 2 });
  const values = await api.get(`/api/value-list/${list.body.id}/values`);
  t.same(values.body.values, [
    { code: 'G', label: 'Gloss' },
    { code: 'Satin', label: 'Satin' },
  ]);

  const empty = await api.send('PUT', `/api/value-list/${list.body.id}/values`, { values: [{ code: '', label: '' }] });
  t.equal(empty.status, 400);
  t.equal(empty.body.detail.error_message, 'Please add at least one value');
  const blankName = await api.send('PUT', `/api/value-list/${list.body.id}/values`, { name: ' ', values: colours });
  t.equal(blankName.status, 400);
  t.equal(blankName.body.detail.error_message, 'Name is required');
  const missing = await api.send('PUT', '/api/value-list/nope/values', { values: colours });
  t.equal(missing.status, 404);
});

t.test("another workspace's list answers 404, like a missing one", async (t) => {
  const mine = await api.send('POST', '/api/value-list', { name: 'Secret', values: [{ code: 'X', label: 'Hidden' }] });
  const id = mine.body.id;
  for (const path of [`/api/value-list/${id}/sample-and-count`, `/api/value-list/${id}/values`, '/api/value-list/missing/values']) {
    const answer = await other.get(path);
    t.equal(answer.status, 404, path);
    t.equal(answer.body.detail.error_code, 'not_found');
  }
  const put = await other.send('PUT', `/api/value-list/${id}/values`, { values: [{ code: 'Y', label: 'Mine now' }] });
  t.equal(put.status, 404);
  const theirs = await other.get('/api/value-list');
  t.notOk(
    theirs.body.some((item: { id: string }) => item.id === id),
    'not listed in the other workspace',
  );
  const still = await api.get(`/api/value-list/${id}/values`);
  t.same(still.body.values, [{ code: 'X', label: 'Hidden' }], 'untouched');

  t.equal(await server.app.valueLists.findForRun(await workspaceOf(other), id), undefined, 'findForRun is scoped');
});

async function workspaceOf(client: Awaited<ReturnType<typeof signedIn>>): Promise<string> {
  return (await client.get('/api/auth/me')).body.workspace.id;
}

t.test('findForRun by id or name, for the batch engine', async (t) => {
  const list = await api.send('POST', '/api/value-list', { name: 'Countries', values: [{ code: 'FR', label: 'France' }] });
  const ws = await workspaceOf(api);
  t.same(await server.app.valueLists.findForRun(ws, list.body.id), {
    id: list.body.id,
    name: 'Countries',
    values: [{ code: 'FR', label: 'France' }],
  });
  t.equal((await server.app.valueLists.findForRun(ws, 'countries'))?.id, list.body.id, 'by name, any case');
  t.equal(await server.app.valueLists.findForRun(ws, 'Nowhere'), undefined);
});

t.test('a 10,000-value list is created, listed and read back quickly', async (t) => {
  const values = Array.from({ length: 10_000 }, (_, i) => ({ code: `C${i}`, label: `Label number ${i}` }));
  const started = performance.now();
  const created = await api.send('POST', '/api/value-list', { name: 'Big list', values });
  const createMs = performance.now() - started;
  t.equal(created.status, 201);
  t.equal(created.body.count, 10_000);
  t.comment(`created 10,000 values in ${createMs.toFixed(0)} ms`);

  const list = await api.get('/api/value-list');
  const big = list.body.find((item: { id: string }) => item.id === created.body.id);
  t.equal(big.count, 10_000);
  t.equal(big.values.length, 5, 'the list does not ship 10,000 values');

  const readStarted = performance.now();
  const all = await api.get(`/api/value-list/${created.body.id}/values`);
  t.comment(`read 10,000 values in ${(performance.now() - readStarted).toFixed(0)} ms`);
  t.equal(all.body.values.length, 10_000);
  t.same(all.body.values[9_999], { code: 'C9999', label: 'Label number 9999' }, 'order kept');
  const page = await api.get(`/api/value-list/${created.body.id}/values?offset=9990&limit=50`);
  t.equal(page.body.values.length, 10);
  t.same(page.body.values[0], { code: 'C9990', label: 'Label number 9990' });

  const replaced = await api.send('PUT', `/api/value-list/${created.body.id}/values`, { values: values.slice(0, 9_000) });
  t.equal(replaced.body.count, 9_000);
  const sample = await api.get(`/api/value-list/${created.body.id}/sample-and-count`);
  t.equal(sample.body.count, 9_000);
});

t.test('limits: 20,000 values at most, long texts and odd paging refused', async (t) => {
  const tooMany = Array.from({ length: 20_001 }, (_, i) => ({ code: `${i}`, label: `Value ${i}` }));
  const refused = await api.send('POST', '/api/value-list', { name: 'Too many', values: tooMany });
  t.equal(refused.status, 400);
  t.match(refused.body.detail.error_message, /at most 20000 values/);
  const longLabel = await api.send('POST', '/api/value-list', { name: 'Long', values: [{ code: 'a', label: 'x'.repeat(501) }] });
  t.equal(longLabel.status, 400);
  const list = await api.send('POST', '/api/value-list', { name: 'Paging', values: colours });
  t.equal((await api.get(`/api/value-list/${list.body.id}/values?limit=0`)).status, 400);
  t.equal((await api.get(`/api/value-list/${list.body.id}/values?offset=-1`)).status, 400);
  t.equal((await api.get(`/api/value-list/${list.body.id}/sample-and-count?sample=101`)).status, 400);
  const beyond = await api.get(`/api/value-list/${list.body.id}/values?offset=100`);
  t.same(beyond.body.values, [], 'past the end: no values, the count still told');
  t.equal(beyond.body.count, 6);
});

t.test('every route needs a signed-in user', async (t) => {
  const answer = await fetch(`${server.url}/api/value-list`);
  t.equal(answer.status, 401);
});
