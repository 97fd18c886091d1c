/**
 * The worker pool under load (issue 13), Fiche in its own process with one worker thread:
 * - map_fields at its cap (300 × 300 names of 128 characters), run in the pool: its time, and the
 *   healthcheck's latency meanwhile;
 * - fairness: a 20-product analysis of workspace B, alone and while workspace A keeps four 5 MB
 *   analyses queued or running.
 */
import { execFileSync } from 'node:child_process';
import { csvOfSize, productCsv } from '../test/fixtures/products.ts';
import { accessToken, BENCH_PASSWORD, load, printTable, spawnFiche } from './lib.ts';

const fiche = await spawnFiche(undefined, { WORKERS: '1' });
const cli = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env: { ...process.env, DATA_DIR: fiche.dataDir }, stdio: 'ignore' });
cli('user:add', '--email', 'other@example.com', '--password', BENCH_PASSWORD, '--workspace', 'Other');

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${fiche.url}/api/auth/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: BENCH_PASSWORD }) });
  return ((await response.json()) as { access_token: string }).access_token;
}
const a = await accessToken(fiche.url);
const b = await tokenOf('other@example.com');

const post = (token: string, path: string, body: unknown) => fetch(`${fiche.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function upload(token: string, name: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${fiche.url}/api/file/my_drive`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return ((await response.json()) as { name: string }).name;
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await work();
  const body = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status} ${body}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;

// map_fields at the cap.
const names = Array.from({ length: 300 }, (_, i) => ({ name: `${i} ${'abcdefghijklmnopqrstuvwxyz'.repeat(5)}`.slice(0, 128) }));
const mapFields = () => post(a, '/api/assistant/map_fields', { left: names, right: names });
const mapTimes: number[] = [];
for (let i = 0; i < 3; i++) mapTimes.push(await timed(mapFields));
let mapping = true;
const background = (async () => {
  while (mapping) await timed(mapFields);
})();
const health = await load(`${fiche.url}/api/healthcheck`, { seconds: 5 });
mapping = false;
await background;
printTable('map_fields, 300 × 300 names of 128 characters, in the pool (WORKERS=1)', [
  { figure: 'map_fields median ms', value: Math.round(median(mapTimes)) },
  { figure: 'healthcheck p50 ms while map_fields runs', value: health.p50 },
  { figure: 'healthcheck p99 ms while map_fields runs', value: health.p99 },
  { figure: 'healthcheck errors', value: health.errors },
]);

// Fairness between workspaces.
// Each analysis is of a fresh upload: a file's analysis is kept once made.
const analyse = (token: string, input: string) => () => post(token, '/api/assistant/analyze', { input });
const alone: number[] = [];
for (let i = 0; i < 3; i++) alone.push(await timed(analyse(b, await upload(b, `alone-${i}.csv`, productCsv(20)))));
const heavy = csvOfSize(5 * 1024 * 1024 - 1024);
const heavyNames: string[] = [];
for (let i = 0; i < 4; i++) heavyNames.push(await upload(a, `heavy-${i}.csv`, heavy));
const heavyAlone = await timed(analyse(a, heavyNames[0] as string));
const beside: number[] = [];
for (let round = 0; round < 3; round++) {
  const fresh = await Promise.all(heavyNames.map((_, i) => upload(a, `heavy-${round}-${i}.csv`, heavy)));
  const flood = fresh.map((name) => timed(analyse(a, name)));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const fresher = await upload(b, `small-${round}.csv`, productCsv(20));
  beside.push(await timed(analyse(b, fresher)));
  await Promise.all(flood);
}
printTable("Workspace B's 20-product analysis while workspace A keeps four 5 MB analyses queued (WORKERS=1)", [
  { figure: 'B alone, median ms', value: Math.round(median(alone)) },
  { figure: "one of A's 5 MB analyses alone, ms", value: Math.round(heavyAlone) },
  { figure: "B beside A's four, median ms", value: Math.round(median(beside)) },
  { figure: "B beside A's four, max ms", value: Math.round(Math.max(...beside)) },
]);

await fiche.stop();
