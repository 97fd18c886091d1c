import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { login } from '../helpers/api.ts';
import { childDatabase } from '../helpers/child-database.ts';
import { freePort, SERVER_ARGV, waitForHealthy } from '../helpers/process.ts';

t.test('the first start prints the administrator and a generated password on lines of their own', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-first-'));
  const port = await freePort();
  const database = await childDatabase(t);
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...env } = process.env;
  const child = spawn(process.execPath, SERVER_ARGV, {
    env: { ...env, ...database.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  t.teardown(async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url);
  const lines = stdout.split('\n');
  t.ok(lines.includes('Admin e-mail: admin@localhost'), 'the e-mail alone on its line');
  const password = lines.find((line) => line.startsWith('Admin password: '))?.slice('Admin password: '.length) ?? '';
  t.match(password, /^[\w-]{16}$/, 'the password alone on its line');
  const tokens = await login(url, { email: 'admin@localhost', password });
  t.ok(tokens.access_token, 'and it signs in');
});
