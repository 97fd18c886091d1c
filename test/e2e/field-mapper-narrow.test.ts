import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { openApp } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);

const LONG = 'Recommended retail price including VAT for France';
const api = await signedIn(server.url, server.admin);
const created = await api.send('POST', '/api/catalog/config', {
  label: 'Narrow',
  about: { identifiers: ['EAN'], contents: ['Name'], attributes: [], categories: [], price: ['Price'], others: [] },
  completeness: 80,
  source_fields: { public_identifiers: ['EAN'] },
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  ownFormatMapping: [
    { source_column: 'Name', dest_property: 'title', batch_action: 'COPY' },
    { source_column: 'Price', dest_property: LONG, batch_action: 'COPY' },
  ],
  search_options: { blacklist: [], whitelist: [] },
});
if (created.status >= 300) throw new Error(`seeding failed: ${created.status}`);

t.test('at 1024 × 768, sidebar open, panel at its default size: full names and Remove in reach', async (t) => {
  const path = `/catalog-templates/edit/${created.body.name}`;
  const page = await openApp(t, { server, user: server.admin, path, viewport: { width: 1024, height: 768 } });
  await page.getByText('2 fields total').waitFor();
  t.ok(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible(), 'the sidebar is open');

  const name = page.getByRole('button', { name: LONG, exact: true });
  t.equal(await name.innerText(), LONG, 'the whole name is written');
  t.ok(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), 'nothing of it is cut off');
  const scroller = page.locator('.fm-table-scroll');
  t.ok(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the table does not scroll sideways');

  const remove = page.getByRole('button', { name: `Remove ${LONG}`, exact: true });
  const box = await remove.boundingBox();
  const pane = await scroller.boundingBox();
  t.ok(box && pane, 'Remove is laid out');
  if (box && pane) {
    t.ok(box.x >= pane.x && box.x + box.width <= pane.x + pane.width, 'Remove lies inside the table pane');
    t.ok(box.x + box.width <= 1024, 'and inside the window');
  }
  await remove.click();
  await page.getByText('1 field total').waitFor();
  t.equal(await page.getByRole('button', { name: LONG, exact: true }).count(), 0, 'removed with one click');
});
