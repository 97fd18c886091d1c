import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type pg from 'pg';

/** How much of a shared file one query reads while it is streamed. */
const STREAM_SLICE = 1 << 20;

/**
 * Files every process must reach (uploads, output files, profile pictures), kept under DATA_DIR in
 * each process. With one process they simply are there. In cluster mode PostgreSQL holds the shared
 * copy (a bytea row by path below DATA_DIR: files are at most a few megabytes, and one backup then
 * holds everything); a process publishes what it writes and fetches what another wrote, on first use.
 */
export interface SharedFiles {
  /** Makes DATA_DIR/<file> present here, fetched once (uploads and pictures are never rewritten); false when no process has it. */
  fetch(file: string): Promise<boolean>;
  /** DATA_DIR/<file> as any process last wrote it (output files are rewritten after an edit), read as it is sent; null when there is none. */
  open(file: string): Promise<Readable | null>;
  /** Shares DATA_DIR/<file>, just written here, with the other processes. */
  publish(file: string): Promise<void>;
  /** Forgets DATA_DIR/<file>, or every file below it when it is a folder. */
  remove(file: string): Promise<void>;
}

/** One process: DATA_DIR is the only copy. */
export function localFiles(dataDir: string): SharedFiles {
  return {
    fetch: async (file) => fs.existsSync(path.join(dataDir, file)),
    open: async (file) => openLocal(path.join(dataDir, file)),
    publish: async () => {},
    remove: async () => {},
  };
}

/** Cluster mode: the shared copy in PostgreSQL's `shared_files`. */
export function postgresFiles(dataDir: string, pool: pg.Pool): SharedFiles {
  return {
    async fetch(file) {
      const local = path.join(dataDir, file);
      if (fs.existsSync(local)) return true;
      const { rows } = await pool.query<{ content: Buffer }>('select content from shared_files where path = $1', [file]);
      if (rows.length === 0) return fs.existsSync(local);
      fs.mkdirSync(path.dirname(local), { recursive: true, mode: 0o700 });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${local}.${process.pid}.fetch`;
      fs.writeFileSync(partial, rows[0].content, { mode: 0o600 });
      fs.renameSync(partial, local);
      return true;
    },
    async open(file) {
      const { rows } = await pool.query<{ size: number; version: string }>('select octet_length(content) as size, updated_at::text as version from shared_files where path = $1', [file]);
      const [found] = rows;
      return found ? Readable.from(slicesOf(pool, file, found)) : openLocal(path.join(dataDir, file));
    },
    async publish(file) {
      const content = await fs.promises.readFile(path.join(dataDir, file));
      await pool.query('insert into shared_files (path, content) values ($1, $2) on conflict (path) do update set content = excluded.content, updated_at = now()', [file, content]);
    },
    async remove(file) {
      await pool.query("delete from shared_files where path = $1 or path like $2 escape '\\'", [file, `${file.replace(/[\\%_]/g, '\\$&')}/%`]);
    },
  };
}

function openLocal(location: string): Readable | null {
  return fs.existsSync(location) ? fs.createReadStream(location) : null;
}

/** A shared file's bytes, a slice a query, all of the version first seen (a file rewritten meanwhile ends the stream in error). */
async function* slicesOf(pool: pg.Pool, file: string, { size, version }: { size: number; version: string }): AsyncGenerator<Buffer> {
  for (let from = 0; from < size; from += STREAM_SLICE) {
    const { rows } = await pool.query<{ part: Buffer }>('select substring(content from $2 for $3) as part from shared_files where path = $1 and updated_at::text = $4', [file, from + 1, STREAM_SLICE, version]);
    if (!rows[0]) throw new Error(`${file} changed while it was read`);
    yield rows[0].part;
  }
}
