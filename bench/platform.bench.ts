// Issue 2: GET /api/auth/me under load against a bare Fastify route, and cold start to healthy.
import { execFileSync } from 'node:child_process';
import { SERVER_ARGV } from '../test/helpers/process.ts';
import { accessToken, load, printTable, spawnFiche } from './lib.ts';

execFileSync(process.execPath, ['scripts/build-client-if-stale.mjs'], { stdio: 'inherit' });

const starts: Record<string, string | number>[] = [];
for (const [label, command] of [
  ['npm start (client already built)', ['npm', 'start', '--silent']],
  [`node ${SERVER_ARGV.join(' ')}`, [process.execPath, ...SERVER_ARGV]],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await spawnFiche([...command]);
    times.push(server.startedInMs);
    await server.stop();
  }
  starts.push({ command: label, 'best ms': Math.round(Math.min(...times)), 'median ms': Math.round(times.sort((a, b) => a - b)[1]) });
}
printTable('Cold start to a healthy /api/healthcheck (fresh DATA_DIR, first-start admin included)', starts);

const fiche = await spawnFiche();
const bare = await spawnFiche([process.execPath, '--import', 'tsx', 'bench/bare-server.ts']);
const token = await accessToken(fiche.url);
await load(`${fiche.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` }, seconds: 2 });
const rows = [
  { target: 'bare Fastify route', ...(await load(`${bare.url}/api/auth/me`)) },
  { target: 'Fiche GET /api/auth/me (JWT + session check + 2 SQLite reads)', ...(await load(`${fiche.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })) },
];
printTable('GET /api/auth/me, 10 connections, 5 s, autocannon in-process, server in its own process', rows);
await fiche.stop();
await bare.stop();
