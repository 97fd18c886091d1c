import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';

// The migrations of both databases hold the whole of db/schema.ts: drizzle-kit, asked to generate
// from the schema against a copy of them, finds nothing to add. A schema change without its
// migration (SQLite) or without regenerating the derived PostgreSQL tables fails here.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

for (const { dialect, schema, migrations } of [
  { dialect: 'sqlite', schema: 'db/schema.ts', migrations: 'db/migrations' },
  { dialect: 'postgresql', schema: 'db/schema.pg.ts', migrations: 'db/migrations-pg' },
]) {
  t.test(`${migrations} is up to date with the schema`, async (t) => {
    const dir = t.testdir();
    const out = path.join(dir, 'migrations');
    fs.cpSync(path.join(root, migrations), out, { recursive: true });
    const config = path.join(dir, 'drizzle.config.json');
    // drizzle-kit reads `out` relative to where it runs.
    fs.writeFileSync(config, JSON.stringify({ dialect, schema: path.join(root, schema), out: './migrations' }));
    const before = fs.readdirSync(out).filter((name) => name.endsWith('.sql'));
    const { stdout, stderr } = await run(path.join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], { cwd: dir });
    t.equal(stderr, '', 'drizzle-kit read the migrations and the schema');
    t.match(stdout, 'No schema changes, nothing to migrate');
    t.same(
      fs.readdirSync(out).filter((name) => name.endsWith('.sql')),
      before,
      'no migration to add',
    );
  });
}
