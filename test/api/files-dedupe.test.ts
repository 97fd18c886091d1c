import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { files } from '../../db/schema.ts';
import type { UploadsView } from '../../domain/files.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

/** The same bytes uploaded again in a workspace are the upload it has: one row, one file, one analysis. */

t.test('re-uploading the same bytes is one upload, within a workspace', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const other = await signedIn(server.url, await server.addUser('bo@example.com'));
  const bytes = productCsv(4);

  const first = await api.upload('/api/file/my_drive', fileForm('products.csv', bytes));
  const again = await api.upload('/api/file/my_drive', fileForm('products (1).csv', bytes));
  t.same([first.status, again.status], [200, 200]);
  t.equal(again.body.name, first.body.name, 'the same stored name');
  const list = (await api.get<UploadsView>('/api/file/my_drive')).body;
  t.same(
    list.files.map((file) => [file.name, file.original_name]),
    [[first.body.name, 'products.csv']],
    'listed once, under the name it was first uploaded with',
  );

  const changed = await api.upload('/api/file/my_drive', fileForm('products.csv', productCsv(5)));
  t.not(changed.body.name, first.body.name, 'other bytes are another upload, whatever their name');

  const theirs = await other.upload('/api/file/my_drive', fileForm('products.csv', bytes));
  t.not(theirs.body.name, first.body.name, 'another workspace keeps an upload of its own');

  t.equal((await api.send('DELETE', `/api/file/my_drive/${first.body.name}`)).status, 204);
  const after = await api.upload('/api/file/my_drive', fileForm('products.csv', bytes));
  t.not(after.body.name, first.body.name, 'once deleted, the bytes are stored anew');
  const analysis = await api.send('POST', '/api/assistant/analyze', { input: after.body.name });
  t.equal(analysis.status, 200, 'and analysed');
});

t.test('uploads of the same bytes at once end as one', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const bytes = productCsv(6);
  const names = await Promise.all([1, 2, 3].map(async () => (await api.upload('/api/file/my_drive', fileForm('same.csv', bytes))).body.name as string));
  t.equal(new Set(names).size, 1, 'one stored name');
  t.equal((await api.get<UploadsView>('/api/file/my_drive')).body.files.length, 1, 'one upload listed');
  const onDisk = (fs.readdirSync(path.join(server.dataDir, 'files'), { recursive: true }) as string[]).filter((name) => name.endsWith('.csv'));
  t.equal(onDisk.length, 1, 'one file kept on disk');
});

t.test('the analysis says the decimal mark the file writes its numbers with', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const analyse = async (name: string, text: string) => {
    const upload = await api.upload('/api/file/my_drive', fileForm(name, Buffer.from(text)));
    return (await api.send('POST', '/api/assistant/analyze', { input: upload.body.name })).body.decimal_mark;
  };
  t.equal(await analyse('de.csv', 'Name;Preis\nTasse;1,60\nTeller;12,90\n'), ',');
  t.equal(await analyse('en.csv', 'Name,Price\nCup,1.60\nPlate,12.90\n'), '.');
  t.equal(await analyse('plain.csv', 'Name,Stock\nCup,3\nPlate,12\n'), null, 'whole numbers do not say');
});

t.test('an upload from before hashes were kept is found by its bytes too', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const bytes = productCsv(3);
  const older = (await api.upload('/api/file/my_drive', fileForm('older.csv', bytes))).body.name as string;
  const copy = (await api.upload('/api/file/my_drive', fileForm('copy.csv', Buffer.concat([bytes, Buffer.from('\n')])))).body.name as string;
  // As a database migrated from before: no hash on either.
  await server.app.store.run((db) => db.update(files).set({ contentHash: null }));
  const again = await api.upload('/api/file/my_drive', fileForm('again.csv', bytes));
  t.equal(again.body.name, older, 'the older upload of the same bytes');
  const hashes = await server.app.store.run((db) => db.select({ name: files.storedName, hash: files.contentHash }).from(files));
  t.ok(hashes.find((row) => row.name === older)?.hash, 'its hash kept from now on');
  t.equal((await api.get<UploadsView>('/api/file/my_drive')).body.files.length, 2, 'nothing added');
  t.not(copy, older);
});
