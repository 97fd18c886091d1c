import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { accessToken, BENCH_PASSWORD } from '../../bench/lib.ts';
import { files as fileRows } from '../../db/schema.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/files.ts';
import { csvOfSize } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { childDatabase, sqliteIntegrity } from '../helpers/child-database.ts';
import { TEST_POSTGRES } from '../helpers/postgres.ts';
import { freePort, SERVER_ARGV, waitForHealthy } from '../helpers/process.ts';

/**
 * Fiche as a child process on a given DATA_DIR (and database, `databaseEnv`), so that it can be
 * killed with SIGKILL and started again.
 */
async function fiche(dataDir: string, databaseEnv: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_ARGV, {
    env: { ...process.env, ...databaseEnv, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', WORKERS: '1', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: BENCH_PASSWORD },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url);
  return { url, child };
}

function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** Every file under DATA_DIR/files, as workspace/name. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile());
}

t.test('kill -9 during an upload: after restart no row points to a missing file and no partial file is left', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-crash-'));
  const database = await childDatabase(t);
  let server = await fiche(dataDir, database.env);
  t.teardown(async () => {
    await killed(server.child, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const token = await accessToken(server.url);
  const done = await fetch(`${server.url}/api/file/my_drive`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: fileForm('kept.csv', csvOfSize(20_000)) });
  t.equal(done.status, 200, 'a finished upload before the crash');

  // A multipart body sent slowly: half of it, then nothing until the server is killed.
  const boundary = 'fiche-crash-boundary';
  const body = csvOfSize(4 * 1024 * 1024);
  const { port } = new URL(server.url);
  const upload = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/file/my_drive', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  upload.on('error', () => {});
  upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  upload.write(body.subarray(0, body.length / 2));
  for (let i = 0; i < 200 && !storedFiles(dataDir).some((name) => name.endsWith('.part')); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  t.ok(
    storedFiles(dataDir).some((name) => name.endsWith('.part')),
    'the upload is being written when the server is killed',
  );
  await killed(server.child, 'SIGKILL');
  upload.destroy();

  server = await fiche(dataDir, database.env);
  const files = storedFiles(dataDir);
  t.same(
    files.filter((name) => name.endsWith('.part')),
    [],
    'no partial file after restart',
  );
  const store = await database.open(dataDir);
  const rows = await store.run((db) => db.select({ ws: fileRows.workspaceId, name: fileRows.storedName }).from(fileRows));
  await t.test('the SQLite file is intact', { skip: TEST_POSTGRES ? 'SQLite only' : false }, async (t) => {
    t.equal(sqliteIntegrity(dataDir), 'ok');
  });
  t.equal(rows.length, 1, 'the finished upload is still recorded');
  for (const row of rows) t.ok(fs.existsSync(path.join(dataDir, 'files', row.ws, row.name)), `${row.name} exists`);
  t.equal(files.length, rows.length, 'every stored file has its row');

  const again = await accessToken(server.url);
  const analysis = await fetch(`${server.url}/api/assistant/analyze`, {
    method: 'POST',
    headers: { authorization: `Bearer ${again}`, 'content-type': 'application/json' },
    body: JSON.stringify({ input: rows[0]?.name }),
  });
  t.equal(analysis.status, 200, 'the file kept from before the crash is analysed after restart');
});

t.test('12 parallel 5 MB CSV uploads and analyses: each 200 or 429, never 5xx, server RSS under 1 GB', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-load-'));
  const server = await fiche(dataDir, (await childDatabase(t)).env);
  t.teardown(async () => {
    await killed(server.child, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const pid = server.child.pid as number;
  const headers = { authorization: `Bearer ${await accessToken(server.url)}` };
  const file = csvOfSize(MAX_UPLOAD_BYTES - 1024);
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const statuses = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const upload = await fetch(`${server.url}/api/file/my_drive`, { method: 'POST', headers, body: fileForm(`load-${i}.csv`, file) });
      const stored = (await upload.json()) as { name?: string };
      if (upload.status !== 200) return `upload ${upload.status}`;
      const analysis = await fetch(`${server.url}/api/assistant/analyze`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ input: stored.name }),
      });
      await analysis.arrayBuffer();
      return `analysis ${analysis.status}`;
    }),
  );
  clearInterval(sampler);
  t.comment(`statuses: ${statuses.join(', ')}; peak RSS ${Math.round(peak)} MB`);
  for (const status of statuses) t.match(status, /^(upload|analysis) (200|429)$/);
  t.ok(
    statuses.some((status) => status === 'analysis 200'),
    'some analyses complete',
  );
  t.ok(peak < 1024, `peak RSS ${Math.round(peak)} MB < 1 GB`);
  t.equal((await fetch(`${server.url}/api/healthcheck`)).status, 200, 'the server still answers');
});
