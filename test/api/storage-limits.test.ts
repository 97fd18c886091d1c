import t from 'tap';
import { request, signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';
import { sharedStringBombXlsx } from '../fixtures/bad-files.ts';
import { csv, csvOfSize } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

/** The slowest of `count` health checks made while `work` runs, in ms. */
async function slowestHealthDuring(url: string, work: Promise<unknown>): Promise<number> {
  let slowest = 0;
  let done = false;
  const checks = (async () => {
    while (!done) {
      const started = performance.now();
      await request(`${url}/api/healthcheck`);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work.finally(() => {
    done = true;
  });
  await checks;
  return slowest;
}

t.test('a 7 KB XLSX of a million-character shared string: a small analysis, listings quick, the health check answering', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const uploaded = await api.upload('/api/file/my_drive', fileForm('bomb.xlsx', sharedStringBombXlsx()));
  t.equal(uploaded.status, 200);
  const analysed = api.send('POST', '/api/assistant/analyze', { input: uploaded.body.name });
  const slowest = await slowestHealthDuring(server.url, analysed);
  const analysis = await analysed;
  t.equal(analysis.status, 200);
  t.equal(analysis.body.nb_products_found, 450);
  t.ok(slowest < 500, `the health check answered within ${Math.round(slowest)} ms throughout`);
  const listed = (await api.get('/api/file/my_drive')).body;
  t.ok(listed.files[0].stored_bytes < 100 * 1024, `the upload and its analysis take ${listed.files[0].stored_bytes} bytes`);
  for (let i = 0; i < 3; i++) t.equal((await api.upload('/api/file/my_drive', fileForm(`again-${i}.xlsx`, sharedStringBombXlsx()))).status, 200);
  const started = performance.now();
  t.equal((await api.get('/api/file/my_drive')).status, 200);
  t.ok(performance.now() - started < 500, 'listing uploads reads no analysis');
});

t.test('a run’s values and output files count in the storage quota; a start past it is refused until a run is deleted', async (t) => {
  const server = await startServer(t, { env: { STORAGE_QUOTA_MB: '1' } });
  const api = await signedIn(server.url, server.admin);
  const rows = Array.from({ length: 100 }, (_, i) => [`SKU-${i}`, `Chair ${i}`, `${'A sturdy oak chair. '.repeat(200)}${i}`]);
  const setup = await templateOnFile(api, {
    file: { name: 'chairs.csv', content: csv([['SKU', 'Name', 'Description'], ...rows]) },
    label: 'Chairs',
    mapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Description', dest_property: 'Description', batch_action: 'COPY' },
    ],
  });
  t.equal((await api.get('/api/file/my_drive')).body.runs_bytes, 0);
  const id = await setup.start(100);
  await server.app.batchRunner.idle();
  t.equal((await api.get(`/api/catalog/batch/${id}`)).body.status, 'done');
  const after = (await api.get('/api/file/my_drive')).body;
  t.ok(after.runs_bytes > 400_000 * 2, `the run's values and files take ${after.runs_bytes} bytes`);
  t.equal(after.used_bytes, after.files[0].stored_bytes + after.runs_bytes);

  const refused = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: setup.configName,
    input_filename: setup.upload,
    nb_products_found: 100,
    destination: [{ type: 'own_format', value: null }],
  });
  t.equal(refused.status, 413);
  t.equal(refused.body.detail.error_code, 'storage_quota_exceeded');
  t.equal((await api.upload('/api/file/my_drive', fileForm('more.csv', Buffer.from('Name\nDesk\n')))).status, 413, 'uploads are refused too');

  t.equal((await api.send('DELETE', `/api/catalog/batch/${id}`)).status, 200);
  t.equal((await api.get('/api/file/my_drive')).body.runs_bytes, 0, 'deleting the run frees its storage');
  t.equal(typeof (await setup.start(100)), 'string', 'a run starts again');
  await server.app.batchRunner.idle();
});

t.test('parallel uploads cannot race the quota: four 2.97 MB uploads under a 3 MB quota store one', async (t) => {
  const server = await startServer(t, { env: { STORAGE_QUOTA_MB: '3' } });
  const api = await signedIn(server.url, server.admin);
  const file = csvOfSize(Math.floor(2.97 * 1024 * 1024));
  // Four files that differ: the same bytes at once would be one upload.
  const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => api.upload('/api/file/my_drive', fileForm(`big-${i}.csv`, Buffer.concat([file, Buffer.from(String(i))])))));
  t.same(answers.map((answer) => answer.status).sort(), [200, 413, 413, 413]);
  for (const refused of answers.filter((answer) => answer.status === 413)) t.equal(refused.body.detail.error_code, 'storage_quota_exceeded');
  const listed = (await api.get('/api/file/my_drive')).body;
  t.equal(listed.files.length, 1);
  t.ok(listed.used_bytes <= 3 * 1024 * 1024, `${listed.used_bytes} bytes stored`);
});
