import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { htmlText } from '../../../../engine/enrich/html-text.ts';
import { FetchRefused, hostAllowed, isPrivateAddress, safeFetch } from '../../../../server/search/safe-fetch.ts';

async function site(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

t.test('private, loopback, link-local and mapped addresses are private; public ones are not', async (t) => {
  for (const address of ['127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '224.0.0.1']) {
    t.ok(isPrivateAddress(address), address);
  }
  for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '::ffff:8.8.8.8', '2606:4700::1111']) t.notOk(isPrivateAddress(address), address);
  // IPv4-compatible, NAT64, 6to4 and site-local IPv6 addresses that can reach private IPv4 space.
  for (const address of ['::7f00:1', '::a00:1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '2002:7f00:1::1', '2002:c0a8:101::1', 'fec0::1']) t.ok(isPrivateAddress(address), address);
});

t.test('host names resolve and connect (Node tries several address families at once)', async (t) => {
  const server = await site((_req, res) => res.end('by name'));
  t.teardown(server.close);
  t.equal((await safeFetch(`http://localhost:${server.port}/`, { allowPrivate: true })).body, 'by name');
});

t.test('ALLOWED_HOSTS: only those hosts and their subdomains are fetched', async (t) => {
  t.ok(hostAllowed('shop.example', ['shop.example']));
  t.ok(hostAllowed('cdn.shop.example', ['shop.example']));
  t.notOk(hostAllowed('evilshop.example', ['shop.example']));
  t.notOk(hostAllowed('shop.example.evil', ['shop.example']));
  const server = await site((_req, res) => res.end('listed'));
  t.teardown(server.close);
  await t.rejects(safeFetch(`http://localhost:${server.port}/`, { allowPrivate: true, allowedHosts: ['shop.example'] }), /not in ALLOWED_HOSTS/);
  t.equal((await safeFetch(`http://localhost:${server.port}/`, { allowPrivate: true, allowedHosts: ['localhost'] })).body, 'listed');
});

t.test('loopback refused without the flag: literal addresses and names resolving to them', async (t) => {
  let hits = 0;
  const server = await site((_req, res) => {
    hits++;
    res.end('hello');
  });
  t.teardown(server.close);
  await t.rejects(safeFetch(`${server.url}/`), /refused address/);
  await t.rejects(safeFetch(`http://localhost:${server.port}/`), /refused address/);
  await t.rejects(safeFetch(`http://[::ffff:127.0.0.1]:${server.port}/`), /refused address/);
  await t.rejects(safeFetch('file:///etc/passwd'), /only http and https/);
  t.ok(await safeFetch(`${server.url}/`).catch((error) => error instanceof FetchRefused), 'a FetchRefused');
  t.equal(hits, 0, 'no request reached the server');
  t.equal((await safeFetch(`${server.url}/`, { allowPrivate: true })).body, 'hello', 'allowed with the flag (tests)');
});

t.test('size cap: the page is cut at maxBytes', async (t) => {
  const server = await site((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('x'.repeat(2 * 1024 * 1024));
  });
  t.teardown(server.close);
  const page = await safeFetch(`${server.url}/`, { allowPrivate: true, maxBytes: 1000 });
  t.equal(page.body.length, 1000);
  t.equal(page.contentType, 'text/html');
});

t.test('timeouts: no headers, and bytes trickled forever', async (t) => {
  const server = await site((req, res) => {
    if (req.url === '/silent') return;
    res.writeHead(200);
    const timer = setInterval(() => res.write('.'), 50);
    res.on('close', () => clearInterval(timer));
  });
  t.teardown(server.close);
  let started = Date.now();
  await t.rejects(safeFetch(`${server.url}/silent`, { allowPrivate: true, timeoutMs: 200 }), /timed out/);
  t.ok(Date.now() - started < 1000, 'no headers: cut at the timeout');
  started = Date.now();
  await t.rejects(safeFetch(`${server.url}/trickle`, { allowPrivate: true, timeoutMs: 200 }), /timed out/);
  t.ok(Date.now() - started < 1500, 'a trickle is cut at twice the timeout');
});

t.test('redirects are followed and checked again at every hop', async (t) => {
  const server = await site((req, res) => {
    if (req.url === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (req.url === '/hop') res.writeHead(301, { location: '/final' }).end();
    else res.end('<p>final&nbsp;page &amp; more</p><script>x()</script>');
  });
  t.teardown(server.close);
  const page = await safeFetch(`${server.url}/hop`, { allowPrivate: true });
  t.equal(page.url, `${server.url}/final`, 'the final URL is reported (the caller re-checks its site)');
  t.equal(htmlText(page.body), 'final page & more');
  await t.rejects(safeFetch(`${server.url}/to-file`, { allowPrivate: true }), /only http and https/);
  await t.rejects(safeFetch(`${server.url}/loop`, { allowPrivate: true }), /too many redirects/);
});
