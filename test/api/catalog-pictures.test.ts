import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { csv, ean13 } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

t.test('the PDF catalogue shows each product picture the server could fetch, and skips the others silently', async (t) => {
  const asked: string[] = [];
  const pictures = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/chair.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    // Said to be a PNG, but a web page: refused by its first bytes.
    if (req.url === '/page.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  t.teardown(() => pictures.close());
  const base = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;

  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' } });
  const api = await signedIn(server.url, server.admin);

  const run = async (label: string, images: string[]) => {
    const rows = images.map((image, i) => [ean13(i + 1), `Chair ${i + 1}`, image]);
    const upload = await api.upload('/api/file/my_drive', fileForm(`${label}.csv`, csv([['EAN', 'Product name', 'Image URL'], ...rows])));
    const created = await api.send('POST', '/api/catalog/config', {
      label,
      about: { identifiers: ['EAN'], contents: ['Product name'], attributes: [], categories: [], price: [], others: ['Image URL'] },
      ownFormatMapping: [
        { source_column: 'Product name', dest_property: 'Name', batch_action: 'COPY' },
        { source_column: 'Image URL', dest_property: 'Photo', batch_action: 'COPY' },
      ],
      source_fields: { product_name: ['Product name'], public_identifiers: ['EAN'], binaries_or_urls: ['Image URL'] },
    });
    const started = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: created.body.name,
      input_filename: upload.body.name,
      destination: [{ type: 'own_format', value: null }],
    });
    await server.app.batchRunner.idle();
    const done = (await api.get(`/api/catalog/batch/poll/${started.body.id}`)).body;
    t.equal(done.status, 'done', `${label}: the run is done`);
    const pdf = done.results.find((result: { content_type: string }) => result.content_type === 'application/pdf');
    const response = await fetch(`${server.url}/api/file/results?catalog_id=${started.body.id}&file_name=${encodeURIComponent(pdf.name)}`, {
      headers: { authorization: `Bearer ${api.tokens.access_token}` },
    });
    return Buffer.from(await response.arrayBuffer()).toString('latin1');
  };

  const withPicture = await run('With pictures', [`${base}/chair.png`, `${base}/page.png`, `${base}/missing.png`]);
  t.match(withPicture, '/Subtype /Image', 'the PNG is embedded in the PDF');
  t.same(asked.sort(), ['/chair.png', '/missing.png', '/page.png'], 'each address fetched once');

  const without = await run('Without pictures', [`${base}/page.png`, `${base}/missing.png`, 'not an address']);
  t.notMatch(without, '/Subtype /Image', 'a page and a 404 give no picture, and no error');

  // A picture host that takes connections and never answers (an offline server sees the same).
  const connections: net.Socket[] = [];
  const silent = net.createServer((socket) => connections.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    for (const socket of connections) socket.destroy();
    silent.close();
  });
  const silentBase = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const started = performance.now();
  const stalled = await run(
    'Silent host',
    Array.from({ length: 60 }, (_, i) => `${silentBase}/p${i}.png`),
  );
  const seconds = (performance.now() - started) / 1000;
  t.notMatch(stalled, '/Subtype /Image');
  t.ok(connections.length <= 6, `the silent host is given up after a few tries (${connections.length} of 60 asked)`);
  t.ok(seconds < 20, `the run is not held by 60 picture timeouts (${seconds.toFixed(1)} s)`);
});
