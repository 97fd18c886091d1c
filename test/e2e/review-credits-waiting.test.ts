/**
 * Issue 46 in the browser, on the real server: a hand edit of a value-list field offers the list's
 * items and says when a typed value is outside it; "Accept the value" marks a value reviewed; the top
 * bar's credit number follows a run over the socket, with no reload; the waiting dialog's countdown
 * stands still while a game is in progress and never closes it.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { csv, productCsv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

// Each model call takes a second, one at a time: the long run of the last test outlasts its countdown.
const llm = await openAiServer({ delayMs: 1000 });
t.teardown(llm.close);
const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'test', ASSISTANT_CONCURRENCY: '1' } });
t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

const FILE = csv([
  ['Name', 'Colour'],
  ['Oak chair', 'Red'],
  ['Pine chair', 'Blue'],
]);

/** A user with the Colours list and a template extracting Colour through it (labels written), on the chairs file. */
async function chairs(email: string) {
  const user = await server.addUser(email);
  const api = await signedIn(server.url, user);
  const list = await api.send('POST', '/api/value-list', {
    name: 'Colours',
    values: [
      { code: 'RED', label: 'Red' },
      { code: 'BLU', label: 'Blue' },
    ],
  });
  const template = await templateOnFile(api, {
    file: { name: 'chairs.csv', content: FILE },
    label: 'Chairs',
    about: { contents: ['Name'], attributes: ['Colour'] },
    mapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list_id: list.body.id, use_label: true },
    ],
    sourceFields: { product_name: ['Name'] },
  });
  return { user, api, start: () => template.start(2), configName: template.configName };
}

const colourCell = (page: Page, product: string) =>
  page
    .getByRole('grid', { name: 'Values of chairs.csv' })
    .getByRole('row', { name: new RegExp(product) })
    .locator('[aria-colindex="3"]');
/** The number beside the top bar's credit ring. */
const creditNumber = (page: Page) => page.locator('.credit-count-number');

t.test('review: the list’s items offered in a hand edit, a value outside it said; accept marks a value reviewed', async (t) => {
  const { user, start } = await chairs('reviewer@example.com');
  const id = await start();
  await server.app.batchRunner.idle();
  const page = await openApp(t, { server, user, path: `/catalogs/${id}` });
  await colourCell(page, 'Oak chair').getByText('Red').waitFor();

  await colourCell(page, 'Oak chair').dblclick();
  // With its list's items offered, the editor is a combo box.
  const editor = page.getByRole('combobox', { name: 'Value of Colour for Oak chair' });
  await editor.waitFor();
  t.same(await editor.evaluate((input) => [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value)), ['Red', 'Blue'], 'the list’s items offered');
  await editor.fill('Charcoal');
  const note = page.getByRole('status').filter({ hasText: '“Charcoal” is not an item of the list Colours' });
  await note.waitFor();
  t.equal(await editor.getAttribute('aria-describedby'), await note.getAttribute('id'), 'the editor points at what is said');
  await editor.fill('blue');
  await note.waitFor({ state: 'detached' });
  t.pass('an item, whatever its case, is in the list');
  await editor.press('Escape');
  await editor.waitFor({ state: 'detached' });

  await colourCell(page, 'Oak chair').getByTitle('Where the value came from (Space)').click();
  const evidence = page.getByRole('dialog', { name: 'Colour' });
  await evidence.getByRole('button', { name: 'Accept the value' }).click();
  await evidence.getByText(/^Accepted by /).waitFor();
  t.equal(await evidence.getByRole('button', { name: 'Accept the value' }).count(), 0, 'accepted once');
  await page.keyboard.press('Escape');
  await colourCell(page, 'Oak chair').getByRole('img', { name: 'Accepted: reviewed by a person' }).waitFor();
  t.equal(await colourCell(page, 'Pine chair').getByRole('img', { name: 'Accepted: reviewed by a person' }).count(), 0, 'only that value');
  await page.reload();
  await colourCell(page, 'Oak chair').getByRole('img', { name: 'Accepted: reviewed by a person' }).waitFor();
  t.pass('kept by the server');
});

t.test('the top bar shows the credits left and follows a run over the socket', async (t) => {
  const { user, api, start } = await chairs('spender@example.com');
  const page = await openApp(t, { server, user, path: '/catalogs' });
  await creditNumber(page)
    .filter({ hasText: /^10,000$/ })
    .waitFor();
  await start();
  await server.app.batchRunner.idle();
  const left = (await api.get('/api/subscription/available-credits')).body.available_credits as number;
  t.ok(left < 10_000, `the run spent credits (${left} left)`);
  await creditNumber(page)
    .filter({ hasText: new RegExp(`^${left.toLocaleString('en-US')}$`) })
    .waitFor();
  t.pass('the number changed with no reload');
  await api.send('PUT', '/api/auth/me', { language: 'fr' });
  const fr = await openApp(t, { server, user, path: '/home', language: 'fr' });
  await creditNumber(fr)
    .filter({ hasText: /\d\s\d{3}$/ })
    .waitFor();
  t.equal((await creditNumber(fr).textContent())?.replace(/\s/g, ' '), left.toLocaleString('fr-FR').replace(/\s/g, ' '), 'in the language’s digits');
});

// Last: its long run holds the workers.
t.test('the waiting dialog never closes a game in progress; its countdown waits, then goes on', async (t) => {
  const user = await server.addUser('player@example.com');
  const api = await signedIn(server.url, user);
  const template = await templateOnFile(api, {
    file: { name: 'many.csv', content: productCsv(80) },
    label: 'Many',
    about: { contents: ['Désignation'] },
    mapping: [{ source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' }],
    sourceFields: { product_name: ['Désignation'] },
  });
  const page = await openApp(t, { server, user, path: '/catalog-templates', clock: true });
  await page.getByRole('button', { name: 'Start a catalog with Many' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a product file' }).click();
  await (await chooser).setFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: productCsv(80) });
  await page.getByText(/Processing this file will use/).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Your catalog is being processed' });
  await dialog.getByText(/^Closes in \d+ seconds$/).waitFor();

  await dialog.getByRole('tab', { name: 'Tetris' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tetris game board');
  await page.keyboard.press('Enter');
  // Paused, the game is still in progress (and its pieces stay put while the clock runs).
  await page.keyboard.press('p');
  await dialog.getByText('Paused: press P to resume').waitFor();
  await dialog.getByText(/^Waiting while you play: closes \d+ seconds after your game$/).waitFor();
  const held = await dialog.getByText(/^Waiting while you play/).textContent();
  await page.clock.fastForward(120_000);
  t.ok(await dialog.isVisible(), 'two minutes on, the dialog is still open');
  t.equal(await dialog.getByText(/^Waiting while you play/).textContent(), held, 'the count stood still');

  // Another tab: no game in progress any more, the count goes on from where it stood.
  await dialog.getByRole('tab', { name: 'Space Invaders' }).click();
  await dialog.getByText(/^Closes in \d+ seconds$/).waitFor();
  await page.clock.fastForward(61_000);
  await dialog.waitFor({ state: 'detached' });
  t.pass('closed once no game was in progress');
  t.equal(template.configName, 'many');
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
