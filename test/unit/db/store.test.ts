import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import t from 'tap';
import { type Db, sqliteDriver } from '../../../db/client.ts';
import { Store } from '../../../db/store.ts';

// One SQLite connection shared by concurrent async work: a transaction that waits mid-way is never
// joined by another request's statements, rolls back alone, and calls made inside a unit of work
// never wait for themselves.

function memoryStore() {
  const sqlite = new Database(':memory:');
  sqlite.exec('CREATE TABLE notes (text TEXT NOT NULL)');
  const db = drizzle(sqlite) as unknown as Db;
  const store = new Store(sqliteDriver(db));
  const insert = (text: string) => store.run((conn) => conn.$client.prepare('INSERT INTO notes VALUES (?)').run(text));
  const notes = () => (sqlite.prepare('SELECT text FROM notes ORDER BY rowid').all() as { text: string }[]).map((row) => row.text);
  return { store, insert, notes };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

t.test('a transaction that waits mid-way is not joined by other work, and rolls back alone', async (t) => {
  const { store, insert, notes } = memoryStore();
  const failing = store.transaction(async () => {
    await insert('inside');
    await tick();
    throw new Error('changed my mind');
  });
  await tick(1);
  const outside = insert('outside');
  await t.rejects(failing, { message: 'changed my mind' });
  await outside;
  t.same(notes(), ['outside'], "the other request's row waited for the rollback and was kept");
});

t.test('work inside a unit of work runs on it at once', async (t) => {
  const { store, insert, notes } = memoryStore();
  await store.run(async () => {
    await insert('a');
    await store.transaction(async () => {
      await insert('b');
      await store.transaction(async () => insert('c'));
      t.same(notes(), ['a', 'b', 'c'], 'a nested transaction joins the outer one');
    });
  });
  t.same(notes(), ['a', 'b', 'c']);
});

t.test('a promise left running by finished work queues like anyone', async (t) => {
  const { store, insert, notes } = memoryStore();
  let leaked: Promise<unknown> = Promise.resolve();
  await store.run(async () => {
    leaked = tick(10).then(() => insert('late'));
  });
  const holding = store.transaction(async () => {
    await insert('first');
    await tick(30);
    await insert('second');
  });
  await Promise.all([leaked, holding]);
  t.same(notes(), ['first', 'second', 'late'], 'the late insert waited for the transaction');
});

t.test('units of work run in the order they came', async (t) => {
  const { store, insert, notes } = memoryStore();
  await Promise.all(
    ['1', '2', '3', '4'].map((text, i) =>
      store.transaction(async () => {
        await tick(i === 0 ? 15 : 0);
        await insert(text);
      }),
    ),
  );
  t.same(notes(), ['1', '2', '3', '4']);
});

t.test('a request’s units go before those of work in the background, which keep their order', async (t) => {
  const { store, insert, notes } = memoryStore();
  // The transaction holds the store until both the run's units and the request's wait behind it, however slow the machine.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = store.transaction(async () => {
    await insert('first');
    await released;
  });
  await tick(1);
  const run = store.background(() => Promise.all(['run 1', 'run 2'].map((text) => insert(text))));
  await tick(1);
  const request = insert('request');
  await tick(1);
  release();
  await Promise.all([holding, run, request]);
  t.same(notes(), ['first', 'request', 'run 1', 'run 2'], 'the request came last and went before the run');
});
