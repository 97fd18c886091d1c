import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

/** Odd or hostile inputs answer a 400 envelope, never a 500 (and never a stack trace). */
t.test('odd inputs: prototype keys, huge offsets, deep JSON, cut-off and malformed multipart', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const auth = { authorization: `Bearer ${api.tokens.access_token}` };
  const code = (response: { status: number; body: { detail?: { error_code?: string } } }) => [response.status, response.body.detail?.error_code];

  for (const filters of ['__proto__:eq:x', 'constructor:eq:x', 'prototype:in:a,b', 'status:eq:__proto__']) {
    t.same(code(await api.get(`/api/catalog/batch?filters=${encodeURIComponent(filters)}`)), [400, 'bad_request'], filters);
  }
  // A range key read from the prototype chain ('constructor' in RANGES) once answered 500.
  for (const filters of ['start_date:constructor', 'start_date:__proto__', 'start_date:toString', 'start_date:hasOwnProperty']) {
    t.same(code(await api.get(`/api/catalog/batch?filters=${encodeURIComponent(filters)}`)), [400, 'bad_request'], filters);
  }
  t.same(code(await api.get(`/api/catalog/batch?filters=${encodeURIComponent('start_date:date_last_day')}`)), [200, undefined], 'a real range still works');
  for (const query of ['offset=1e20', 'offset=99999999999', 'offset=-1', 'offset=1.5', 'limit=99999999999999999999', 'limit=0']) {
    t.same(code(await api.get(`/api/catalog/batch?${query}`)), [400, 'bad_request'], query);
  }

  const deep = await fetch(`${server.url}/api/workspace`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` });
  t.equal(deep.status, 400, 'a deeply nested body');

  const part = 'Content-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nName,Brand\r\nA,B';
  const cutOff = await fetch(`${server.url}/api/file/my_drive`, { method: 'POST', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=XYZ' }, body: `--XYZ\r\n${part}` });
  t.equal(cutOff.status, 400, 'a multipart body cut off mid-part');
  t.match(await cutOff.json(), { detail: { error_code: 'bad_request' } });
  const wrongBoundary = await fetch(`${server.url}/api/file/my_drive`, { method: 'POST', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=OTHER' }, body: `--XYZ\r\n${part}\r\n--XYZ--\r\n` });
  t.equal(wrongBoundary.status, 400, 'a body whose boundary is not the announced one');
  const listFields = await fetch(`${server.url}/api/assistant/list_fields`, { method: 'POST', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=XYZ' }, body: `--XYZ\r\n${part}` });
  t.equal(listFields.status, 400, 'the same on the other upload routes');
  t.equal((await fetch(`${server.url}/api/healthcheck`)).status, 200, 'the server is fine');
});

t.test('suggest_sources: a deeply nested `details` is 400, the shapes clients send still 200', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const code = (response: { status: number; body: { detail?: { error_code?: string } } }) => [response.status, response.body.detail?.error_code];
  const suggest = (details: unknown) => api.send('POST', '/api/assistant/suggest_sources', { available_fields: [{ name: 'Nom', details }] });

  // Text, not JSON.stringify: building a value this deep and stringifying it would overflow the test's own stack.
  const deepText = `{"available_fields":[{"name":"Nom","details":${'{"a":'.repeat(20_000)}"x"${'}'.repeat(20_000)}}]}`;
  const deep = await fetch(`${server.url}/api/assistant/suggest_sources`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.tokens.access_token}`, 'content-type': 'application/json' },
    body: deepText,
  });
  t.equal(deep.status, 400, 'objects nested 20,000 deep');
  t.match(await deep.json(), { detail: { error_code: 'bad_request' } });
  let nested: unknown = 'Chaise';
  for (let i = 0; i < 50; i++) nested = [nested];
  t.same(code(await suggest(nested)), [400, 'bad_request'], 'lists nested 50 deep');

  for (const details of ['Chaise, Table', ['Chaise', 'Table'], { samples: ['Chaise', 'Table'] }, { samples: { first: ['Chaise'] } }, 12, null, true]) {
    const answer = await suggest(details);
    t.equal(answer.status, 200, JSON.stringify(details));
  }
  t.same((await suggest({ samples: ['Chaise', 'Table'] })).body.suggested_sources.product_name, ['Nom']);
  t.equal((await fetch(`${server.url}/api/healthcheck`)).status, 200, 'the server is fine');
});
