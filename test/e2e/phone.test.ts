/**
 * Fiche on a phone, 390 px wide (issue 46): the sidebar is a drawer, closed at first and closed again
 * by a move; every page fits the width (nothing cut, no sideways scroll of the page); the review
 * page's grid can be read and scrolled in its own box, read-only: a value is edited on a wider screen.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { csv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

const server = await startServer(t);
t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

const PHONE = { width: 390, height: 844 };
const user = await server.addUser('phone@example.com');
const api = await signedIn(server.url, user);
const template = await templateOnFile(api, {
  file: {
    name: 'chairs.csv',
    content: csv([
      ['Name', 'Colour', 'Price'],
      ['Oak chair with a rather long name for a phone', 'Red', '12.50'],
      ['Pine chair', 'Blue', '9.90'],
    ]),
  },
  label: 'Chairs for the phone',
  about: { contents: ['Name'], attributes: ['Colour'], price: ['Price'] },
  mapping: [
    { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: 'Colour', dest_property: 'Colour', batch_action: 'COPY' },
    { source_column: 'Price', dest_property: 'Price', batch_action: 'COPY' },
  ],
  sourceFields: { product_name: ['Name'] },
});
const runId = await template.start(2);
await server.app.batchRunner.idle();

/** How far the page scrolls sideways: 0 when it fits the phone. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements that end past the screen's right edge, for a failure's message. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`),
  );

const page = await openApp(t, { server, user, viewport: PHONE, path: '/home' });
const nav = page.getByRole('navigation', { name: 'Main navigation' });

t.test('the sidebar is a drawer: closed at first, opened over the page, closed by a move', async (t) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  t.equal(await nav.count(), 0, 'closed at first: the page has the whole width');
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await nav.waitFor();
  const box = await nav.boundingBox();
  t.ok(box && box.width < PHONE.width * 0.85, `over part of the page (${box?.width} px)`);
  await nav.getByRole('link', { name: 'Catalogs' }).click();
  await page.waitForURL(`${server.url}/catalogs`);
  await nav.waitFor({ state: 'detached' });
  t.pass('a move closes it');
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await page.getByRole('button', { name: 'Hide sidebar' }).first().click();
  await nav.waitFor({ state: 'detached' });
  t.ok(await page.getByRole('button', { name: 'Process a new catalog' }).isVisible(), 'the top bar keeps its buttons (named)');
});

for (const [path, heading] of [
  ['/home', /./],
  ['/catalogs', 'Catalogs'],
  ['/catalog-templates', 'Templates'],
  ['/catalog/new', 'New catalog'],
  ['/settings', 'Settings'],
  ['/user-profile', /./],
] as const) {
  t.test(`${path} fits the phone`, async (t) => {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    t.equal(await overflow(page), 0, 'no sideways scroll', { wider: await widest(page) });
  });
}

t.test('the review page reads on a phone: its grid scrolls in its own box', async (t) => {
  await page.goto(`${server.url}/catalogs/${runId}`);
  const grid = page.getByRole('grid', { name: 'Values of chairs.csv' });
  await grid.getByText('Pine chair').first().waitFor();
  t.equal(await overflow(page), 0, 'the page does not scroll sideways');
  const box = await grid.boundingBox();
  t.ok(box && box.x >= 0, 'the grid starts on screen');
  await grid
    .getByRole('row', { name: /Pine chair/ })
    .locator('[aria-colindex="2"]')
    .click();
  await page.keyboard.press('Space');
  const evidence = page.getByRole('dialog', { name: 'Name' });
  await evidence.waitFor();
  const shown = await evidence.boundingBox();
  t.ok(shown && shown.x >= 0 && shown.x + shown.width <= PHONE.width, 'its evidence opens within the screen');
  t.equal(await evidence.getByRole('button', { name: 'Edit the value' }).count(), 0, 'no edit button');
  t.equal(await evidence.getByRole('button', { name: 'Accept the value' }).count(), 0, 'no accept button');
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });
});

t.test('the review is read-only on a phone, and says where values are edited', async (t) => {
  await page.goto(`${server.url}/catalogs/${runId}`);
  const grid = page.getByRole('grid', { name: 'Values of chairs.csv' });
  const cell = grid.getByRole('row', { name: /Pine chair/ }).locator('[aria-colindex="3"]');
  await cell.waitFor();
  t.ok(await page.getByText('On a phone the values can be read; edit them on a wider screen.').isVisible(), 'the note');
  t.equal(await grid.getAttribute('aria-readonly'), 'true', 'the grid says it is read-only');
  await cell.dblclick();
  await page.getByRole('status').filter({ hasText: 'Values are edited on a wider screen.' }).waitFor({ state: 'attached' });
  t.equal(await grid.getByRole('textbox').count(), 0, 'a double-click opens no editor');
  await page.keyboard.press('Enter');
  t.equal(await grid.getByRole('textbox').count(), 0, 'nor does Enter');
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.getByText('On a phone the values can be read; edit them on a wider screen.').waitFor({ state: 'detached' });
  await cell.dblclick();
  await grid.getByRole('textbox').waitFor();
  t.pass('a wider screen edits');
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
