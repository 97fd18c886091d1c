/**
 * What a start costs (issue 45): the server started on a fresh DATA_DIR, the time until its
 * healthcheck answers, then its RSS and the CPU it has spent once its pool threads have loaded their
 * task files (`SETTLE_MS` later); and the parsers a pool thread imports, timed in a fresh process
 * each. Run alone: `node --import tsx bench/cold-start.bench.ts` (`RUNS`, 3).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { cpuMs, spawnFiche } from './lib.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const SETTLE_MS = 8_000;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The parsers imported as a pool thread's first task imports them, in a process of its own. */
function parsersImport(): { wallMs: number; cpuMs: number } {
  const script = `const t = performance.now(); const u = process.cpuUsage(); await import('./engine/parsers/index.ts'); const c = process.cpuUsage(u); console.log(JSON.stringify({ wallMs: performance.now() - t, cpuMs: (c.user + c.system) / 1000 }));`;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })) as { wallMs: number; cpuMs: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const starts: { healthyMs: number; rss: number; cpu: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  const server = await spawnFiche();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const pid = server.process.pid as number;
  starts.push({ healthyMs: server.startedInMs, rss: rssMb(pid), cpu: cpuMs(pid) });
  await server.stop();
}
const imports = Array.from({ length: RUNS }, parsersImport);

console.log(`| Measure (median of ${RUNS}) | Value |`);
console.log('|---|---|');
console.log(`| Server healthy after | ${median(starts.map((start) => start.healthyMs)).toFixed(0)} ms |`);
console.log(`| RSS ${SETTLE_MS / 1000} s after start | ${median(starts.map((start) => start.rss)).toFixed(0)} MB |`);
console.log(`| CPU spent by then | ${median(starts.map((start) => start.cpu)).toFixed(0)} ms |`);
console.log(`| The parsers imported cold (a pool thread's first task) | ${median(imports.map((one) => one.wallMs)).toFixed(0)} ms, ${median(imports.map((one) => one.cpuMs)).toFixed(0)} ms CPU |`);
