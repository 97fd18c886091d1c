import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A SearXNG stand-in and the product pages it finds, on loopback. `state.mode` answers every search
 * or fails it (500); `state.failFor` fails the searches naming those products; `state.held` keeps the
 * searches naming those products waiting until `release()`. Every page states a weight.
 */
export async function searchEngine() {
  const state = { mode: 'up' as 'up' | 'down', failFor: new Set<string>(), held: new Set<string>(), waiting: [] as (() => void)[], authorization: [] as (string | undefined)[] };
  let port = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/search') {
      state.authorization.push(req.headers.authorization);
      const query = url.searchParams.get('q') ?? '';
      const answer = () => {
        if (state.mode === 'down' || [...state.failFor].some((name) => query.includes(name))) {
          res.writeHead(500).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ results: [{ url: `http://127.0.0.1:${port}/p/${encodeURIComponent(query)}`, title: query, content: 'snippet' }] }));
      };
      if ([...state.held].some((name) => query.includes(name))) state.waiting.push(answer);
      else answer();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body><h1>Table</h1><p>Solid wood table for six. Weight: 3,5 kg. Ships in 2 days.</p></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    release() {
      state.held.clear();
      for (const answer of state.waiting.splice(0)) answer();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
