import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

const BOUNDARY = 'fiche-slow-client';

/**
 * A client that starts a multipart upload and then sends `trickle` bytes every `everyMs` (never,
 * when 0) without ever finishing the body. Resolves with the answer the server gives, if any.
 */
function slowUpload(url: string, token: string, opts: { path: string; trickle?: number; everyMs?: number }) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\nContent-Type: text/csv\r\n\r\nName,Price\r\n`;
  const req = http.request(`${url}${opts.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(1024 * 1024) },
  });
  req.write(head);
  const timer = opts.everyMs ? setInterval(() => req.write('a'.repeat(opts.trickle ?? 1)), opts.everyMs) : undefined;
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
  });
  return {
    answer: answer.finally(() => clearInterval(timer)),
    abort: () => {
      clearInterval(timer);
      req.destroy();
    },
  };
}

t.test('slow uploads: each workspace has its own slots, and a stalled or trickling body is stopped', async (t) => {
  const server = await startServer(t, { env: { UPLOAD_IDLE_SECONDS: '2', UPLOAD_BODY_SECONDS: '5' } });
  const a = await signedIn(server.url, await server.addUser('slow@example.com'));
  const b = await signedIn(server.url, await server.addUser('other@example.com'));

  // Workspace A's four slots held by clients that stopped sending.
  const stalled = ['/api/file/my_drive', '/api/file/my_drive', '/api/assistant/list_fields', '/api/file/my_drive'].map((route) => slowUpload(server.url, a.tokens.access_token, { path: route }));
  t.teardown(() => {
    for (const upload of stalled) upload.abort();
  });
  await new Promise((resolve) => setTimeout(resolve, 500));

  const fifth = await a.upload('/api/file/my_drive', fileForm('fifth.csv', productCsv(2)));
  t.equal(fifth.status, 429, "A's fifth upload is refused");
  t.equal(fifth.body.detail.error_code, 'too_many_requests');
  const other = await b.upload('/api/file/my_drive', fileForm('other.csv', productCsv(2)));
  t.equal(other.status, 200, 'workspace B uploads while A is stuck');

  // No byte for 2 s: each stalled upload is answered 408 and its slot given back.
  const answers = await Promise.all(stalled.map((upload) => upload.answer));
  for (const answer of answers) {
    t.equal(answer.status, 408);
    t.equal(answer.body.detail.error_code, 'upload_timeout');
    t.equal(answer.body.detail.error_message, 'The upload was too slow and has been stopped. Please send the file again.');
  }
  const again = await a.upload('/api/file/my_drive', fileForm('again.csv', productCsv(2)));
  t.equal(again.status, 200, 'A uploads again once its slots are free');

  // A client sending a byte every 500 ms never pauses 2 s, but the whole body is capped at 5 s.
  const started = performance.now();
  const trickling = slowUpload(server.url, a.tokens.access_token, { path: '/api/file/my_drive', trickle: 1, everyMs: 500 });
  t.teardown(trickling.abort);
  const trickled = await trickling.answer;
  const seconds = (performance.now() - started) / 1000;
  t.equal(trickled.body.detail.error_code, 'upload_timeout', `a trickling body is stopped (after ${seconds.toFixed(1)} s)`);
  t.ok(seconds >= 4.5, 'not before the body limit');

  const me = await a.get('/api/auth/me');
  const folder = path.join(server.dataDir, 'files', me.body.workspace.id);
  const names = fs.readdirSync(folder);
  t.notOk(
    names.some((name) => name.endsWith('.part')),
    'no partial file is left behind',
  );
  t.equal(names.length, 1, 'only the complete upload is stored');
  t.equal((await a.get('/api/healthcheck')).status, 200);
});
