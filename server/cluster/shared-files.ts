import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * Files every process must reach (uploads, output files, profile pictures), kept under DATA_DIR in
 * each process. With one process they simply are there. In cluster mode PostgreSQL holds the shared
 * copy (a bytea row by path below DATA_DIR: files are at most a few megabytes, and one backup then
 * holds everything); a process publishes what it writes and fetches what another wrote, on first use.
 */
export interface SharedFiles {
  /**
   * Makes DATA_DIR/<file> present here; false when no process has it. Files named once (uploads,
   * pictures) are fetched once; `fresh` ones (output files, rewritten after an edit) every time.
   */
  fetch(file: string, options?: { fresh?: boolean }): Promise<boolean>;
  /** Shares DATA_DIR/<file>, just written here, with the other processes. */
  publish(file: string): Promise<void>;
  /** Forgets DATA_DIR/<file>, or every file below it when it is a folder. */
  remove(file: string): Promise<void>;
}

/** One process: DATA_DIR is the only copy. */
export function localFiles(dataDir: string): SharedFiles {
  return {
    fetch: async (file) => fs.existsSync(path.join(dataDir, file)),
    publish: async () => {},
    remove: async () => {},
  };
}

/** Cluster mode: the shared copy in PostgreSQL's `shared_files`. */
export function postgresFiles(dataDir: string, pool: pg.Pool): SharedFiles {
  return {
    async fetch(file, options = {}) {
      const local = path.join(dataDir, file);
      if (!options.fresh && fs.existsSync(local)) return true;
      const { rows } = await pool.query<{ content: Buffer }>('select content from shared_files where path = $1', [file]);
      if (rows.length === 0) return fs.existsSync(local);
      fs.mkdirSync(path.dirname(local), { recursive: true, mode: 0o700 });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${local}.${process.pid}.fetch`;
      fs.writeFileSync(partial, rows[0].content, { mode: 0o600 });
      fs.renameSync(partial, local);
      return true;
    },
    async publish(file) {
      const content = await fs.promises.readFile(path.join(dataDir, file));
      await pool.query(
        'insert into shared_files (path, content) values ($1, $2) on conflict (path) do update set content = excluded.content, updated_at = now()',
        [file, content],
      );
    },
    async remove(file) {
      await pool.query("delete from shared_files where path = $1 or path like $2 escape '\\'", [file, `${file.replace(/[\\%_]/g, '\\$&')}/%`]);
    },
  };
}
