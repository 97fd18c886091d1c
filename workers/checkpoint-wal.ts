import Database from 'better-sqlite3';

export interface CheckpointTask {
  /** The SQLite file whose write-ahead log is copied back into it. */
  file: string;
}

/** Frames in the log, and how many of them are now in the database file (docs: PRAGMA wal_checkpoint). */
export interface CheckpointResult {
  log: number;
  checkpointed: number;
}

/** A connection of this thread's own per file, opened on its first checkpoint. */
const connections = new Map<string, Database.Database>();

/**
 * Copies what the log holds back into the database file, without waiting for anyone (PASSIVE): the
 * server's own connection never checkpoints, since a checkpoint copies megabytes and syncs them to
 * disk, holding the event loop for tens of milliseconds.
 */
export default function checkpointWal({ file }: CheckpointTask): CheckpointResult {
  let db = connections.get(file);
  if (!db) {
    db = new Database(file, { fileMustExist: true });
    connections.set(file, db);
  }
  const [result] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
  return { log: result?.log ?? 0, checkpointed: result?.checkpointed ?? 0 };
}
