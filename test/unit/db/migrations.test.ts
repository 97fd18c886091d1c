import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import t from 'tap';
import { openDatabase, sqliteStore } from '../../../db/client.ts';
import { BatchValuesRepository } from '../../../server/repositories/batch-values.repository.ts';
import { TEST_POSTGRES } from '../../helpers/postgres.ts';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');

/** A database as a version of Fiche with the first `count` migrations left it. */
function databaseAt(count: number, file: string): Database.Database {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-migrations-'));
  fs.cpSync(migrations, folder, { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  fs.rmSync(folder, { recursive: true, force: true });
  return sqlite;
}

t.test('runs finished before values were stored keep their values, as the review grid reads them', { skip: TEST_POSTGRES ? 'SQLite only' : false }, async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-upgrade-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'fiche.db');
  const old = databaseAt(3, file);
  old.prepare("INSERT INTO workspaces (id, name) VALUES ('w', 'W')").run();
  const insertRun = old.prepare("INSERT INTO catalog_batches (id, workspace_id, catalog_config_name, config_snapshot, input_filename, destination, status, nb_products, cost) VALUES (?, 'w', 'c', ?, 'f.csv', '[]', 'done', 2, 4)");
  const asArray = {
    ownFormatMapping: [
      { dest_property: 'Name', batch_action: 'COPY' },
      { dest_property: 'Weight (g)', batch_action: 'EXTRACT' },
      { dest_property: 'Short', batch_action: 'GENERATE' },
    ],
  };
  const keyed = { ownFormatMapping: { Name: { source_column: 'Name', batch_action: 'COPY' }, "L'été": { batch_action: 'EXTRACT' } } };
  insertRun.run('a', JSON.stringify(asArray));
  insertRun.run('k', JSON.stringify(keyed));
  const insertProduct = old.prepare('INSERT INTO batch_products (batch_id, row_index, status, output, error, attempts) VALUES (?, ?, ?, ?, ?, 1)');
  insertProduct.run('a', 0, 'done', JSON.stringify({ Name: 'Oak', 'Weight (g)': 3500, Short: '' }), null);
  insertProduct.run('a', 1, 'failed', null, 'assistant_timeout');
  insertProduct.run('k', 0, 'done', JSON.stringify({ Name: 'Pin', "L'été": 'oui' }), null);
  old.close();

  const db = openDatabase(file);
  t.teardown(() => db.$client.close());
  const values = new BatchValuesRepository(sqliteStore(db));
  t.same(Object.fromEntries(await values.all('a')), {
    0: {
      Name: { value: 'Oak', status: 'ok', source: null, error: null },
      'Weight (g)': { value: 3500, status: 'ok', source: null, error: null },
      Short: { value: null, status: 'empty', source: null, error: null },
    },
    1: {
      Name: { value: null, status: 'failed', source: null, error: 'assistant_timeout' },
      'Weight (g)': { value: null, status: 'failed', source: null, error: 'assistant_timeout' },
      Short: { value: null, status: 'failed', source: null, error: 'assistant_timeout' },
    },
  });
  t.same(Object.fromEntries(await values.all('k')), { 0: { Name: { value: 'Pin', status: 'ok', source: null, error: null }, "L'été": { value: 'oui', status: 'ok', source: null, error: null } } }, 'a keyed template too, quotes in names included');
  const columns = db.$client.prepare('SELECT name FROM pragma_table_info(?)').all('batch_products') as { name: string }[];
  t.notOk(
    columns.some((column) => column.name === 'output'),
    'the old column is gone',
  );
});
