import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { catalogBatches } from '../../db/schema.ts';
import { openApp } from '../helpers/app.ts';
import { workspaceOf } from '../helpers/credits.ts';
import { startServer, TEST_PASSWORD } from '../helpers/server.ts';

const server = await startServer(t);
const { store } = server.app;

const CONFIGS = ['spring', 'summer', 'autumn'];
/** The labels people gave those templates: what the list shows, never the slug. */
const LABELS = ['Spring catalogue', 'Summer sale', 'Autumn range'];
const HOUR = 3_600_000;
const LONG_NAME = `${'very-long-supplier-export-name-'.repeat(3)}2026.csv`;

interface Seed {
  i: number;
  status: 'done' | 'error' | 'in_progress';
  isNew: boolean;
}

/** Batches written straight into the database: i hours × 2 + 30 min old, newest first. */
async function seed(workspaceId: string, n: number, shape: (i: number) => Seed): Promise<string[]> {
  const now = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { status, isNew } = shape(i);
    const id = randomUUID();
    ids.push(id);
    await store.run((db) =>
      db.insert(catalogBatches).values({
        id,
        workspaceId,
        catalogConfigName: CONFIGS[i % 3] as string,
        configSnapshot: { label: LABELS[i % 3] as string },
        inputFilename: i === 0 ? LONG_NAME : `products-${String(i).padStart(2, '0')}.csv`,
        destination: [{ type: 'own_format', value: null }],
        status,
        progress: status === 'in_progress' ? 0.42 : 1,
        nbProducts: 10,
        cost: 10,
        downloadedOnce: !isNew,
        startDate: new Date(now - i * 2 * HOUR - 30 * 60_000).toISOString(),
      }),
    );
  }
  return ids;
}

const shape = (i: number): Seed => ({ i, status: i % 10 === 9 ? 'error' : 'done', isNew: i % 4 === 0 || i % 10 === 9 });
const TOTAL = 60;
const NEW = Array.from({ length: TOTAL }, (_, i) => shape(i)).filter((s) => s.isNew).length;
const SUMMER = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => i % 3 === 1);
const SUMMER_ERRORS = SUMMER.filter((i) => i % 10 === 9).length;

const signedInPage = (t: Test, email: string, path = '/catalogs') => openApp(t, { server, user: { email, password: TEST_PASSWORD }, path });

const rows = (page: Page) => page.locator('tbody tr');
async function expectInfo(page: Page, text: string) {
  await page.getByText(text).waitFor();
}

t.test('filters and pagination over 60 catalogues', async (t) => {
  await seed(await workspaceOf(server, server.admin.email), TOTAL, shape);
  const page = await signedInPage(t, server.admin.email);
  await page.getByRole('heading', { name: 'Catalogs' }).waitFor();
  await expectInfo(page, `Page 1 of 6 · ${TOTAL} catalogs`);
  t.equal(await rows(page).count(), 10, 'default page size 10');

  // Row display.
  const first = rows(page).first();
  t.equal(await first.getByRole('rowheader').locator('span[title]').textContent(), `${LONG_NAME.slice(0, 60)}…`, 'cut at 60 + ellipsis');
  t.equal(await first.getByRole('rowheader').locator('span[title]').getAttribute('title'), LONG_NAME, 'full name in the title');
  t.ok(await first.getByText('new', { exact: true }).isVisible(), 'new badge');
  t.ok(await first.getByText('Custom Format').isVisible());
  t.equal(await first.locator('time').textContent(), '30 minutes ago');
  t.notMatch(await rows(page).nth(3).locator('time').textContent(), /ago/, 'a done catalogue over 3 h old shows its date-time');
  const errored = page.getByRole('row', { name: /products-09\.csv/ });
  t.ok(await errored.getByText('Error', { exact: true }).isVisible());
  t.ok(await errored.getByRole('button', { name: 'Dismiss the error of products-09.csv' }).isVisible(), 'dismiss on a new errored row');
  await page.getByRole('button', { name: `New catalogs: ${NEW}` }).waitFor();

  // Pagination.
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  t.ok(await nav.getByRole('button', { name: 'First' }).isDisabled());
  await nav.getByRole('button', { name: 'Next' }).click();
  await expectInfo(page, 'Page 2 of 6');
  t.ok(await page.getByRole('row', { name: /products-10\.csv/ }).isVisible(), 'second page starts at the 11th');
  await nav.getByRole('button', { name: 'Last' }).click();
  await expectInfo(page, 'Page 6 of 6');
  t.ok(await nav.getByRole('button', { name: 'Next' }).isDisabled());
  await nav.getByRole('button', { name: 'Previous' }).click();
  await expectInfo(page, 'Page 5 of 6');
  await nav.getByRole('button', { name: 'First' }).click();
  await expectInfo(page, 'Page 1 of 6');
  t.same(await nav.getByLabel('Rows per page').locator('option').allTextContents(), ['5', '10', '20', '50']);
  await nav.getByLabel('Rows per page').selectOption('50');
  await expectInfo(page, 'Page 1 of 2');
  t.equal(await rows(page).count(), 50);
  await nav.getByRole('button', { name: 'Next' }).click();
  await expectInfo(page, 'Page 2 of 2');
  t.equal(await rows(page).count(), 10);

  // A filter brings back page 1 and clears the selection.
  await page.getByRole('checkbox', { name: 'Select products-50.csv' }).check();
  t.same(await page.getByLabel('Filter by template').locator('option').allTextContents(), ['All', 'Autumn range', 'Spring catalogue', 'Summer sale'], 'the filter offers labels');
  t.ok(
    await rows(page)
      .first()
      .getByText(/^(Spring catalogue|Summer sale|Autumn range)$/)
      .isVisible(),
    'rows show the label',
  );
  t.equal(await page.getByRole('cell', { name: 'summer', exact: true }).count(), 0, 'never the slug');
  await page.getByLabel('Filter by template').selectOption({ label: 'Summer sale' });
  await expectInfo(page, `Page 1 of 1 · ${SUMMER.length} catalogs`);
  t.notOk(await page.getByRole('button', { name: /selected/ }).isVisible(), 'selection cleared');
  await page.getByLabel('Filter by status').selectOption({ label: 'Error' });
  await expectInfo(page, `Page 1 of 1 · ${SUMMER_ERRORS} catalogs`);
  await page.getByLabel('Filter by template').selectOption('');
  await page.getByLabel('Filter by status').selectOption('');
  await nav.getByLabel('Rows per page').selectOption('10');
  await expectInfo(page, `Page 1 of 6 · ${TOTAL} catalogs`);

  // Dates: quick options and a custom value.
  await page.getByLabel('Filter by start date').selectOption({ label: 'Last day' });
  await expectInfo(page, 'Page 1 of 2 · 12 catalogs');
  await page.getByLabel('Filter by start date').selectOption({ label: 'After a date…' });
  const after = new Date(Date.now() - 5 * HOUR);
  const local = new Date(after.getTime() - after.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Started after').fill(local);
  await expectInfo(page, 'Page 1 of 1 · 3 catalogs');
  await page.getByLabel('Filter by start date').selectOption('');
  await expectInfo(page, `Page 1 of 6 · ${TOTAL} catalogs`);

  // Only new: the toggle, the query and the bell.
  const toggle = page.getByRole('button', { name: 'Only new' });
  await toggle.click();
  await expectInfo(page, `${NEW} catalogs`);
  t.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await toggle.click();
  await expectInfo(page, `${TOTAL} catalogs`);
  await page.getByRole('button', { name: `New catalogs: ${NEW}` }).click();
  await expectInfo(page, `${NEW} catalogs`);
  t.equal(await toggle.getAttribute('aria-pressed'), 'true', 'the bell turns the filter on while on /catalogs');

  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: `New catalogs: ${NEW}` }).click();
  await page.waitForURL(`${server.url}/catalogs?show_new_only=true`);
  await expectInfo(page, `${NEW} catalogs`);
  t.equal(await page.getByRole('button', { name: 'Only new' }).getAttribute('aria-pressed'), 'true', 'from elsewhere: navigation');

  // Dismissing the errored one lowers the bell.
  await page.getByRole('button', { name: 'Dismiss the error of products-09.csv' }).click();
  await page.getByRole('button', { name: `New catalogs: ${NEW - 1}` }).waitFor();
  await page.getByRole('button', { name: 'Dismiss the error of products-09.csv' }).waitFor({ state: 'detached' });
  t.equal(await page.getByRole('button', { name: /^New catalogs/ }).getAttribute('aria-label'), `New catalogs: ${NEW - 1}`, 'dismiss lowers the bell by one');
  t.notOk(await page.getByRole('button', { name: 'Dismiss the error of products-09.csv' }).isVisible(), 'no dismiss button any more');

  const fresh = await signedInPage(t, server.admin.email, '/catalogs?show_new_only=true');
  await expectInfo(fresh, `${NEW - 1} catalogs`);
  t.equal(await fresh.getByRole('button', { name: 'Only new' }).getAttribute('aria-pressed'), 'true', 'show_new_only=true pre-activates');
});

t.test('delete one, delete several, page moves back; another workspace sees none', async (t) => {
  const email = 'cleaner@example.com';
  await server.addUser(email);
  const ws = await workspaceOf(server, email);
  const ids = await seed(ws, 12, (i) => ({ i, status: i === 0 ? 'in_progress' : 'done', isNew: i === 1 }));
  const page = await signedInPage(t, email);
  await expectInfo(page, 'Page 1 of 2 · 12 catalogs');
  await page.getByRole('button', { name: 'New catalogs: 1' }).waitFor();

  const running = page.getByRole('row', { name: new RegExp(LONG_NAME.slice(0, 20)) });
  t.ok(await running.getByRole('checkbox').isDisabled(), 'a running catalogue cannot be selected');
  t.ok(await running.getByRole('button', { name: /^Delete / }).isDisabled(), 'nor deleted');
  t.equal(await running.getByRole('progressbar').getAttribute('value'), '42');
  t.ok(await running.getByText('42 %').isVisible(), 'percentage');

  await page.getByRole('button', { name: 'Delete products-01.csv' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete catalog' });
  await confirm.getByText(/products-01\.csv/).waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Catalog deleted successfully').waitFor();
  await expectInfo(page, '11 catalogs');
  await page.getByRole('button', { name: 'New catalogs: 0' }).waitFor();
  t.pass('the bell refreshed after the deletion');

  await page.getByRole('checkbox', { name: 'Select products-02.csv' }).check();
  await page.getByRole('checkbox', { name: 'Select products-03.csv' }).check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  const many = page.getByRole('dialog', { name: 'Delete catalogs' });
  await many.getByText('Delete 2 catalogs and their result files?', { exact: false }).waitFor();
  await many.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Catalogs deleted successfully').waitFor();
  await expectInfo(page, 'Page 1 of 1 · 9 catalogs');

  // Page size 5: page 2 of 2 holds 4; deleting them all moves back to page 1.
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await nav.getByLabel('Rows per page').selectOption('5');
  await nav.getByRole('button', { name: 'Last' }).click();
  await expectInfo(page, 'Page 2 of 2 · 9 catalogs');
  await page.getByRole('checkbox', { name: 'Select all finished catalogs on this page' }).check();
  await page.getByRole('button', { name: 'Delete 4 selected' }).click();
  await page.getByRole('dialog', { name: 'Delete catalogs' }).getByRole('button', { name: 'Delete' }).click();
  await expectInfo(page, 'Page 1 of 1 · 5 catalogs');
  t.pass('the page moved back');

  // A catalogue gone meanwhile: the failure toast.
  const gone = ids[4] as string;
  await store.run((db) => db.delete(catalogBatches).where(eq(catalogBatches.id, gone)));
  await page.getByRole('button', { name: 'Delete products-04.csv' }).click();
  await page.getByRole('dialog', { name: 'Delete catalog' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Failed to delete catalog(s)').waitFor();
  t.pass('failure toast');

  // The first workspace lists its own catalogues, all of them, and none of this one's (whose newest is running).
  const other = await signedInPage(t, server.admin.email);
  await expectInfo(other, `${TOTAL} catalogs`);
  t.equal(await other.getByRole('progressbar').count(), 0, 'only its own rows: not the other workspace’s running catalogue');

  const stranger = await signedInPage(t, await server.addUser('stranger@example.com').then((c) => c.email));
  await stranger.getByText('No generated catalogs').waitFor();
  t.pass("another workspace's catalogues are not listed");
});

t.test('a Try-10 preview is marked apart from full runs, and each file says what it is', async (t) => {
  const { email } = await server.addUser('preview@example.com');
  const workspaceId = await workspaceOf(server, email);
  const now = Date.now();
  const files = (base: string) => [
    { name: `${base}.csv`, content_type: 'text/csv', role: 'products' as const },
    { name: `${base}.pdf`, content_type: 'application/pdf', role: 'catalogue' as const },
    { name: `${base}-shopify.csv`, content_type: 'text/csv', role: 'channel' as const },
    { name: `${base}-validation.csv`, content_type: 'text/csv', role: 'validation' as const },
  ];
  for (const [i, preview] of [false, true].entries()) {
    await store.run((db) =>
      db.insert(catalogBatches).values({
        id: randomUUID(),
        workspaceId,
        catalogConfigName: 'spring',
        configSnapshot: { label: 'Spring catalogue' },
        inputFilename: preview ? 'tried.csv' : 'whole.csv',
        destination: [{ type: 'marketplace', value: 'shopify' }],
        status: 'done',
        progress: 1,
        nbProducts: preview ? 10 : 120,
        cost: 10,
        preview,
        downloadedOnce: true,
        results: files(preview ? 'spring-tried' : 'spring-whole'),
        startDate: new Date(now - i * 60_000).toISOString(),
      }),
    );
  }
  const page = await signedInPage(t, email);
  const whole = page.getByRole('row', { name: /whole\.csv/ });
  const tried = page.getByRole('row', { name: /tried\.csv/ });
  await tried.waitFor();
  t.ok(await tried.getByText('Preview', { exact: true }).isVisible(), 'the preview is marked');
  t.equal(await tried.getByText('Preview', { exact: true }).getAttribute('title'), 'A try on the first 10 products, not the whole file');
  t.equal(await whole.getByText('Preview', { exact: true }).count(), 0, 'a full run is not');

  const labels = await whole.locator('.catalog-result-label').allTextContents();
  t.same(labels, ['Products', 'Catalog', 'Shopify', 'Report'], 'each file its own label');
  t.equal(new Set(labels).size, 4, 'no two alike');
  for (const [label, name] of [
    ['Products', 'spring-whole.csv'],
    ['Shopify', 'spring-whole-shopify.csv'],
    ['Report', 'spring-whole-validation.csv'],
  ]) {
    t.ok(await whole.getByRole('button', { name: `Download ${label}: ${name}` }).isVisible(), `the ${label} file named for what it is`);
  }
  const marks = await whole.locator('.catalog-result svg path:last-child').evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));
  t.equal(new Set(marks).size, 4, 'and drawn apart: four icons');
});
