/**
 * Batch runs (issue 8): 500 products × (5 COPY + 3 EXTRACT + 2 GENERATE).
 *   node --import tsx bench/batch.bench.ts
 * 1. local provider: wall time and the server process's peak RSS (VmHWM).
 * 2. openai provider against a local OpenAI-compatible server answering after 200 ms as a model
 *    answering as asked does (JSON where JSON is asked), for a few ASSISTANT_CONCURRENCY values: wall
 *    time vs the sequential lower bound (calls × 200 ms), and model requests per product.
 * 3. From a product's last assistant answer to the progress event counting it reaching a WebSocket
 *    client (p50/p99; progress events are throttled to one per 250 ms per run by design).
 * Each run also gives the server process's CPU time (all its threads, and its main thread alone; /proc)
 * from the start request to `done`, per product. `LOCAL=0` skips the local run; `CONCURRENCIES=32` sets the openai runs;
 * `PROFILE=dir` writes a CPU profile of the server's main thread over each run there (bench/cpu-profile.mjs),
 * and with `HEAP_PROFILE=1` its allocations.
 */
import fs from 'node:fs';
import WebSocket from 'ws';
import { csv, FR_HEADERS, productRows } from '../test/fixtures/products.ts';
import { fileForm } from '../test/fixtures/upload.ts';
import { signedIn } from '../test/helpers/api.ts';
import { modelReply, openAiServer } from '../test/helpers/openai-server.ts';
import { SPAWN_ADMIN, type SpawnedServer, spawnServer } from '../test/helpers/process.ts';
import { BENCH_TEMPLATE, printTable } from './lib.ts';

const N = 500;
const DELAY_MS = 200;
function peakRssMb(server: SpawnedServer): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** User + system CPU time, in ms, of the server process (all its threads) and of its main thread alone (/proc, clock ticks of 10 ms). */
function cpuMs(server: SpawnedServer): { process: number; main: number; threads: Record<string, number> } {
  const ticks = (stat: string) => {
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const pid = server.process.pid;
  const threads = Object.fromEntries(fs.readdirSync(`/proc/${pid}/task`).map((tid) => [`${fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()} ${tid}`, ticks(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'))]));
  return { process: ticks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), main: ticks(fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')), threads };
}

const cpuColumns = (cpu: { process: number; main: number }) => ({ 'CPU ms / product': cpu.process.toFixed(2), 'of it main thread': cpu.main.toFixed(2) });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** A run spends a credit a paid cell: 500 products × 5 paid fields, for as many warm runs as asked. */
const BENCH_CREDITS = 1_000_000;

/**
 * One run on a fresh server: its wall time (start request → done event), peak RSS, the progress
 * events' arrival times and the model requests it made (`calls`: the endpoint's count). With `WARM=n`
 * the server first runs n × 500 other products, unmeasured: a fresh process's first run also pays
 * for compiling its code (V8's background threads), and its second still for the code it optimises.
 * Its workspace is given credits for any number of runs.
 */
async function run(env: Record<string, string>, calls: () => number = () => 0) {
  const profile: Record<string, string> = process.env.PROFILE ? { NODE_OPTIONS: `--import ${new URL('./cpu-profile.mjs', import.meta.url).pathname}` } : {};
  const server = await spawnServer({ env: { WORKERS: '1', DEFAULT_CREDITS: String(BENCH_CREDITS), ...profile, ...env } });
  try {
    const api = await signedIn(server.url, SPAWN_ADMIN);
    const config = await api.send('POST', '/api/catalog/config', BENCH_TEMPLATE);
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(api.tokens.access_token)}`);
    await new Promise((resolve) => socket.once('open', resolve));
    let progress: { at: number; finished: number }[] = [];
    let resolveDone: (at: number) => void = () => {};
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type !== 'batch.updated') return;
      const at = performance.now();
      if (event.batch.status === 'in_progress' || event.batch.status === 'finalizing') progress.push({ at, finished: Math.round(event.batch.progress * N) });
      if (event.batch.status === 'done' || event.batch.status === 'error') resolveDone(at);
    });
    const batch = async (first: number) => {
      const upload = await api.upload('/api/file/my_drive', fileForm(`shoes-${first}.csv`, csv([FR_HEADERS, ...productRows(N, first)])));
      progress = [];
      const done = new Promise<number>((resolve) => (resolveDone = resolve));
      const answer = await api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: upload.body.name, nb_products_found: N, destination: [{ type: 'own_format', value: null }] });
      if (answer.status !== 201) throw new Error(`start failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { id: answer.body.id as string, finished: await done };
    };
    for (let warm = 1; warm <= Number(process.env.WARM ?? 0); warm++) await batch(warm * N + 1);
    if (process.env.PROFILE) server.process.kill('SIGUSR2');
    const cpuBefore = cpuMs(server);
    const callsBefore = calls();
    const started = performance.now();
    const { id, finished } = await batch(1);
    const cpuAfter = cpuMs(server);
    if (process.env.PROFILE) server.process.kill('SIGUSR2');
    const cpuPerProduct = { process: (cpuAfter.process - cpuBefore.process) / N, main: (cpuAfter.main - cpuBefore.main) / N };
    if (process.env.THREADS)
      console.log(
        Object.entries(cpuAfter.threads)
          .map(([tid, ms]) => `${tid}:${((ms - (cpuBefore.threads[tid] ?? 0)) / N).toFixed(2)}`)
          .join(' '),
      );
    const status = (await api.get(`/api/catalog/batch/poll/${id}`)).body.status;
    socket.close();
    return { status, wallMs: finished - started, peakRssMb: peakRssMb(server), progress, cpuPerProduct, calls: calls() - callsBefore };
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
  // Each product's completion: the moment its last model answer is sent.
  const lastAnswer = new Map<string, number>();
  const llm = await openAiServer({
    delayMs: DELAY_MS,
    reply: (body) => {
      lastAnswer.set(/n°(\d+)/.exec(body.messages[1]?.content ?? '')?.[1] ?? '?', performance.now());
      return modelReply(body);
    },
  });
  try {
    const result = await run({ ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k', ASSISTANT_CONCURRENCY: String(concurrency) }, llm.calls);
    const lowerBound = result.calls * DELAY_MS;
    const speedUp = lowerBound / result.wallMs;
    rows.push({
      concurrency,
      status: result.status,
      calls: result.calls,
      'requests / product': (result.calls / N).toFixed(2),
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
      const completions = [...lastAnswer].flatMap(([product, at]) => (Number(product) <= N ? [at] : [])).sort((a, b) => a - b);
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
