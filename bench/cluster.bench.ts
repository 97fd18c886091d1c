/**
 * Cluster mode throughput (issue 19): one web process and 1, 2 or 4 worker processes on one
 * PostgreSQL database, a model-bound run of 500 products × 1 GENERATE field against a local
 * OpenAI-compatible endpoint answering after 200 ms, each worker allowed 4 model requests at once
 * (ASSISTANT_CONCURRENCY, its share of a provider's rate limit).
 *   FICHE_TEST_PG_CLUSTER=postgres://user@host:port/postgres node --import tsx bench/cluster.bench.ts
 * Needs a PostgreSQL cluster it may create databases on (.ci/run starts one); says so without.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../db/postgres.ts';
import { postgresFiles } from '../server/cluster/shared-files.ts';
import { csv, productCsv } from '../test/fixtures/products.ts';
import { fileForm } from '../test/fixtures/upload.ts';
import { signedIn } from '../test/helpers/api.ts';
import { openAiServer } from '../test/helpers/openai-server.ts';
import { freshDatabase, TEST_JWT_SECRET } from '../test/helpers/postgres.ts';
import { freePort, SPAWN_ADMIN, spawnWorker, waitForHealthy } from '../test/helpers/process.ts';
import { BENCH_TEMPLATE, printTable } from './lib.ts';

const PRODUCTS = 500;
const LATENCY_MS = 200;
/** How long the web process may take to answer its health check. */
const BOOT_MS = 240_000;
const cluster = process.env.FICHE_TEST_PG_CLUSTER;

/**
 * The model-bound run: one GENERATE field of 500 lamps' names, written by the model; `offline`, the
 * bench's 10-field template (5 COPY, 3 EXTRACT, 2 GENERATE) on 500 shoes with the offline assistant:
 * CPU-bound.
 */
async function runWith(workers: number, offline = false): Promise<Record<string, string | number>> {
  const llm = await openAiServer({ delayMs: LATENCY_MS });
  const database = await freshDatabase(cluster);
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    ...(offline ? {} : { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k', ASSISTANT_CONCURRENCY: '4' }),
    WORKERS: '1',
  };
  // Workers first: by the time the web process answers, they have booted as long as it has.
  const processes = Array.from({ length: workers }, () => spawnWorker({ env }));
  // A web process that never answers (a starved machine) leaves no worker behind it.
  // The web process as spawnServer starts it, given longer to answer: five processes booting on a loaded machine take over a minute.
  const port = await freePort();
  const web = { url: `http://127.0.0.1:${port}`, ...spawnWorker({ env: { ...env, FICHE_ROLE: 'web', PORT: String(port) } }) };
  await waitForHealthy(web.url, BOOT_MS).catch(async (error: unknown) => {
    await Promise.all([web, ...processes].map((child) => child.stop()));
    throw error;
  });
  try {
    const api = await signedIn(web.url, SPAWN_ADMIN);
    const template = await api.send(
      'POST',
      '/api/catalog/config',
      offline
        ? BENCH_TEMPLATE
        : {
            label: 'Bench',
            about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
            ownFormatMapping: [{ source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' }],
            outputFileFormat: { file_format: 'csv', delimiter: ',' },
            source_fields: { product_name: ['Name'] },
          },
    );
    const rows = Array.from({ length: PRODUCTS }, (_, i) => [`Lamp ${i}`]);
    const file = offline ? fileForm('shoes.csv', productCsv(PRODUCTS)) : fileForm('lamps.csv', csv([['Name'], ...rows]));
    const upload = await api.upload('/api/file/my_drive', file);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const started = performance.now();
    const run = await api.send('POST', '/api/catalog/batch', { catalog_config_name: template.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format', value: null }] });
    const startedIn = performance.now() - started;
    let status = run.body.status as string;
    while (status !== 'done' && status !== 'error') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await api.get(`/api/catalog/batch/${run.body.id}`)).body.status;
    }
    const seconds = (performance.now() - started) / 1000;
    const answered = llm.answered();
    const at = (time: number | undefined) => (time === undefined ? '—' : ((time - started) / 1000).toFixed(2));
    return {
      workers,
      status,
      'start (s)': (startedIn / 1000).toFixed(2),
      'first answer (s)': at(answered[0]),
      'last answer (s)': at(answered.at(-1)),
      seconds: seconds.toFixed(1),
      'products/s': (PRODUCTS / seconds).toFixed(1),
      'model calls': llm.calls(),
      'peak requests in flight': llm.peak(),
    };
  } finally {
    await Promise.all([web, ...processes].map((child) => child.stop()));
    for (const child of [web, ...processes]) fs.rmSync(child.dataDir, { recursive: true, force: true });
    await database.drop();
    await llm.close();
  }
}

/** The shared file store: a 5 MB upload published by one process, fetched by another. */
async function fileStore(): Promise<Record<string, string | number>[]> {
  const database = await freshDatabase(cluster);
  const { pool } = await openPostgres(database.url);
  const [writer, reader] = [fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-b-'))];
  try {
    const rows = [];
    for (const megabytes of [1, 5]) {
      const file = `files/ws/${megabytes}mb.csv`;
      fs.mkdirSync(path.join(writer, 'files/ws'), { recursive: true });
      fs.writeFileSync(path.join(writer, file), randomBytes(megabytes * 2 ** 20));
      let started = performance.now();
      await postgresFiles(writer, pool).publish(file);
      const publishMs = performance.now() - started;
      started = performance.now();
      await postgresFiles(reader, pool).fetch(file);
      rows.push({ size: `${megabytes} MB`, 'publish ms': Math.round(publishMs), 'fetch ms': Math.round(performance.now() - started) });
    }
    return rows;
  } finally {
    await pool.end();
    for (const dir of [writer, reader]) fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

if (!cluster) {
  console.log('skipped: set FICHE_TEST_PG_CLUSTER to a PostgreSQL cluster this bench may create databases on');
} else {
  // Each row printed as it is measured: a later one failing loses none.
  for (const workers of [1, 2, 4]) printTable(`Cluster mode: ${PRODUCTS} products, model answering after ${LATENCY_MS} ms, 4 requests at once per worker`, [await runWith(workers)]);
  for (const workers of [1, 4]) printTable(`Cluster mode, offline: ${PRODUCTS} products × 10 fields, no model (CPU-bound)`, [await runWith(workers, true)]);
  printTable('Files shared through PostgreSQL (bytea): one process publishes, another fetches', await fileStore());
}
