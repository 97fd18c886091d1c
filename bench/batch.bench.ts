/**
 * Batch runs (issue 8): 500 products × (5 COPY + 3 EXTRACT + 2 GENERATE).
 *   node --import tsx bench/batch.bench.ts
 * 1. local provider: wall time and the server process's peak RSS (VmHWM).
 * 2. openai provider against a local OpenAI-compatible server answering after 200 ms, for a few
 *    ASSISTANT_CONCURRENCY values: wall time vs the sequential lower bound (calls × 200 ms).
 * 3. From a product's last assistant answer to the progress event counting it reaching a WebSocket
 *    client (p50/p99; progress events are throttled to one per 250 ms per run by design).
 * Each run also gives the server process's CPU time (all its threads, and its main thread alone; /proc)
 * from the start request to `done`, per product. `LOCAL=0` skips the local run; `CONCURRENCIES=32` sets the openai runs.
 */
import fs from 'node:fs';
import WebSocket from 'ws';
import { productCsv } from '../test/fixtures/products.ts';
import { fileForm } from '../test/fixtures/upload.ts';
import { signedIn } from '../test/helpers/api.ts';
import { openAiServer } from '../test/helpers/openai-server.ts';
import { SPAWN_ADMIN, type SpawnedServer, spawnServer } from '../test/helpers/process.ts';
import { BENCH_TEMPLATE, printTable } from './lib.ts';

const N = 500;
const DELAY_MS = 200;
function peakRssMb(server: SpawnedServer): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** User + system CPU time, in ms, of the server process (all its threads) and of its main thread alone (/proc, clock ticks of 10 ms). */
function cpuMs(server: SpawnedServer): { process: number; main: number } {
  const ticks = (stat: string) => {
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const pid = server.process.pid;
  return { process: ticks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), main: ticks(fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')) };
}

const cpuColumns = (cpu: { process: number; main: number }) => ({ 'CPU ms / product': cpu.process.toFixed(2), 'of it main thread': cpu.main.toFixed(2) });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** One run on a fresh server: its wall time (start request → done event), peak RSS and the progress events' arrival times. */
async function run(env: Record<string, string>) {
  const server = await spawnServer({ env: { WORKERS: '1', ...env } });
  try {
    const api = await signedIn(server.url, SPAWN_ADMIN);
    const upload = await api.upload('/api/file/my_drive', fileForm('shoes.csv', productCsv(N)));
    const config = await api.send('POST', '/api/catalog/config', BENCH_TEMPLATE);
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(api.tokens.access_token)}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const progress: { at: number; finished: number }[] = [];
    let resolveDone: (at: number) => void = () => {};
    const done = new Promise<number>((resolve) => (resolveDone = resolve));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type !== 'batch.updated') return;
      const at = performance.now();
      if (event.batch.status === 'in_progress' || event.batch.status === 'finalizing') progress.push({ at, finished: Math.round(event.batch.progress * N) });
      if (event.batch.status === 'done' || event.batch.status === 'error') resolveDone(at);
    });
    const cpuBefore = cpuMs(server);
    const started = performance.now();
    const answer = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: config.body.name,
      input_filename: upload.body.name,
      nb_products_found: N,
      destination: [{ type: 'own_format', value: null }],
    });
    if (answer.status !== 201) throw new Error(`start failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    const finished = await done;
    const cpuAfter = cpuMs(server);
    const cpuPerProduct = { process: (cpuAfter.process - cpuBefore.process) / N, main: (cpuAfter.main - cpuBefore.main) / N };
    const status = (await api.get(`/api/catalog/batch/poll/${answer.body.id}`)).body.status;
    socket.close();
    return { status, wallMs: finished - started, peakRssMb: peakRssMb(server), progress, cpuPerProduct };
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (process.env.LOCAL !== '0') {
  const local = await run({});
  printTable(`local provider, ${N} products × (5 COPY + 3 EXTRACT + 2 GENERATE)`, [{ status: local.status, 'wall (s)': (local.wallMs / 1000).toFixed(2), 'products/s': Math.round(N / (local.wallMs / 1000)), ...cpuColumns(local.cpuPerProduct), 'peak RSS (MB)': local.peakRssMb }]);
}

const rows: Record<string, string | number>[] = [];
let latencies: number[] = [];
for (const concurrency of (process.env.CONCURRENCIES ?? '8,32').split(',').map(Number)) {
  // Each product's completion: the moment its second (last) GENERATE answer is sent.
  const answers = new Map<string, number>();
  const completions: number[] = [];
  const llm = await openAiServer({
    delayMs: DELAY_MS,
    reply: (body) => {
      const product = /n°(\d+)/.exec(body.messages[1]?.content ?? '')?.[1] ?? '?';
      const count = (answers.get(product) ?? 0) + 1;
      answers.set(product, count);
      if (count === 2) completions.push(performance.now());
      return { content: `Chaussure légère n°${product}, confortable et légère.` };
    },
  });
  try {
    const result = await run({ ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k', ASSISTANT_CONCURRENCY: String(concurrency) });
    const lowerBound = llm.calls() * DELAY_MS;
    const speedUp = lowerBound / result.wallMs;
    rows.push({
      concurrency,
      status: result.status,
      calls: llm.calls(),
      'sequential bound (s)': (lowerBound / 1000).toFixed(0),
      'wall (s)': (result.wallMs / 1000).toFixed(2),
      'speed-up': speedUp.toFixed(1),
      'speed-up / concurrency': (speedUp / concurrency).toFixed(2),
      'peak in flight': llm.peak(),
      ...cpuColumns(result.cpuPerProduct),
      'peak RSS (MB)': result.peakRssMb,
    });
    if (latencies.length === 0) {
      // The k-th completion reaches the client with the first progress event counting ≥ k products.
      latencies = completions.flatMap((at, k) => {
        const event = result.progress.find((e) => e.finished >= k + 1 && e.at >= at);
        return event ? [event.at - at] : [];
      });
    }
  } finally {
    await llm.close();
  }
}
printTable(`openai provider, endpoint answering after ${DELAY_MS} ms`, rows);
printTable('product finished → its progress event at a WebSocket client (openai run above, first concurrency)', [
  {
    products: latencies.length,
    'p50 (ms)': quantile(latencies, 0.5).toFixed(1),
    'p99 (ms)': quantile(latencies, 0.99).toFixed(1),
    'max (ms)': Math.max(...latencies).toFixed(1),
  },
]);
