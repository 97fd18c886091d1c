import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { WorkerPool } from '../../server/lib/worker-pool.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

const HANGING = new URL('../fixtures/hanging-write-outputs.ts', import.meta.url).href;

const copyTemplate = {
  label: 'Copy',
  about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
  ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }],
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Name'] },
};

t.test('finding 7: a run start racing the deletion of its upload answers 404 file_not_found, nothing recorded', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const upload = (await api.upload('/api/file/my_drive', fileForm('products.csv', productCsv(5)))).body.name as string;
  const config = await api.send('POST', '/api/catalog/config', copyTemplate);
  t.equal(config.status, 200);
  const workspace = (await api.get('/api/auth/me')).body.workspace.id as string;
  const startRun = () => api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: upload, destination: [{ type: 'own_format', value: null }] });
  // The upload is deleted once the start has checked it: before its products are read, then after.
  const { capabilities } = server.app;
  const check = capabilities.assertMappingWritable.bind(capabilities);
  capabilities.assertMappingWritable = async (...args: Parameters<typeof check>) => {
    await server.app.files.delete(workspace, upload);
    return check(...args);
  };
  const beforeRead = await startRun();
  t.same([beforeRead.status, beforeRead.body.detail?.error_code], [404, 'file_not_found'], 'deleted before its products are read');
  capabilities.assertMappingWritable = check;

  const again = (await api.upload('/api/file/my_drive', fileForm('products.csv', productCsv(5)))).body.name as string;
  const batches = server.app.batches as unknown as { quoteFile: (...args: unknown[]) => Promise<unknown> };
  const quote = batches.quoteFile.bind(batches);
  batches.quoteFile = async (...args: unknown[]) => {
    const quoted = await quote(...args);
    await server.app.files.delete(workspace, again);
    return quoted;
  };
  const afterRead = await api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: again, destination: [{ type: 'own_format', value: null }] });
  t.same([afterRead.status, afterRead.body.detail?.error_code], [404, 'file_not_found'], 'deleted as the run is recorded');
  t.same((await api.get('/api/catalog/batch')).body.batches ?? [], [], 'no run recorded');
});

t.test('finding 7: a write of the output files killed on its timeout leaves no temporary file; old ones are swept at start', async (t) => {
  const pool = new WorkerPool({ threads: 2, maxPerOwner: 8, taskFiles: { 'write-outputs': HANGING }, onError: () => {} });
  const server = await startServer(t, { overrides: { pool, runner: { taskTimeoutMs: 1500 } } });
  const api = await signedIn(server.url, server.admin);
  const upload = (await api.upload('/api/file/my_drive', fileForm('products.csv', productCsv(3)))).body.name as string;
  const config = await api.send('POST', '/api/catalog/config', copyTemplate);
  const run = await api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: upload, destination: [{ type: 'own_format', value: null }] });
  t.equal(run.status, 201);
  await server.app.batchRunner.idle();
  t.match((await api.get(`/api/catalog/batch/${run.body.id}`)).body, { status: 'error', error: 'output_failed' }, 'the run fails with output_failed');
  const dir = path.join(server.dataDir, 'results', run.body.id);
  const left = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.tmp')) : [];
  t.same(left, [], 'no temporary file left');

  // A temporary file a dead process left, two hours old: the next start sweeps it.
  const stale = path.join(dir, 'catalog.csv.0123456789ab.tmp');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(stale, 'half a file');
  const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
  fs.utimesSync(stale, old, old);
  await server.close();
  await startServer(t, { dataDir: server.dataDir });
  t.notOk(fs.existsSync(stale), 'swept at start');
});
