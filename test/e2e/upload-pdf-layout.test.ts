/**
 * A PDF price list in a real browser: File Details and the new-catalog page say how its layout was
 * read, and warn when the reading is unsure, before any template is built or credit spent.
 */
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { proseLetter, sectionedPriceList } from '../fixtures/pdf-layouts.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);

/** Signed in at `path`, or on the assistant's upload step when none is given. */
async function signedInPage(t: Test, email: string, path?: string): Promise<Page> {
  const user = await server.addUser(email);
  const page = await openApp(t, { server, user, path, viewport: { width: 1024, height: 768 } });
  if (path) return page;
  await page.getByRole('heading', { name: /^Hello / }).waitFor();
  await page.getByRole('button', { name: 'Start a new catalog or template' }).hover();
  await page.getByRole('button', { name: 'Create a new template' }).click();
  await page.getByRole('heading', { name: 'Upload your product file' }).waitFor();
  return page;
}

/** Chooses a PDF through the real file chooser the drop area opens. */
async function choose(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a product file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

t.test('a price list in two sections: what was read, no warning, the rows as read', async (t) => {
  const page = await signedInPage(t, 'sections@example.com');
  const pdf = await sectionedPriceList();
  await choose(page, 'farm-prices.pdf', pdf);
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  const kb = (Math.round((pdf.length / 1024) * 10) / 10).toFixed(1);
  t.ok(kb !== '0.0', `the fixture is ${pdf.length} bytes`);
  await page.getByText(`We found 9 products in your PDF file (${kb} KB).`).waitFor();
  t.pass(`the file's size as it is (${kb} KB), not 0.0 KB`);

  t.equal(await page.getByRole('status').filter({ hasText: 'Read as a price list' }).textContent(), 'Read as a price list: 9 products on 1 page, names in “Item”, prices in “Price”, in 2 sections (Fruits, Vegetables).', 'products, pages, the name and price columns and the sections, in plain words');
  t.equal(await page.getByRole('alert').count(), 0, 'no warning when the layout was read surely');

  const table = page.getByRole('table', { name: /^The first \d+ products of your file$/ });
  t.same(await table.getByRole('columnheader').allInnerTexts(), ['Item', 'Price', 'Unit', 'Section']);
  t.same(await table.getByRole('row').filter({ hasText: 'melons' }).getByRole('cell').allInnerTexts(), ['melons', '200/dozen', 'dozen', 'Fruits'], 'a price run into its name is split out, its unit given a column, the section kept');
});

t.test('a letter with prices in its sentences: the warning names the problems', async (t) => {
  const page = await signedInPage(t, 'letter@example.com');
  await choose(page, 'letter.pdf', await proseLetter());
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  const alert = page.getByRole('alert').filter({ hasText: 'not sure' });
  t.match(await alert.textContent(), /^Fiche is not sure it read this PDF's layout right: .+\. Check the sample of rows as read before you go on; a CSV or Excel export of the list reads best\.$/, 'the warning, its problems and the advice');
  t.ok(
    await page
      .getByRole('status')
      .filter({ hasText: /^Read as a price list: / })
      .isVisible(),
    'what was read still shows',
  );
});

t.test('the new-catalog page shows the same notice before any credit is spent', async (t) => {
  const page = await signedInPage(t, 'catalog@example.com', '/catalog/new');
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  await choose(page, 'letter.pdf', await proseLetter());
  await page.getByText('Selected file:').waitFor();
  t.ok(await page.getByRole('alert').filter({ hasText: "Fiche is not sure it read this PDF's layout right" }).isVisible(), 'the warning');
  t.ok(
    await page
      .getByRole('status')
      .filter({ hasText: /^Read as a price list: / })
      .isVisible(),
    'what was read',
  );
  t.ok(await page.getByRole('button', { name: 'See a sample of the products found' }).isVisible(), 'the sample link stays');
  t.same(pageErrors, [], 'no uncaught errors in the page');
});
