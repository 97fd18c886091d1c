import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The output files' temporary names (workers/write-outputs.ts writes each under its name and this
 * suffix, then renames it). A write whose thread is killed (a timeout, memory) never reaches its own
 * cleanup: its caller removes them, and the server's start sweeps those left by a process that died.
 */
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

export const temporarySuffix = (): string => `.${randomBytes(6).toString('hex')}.tmp`;

/** Removes a write's temporary files from a run's folder. */
export async function removeTemporary(dir: string, suffix: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.endsWith(suffix)).map((name) => fs.rm(path.join(dir, name), { force: true })));
}

/**
 * Removes the temporary output files under `resultsRoot` (one folder per run) older than `olderThanMs`:
 * those of another process still writing (a shared folder) are younger. Answers how many went.
 */
export async function sweepTemporary(resultsRoot: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const runs = await fs.readdir(resultsRoot, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const run of runs) {
    if (!run.isDirectory()) continue;
    const dir = path.join(resultsRoot, run.name);
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!TEMPORARY.test(name)) continue;
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat || now - stat.mtimeMs < olderThanMs) continue;
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
