import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import t from 'tap';
import { catalogBatches } from '../../db/schema.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/files.ts';
import { request, signedIn } from '../helpers/api.ts';
import { TEST_POSTGRES } from '../helpers/postgres.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';
import { oleBytes } from '../fixtures/bad-files.ts';
import { csvOfSize, elfBytes, productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

/** Every file under DATA_DIR/files, relative to it. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile()).sort();
}

const STORED = /^[0-9a-f-]{36}\.(csv|tsv|txt|xlsx|pdf)$/;

t.test('upload and analysis of the stored file', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);

  t.test('a CSV is stored under a generated name in the workspace folder', async (t) => {
    const upload = await api.upload('/api/file/my_drive', fileForm('produits.csv', productCsv(3)));
    t.equal(upload.status, 200);
    t.match(upload.body.name, STORED);
    const me = await api.get('/api/auth/me');
    t.ok(fs.existsSync(path.join(server.dataDir, 'files', me.body.workspace.id, upload.body.name)));
    const analysis = await api.send('POST', '/api/assistant/analyze', { input: upload.body.name });
    t.equal(analysis.status, 200);
    t.equal(analysis.body.nb_products_found, 3);
    t.equal(analysis.body.input_file_path, upload.body.name);
    const again = await api.send('POST', '/api/assistant/prepare/batch/run', { input: upload.body.name });
    t.same(again.body, analysis.body, 'prepare/batch/run answers the same analysis');
  });

  t.test('client file names never touch the filesystem', async (t) => {
    const before = storedFiles(server.dataDir).length;
    const names = ['../../../evil.csv', '..%2f..%2fevil.csv', 'a\u0000b.csv', 'a\r\nContent-Type: x\r\n.csv', `${'x'.repeat(300)}.csv`, '..\\..\\evil.csv'];
    // Other bytes each time: the same bytes again are the upload the workspace has.
    for (const [i, name] of names.entries()) {
      const upload = await api.upload('/api/file/my_drive', fileForm(name, productCsv(10 + i)));
      t.equal(upload.status, 200, JSON.stringify(name));
      t.match(upload.body.name, STORED);
    }
    const after = storedFiles(server.dataDir);
    t.equal(after.length, before + names.length);
    for (const file of after) t.match(file, /^[0-9a-f-]{36}[/\\][0-9a-f-]{36}\.csv$/, 'only generated names, one folder deep');
    t.notOk(fs.existsSync(path.join(server.dataDir, 'evil.csv')));
  });

  t.test('5 MB + 1 byte is refused twice and nothing is stored; 5 MB exactly is accepted', async (t) => {
    const before = storedFiles(server.dataDir);
    const tooBig = Buffer.concat([productCsv(3), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - productCsv(3).length, 0x61)]);
    for (let i = 0; i < 2; i++) {
      const upload = await api.upload('/api/file/my_drive', fileForm('big.csv', tooBig));
      t.equal(upload.status, 413);
      t.equal(upload.body.detail.error_code, 'file_too_large');
      t.equal(upload.body.detail.error_message, 'File is too large. Maximum allowed size is 5MB.');
    }
    t.same(storedFiles(server.dataDir), before, 'no new file, no partial left');
    const exact = await api.upload('/api/file/my_drive', fileForm('exact.csv', tooBig.subarray(0, MAX_UPLOAD_BYTES)));
    t.equal(exact.status, 200);
  });

  t.test('type and content checks', async (t) => {
    const cases: [string, Buffer, number, string][] = [
      ['empty.csv', Buffer.alloc(0), 400, 'file_empty'],
      ['tool.exe', Buffer.from('MZ'), 400, 'file_type_not_allowed'],
      ['noextension', Buffer.from('a,b\n1,2\n'), 400, 'file_type_not_allowed'],
      ['legacy.xls', oleBytes(), 400, 'excel_invalid_signature'],
      ['text.xlsx', Buffer.from('Name,Price\nShoe,12\n'), 400, 'excel_invalid_signature'],
      ['text.pdf', Buffer.from('Name,Price\nShoe,12\n'), 400, 'pdf_invalid_signature'],
      ['program.csv', elfBytes(), 400, 'csv_invalid_file'],
      ['program.txt', elfBytes(), 400, 'csv_invalid_file'],
    ];
    const before = storedFiles(server.dataDir);
    for (const [name, data, status, code] of cases) {
      const upload = await api.upload('/api/file/my_drive', fileForm(name, data));
      t.equal(upload.status, status, name);
      t.equal(upload.body.detail?.error_code, code, name);
    }
    const refused = await api.upload('/api/file/my_drive', fileForm('tool.exe', Buffer.from('x')));
    t.equal(refused.body.detail.error_message, 'File type not allowed. Accepted: .csv, .tsv, .txt, .xlsx, .pdf');
    t.same(storedFiles(server.dataDir), before, 'nothing stored');

    const noFile = new FormData();
    noFile.append('note', 'hello');
    const missing = await api.upload('/api/file/my_drive', noFile);
    t.equal(missing.status, 400);
    t.equal(missing.body.detail.error_code, 'file_not_a_file');
  });

  t.test('another workspace, paths and unknown names answer 404 file_not_found', async (t) => {
    const upload = await api.upload('/api/file/my_drive', fileForm('mine.csv', productCsv(2)));
    const other = await signedIn(server.url, await server.addUser('eve@example.com'));
    const me = await api.get('/api/auth/me');
    const inputs = [upload.body.name, `../${me.body.workspace.id}/${upload.body.name}`, `${me.body.workspace.id}/${upload.body.name}`, '../../fiche.db', '00000000-0000-0000-0000-000000000000.csv'];
    for (const input of inputs) {
      for (const route of ['/api/assistant/analyze', '/api/assistant/prepare/batch/run']) {
        const answer = await other.send('POST', route, { input });
        t.equal(answer.status, 404, `${route} ${input}`);
        t.equal(answer.body.detail.error_code, 'file_not_found');
      }
    }
    const own = await api.send('POST', '/api/assistant/analyze', { input: `../${me.body.workspace.id}/${upload.body.name}` });
    t.equal(own.status, 404, 'a path is refused even for the owner');
  });

  t.test('without a token: 401', async (t) => {
    const upload = await request(`${server.url}/api/file/my_drive`, { body: fileForm('a.csv', productCsv(1)) });
    t.equal(upload.status, 401);
    const analyse = await request(`${server.url}/api/assistant/analyze`, { json: { input: 'x.csv' } });
    t.equal(analyse.status, 401);
  });
});

t.test('at start: partial uploads removed, files the database does not list quarantined, never deleted', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-test-'));
  const first = await startServer(t, { dataDir });
  const api = await signedIn(first.url, await first.addUser('sam@example.com'));
  const kept = await api.upload('/api/file/my_drive', fileForm('kept.csv', productCsv(2)));
  const me = await api.get('/api/auth/me');
  await first.close();
  const folder = path.join(dataDir, 'files', me.body.workspace.id);
  fs.writeFileSync(path.join(folder, '11111111-1111-1111-1111-111111111111.csv.part'), 'half an upl');
  fs.writeFileSync(path.join(folder, '22222222-2222-2222-2222-222222222222.csv'), 'no row points here');

  const second = await startServer(t, { dataDir });
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  t.same(fs.readdirSync(folder), [kept.body.name]);
  const [batch] = fs.readdirSync(path.join(dataDir, 'quarantine'));
  const quarantined = path.join(dataDir, 'quarantine', batch as string, me.body.workspace.id, '22222222-2222-2222-2222-222222222222.csv');
  t.equal(fs.readFileSync(quarantined, 'utf8'), 'no row points here', 'the unknown file is kept in quarantine');

  await second.close();

  await t.test('a missing database (fiche.db gone, files still there): every upload is quarantined, none deleted', { skip: TEST_POSTGRES ? 'SQLite only' : false }, async (t) => {
    for (const name of fs.readdirSync(dataDir)) if (name.startsWith('fiche.db')) fs.rmSync(path.join(dataDir, name));
    const third = await startServer(t, { dataDir });
    await third.close();
    t.same(fs.readdirSync(folder), [], 'nothing left unlisted in files/');
    const moved = fs.readdirSync(path.join(dataDir, 'quarantine')).flatMap((at) => fs.readdirSync(path.join(dataDir, 'quarantine', at, me.body.workspace.id)));
    t.ok(moved.includes(kept.body.name), 'the real upload is in quarantine, not deleted');
  });
});

t.test('parallel analyses beyond the queue answer 429, the others succeed', async (t) => {
  const server = await startServer(t, { env: { WORKERS: '1' } });
  const api = await signedIn(server.url, server.admin);
  const file = csvOfSize(3 * 1024 * 1024);
  const names: string[] = [];
  for (let i = 0; i < 12; i++) names.push((await api.upload('/api/file/my_drive', fileForm(`f${i}.csv`, file))).body.name);
  const answers = await Promise.all(names.map((input) => api.send('POST', '/api/assistant/analyze', { input })));
  const statuses = answers.map((answer) => answer.status);
  t.ok(
    statuses.every((status) => status === 200 || status === 429),
    statuses.join(' '),
  );
  t.ok(statuses.includes(200), 'some succeed');
  t.ok(statuses.includes(429), 'some are refused rather than queued without bound');
  const refused = answers.find((answer) => answer.status === 429);
  t.equal(refused?.body.detail.error_code, 'too_many_requests');
  const health = await request(`${server.url}/api/healthcheck`);
  t.equal(health.status, 200);
});

t.test('a storage quota per workspace: an upload past it is refused and not kept; deleting uploads makes room', async (t) => {
  const server = await startServer(t, { env: { STORAGE_QUOTA_MB: '1' } });
  const api = await signedIn(server.url, server.admin);
  const other = await signedIn(server.url, await server.addUser('grace@example.com'));
  const file = csvOfSize(600 * 1024);
  // Other bytes of the same size: the same bytes again would be the upload the workspace has.
  const summer = Buffer.concat([file.subarray(0, -1), Buffer.from(' ')]);

  const first = await api.upload('/api/file/my_drive', fileForm('spring.csv', file));
  t.equal(first.status, 200);
  t.equal((await api.send('POST', '/api/assistant/analyze', { input: first.body.name })).status, 200);
  const listed = (await api.get('/api/file/my_drive')).body;
  t.equal(listed.quota_bytes, 1024 * 1024);
  t.match(listed.files, [{ name: first.body.name, original_name: 'spring.csv', size: file.length, runs: 0 }]);
  t.ok(listed.files[0].stored_bytes > file.length, 'the analysis kept with the file counts too');
  t.equal(listed.used_bytes, listed.files[0].stored_bytes);

  const before = storedFiles(server.dataDir);
  const refused = await api.upload('/api/file/my_drive', fileForm('summer.csv', summer));
  t.equal(refused.status, 413);
  t.match(refused.body.detail, { error_code: 'storage_quota_exceeded', quota_mb: 1, error_message: /storage quota/ });
  t.ok(refused.body.detail.used_mb > 1, 'says how much it would take');
  t.same(storedFiles(server.dataDir), before, 'nothing of the refused upload is kept');
  t.equal((await other.upload('/api/file/my_drive', fileForm('other.csv', file))).status, 200, 'another workspace has its own quota');

  t.equal((await other.send('DELETE', `/api/file/my_drive/${first.body.name}`)).status, 404, 'another workspace cannot delete it');
  t.equal((await api.send('DELETE', '/api/file/my_drive/..%2F..%2Ffiche.db')).status, 404, 'a path is no upload name');
  t.equal((await api.send('DELETE', `/api/file/my_drive/${first.body.name}`)).status, 204);
  t.same((await api.get('/api/file/my_drive')).body, { used_bytes: 0, runs_bytes: 0, quota_bytes: 1024 * 1024, files: [] });
  t.equal(storedFiles(server.dataDir).filter((name) => name.endsWith(first.body.name)).length, 0, 'its file is gone');
  t.equal((await api.send('POST', '/api/assistant/analyze', { input: first.body.name })).body.detail.error_code, 'file_not_found');
  t.equal((await api.upload('/api/file/my_drive', fileForm('summer.csv', summer))).status, 200, 'room again');
});

t.test('an upload a run reads is kept while the run has not ended; its runs keep their results once it is deleted', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const setup = await templateOnFile(api, {
    file: { name: 'desks.csv', content: productCsv(2) },
    label: 'Desks',
    mapping: [{ source_column: 'Désignation', dest_property: 'Name', batch_action: 'COPY' }],
  });
  const id = await setup.start(2);
  await server.app.batchRunner.idle();
  t.match((await api.get('/api/file/my_drive')).body.files, [{ name: setup.upload, runs: 1 }]);

  await server.app.store.run((db) => db.update(catalogBatches).set({ status: 'in_progress' }).where(eq(catalogBatches.id, id)));
  const inUse = await api.send('DELETE', `/api/file/my_drive/${setup.upload}`);
  t.equal(inUse.status, 409);
  t.equal(inUse.body.detail.error_code, 'file_in_use');

  await server.app.store.run((db) => db.update(catalogBatches).set({ status: 'done' }).where(eq(catalogBatches.id, id)));
  t.equal((await api.send('DELETE', `/api/file/my_drive/${setup.upload}`)).status, 204);
  const run = (await api.get(`/api/catalog/batch/${id}`)).body;
  t.equal(run.status, 'done');
  t.ok(run.results.length > 0, 'the run still lists its files');
  t.equal(run.input_file, null, 'and no longer names a file it can be run again from');
});
