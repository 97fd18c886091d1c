import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often the write-ahead log is copied back, when the database changed since. */
const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * SQLite's write-ahead log copied back into the database file by the worker pool: a checkpoint
 * copies megabytes and syncs them to disk, and on the server's own connection (SQLite's default,
 * once the log passes 4 MB) it would hold the event loop for tens of milliseconds in the middle of
 * a commit. Nothing to do on PostgreSQL.
 */
export default fp(
  async function checkpointsPlugin(app: FastifyInstance) {
    const { sqlite, pool, log } = app;
    if (!sqlite) return;
    sqlite.pragma('wal_autocheckpoint = 0');
    const changes = sqlite.prepare('select total_changes()').pluck();
    let copied = changes.get();
    /** The copy under way, if any. */
    let copying: Promise<unknown> | undefined;
    const checkpoint = async () => {
      const now = changes.get();
      if (copying || now === copied) return;
      try {
        copying = pool.run('checkpoint-wal', { file: sqlite.name }, { owner: 'checkpoints' });
        await copying;
        copied = now;
      } catch (error) {
        log.warn({ err: error }, 'the database log could not be copied back; trying again');
      } finally {
        copying = undefined;
      }
    };
    const timer = setInterval(() => void checkpoint(), CHECKPOINT_INTERVAL_MS);
    timer.unref();
    // Registered after the pool: this runs before the pool is destroyed, and waits for a copy under way
    // (destroyed under it, it would fail); closing the database copies the rest.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await copying?.catch(() => {});
    });
  },
  { name: 'checkpoints', dependencies: ['db', 'pool'] },
);
