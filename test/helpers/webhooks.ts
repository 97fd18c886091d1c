import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { csv } from '../fixtures/products.ts';
import { type Api, fileForm } from '../fixtures/upload.ts';

/**
 * A webhook receiver on a loopback port (so the server needs ALLOW_PRIVATE_FETCH) that checks
 * signatures as a user's server would (`valid`: with `secretOf()` when it arrived; `signedWith`: with
 * any other), answers 204, and fails its first `failures` deliveries (503).
 */
export async function webhookReceiver(secretOf: () => string, failures = 0) {
  const received: { event: string; body: Record<string, unknown>; valid: boolean; signedWith: (secret: string) => boolean }[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls++;
      const header = String(req.headers['fiche-signature'] ?? '');
      const [, seconds, hex] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
      const signedWith = (secret: string) => hex !== undefined && timingSafeEqual(Buffer.from(hex, 'hex'), createHmac('sha256', secret).update(`${seconds}.${raw}`).digest()) && Math.abs(Date.now() / 1000 - Number(seconds)) < 300;
      if (calls <= failures) {
        res.writeHead(503).end();
        return;
      }
      received.push({ event: String(req.headers['fiche-event']), body: JSON.parse(raw), valid: signedWith(secretOf()), signedWith });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/fiche`, received, calls: () => calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Waits until `done` holds (checked every 20 ms), or `timeoutMs` has passed. */
export async function until(done: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * A two-product file and a template that only copies its Name column, so its runs need no assistant;
 * answers a function that starts one (`extra`: sample_size, say) and gives the start's answer.
 */
export async function copyOnlyRuns(api: Api) {
  const upload = await api.upload('/api/file/my_drive', fileForm('chairs.csv', csv([['Name'], ['Oak chair'], ['Pine chair']])));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Hooked',
    about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
    ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'] },
  });
  return (extra: Record<string, unknown> = {}) => api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format', value: null }], ...extra });
}
