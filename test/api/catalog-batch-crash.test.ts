import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { and, count, eq } from 'drizzle-orm';
import t from 'tap';
import { batchProducts } from '../../db/schema.ts';
import { productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { childDatabase, sqliteIntegrity } from '../helpers/child-database.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { TEST_POSTGRES } from '../helpers/postgres.ts';
import { SPAWN_ADMIN, spawnServer } from '../helpers/process.ts';
import { startRun } from '../helpers/template-run.ts';

// docs/decisions.md "Data and crashes": kill -9 during a run, restart on the same DATA_DIR.
const N = 300;
const mapping = [
  { source_column: 'Désignation', dest_property: 'Title', batch_action: 'COPY' },
  { source_column: 'EAN', dest_property: 'EAN', batch_action: 'COPY' },
  { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' },
  { source_column: 'ac_product_title', dest_property: 'SEO title', batch_action: 'GENERATE' },
];
const template = {
  label: 'Crash',
  about: { identifiers: ['EAN'], contents: ['Désignation', 'Description'], attributes: ['Couleur', 'Taille', 'Marque'], categories: [], price: [], others: [] },
  ownFormatMapping: mapping,
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Désignation'], brand: ['Marque'], public_identifiers: ['EAN'] },
};

type Poll = { status: string; progress: number; results: { name: string }[] };

t.test('kill -9 mid-run: the restarted server resumes the run, charges exactly, output complete, database intact', async (t) => {
  // Slow enough to be killed mid-run: 600 calls of 25 ms, 4 at a time ≈ 4 s.
  const llm = await openAiServer({ delayMs: 25 });
  t.teardown(llm.close);
  const database = await childDatabase(t);
  // On PostgreSQL the killed process's chunk jobs go back to the queue once they expire: soon, here.
  const expiry: Record<string, string> = TEST_POSTGRES ? { FICHE_JOB_EXPIRE_SECONDS: '5' } : {};
  const env = { ...database.env, ...expiry, ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k', ASSISTANT_CONCURRENCY: '4', WORKERS: '1' };
  let server = await spawnServer({ env });
  const dataDir = server.dataDir;
  t.teardown(async () => {
    await server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let api = await signedIn(server.url, SPAWN_ADMIN);
  const upload = await api.upload('/api/file/my_drive', fileForm('shoes.csv', productCsv(N)));
  t.equal(upload.status, 200);
  const created = await api.send('POST', '/api/catalog/config', template);
  t.equal(created.status, 200);
  const id = await startRun(api, created.body.name, upload.body.name, N);

  const poll = async () => (await api.get<Poll>(`/api/catalog/batch/poll/${id}`)).body;
  let before: Poll = await poll();
  const deadline = Date.now() + 20_000;
  while (!(before.progress >= 0.15) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    before = await poll();
  }
  await server.kill();
  t.ok(before.progress > 0 && before.progress < 1, `killed mid-run (progress ${before.progress})`);
  t.equal(before.status, 'in_progress');
  const callsBeforeKill = llm.calls();

  server = await spawnServer({ dataDir, env });
  api = await signedIn(server.url, SPAWN_ADMIN);
  let after = await poll();
  t.ok(after.progress >= before.progress, 'the persisted progress survived the crash');
  // Generous: on a loaded two-core machine the resumed run's outputs alone have taken over 30 s.
  const until = Date.now() + 120_000;
  while (after.status !== 'done' && after.status !== 'error' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    after = await poll();
  }
  t.equal(after.status, 'done', 'the run resumed and completed');
  t.equal(after.progress, 1);
  // Products finished before the kill were not generated again: at most the chunks in flight (2 × 25
  // products × 2 fields) were asked twice.
  t.ok(llm.calls() <= N * 2 + 100, `${llm.calls()} assistant calls (${callsBeforeKill} before the kill)`);

  const csvResult = after.results.find((r) => r.name.endsWith('.csv'));
  t.ok(csvResult);
  const download = await fetch(`${server.url}/api/file/results?catalog_id=${id}&file_name=${encodeURIComponent(csvResult?.name ?? '')}`, {
    headers: { authorization: `Bearer ${api.tokens.access_token}` },
  });
  const records: Record<string, string>[] = parse(await download.text(), { columns: true, bom: true });
  t.equal(records.length, N, 'one output row per product');
  t.same(
    records.map((r) => r.Title),
    productCsv(N)
      .toString()
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[2]),
    'every product once, in file order',
  );
  t.ok(
    records.every((r) => r.Short && r['SEO title']),
    'every product has its generated fields',
  );
  t.notOk('Error' in (records[0] ?? {}), 'no product failed');

  await server.stop();
  await t.test('the SQLite file is intact', { skip: TEST_POSTGRES ? 'SQLite only' : false }, async (t) => {
    t.equal(sqliteIntegrity(dataDir), 'ok');
  });
  const store = await database.open(dataDir);
  const ledger = await ledgerByKind(store, id);
  const debit = ledger.find((l) => l.kind === 'debit');
  const refunds = ledger.find((l) => l.kind === 'refund')?.total ?? 0;
  t.equal(debit?.n, 1, 'debited once');
  const done = await store.run(
    async (db) =>
      (
        await db
          .select({ n: count() })
          .from(batchProducts)
          .where(and(eq(batchProducts.batchId, id), eq(batchProducts.status, 'done')))
      )[0]?.n,
  );
  t.equal(done, N);
  // Amounts are signed: debits negative, refunds positive.
  t.equal(-(debit?.total ?? 0) - refunds, (done ?? 0) * 2, 'credits charged = products completed × paid fields');
});
