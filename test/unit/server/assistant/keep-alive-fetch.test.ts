import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import t from 'tap';
import { keepAliveFetch } from '../../../../server/assistant/keep-alive-fetch.ts';

/** An endpoint answering each path its own way, and the sockets requests came on. */
async function endpoint() {
  const sockets = new Set<unknown>();
  const server = http.createServer((req, res) => {
    sockets.add(req.socket);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/echo') {
        res.writeHead(201, { 'content-type': 'application/json', 'x-seen': String(req.headers.authorization) });
        res.end(JSON.stringify({ method: req.method, body }));
      } else if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(JSON.stringify({ zipped: true })));
      } else if (req.url === '/moved') {
        res.writeHead(307, { location: '/echo' });
        res.end();
      } else if (req.url === '/empty') {
        res.writeHead(204);
        res.end();
      } else if (req.url === '/stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"partial":');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sockets,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

t.test('answers as fetch does, over one kept-alive connection', async (t) => {
  const server = await endpoint();
  t.teardown(server.close);
  const send = keepAliveFetch();
  for (let i = 0; i < 3; i++) {
    const answer = await send(`${server.url}/echo`, { method: 'POST', headers: new Headers({ Authorization: 'Bearer k' }), body: '{"a":1}' });
    t.equal(answer.status, 201);
    t.equal(answer.headers.get('x-seen'), 'Bearer k');
    t.same(await answer.json(), { method: 'POST', body: '{"a":1}' });
  }
  t.equal(server.sockets.size, 1, 'one connection for the three requests');
  const answer = await send(`${server.url}/echo`, { method: 'POST', body: 'b' });
  t.same(JSON.parse(Buffer.from(await answer.arrayBuffer()).toString()), { method: 'POST', body: 'b' }, 'its bytes');
  t.equal(await answer.text(), '{"method":"POST","body":"b"}', 'its text');
  t.same(await (await send(`${server.url}/gzip`)).json(), { zipped: true }, 'a compressed answer is decoded');
  t.same(await (await send(`${server.url}/moved`, { method: 'POST', body: 'x' })).json(), { method: 'POST', body: 'x' }, 'a redirect is followed (by Node’s fetch)');
  t.equal((await send(`${server.url}/empty`)).status, 204);
});

t.test('an abort, before or during the answer, rejects with the abort’s reason', async (t) => {
  const server = await endpoint();
  t.teardown(server.close);
  const send = keepAliveFetch();
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 100);
  await t.rejects(send(`${server.url}/stall`, { signal: controller.signal }), { name: 'AbortError' });
  await t.rejects(send(`${server.url}/echo`, { signal: AbortSignal.abort() }), { name: 'AbortError' });
});
