import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, SERVER_ARGV, waitForHealthy } from '../test/helpers/process.ts';

export const BENCH_PASSWORD = 'bench password 1234';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Fiche as a separate process (as in production), on a fresh DATA_DIR with a known admin. */
export async function spawnFiche(command: string[] = [process.execPath, ...SERVER_ARGV], env: Record<string, string> = {}): Promise<RunningServer & { startedInMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: BENCH_PASSWORD, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping `npm start` also stops the server npm started.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url);
  const startedInMs = performance.now() - started;
  return {
    url,
    dataDir,
    process: child,
    startedInMs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-(child.pid as number), 'SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system, all threads) a process has used, in ms: /proc counts it in ticks of 10 ms. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function accessToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'bench@example.com', password: BENCH_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(url: string, opts: { headers?: Record<string, string>; seconds?: number; connections?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, headers: opts.headers, duration: opts.seconds ?? 5, connections: opts.connections ?? 10 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n## ${title}`);
  console.table(rows);
}

/** The fastest of `rounds` runs of `work`, in milliseconds. */
export function bestOf(rounds: number, work: () => unknown): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

/**
 * The batch benches' template on test/fixtures products (productCsv): 5 COPY + 3 EXTRACT + 2 GENERATE.
 * The body of POST /api/catalog/config.
 */
export const BENCH_TEMPLATE = {
  label: 'Bench',
  about: { identifiers: ['EAN'], contents: ['Désignation', 'Description'], attributes: ['Couleur', 'Taille', 'Marque'], categories: [], price: ['Prix'], others: [] },
  ownFormatMapping: [
    ...['EAN', 'Référence', 'Désignation', 'Marque', 'Image'].map((column) => ({ source_column: column, dest_property: column, batch_action: 'COPY' })),
    { source_column: 'Couleur', dest_property: 'Couleur', batch_action: 'EXTRACT', type: 'string' },
    { source_column: 'Taille', dest_property: 'Taille', batch_action: 'EXTRACT', type: 'string' },
    { source_column: 'Prix', dest_property: 'Prix (EUR)', batch_action: 'EXTRACT', type: 'float' },
    { source_column: 'ac_short_description', dest_property: 'Short description', batch_action: 'GENERATE', language: 'fr' },
    { source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ';' },
  source_fields: { product_name: ['Désignation'], brand: ['Marque'], public_identifiers: ['EAN'], description: ['Description'] },
};
