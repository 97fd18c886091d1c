/**
 * Cluster faults (issue 32): a 200-product model-bound run (a model answering after 60 ms) while
 * - one of two workers is killed (-9) at a quarter of the run: how long until its chunks are taken
 *   over and the run ends, with the default job expiry (600 s);
 * - every connection of a server is terminated three times mid-run: whether the process lives on and
 *   the run ends, each product once;
 * - a server answers 40 requests and starts 3 runs at once: its most connections open at one time,
 *   with DATABASE_CONNECTIONS at its default and at 5.
 *   FICHE_TEST_PG_CLUSTER=postgres://user@host:port/postgres node --import tsx bench/cluster-faults.bench.ts
 */
import fs from 'node:fs';
import pg from 'pg';
import { csv } from '../test/fixtures/products.ts';
import { fileForm } from '../test/fixtures/upload.ts';
import { signedIn } from '../test/helpers/api.ts';
import { openAiServer } from '../test/helpers/openai-server.ts';
import { freshDatabase, TEST_JWT_SECRET } from '../test/helpers/postgres.ts';
import { SPAWN_ADMIN, spawnServer, spawnWorker } from '../test/helpers/process.ts';
import { nameAndTitleTemplate } from '../test/helpers/template-run.ts';
import { printTable } from './lib.ts';

const PRODUCTS = 200;
const clusterUrl = process.env.FICHE_TEST_PG_CLUSTER;

/** A web process (serving alone when `workers` is 0) and its workers on a new database, the run's file and template ready. */
async function cluster(workers: number, settings: Record<string, string> = {}) {
  const llm = await openAiServer({ delayMs: 60 });
  const database = await freshDatabase(clusterUrl);
  const env = { DATABASE_URL: database.url, JWT_SECRET: TEST_JWT_SECRET, ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k', WORKERS: '1', FICHE_WORKER_JOBS: '2', ...settings };
  const processes = Array.from({ length: workers }, () => spawnWorker({ env }));
  const web = await spawnServer({ env: { ...env, ...(workers > 0 ? { FICHE_ROLE: 'web' } : {}) } });
  const api = await signedIn(web.url, SPAWN_ADMIN);
  const names = Array.from({ length: PRODUCTS }, (_, i) => `Chair ${String(i).padStart(3, '0')}`);
  const upload = await api.upload('/api/file/my_drive', fileForm('chairs.csv', csv([['Name'], ...names.map((name) => [name])])));
  const template = await api.send('POST', '/api/catalog/config', nameAndTitleTemplate('Faults'));
  const view = async (id: string) => (await api.get(`/api/catalog/batch/${id}`)).body as { status: string; progress: number; results: { name: string }[] };
  return {
    web,
    workers: processes,
    database,
    start: async () => (await api.send('POST', '/api/catalog/batch', { catalog_config_name: template.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format', value: null }] })).body.id as string,
    list: () => api.get('/api/catalog/batch'),
    view,
    /** The run once ended (or after two minutes), and whether its file holds each product once. */
    async ended(id: string) {
      const deadline = Date.now() + 120_000;
      let run = await view(id);
      while (run.status !== 'done' && run.status !== 'error' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        run = await view(id);
      }
      const file = run.results.find((result) => result.name.endsWith('.csv'))?.name ?? '';
      const text = await (await fetch(`${web.url}/api/file/results?catalog_id=${id}&file_name=${encodeURIComponent(file)}`, { headers: { authorization: `Bearer ${api.tokens.access_token}` } })).text();
      const written = text
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0]);
      return { status: run.status, eachOnce: written.length === PRODUCTS && new Set(written).size === PRODUCTS };
    },
    async stop() {
      await Promise.all([web, ...processes].map((child) => child.stop()));
      for (const child of [web, ...processes]) fs.rmSync(child.dataDir, { recursive: true, force: true });
      await database.drop();
      await llm.close();
    },
  };
}

async function takeover(): Promise<Record<string, string | number>> {
  const two = await cluster(2);
  try {
    const id = await two.start();
    while ((await two.view(id)).progress < 0.25) await new Promise((resolve) => setTimeout(resolve, 50));
    await two.workers[0]?.kill();
    const killedAt = performance.now();
    const { status, eachOnce } = await two.ended(id);
    return { fault: 'one of two workers killed at 25 %', status, 'each product once': String(eachOnce), 'run ended after the fault (s)': ((performance.now() - killedAt) / 1000).toFixed(1) };
  } finally {
    await two.stop();
  }
}

async function terminated(): Promise<Record<string, string | number>> {
  const one = await cluster(0);
  const admin = new pg.Client({ connectionString: one.database.url });
  await admin.connect();
  try {
    const id = await one.start();
    let cut = 0;
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      cut += (await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rowCount ?? 0;
    }
    const { status, eachOnce } = await one.ended(id);
    return { fault: `${cut} connections terminated in three rounds`, status, 'each product once': String(eachOnce), 'process alive': String(one.web.process.exitCode === null) };
  } finally {
    await admin.end();
    await one.stop();
  }
}

async function connections(budget?: string): Promise<Record<string, string | number>> {
  const one = await cluster(0, budget ? { DATABASE_CONNECTIONS: budget } : {});
  const observer = new pg.Client({ connectionString: one.database.url });
  await observer.connect();
  try {
    let peak = 0;
    let busy = true;
    const counting = (async () => {
      while (busy) {
        const { rows } = await observer.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
        peak = Math.max(peak, rows[0].n as number);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const ids = (await Promise.all([...Array.from({ length: 40 }, () => one.list()), ...Array.from({ length: 3 }, () => one.start())])).filter((id) => typeof id === 'string');
    for (const id of ids) await one.ended(id);
    busy = false;
    await counting;
    return { DATABASE_CONNECTIONS: budget ?? '10 (default)', 'most connections open': peak };
  } finally {
    await observer.end();
    await one.stop();
  }
}

if (!clusterUrl) {
  console.log('skipped: set FICHE_TEST_PG_CLUSTER to a PostgreSQL cluster this bench may create databases on');
} else {
  printTable(`Cluster faults: a ${PRODUCTS}-product run, a model answering after 60 ms`, [await takeover(), await terminated()]);
  printTable('Connections of one busy process (40 requests and 3 runs at once)', [await connections(), await connections('5')]);
}
