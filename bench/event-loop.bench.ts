/**
 * A free event loop (issue 32): the health check's latency while offline runs go on.
 *   node --import tsx bench/event-loop.bench.ts
 * One server process (defaults otherwise), RUNS workspaces each starting a 500-product offline run
 * (5 COPY + 3 EXTRACT + 2 GENERATE) at once; GET /api/healthcheck is asked every 20 ms from the
 * start of the runs to the last one's end. Goal: p99 < 50 ms, max < 200 ms with ten runs.
 */
import fs from 'node:fs';
import { productCsv } from '../test/fixtures/products.ts';
import { fileForm } from '../test/fixtures/upload.ts';
import { signedIn } from '../test/helpers/api.ts';
import { cli } from '../test/helpers/cli.ts';
import { spawnServer } from '../test/helpers/process.ts';
import { TEST_PASSWORD } from '../test/helpers/server.ts';
import { BENCH_TEMPLATE, printTable } from './lib.ts';

const N = 500;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** A workspace of its own with the file uploaded and the template saved: `start` starts its run. */
async function workspace(url: string, dataDir: string, n: number) {
  const email = `ws${n}@example.com`;
  const added = await cli(dataDir, 'user:add', '--email', email, '--password', TEST_PASSWORD, '--workspace', `Workspace ${n}`);
  if (added.code !== 0) throw new Error(added.stderr);
  const api = await signedIn(url, { email, password: TEST_PASSWORD });
  const upload = await api.upload('/api/file/my_drive', fileForm('shoes.csv', productCsv(N)));
  const config = await api.send('POST', '/api/catalog/config', BENCH_TEMPLATE);
  return {
    api,
    start: async () => {
      const answer = await api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: upload.body.name, nb_products_found: N, destination: [{ type: 'own_format', value: null }] });
      if (answer.status !== 201) throw new Error(`start failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.id as string;
    },
  };
}

async function measure(runs: number) {
  const server = await spawnServer({ env: { DEFAULT_CREDITS: '1000000' } });
  try {
    const workspaces: Awaited<ReturnType<typeof workspace>>[] = [];
    for (let n = 0; n < runs; n++) workspaces.push(await workspace(server.url, server.dataDir, n));
    const latencies: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const asked = performance.now();
        await fetch(`${server.url}/api/healthcheck`).then((response) => response.arrayBuffer());
        latencies.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const ids = await Promise.all(workspaces.map((ws) => ws.start()));
    const statuses = await Promise.all(
      ids.map(async (id, n) => {
        for (;;) {
          const status = (await (workspaces[n] as Awaited<ReturnType<typeof workspace>>).api.get(`/api/catalog/batch/poll/${id}`)).body.status as string;
          if (status === 'done' || status === 'error') return status;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }),
    );
    const wallMs = performance.now() - started;
    probing = false;
    await probe;
    return {
      runs,
      done: statuses.filter((status) => status === 'done').length,
      'wall (s)': (wallMs / 1000).toFixed(1),
      'products/s': Math.round((runs * N) / (wallMs / 1000)),
      'health checks': latencies.length,
      'p50 (ms)': quantile(latencies, 0.5).toFixed(1),
      'p99 (ms)': quantile(latencies, 0.99).toFixed(1),
      'max (ms)': Math.max(...latencies).toFixed(1),
    };
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const runs of (process.env.RUNS ?? '1,10').split(',').map(Number)) rows.push(await measure(runs));
printTable(`health check while offline runs of ${N} products × 10 fields go on, one process`, rows);
