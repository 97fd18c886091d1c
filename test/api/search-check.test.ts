import t from 'tap';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { signedIn } from '../helpers/api.ts';
import { searchEngine } from '../helpers/search-engine.ts';
import { startServer } from '../helpers/server.ts';

// Settings → "Test the search": POST /api/search/check asks the configured search engine one query
// and says who answered, with how many results and how fast, or Fiche's code and text for the failure.

t.test('search off: says so, and how to turn it on; signed-in users only', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const check = await api.send('POST', '/api/search/check');
  t.equal(check.status, 200);
  t.same(check.body, { provider: 'none', url: null, ok: false, millis: 0, results: 0, error_code: 'search_off', error_message: ERROR_MESSAGES.search_off });
  t.match(check.body.error_message, /SEARCH_PROVIDER=searxng/);
  t.equal((await fetch(`${server.url}/api/search/check`, { method: 'POST' })).status, 401, 'unauthenticated: 401');
});

t.test('a SearXNG engine: its address and results when it answers, search_unavailable when not', async (t) => {
  const engine = await searchEngine();
  t.teardown(engine.close);
  const withCredentials = engine.url.replace('http://', 'http://user:secret@');
  const server = await startServer(t, { env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: withCredentials, ALLOW_PRIVATE_FETCH: '1' } });
  const api = await signedIn(server.url, server.admin);
  const up = await api.send('POST', '/api/search/check');
  t.match(up.body, { provider: 'searxng', url: engine.url, ok: true, results: 1, error_code: null, error_message: null });
  t.notMatch(JSON.stringify(up.body), /secret/, 'never its credentials');
  t.same(engine.state.authorization, [`Basic ${Buffer.from('user:secret').toString('base64')}`], 'which are sent as basic auth');

  engine.state.mode = 'down';
  const down = await api.send('POST', '/api/search/check');
  t.equal(down.status, 200, 'the check answered; the engine did not');
  t.match(down.body, { provider: 'searxng', ok: false, results: 0, error_code: 'search_unavailable', error_message: ERROR_MESSAGES.search_unavailable });
});

t.test('at most ten checks a minute per workspace', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const statuses: number[] = [];
  for (let n = 0; n < 11; n++) statuses.push((await api.send('POST', '/api/search/check')).status);
  t.same(statuses, [...Array(10).fill(200), 429]);
});
