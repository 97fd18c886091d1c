/**
 * Value lists (issue 6). Run alone: `node --import tsx bench/value-lists.bench.ts`.
 * Fiche as a child process; a 10,000-value list (and a 20,000-value one, the cap) is created, read
 * back whole, read a page at a time, replaced and listed, several times each; it prints the median
 * and worst time per call, then the list route and a sample under load with 50 lists in the workspace.
 */
import { accessToken, load, printTable, spawnFiche } from './lib.ts';

const RUNS = 5;

function values(n: number, run: number) {
  return Array.from({ length: n }, (_, i) => ({ code: `C${run}-${i}`, label: `Product value number ${i} of run ${run}` }));
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - started;
}

function summary(label: string, times: number[], bytes?: number): Record<string, string | number> {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return {
    call: label,
    runs: times.length,
    'median ms': median.toFixed(1),
    'max ms': (sorted.at(-1) ?? 0).toFixed(1),
    ...(bytes ? { 'body KB': Math.round(bytes / 1024) } : {}),
  };
}

const server = await spawnFiche();
try {
  const token = await accessToken(server.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const rows: Record<string, string | number>[] = [];

  for (const size of [10_000, 20_000]) {
    const create: number[] = [];
    const readAll: number[] = [];
    const readPage: number[] = [];
    const replace: number[] = [];
    let bodyBytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const body = JSON.stringify({ name: `List ${size} ${run}`, values: values(size, run) });
      bodyBytes = body.length;
      let id = '';
      create.push(
        await timed(async () => {
          const response = await fetch(`${server.url}/api/value-list`, { method: 'POST', headers, body });
          const clone = response.clone();
          id = ((await clone.json()) as { id: string }).id;
          return response;
        }),
      );
      readAll.push(await timed(() => fetch(`${server.url}/api/value-list/${id}/values`, { headers })));
      readPage.push(await timed(() => fetch(`${server.url}/api/value-list/${id}/values?offset=${size - 50}&limit=50`, { headers })));
      const replacement = JSON.stringify({ values: values(size, run + 100) });
      replace.push(await timed(() => fetch(`${server.url}/api/value-list/${id}/values`, { method: 'PUT', headers, body: replacement })));
    }
    rows.push(summary(`POST ${size} values`, create, bodyBytes));
    rows.push(summary(`GET /values, all ${size}`, readAll));
    rows.push(summary(`GET /values, last 50 of ${size}`, readPage));
    rows.push(summary(`PUT /values, ${size} replaced`, replace, bodyBytes));
  }
  printTable('Value lists: one call at a time', rows);

  // Fill to 50 lists of 1,000 values beside the 10 big ones, then load the list route and a sample.
  for (let i = 0; i < 40; i++) {
    await fetch(`${server.url}/api/value-list`, { method: 'POST', headers, body: JSON.stringify({ name: `Small ${i}`, values: values(1_000, i) }) });
  }
  const lists = (await (await fetch(`${server.url}/api/value-list`, { headers })).json()) as { id: string }[];
  const listLoad = await load(`${server.url}/api/value-list`, { headers: { authorization: `Bearer ${token}` }, seconds: 5, connections: 10 });
  const sampleLoad = await load(`${server.url}/api/value-list/${lists[0]?.id}/sample-and-count`, {
    headers: { authorization: `Bearer ${token}` },
    seconds: 5,
    connections: 10,
  });
  printTable(`Under load (10 connections, 5 s, ${lists.length} lists, 150,000 values)`, [
    { route: 'GET /api/value-list', 'req/s': listLoad.requestsPerSecond, 'p50 ms': listLoad.p50, 'p99 ms': listLoad.p99, errors: listLoad.errors },
    { route: 'GET /:id/sample-and-count', 'req/s': sampleLoad.requestsPerSecond, 'p50 ms': sampleLoad.p50, 'p99 ms': sampleLoad.p99, errors: sampleLoad.errors },
  ]);
} finally {
  await server.stop();
}
