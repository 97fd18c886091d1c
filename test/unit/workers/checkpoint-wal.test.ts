import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import t, { type Test } from 'tap';
import checkpointsPlugin from '../../../server/plugins/checkpoints.ts';
import checkpointWal from '../../../workers/checkpoint-wal.ts';

function database(t: Test) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-wal-'));
  const db = new Database(path.join(dir, 'fiche.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('create table notes (text text)');
  t.teardown(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

/** The checkpoints plugin on `db`, its pool running `run`; `destroyed` is told when the pool would be destroyed (the app closing). */
async function checkpointing(db: Database.Database, run: (job: string, input: { file: string }) => Promise<unknown>, destroyed: () => void = () => {}) {
  const app = Fastify();
  app.register(
    fp(
      async (app) => {
        app.decorate('sqlite', db);
        app.decorate('pool', { run } as never);
        app.addHook('onClose', async () => destroyed());
      },
      { name: 'db', dependencies: [] },
    ),
  );
  app.register(fp(async () => {}, { name: 'pool' }));
  app.register(checkpointsPlugin);
  await app.ready();
  return app;
}

t.test('the log is copied back into the database file by another connection', async (t) => {
  const db = database(t);
  const insert = db.prepare('insert into notes values (?)');
  for (let i = 0; i < 2000; i++) insert.run('x'.repeat(200));
  const copied = checkpointWal({ file: db.name });
  t.ok(copied.log > 0, `${copied.log} frames in the log`);
  t.equal(copied.checkpointed, copied.log, 'all of them copied back');
});

t.test('the server checkpoints in the pool, only after the database changed, never on its own connection', async (t) => {
  const db = database(t);
  const asked: string[] = [];
  const app = await checkpointing(db, async (_job, input) => asked.push(input.file));
  t.teardown(() => app.close());
  t.equal(db.pragma('wal_autocheckpoint', { simple: true }), 0, 'the server’s connection does not checkpoint');
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  t.same(asked, [], 'nothing changed, nothing copied');
  db.prepare('insert into notes values (?)').run('a note');
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  t.same(asked, [db.name], 'a change, one checkpoint');
});

t.test('closing the server waits for a copy under way, so the pool is not destroyed under it', async (t) => {
  const db = database(t);
  const events: string[] = [];
  const warnings: string[] = [];
  // A copy that takes half a second; once the pool is gone, a copy fails as Piscina's does.
  let destroyed = false;
  const run = async () => {
    events.push('copy started');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (destroyed) throw new Error('Terminating worker thread');
    events.push('copy done');
  };
  const app = await checkpointing(db, run, () => {
    destroyed = true;
    events.push('pool destroyed');
  });
  app.log.warn = ((_: unknown, message: string) => warnings.push(message)) as never;
  db.prepare('insert into notes values (?)').run('a note');
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  t.same(events, ['copy started'], 'a copy under way');
  await app.close();
  t.same(events, ['copy started', 'copy done', 'pool destroyed']);
  t.same(warnings, [], 'no copy failed');
});
