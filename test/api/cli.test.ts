import path from 'node:path';
import Database from 'better-sqlite3';
import t from 'tap';
import { login, request, signedIn } from '../helpers/api.ts';
import { cli } from '../helpers/cli.ts';
import { TEST_POSTGRES } from '../helpers/postgres.ts';
import { startServer } from '../helpers/server.ts';

// The backup command and the --create guard are about the SQLite file; on PostgreSQL backups are pg_dump's.
const sqliteOnly = { skip: TEST_POSTGRES ? 'SQLite only' : false };

t.test('operators add users and change passwords while the server runs', async (t) => {
  const server = await startServer(t);

  const added = await cli(server.dataDir, 'user:add', '--email', 'Grace@Example.com', '--password', 'hopper-1906', '--workspace', 'Navy');
  t.equal(added.code, 0, added.stderr);
  t.match(added.stdout, 'Created user grace@example.com in workspace Navy');
  await login(server.url, { email: 'grace@example.com', password: 'hopper-1906' });

  const listed = await cli(server.dataDir, 'user:list');
  t.match(listed.stdout, /grace@example\.com\tNavy/);

  const changed = await cli(server.dataDir, 'user:passwd', '--email', 'grace@example.com', '--password', 'cobol-1959');
  t.equal(changed.code, 0);
  await t.rejects(login(server.url, { email: 'grace@example.com', password: 'hopper-1906' }));
  await login(server.url, { email: 'grace@example.com', password: 'cobol-1959' });
});

t.test("operators list and revoke API keys; user:passwd revokes the user's keys with their sessions", async (t) => {
  const server = await startServer(t);
  const grace = await server.addUser('grace@example.com', 'Navy');
  const client = await signedIn(server.url, grace);
  const makeKey = async (name: string) => (await client.send('POST', '/api/auth/api-keys', { name })).body as { id: string; prefix: string; key: string };
  const status = async (key: string) => (await request(`${server.url}/api/auth/me`, { token: key })).status;
  const nightly = await makeKey('PIM nightly');

  const listed = await cli(server.dataDir, 'apikey:list');
  t.equal(listed.code, 0, listed.stderr);
  t.match(listed.stdout, /^Prefix\tName\tWorkspace\tOwner\tCreated\tLast used\tId$/m);
  const row = listed.stdout
    .split('\n')
    .find((line) => line.startsWith(nightly.prefix))
    ?.split('\t');
  t.match(row, [nightly.prefix, 'PIM nightly', 'Navy', 'grace@example.com', /^\d{4}-\d\d-\d\d/, 'never', nightly.id]);

  const revoked = await cli(server.dataDir, 'apikey:revoke', nightly.prefix);
  t.equal(revoked.code, 0, revoked.stderr);
  t.match(revoked.stdout, `Revoked API key ${nightly.prefix} "PIM nightly" of grace@example.com`);
  t.equal(await status(nightly.key), 401, 'refused at once');
  const again = await cli(server.dataDir, 'apikey:revoke', nightly.id);
  t.equal(again.code, 1);
  t.match(again.stderr, 'no active API key');

  const backup = await makeKey('backup script');
  t.equal(await status(backup.key), 200);
  const changed = await cli(server.dataDir, 'user:passwd', '--email', grace.email, '--password', 'cobol-1959');
  t.equal(changed.code, 0, changed.stderr);
  t.match(changed.stdout, 'their sessions are signed out and 1 API key revoked');
  t.equal(await status(backup.key), 401, 'the key is signed out too');
  t.equal(await status(client.tokens.access_token), 401, 'and the session');
});

t.test('bad input exits non-zero with a clear message', async (t) => {
  const server = await startServer(t);
  const duplicate = await cli(server.dataDir, 'user:add', '--email', server.admin.email, '--password', 'whatever-long');
  t.equal(duplicate.code, 1);
  t.match(duplicate.stderr, 'already exists');
  const missing = await cli(server.dataDir, 'user:add', '--email', 'x@example.com');
  t.equal(missing.code, 1);
  t.match(missing.stderr, '--password is required');
  const unknown = await cli(server.dataDir, 'frobnicate');
  t.equal(unknown.code, 1);
  t.match(unknown.stderr, 'unknown command');
});

t.test('an online backup taken while the server runs is sound and boots the app', sqliteOnly, async (t) => {
  const server = await startServer(t);
  const file = path.join(server.dataDir, 'backup.db');
  const backup = await cli(server.dataDir, 'backup', file);
  t.equal(backup.code, 0, backup.stderr);
  t.match(backup.stdout, /integrity check: ok/);
  const { statSync, readdirSync } = await import('node:fs');
  t.equal(statSync(file).mode & 0o777, 0o600, 'readable by its owner only');
  t.notOk(
    readdirSync(server.dataDir).some((name) => name.includes('.tmp')),
    'no temporary file left, nor its -wal or -shm',
  );
  t.notOk(
    readdirSync(server.dataDir).some((name) => name.startsWith('backup.db-')),
    'the backup is one file',
  );
  t.equal(statSync(path.join(server.dataDir, 'fiche.db')).mode & 0o777, 0o600, 'the database itself is its owner’s only');

  const copy = new Database(file, { readonly: true });
  t.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
  copy.close();

  const restoredDir = path.join(server.dataDir, 'restored');
  const { mkdirSync, copyFileSync } = await import('node:fs');
  mkdirSync(restoredDir);
  copyFileSync(file, path.join(restoredDir, 'fiche.db'));
  copyFileSync(path.join(server.dataDir, 'jwt-secret'), path.join(restoredDir, 'jwt-secret'));
  const restored = await startServer(t, { dataDir: restoredDir });
  await login(restored.url, server.admin);
});

t.test('a DATA_DIR without a database is refused unless --create is given', sqliteOnly, async (t) => {
  const { mkdtempSync, existsSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const empty = mkdtempSync(path.join(tmpdir(), 'fiche-nodb-'));
  t.teardown(() => rmSync(empty, { recursive: true, force: true }));
  const refused = await cli(empty, 'user:list');
  t.equal(refused.code, 1);
  t.match(refused.stderr, /no database at .*fiche\.db: check DATA_DIR, or add --create/);
  t.notOk(existsSync(path.join(empty, 'fiche.db')), 'nothing created');
  const created = await cli(empty, 'workspace:add', 'Shop', '--create');
  t.equal(created.code, 0, created.stderr);
  t.ok(existsSync(path.join(empty, 'fiche.db')));
  t.equal((await cli(empty, 'user:list')).code, 0, 'and afterwards it is found');
});
