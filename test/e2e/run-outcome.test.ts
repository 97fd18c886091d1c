/**
 * A run that left cells empty says so wherever it says done, and the start page says how a template
 * meets the file before any credit is spent (the browser, on the real server).
 */
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { csv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer, TEST_PASSWORD } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

const server = await startServer(t);
const email = 'outcome@example.com';
await server.addUser(email);
const api = await signedIn(server.url, { email, password: TEST_PASSWORD });

t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

const page = (t: Test, path: string): Promise<Page> => openApp(t, { server, user: { email, password: TEST_PASSWORD }, path });

const setup = await templateOnFile(api, {
  file: {
    name: 'preisliste.csv',
    content: csv([
      ['SKU', 'Artikel'],
      ['A-1', 'Tischleuchte Iris'],
      ['A-2', 'Stehleuchte Nova'],
      ['A-3', 'Wandleuchte Alba'],
    ]),
  },
  label: 'Lamps',
  mapping: [
    { source_column: 'SKU', dest_property: 'SKU', batch_action: 'COPY' },
    { source_column: 'Artikel', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: '', dest_property: 'Weight', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' },
  ],
});
const id = await setup.start(3);
await server.app.batchRunner.idle();

t.test('a done run with empty cells: the catalogues list and the review page say so, with what it cost', async (t) => {
  const list = await page(t, '/catalogs');
  await list.getByRole('button', { name: 'New catalogs: 1 — 3 values could not be found; see why' }).waitFor();
  t.pass('the bell says the new run left values unfound');
  const row = list.getByRole('row', { name: /preisliste\.csv/ });
  await row.getByText('Done — 3 values could not be found;').waitFor();
  t.pass('the list says the gaps beside Done');
  await row.getByRole('link', { name: 'see why' }).click();
  await list.waitForURL(`${server.url}/catalogs/${id}`);
  await list.getByText('6 values, 3 cells left empty, 0 failed. It cost 0 credits, after 3 given back for cells left empty or failed.').waitFor();
  t.pass('the review page says what the run delivered and cost');
  const profile = await page(t, '/user-profile');
  const history = profile.getByRole('region', { name: 'Credits history' });
  await history.getByRole('row', { name: /Given back for cells left empty or failed: Lamps on preisliste\.csv \+3$/ }).waitFor();
  await history.getByRole('row', { name: /Run Lamps on preisliste\.csv -3$/ }).waitFor();
  t.pass('the credits history shows the charge and the refund of empty cells as one line');
});

/** /catalog/new with `name` uploaded and the Lamps template chosen. */
async function startPageWith(t: Test, name: string, content: Buffer): Promise<Page> {
  const start = await page(t, '/catalog/new');
  await start.getByRole('heading', { name: 'New catalog' }).waitFor();
  const chooser = start.waitForEvent('filechooser');
  await start.getByRole('button', { name: 'Upload a product file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: content });
  await start.getByText('Selected file:').waitFor();
  await start.getByLabel('Select a template').selectOption({ label: 'Lamps' });
  return start;
}

t.test('the start page says which columns a template reads under the file’s own names, and which the file lacks', async (t) => {
  const lower = await startPageWith(
    t,
    'lower.csv',
    csv([
      ['sku', 'artikel'],
      ['B-1', 'Deckenleuchte'],
    ]),
  );
  await lower.getByText('Read under the file’s own names: SKU → sku, Artikel → artikel.').waitFor();
  t.pass('headers differing in case are matched, and said');
  const other = await startPageWith(
    t,
    'other.csv',
    csv([
      ['SKU', 'Colour'],
      ['C-1', 'Red'],
    ]),
  );
  await other.getByText('The file has no column Artikel, which the template reads: its cells will be empty.').waitFor();
  t.pass('a column the file lacks is said before the start');
  await other.getByLabel('Read Artikel from').selectOption('Colour');
  await other.getByText('The file has no column Artikel').waitFor({ state: 'detached' });
  t.pass('one choice remaps it: the warning is gone');
  const saved = (await api.get(`/api/catalog/config/${setup.configName}`)).body;
  t.match(
    saved.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Name'),
    { source_column: 'Colour', batch_action: 'COPY' },
    'the template now reads Name from that column',
  );
});
