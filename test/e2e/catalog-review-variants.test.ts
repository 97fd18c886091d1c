/**
 * Products, not rows, on the review page (/catalogs/{id}): a run over Shopify's product template sells
 * each variant, and the grid shows the variants under their product — a header line with the product's
 * name, how many variants and a button that hides or shows them (mouse and keyboard), the values a
 * variant shares with its product muted and marked, the evidence of a value taken from the product's
 * row saying so; in English and in French, with axe on the grouped grid.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import type { ValuesPage } from '../../domain/values.ts';
import { expectNoSeriousA11yViolations } from '../helpers/a11y.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { type Credentials, startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

/** 3 products: the T-shirt's 12 variants, the jeans' 3 (and a row holding only a picture), the beanie alone. */
const SHOPIFY = fs.readFileSync(new URL('../fixtures/variants/en-shopify-template.csv', import.meta.url));
/** The grid's columns (aria-colindex): the product, then the output fields in the template's order. */
const COL = { Title: 2, SKU: 3, Colour: 4, Short: 5 } as const;
const SHIRT_SKUS = ['SRT_COT_111', 'SRT_COT_122', 'SRT_COT_133', 'SRT_COT_211', 'SRT_COT_222', 'SRT_COT_233', 'SRT_COT_311', 'SRT_COT_322', 'SRT_COT_333', 'SRT_COT_411', 'SRT_COT_422', 'SRT_COT_433'];

const server = await startServer(t);

t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

/** A finished run of the Shopify template over the file, in a workspace of its own. */
async function finishedRun(email: string) {
  const user = await server.addUser(email);
  const api = await signedIn(server.url, user);
  const template = await templateOnFile(api, {
    file: { name: 'products_export.csv', content: SHOPIFY },
    label: 'Shopify',
    about: { contents: ['Title', 'Body (HTML)'], identifiers: ['Variant SKU'], attributes: ['Option1 Value'] },
    mapping: [
      { source_column: 'Title', dest_property: 'Title', batch_action: 'COPY' },
      { source_column: 'Variant SKU', dest_property: 'SKU', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string' },
      { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE', min_words: 6, max_words: 30 },
    ],
    sourceFields: { product_name: ['Title'], description: ['Body (HTML)'] },
  });
  const id = await template.start(3);
  await server.app.batchRunner.idle();
  return { user, api, id };
}

const reviewPage = (t: Test, user: Credentials, id: string, language: 'en' | 'fr' = 'en') => openApp(t, { server, user, path: `/catalogs/${id}`, language, viewport: { width: 1280, height: 1200 } });

const gridOf = (page: Page, name: string) => page.getByRole('grid', { name });
/** A variant's row, by its SKU (its row's name holds every cell's text). */
const rowOf = (grid: Locator, sku: string) => grid.getByRole('row', { name: new RegExp(sku) });
const cellOf = (grid: Locator, sku: string, col: number): Locator => rowOf(grid, sku).locator(`[aria-colindex="${col}"]`);
/** Text as a person reads it: runs of spaces (no-break ones too) as one. */
const read = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** What the evidence says under a term ('Column'). */
const entry = (dialog: Locator, term: string) => dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** Where the keyboard focus is in the grid, as `pos` names it. */
const focusedPos = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.pos ?? null);

t.test('the variants under their product: a header that hides and shows them, shared values muted', async (t) => {
  const { user, api, id } = await finishedRun('variants@example.com');
  const values = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body;
  t.same(
    values.rows.map((row) => row.group),
    [...Array(12).fill(0), 1, 1, 1, 2],
    'the run sells 16 variants of 3 products (what the page is about to show)',
  );

  const page = await reviewPage(t, user, id);
  const grid = gridOf(page, 'Values of products_export.csv');
  await cellOf(grid, 'SRT_COT_433', COL.SKU).getByText('SRT_COT_433').waitFor();
  await page.getByText('16 products', { exact: true }).waitFor();

  // A header line above each product sold in variants: its name, how many, expanded.
  const shirt = grid.getByRole('button', { name: /^Example T-Shirt/ });
  const jeans = grid.getByRole('button', { name: /^Example Jeans/ });
  t.equal(await read(shirt), 'Example T-Shirt 12 variants');
  t.equal(await shirt.getAttribute('aria-expanded'), 'true', 'expanded at first');
  t.equal(await read(jeans), 'Example Jeans 3 variants');
  t.equal(await grid.getByRole('button', { name: /Example Beanie/ }).count(), 0, 'a product without variants has no header');
  t.ok(await grid.getByRole('row', { name: /Example Beanie/ }).isVisible(), 'its row as before');
  t.equal(await grid.getAttribute('aria-rowcount'), '19', 'the column headers, 16 rows and 2 product headers');
  t.same(await grid.getByRole('row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-rowindex'))).slice(0, 4)), [1, 2, 3, 4], 'the headers are rows of the grid, in order');
  const shirtHeader = grid.getByRole('row').filter({ has: page.getByRole('button', { name: /^Example T-Shirt/ }) });
  t.equal(await shirtHeader.getAttribute('aria-rowindex'), '2', 'the T-shirt’s header above its first variant');
  t.equal(await rowOf(grid, 'SRT_COT_122').getAttribute('aria-rowindex'), '4');
  t.match(await page.locator('.review-keys').first().textContent(), /Enter or Space on it shows or hides its variants/, 'the keys say so');

  // What the variants share with their product is muted and marked; what varies is not.
  const title = cellOf(grid, 'SRT_COT_122', COL.Title);
  t.equal(await read(title.locator('.review-value')), 'Example T-Shirt');
  t.equal(await title.getAttribute('data-shared'), 'true', 'the name, taken from the product’s row');
  const marker = title.getByRole('img', { name: 'From the product' });
  t.ok(await marker.isVisible(), 'marked as the product’s');
  t.equal(await marker.getAttribute('title'), 'Same for every variant of this product', 'its tooltip');
  t.equal(await cellOf(grid, 'SRT_COT_122', COL.Short).getAttribute('data-shared'), 'true', 'the copy, written once for the product');
  t.equal(await cellOf(grid, 'SRT_COT_122', COL.SKU).getAttribute('data-shared'), null, 'its own SKU is its own');
  t.equal(await cellOf(grid, 'SRT_COT_122', COL.Colour).getByRole('img', { name: 'From the product' }).count(), 0, 'its colour varies');
  const firstShirt = rowOf(grid, 'SRT_COT_111');
  t.equal(await firstShirt.getAttribute('aria-rowindex'), '3');
  t.equal(await firstShirt.locator('[data-shared]').count(), 0, 'the product’s first row shows its values plainly');
  t.equal(await cellOf(grid, 'PNT_DEN_305', COL.Title).getAttribute('data-shared'), 'true', 'the jeans’ variants too');
  t.equal(
    await grid
      .getByRole('row', { name: /Example Beanie/ })
      .locator('[data-shared]')
      .count(),
    0,
    'the beanie alone: nothing shared',
  );

  // The evidence of a value taken from the product's row.
  await title.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'Title' });
  await evidence.waitFor();
  t.equal(await read(entry(evidence, 'Column')), 'Title Taken from the product row', 'the column, and that it is the product’s row');
  await expectNoSeriousA11yViolations(t, page, 'the evidence of a variant’s value taken from its product');
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });
  await cellOf(grid, 'SRT_COT_122', COL.SKU).click();
  await page.keyboard.press(' ');
  await page.getByRole('dialog', { name: 'SKU' }).waitFor();
  t.equal(await read(entry(page.getByRole('dialog', { name: 'SKU' }), 'Column')), 'Variant SKU', 'a variant’s own value says nothing more');
  await page.keyboard.press('Escape');

  await expectNoSeriousA11yViolations(t, page, 'the grid with products and their variants');

  // Collapsing the T-shirt hides its 12 rows; expanding shows them again.
  await shirt.click();
  t.equal(await shirt.getAttribute('aria-expanded'), 'false');
  await rowOf(grid, 'SRT_COT_122').waitFor({ state: 'detached' });
  t.equal(await grid.getByRole('row', { name: /SRT_COT_/ }).count(), 0, 'none of its variants shown');
  t.equal(await grid.getAttribute('aria-rowcount'), '7', 'the column headers, the 2 product headers, the jeans’ 3 rows and the beanie');
  t.ok(await cellOf(grid, 'PNT_DEN_305', COL.SKU).isVisible(), 'the jeans stay');
  t.equal(await read(shirt), 'Example T-Shirt 12 variants', 'the header still says how many');
  await expectNoSeriousA11yViolations(t, page, 'a product collapsed');
  await shirt.click();
  t.equal(await shirt.getAttribute('aria-expanded'), 'true');
  await rowOf(grid, 'SRT_COT_433').waitFor();
  t.equal(await grid.getByRole('row', { name: /SRT_COT_\d+/ }).count(), 12, 'its variants back');
  for (const sku of SHIRT_SKUS) t.ok(await rowOf(grid, sku).isVisible(), `${sku} shown`);
  t.equal(await grid.getAttribute('aria-rowcount'), '19');
});

t.test('the keyboard: the header is a line of the grid, Enter or Space on it hides or shows the variants', async (t) => {
  const { user, id } = await finishedRun('keys@example.com');
  const page = await reviewPage(t, user, id);
  const grid = gridOf(page, 'Values of products_export.csv');
  await cellOf(grid, 'SRT_COT_433', COL.SKU).getByText('SRT_COT_433').waitFor();

  await page.getByRole('radio', { name: 'All products' }).focus();
  await page.keyboard.press('Tab');
  t.equal(await focusedPos(page), '0:1', 'the grid’s tab stop: the first value');
  await page.keyboard.press('ArrowUp');
  t.equal(await focusedPos(page), '0:product', 'up: the T-shirt’s header');
  await page.keyboard.press('ArrowRight');
  t.equal(await focusedPos(page), '0:product', 'the header’s one cell: along it nothing moves');
  await page.keyboard.press('Enter');
  const shirt = grid.getByRole('button', { name: /^Example T-Shirt/ });
  t.equal(await shirt.getAttribute('aria-expanded'), 'false', 'Enter collapses it');
  await rowOf(grid, 'SRT_COT_122').waitFor({ state: 'detached' });
  t.equal(await focusedPos(page), '0:product', 'the focus stays on it');
  await page.keyboard.press('ArrowDown');
  t.equal(await focusedPos(page), '12:product', 'down: the next product’s header, past the hidden rows');
  await page.keyboard.press(' ');
  t.equal(await grid.getByRole('button', { name: /^Example Jeans/ }).getAttribute('aria-expanded'), 'false', 'Space collapses it');
  await page.keyboard.press('ArrowDown');
  t.equal(await focusedPos(page), '15:1', 'down: the beanie’s row, in the column left');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  t.equal(await shirt.getAttribute('aria-expanded'), 'true', 'Enter again expands it');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  t.equal(await focusedPos(page), '1:1', 'into its variants again');

  // Editing a variant's copy, written for the product: the grid reads its rows again once saved.
  for (let col = COL.Title; col < COL.Short; col++) await page.keyboard.press('ArrowRight');
  t.equal(await focusedPos(page), `1:${COL.Short - 1}`);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Value of Short for Example T-Shirt' });
  await editor.waitFor();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('A plain tee for every day, soft and light.');
  // The calls to the values, in the order they were made: after the save, the rows are read again.
  const calls: string[] = [];
  const isValues = (url: string) => new URL(url).pathname.endsWith('/values');
  page.on('request', (request) => {
    if (isValues(request.url())) calls.push(request.method());
  });
  const reread = page.waitForRequest((request) => request.method() === 'GET' && isValues(request.url()) && calls.includes('PATCH'));
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && isValues(response.url()));
  await page.keyboard.press('Enter');
  t.equal((await saved).status(), 200);
  await reread;
  t.pass('the rows read again after the save (every variant’s copy may have changed)');
  await cellOf(grid, 'SRT_COT_122', COL.Short).getByText('A plain tee for every day, soft and light.').waitFor();
  t.equal(await focusedPos(page), `1:${COL.Short - 1}`, 'the focus back on the cell');
});

t.test('in French', async (t) => {
  const { user, api, id } = await finishedRun('variantes@example.com');
  await api.send('PUT', '/api/auth/me', { language: 'fr' });
  const page = await reviewPage(t, user, id, 'fr');
  const grid = gridOf(page, 'Valeurs de products_export.csv');
  await cellOf(grid, 'SRT_COT_433', COL.SKU).getByText('SRT_COT_433').waitFor();
  t.equal(await read(grid.getByRole('button', { name: /^Example T-Shirt/ })), 'Example T-Shirt 12 variantes');
  const title = cellOf(grid, 'SRT_COT_122', COL.Title);
  t.equal(await title.getByRole('img', { name: 'Du produit' }).getAttribute('title'), 'Identique pour toutes les variantes de ce produit');
  await title.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'Title' });
  await evidence.waitFor();
  t.equal(await read(entry(evidence, 'Colonne')), 'Title Repris de la ligne du produit');
  await expectNoSeriousA11yViolations(t, page, 'the grid with products and their variants, in French');
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
