import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Password of the admin a spawned server creates on its first start (ADMIN_EMAIL=admin@example.com). */
export const SPAWN_ADMIN = { email: 'admin@example.com', password: 'spawned admin password 1234' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/healthcheck`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

export interface SpawnedServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** SIGKILL: no shutdown hook runs (a crash). */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (the graceful stop). */
  stop(): Promise<void>;
}

/** The server's node arguments, as `npm start` and the image's CMD give them (test/unit/deploy/dockerfile.test.ts). */
export const SERVER_ARGV = ['--max-semi-space-size=64', '--import', 'tsx', 'server/main.ts'];

/**
 * Fiche as a separate process (`node … server/main.ts`, as in production) on `dataDir`
 * (a fresh temporary one unless given, so a restart can reuse the previous one). The caller removes
 * the directory.
 */
export async function spawnServer(opts: { dataDir?: string; env?: Record<string, string> } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const spawned = spawnFiche({ ...opts, env: { PORT: String(port), ...opts.env } });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(url);
  } catch (error) {
    await spawned.kill();
    throw error;
  }
  return { url, ...spawned };
}

/** A Fiche process that serves no HTTP (FICHE_ROLE=worker with the env given): it takes batch jobs. */
export function spawnWorker(opts: { dataDir?: string; env?: Record<string, string> } = {}): Omit<SpawnedServer, 'url'> {
  return spawnFiche({ ...opts, env: { FICHE_ROLE: 'worker', ...opts.env } });
}

function spawnFiche(opts: { dataDir?: string; env?: Record<string, string> }): Omit<SpawnedServer, 'url'> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-spawn-'));
  const child = spawn(process.execPath, SERVER_ARGV, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: SPAWN_ADMIN.email,
      ADMIN_PASSWORD: SPAWN_ADMIN.password,
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { dataDir, process: child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
