import t from 'tap';
import { allowedBySites, hostMatches } from '../../../../server/search/searxng.ts';

t.test('site entries: scheme, path and www. ignored; sub-domains match', async (t) => {
  t.ok(hostMatches('shop.example.com', 'https://www.example.com/products'));
  t.ok(hostMatches('example.com', ' Example.com '));
  t.notOk(hostMatches('badexample.com', 'example.com'));
  t.notOk(hostMatches('example.com', ''));
  t.ok(allowedBySites('https://a.example.com/x', { whitelist: ['example.com'], blacklist: [] }));
  t.notOk(allowedBySites('https://a.example.com/x', { whitelist: [], blacklist: ['example.com'] }));
});

t.test('a hostile site entry (many slashes, a newline) is read in linear time', async (t) => {
  const entry = `${'a/'.repeat(200_000)}\nb`;
  const started = performance.now();
  t.notOk(hostMatches('example.com', entry));
  const ms = performance.now() - started;
  t.ok(ms < 500, `${Math.round(ms)} ms`);
});
