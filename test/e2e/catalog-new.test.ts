import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { isoDay } from '../../domain/periods.ts';
import { productCsv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { debitCredits, workspaceOf } from '../helpers/credits.ts';
import { startServer, TEST_PASSWORD } from '../helpers/server.ts';

/**
 * A local OpenAI-compatible endpoint that answers every call after a fixed delay, so a run lasts a
 * few seconds and its progress can be watched: a product's copy as the JSON object its schema asks for.
 */
const DELAY_MS = 250;
const TEXT = 'A sturdy product, well made.';
const llm = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () =>
    setTimeout(() => {
      const keys = Object.keys(JSON.parse(raw).response_format?.json_schema?.schema?.properties ?? {});
      const content = keys.length > 0 ? JSON.stringify(Object.fromEntries(keys.map((key) => [key, TEXT]))) : TEXT;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    }, DELAY_MS),
  );
});
await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise((resolve) => llm.close(resolve)));

const server = await startServer(t, {
  env: {
    ASSISTANT_PROVIDER: 'openai',
    OPENAI_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
    OPENAI_API_KEY: 'test',
    ASSISTANT_CONCURRENCY: '2',
  },
});

const N = 24;
const HEADERS = ['GTIN', 'SKU', 'Product name', 'Description', 'Color', 'Size', 'Price', 'Category', 'Brand', 'Image URL'];
const CSV = productCsv(N, { headers: HEADERS });
/**
 * Enough products for a run forecast over 15 s (one model request each, client/src/lib/run-forecast.ts),
 * the only runs the waiting dialog offers its games to; here it lasts about 10 s (250 ms × 80 / 2).
 */
const LONG_CSV = productCsv(80, { headers: HEADERS });
const template = {
  label: 'Spring catalogue',
  about: { identifiers: ['GTIN', 'SKU'], contents: ['Product name', 'Description'], attributes: ['Color', 'Size', 'Brand'], categories: ['Category'], price: ['Price'], others: ['Image URL'] },
  ownFormatMapping: [
    { source_column: 'Product name', dest_property: 'Title', batch_action: 'COPY' },
    { source_column: 'GTIN', dest_property: 'EAN', batch_action: 'COPY' },
    { source_column: 'ac_short_description', dest_property: 'Short description', batch_action: 'GENERATE' },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Product name'], public_identifiers: ['GTIN'], brand: ['Brand'] },
  search_options: { blacklist: ['spam.example'], whitelist: [] },
};

t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

async function withTemplate(email: string, body = template): Promise<string> {
  const api = await signedIn(server.url, { email, password: TEST_PASSWORD });
  const created = await api.send('POST', '/api/catalog/config', body);
  if (created.status >= 300) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.name;
}

const signedInPage = (t: Test, email: string, path = '/catalog/new', clock = false) => openApp(t, { server, user: { email, password: TEST_PASSWORD }, path, clock });

/** Uploads the CSV through the compact drop area and waits for the analysed file. */
async function uploadFile(page: Page, name = 'spring-products.csv', buffer = CSV): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a product file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByText('Selected file:').waitFor();
}

t.test('from /catalog/new through a live run to the download', async (t) => {
  const email = 'runner@example.com';
  await server.addUser(email);
  await withTemplate(email);
  const page = await signedInPage(t, email);
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  const start = page.getByRole('button', { name: 'Start', exact: true });
  t.ok(await start.isDisabled(), 'Start disabled without a file and a config');

  await uploadFile(page);
  t.ok(await page.getByText(`${N} products found`).isVisible());
  await page.getByRole('button', { name: 'See a sample of the products found' }).click();
  const sample = page.getByRole('dialog', { name: 'Sample products from your file' });
  await sample.waitFor();
  await page.keyboard.press('Escape');
  await sample.waitFor({ state: 'detached' });
  t.ok(await start.isDisabled(), 'Start disabled without a config');

  await page.getByLabel('Select a template').selectOption({ label: 'Spring catalogue' });
  await page.getByRole('heading', { name: 'Template Spring catalogue' }).waitFor();
  t.ok(await page.getByRole('link', { name: 'Edit template' }).isVisible(), 'the recap links to the editor');
  t.equal(await page.getByRole('link', { name: 'Edit template' }).getAttribute('href'), '/catalog-templates/edit/spring-catalogue');
  t.ok(await page.getByText('Field mapping (3 fields)').isVisible(), 'mapping recap');
  t.ok(await page.getByText('Web search is off: values are read from the file only.').isVisible(), 'the summary says where values come from');
  t.ok(await page.getByText("CSV (delimiter ',')").isVisible(), 'output format');
  await page.getByText(`Processing this file will use at most ${N * 1} credits`).waitFor();
  const destination = page.getByRole('region', { name: 'Destination' });
  t.ok(await destination.getByRole('checkbox', { name: /Custom Format/ }).isChecked(), 'the own format always');
  t.ok(await destination.getByRole('checkbox', { name: /Custom Format/ }).isDisabled());
  await destination.getByRole('checkbox', { name: /Google Merchant Center/ }).waitFor();
  t.same(
    await destination.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => [(box as HTMLInputElement).value, (box as HTMLInputElement).checked])),
    [
      ['on', true],
      ['google_merchant_center', false],
      ['shopify', false],
      ['woocommerce', false],
      ['prestashop', false],
    ],
    'the channels of GET /api/channels are offered beside the own format, none ticked',
  );
  // A channel chosen: the template lacks fields Google requires, and it is said before the start, with what feeds what.
  await destination.getByRole('checkbox', { name: /Google Merchant Center/ }).check();
  await destination.getByText(/This template lacks 7 fields Google Merchant Center requires \(id, link, image_link, availability, price, brand, condition\).*Fed by meaning: Short description → description, EAN → gtin\./).waitFor();
  await destination.getByRole('checkbox', { name: /Shopify/ }).check();
  await destination.getByText(/Shopify requires/).waitFor();
  t.pass('each channel ticked says how the template feeds it');
  t.ok(await page.getByRole('button', { name: 'Start', exact: true }).isEnabled(), 'a channel does not block the start');
  await destination.getByRole('checkbox', { name: /Google Merchant Center/ }).uncheck();
  await destination.getByRole('checkbox', { name: /Shopify/ }).uncheck();
  t.equal(await destination.getByText(/requires/).count(), 0, 'the own format alone says nothing of a channel');
  const bell = page.getByRole('button', { name: /^New catalogs: / });
  t.equal(await bell.getAttribute('aria-label'), 'New catalogs: 0');

  await start.click();
  // Its title follows the run (processing, then ready): found by what stays.
  const waiting = page.getByRole('dialog', { name: /^Your catalog is / });
  await waiting.waitFor();
  await page.waitForURL(`${server.url}/catalogs`);
  await waiting.getByRole('button', { name: 'Close', exact: true }).click();
  await waiting.waitFor({ state: 'detached' });

  const row = page.getByRole('row', { name: /spring-products\.csv/ });
  const progress = row.getByRole('progressbar');
  await progress.waitFor();
  const first = Number(await progress.getAttribute('value'));
  await page.waitForFunction((before) => Number(document.querySelector('tbody progress')?.getAttribute('value') ?? 101) > before, first, { timeout: 15_000 });
  t.pass('the progress rises without a reload');
  t.match(await row.textContent(), /In Progress|Creating/);
  t.ok(await row.getByText('Custom Format').isVisible());

  await row.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
  await row.getByText('new', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'New catalogs: 1' }).waitFor();
  t.equal((await bell.textContent())?.trim(), '1', 'the bell shows 1');

  const csvButton = row.getByRole('button', { name: /^Download .+\.csv$/ });
  t.ok(await row.getByRole('button', { name: /^Download .+\.pdf$/ }).isVisible(), 'the PDF result too');
  const downloading = page.waitForEvent('download');
  await csvButton.click();
  const download = await downloading;
  t.match(download.suggestedFilename(), /\.csv$/);
  const content = fs.readFileSync(await download.path(), 'utf8');
  t.match(content, /Title,EAN,Short description/, 'the real output file');
  await row.getByText('new', { exact: true }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'New catalogs: 0' }).waitFor();
  t.equal((await bell.textContent())?.trim(), '', 'the badge is gone');
});

t.test('start blocked by credits: the panels, Start disabled', async (t) => {
  const email = 'poor@example.com';
  await server.addUser(email);
  await withTemplate(email);
  const ws = await workspaceOf(server, email);
  await server.app.credits.setPlan(ws, { creditsPerPeriod: 10, frequency: 'MONTHLY', startDate: isoDay(new Date()), endDate: null });
  const page = await signedInPage(t, email);
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  await uploadFile(page);
  await page.getByLabel('Select a template').selectOption({ label: 'Spring catalogue' });
  const panel = page.getByRole('alert').filter({ hasText: 'Insufficient Credits' });
  await panel.waitFor();
  t.match(await panel.textContent(), new RegExp(`Credits required${N}`));
  t.match(await panel.textContent(), /Credits available10/);
  t.ok(await panel.getByRole('button', { name: 'View Subscription Details' }).isVisible());
  t.ok(await page.getByRole('button', { name: 'Start', exact: true }).isDisabled(), 'Start disabled');
});

t.test('a start the server refuses for credits shows the required and available credits', async (t) => {
  const email = 'spent@example.com';
  await server.addUser(email);
  await withTemplate(email);
  const ws = await workspaceOf(server, email);
  await server.app.credits.setPlan(ws, { creditsPerPeriod: 100, frequency: 'MONTHLY', startDate: isoDay(new Date()), endDate: null });
  const page = await signedInPage(t, email);
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  await uploadFile(page);
  await page.getByLabel('Select a template').selectOption({ label: 'Spring catalogue' });
  await page.getByText(`Processing this file will use at most ${N} credits of the 100 available:`).waitFor();
  // Spent elsewhere (another tab, say) while this page still holds the balance it loaded.
  await debitCredits(server, ws, 90);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Insufficient credits to process this file.' });
  await refusal.waitFor();
  t.match(await refusal.textContent(), `Insufficient credits to process this file. Required: ${N}, Available: 10`);
  t.match(page.url(), /\/catalog\/new$/, 'the page stays');
});

t.test('no template yet: the message leads to the assistant; a mismatching file warns', async (t) => {
  const email = 'empty@example.com';
  await server.addUser(email);
  const page = await signedInPage(t, email);
  await page.getByText("You don't have any template yet. Create one to process your file.").waitFor();
  await withTemplate(email, {
    ...template,
    label: 'Other shop',
    about: { ...template.about, identifiers: ['Code'], contents: ['Title'], attributes: [], categories: [], price: [], others: [] },
    ownFormatMapping: [{ source_column: 'Title', dest_property: 'Title', batch_action: 'COPY' }],
    source_fields: { product_name: ['Title'], public_identifiers: [], brand: [] },
  });
  // Other bytes than the later upload's: the same bytes again would be this very upload.
  await uploadFile(page, 'first-products.csv', Buffer.concat([CSV, Buffer.from('\n')]));
  await page.getByRole('button', { name: 'Create a template' }).click();
  await page.waitForURL(`${server.url}/config-assistant`);
  // The file chosen on /catalog/new is already there: the assistant opens on its analysis.
  await page.getByText(new RegExp(`We found ${N} products in your CSV file`)).waitFor();
  t.equal(await page.getByRole('button', { name: 'Upload a product file' }).count(), 0, 'no upload asked again');
  // Starting over, the assistant offers the file of /catalog/new rather than asking for it.
  await page.getByRole('button', { name: 'Upload another file' }).click();
  await page.getByRole('button', { name: 'Use first-products.csv, uploaded on New catalog' }).click();
  await page.getByText(new RegExp(`We found ${N} products in your CSV file`)).waitFor();
  t.pass('the file of /catalog/new, offered again');
  // Back on a fresh page (remounted on each navigation): the list now has the template.
  await page.getByRole('button', { name: 'Process a new catalog' }).click();
  const createForFile = page.getByRole('button', { name: 'Create a template for this file' });
  t.equal(await createForFile.count(), 0, 'nothing to make a template for before a file');
  await uploadFile(page);
  await page.getByLabel('Select a template').selectOption({ label: 'Other shop' });
  await page.getByText("None of your file's columns match this template's fields.", { exact: false }).waitFor();
  t.pass('column-mismatch warning');
  // A template exists: one for this file is still offered, and the assistant opens on it.
  await createForFile.click();
  await page.waitForURL(`${server.url}/config-assistant`);
  await page.getByText('spring-products.csv').waitFor();
  t.equal(await page.getByRole('button', { name: 'Upload a product file' }).count(), 0, 'the file carried, not asked again');
});

t.test('the waiting dialog closes itself after its countdown while the run goes on', async (t) => {
  const email = 'patient@example.com';
  await server.addUser(email);
  await withTemplate(email);
  const page = await signedInPage(t, email, '/catalog/new', true);
  await uploadFile(page);
  await page.getByLabel('Select a template').selectOption({ label: 'Spring catalogue' });
  await page.getByText(/Processing this file will use/).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Your catalog is being processed' });
  await dialog.getByText(/Closes in \d+ seconds/).waitFor();
  await page.clock.fastForward(61_000);
  await dialog.waitFor({ state: 'detached' });
  t.pass('closed after 60 s');
});

t.test('the waiting dialog says when the run is done and offers its files and the catalogue list', async (t) => {
  const email = 'finisher@example.com';
  await server.addUser(email);
  await withTemplate(email);
  const page = await signedInPage(t, email);
  await uploadFile(page);
  await page.getByLabel('Select a template').selectOption({ label: 'Spring catalogue' });
  await page.getByText(/Processing this file will use/).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog', { name: 'Your catalog is being processed' }).waitFor();
  t.equal(await page.getByRole('dialog').getByRole('tab').count(), 0, 'no games for a run of seconds');
  await page.waitForURL(`${server.url}/catalogs`);
  // The title follows the run: ready, as its status says.
  const dialog = page.getByRole('dialog', { name: 'Your catalog is ready' });
  await dialog.waitFor();
  await dialog.getByText('Processing finished.').waitFor();
  t.equal(await dialog.getByText(/Closes in/).count(), 0, 'no countdown once done');
  const downloads = dialog.getByRole('button', { name: /^Download / });
  t.ok((await downloads.count()) >= 2, 'a button per result file');
  const csv = dialog.getByRole('button', { name: /^Download .*\.csv$/ });
  const download = page.waitForEvent('download');
  await csv.click();
  t.match((await download).suggestedFilename(), /\.csv$/, 'the file downloads from the dialog');
  await dialog.getByRole('button', { name: 'See my catalogs' }).click();
  await dialog.waitFor({ state: 'detached' });
  t.match(new URL(page.url()).pathname, /\/catalogs$/);
});

// Last: its long run would hold up the runs of the tests after it.
t.test('the waiting dialog: each game starts and answers keys; the dialog closes itself', async (t) => {
  const email = 'player@example.com';
  await server.addUser(email);
  const name = await withTemplate(email);
  const page = await signedInPage(t, email, '/catalog-templates', true);
  await page.getByRole('button', { name: 'Start a catalog with Spring catalogue' }).click();
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  t.equal(await page.getByLabel('Select a template').inputValue(), name, 'pre-selected from the navigation state');
  await uploadFile(page, 'many-products.csv', LONG_CSV);
  await page.getByText(/Processing this file will use/).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // The run may end while the games are played: the dialog is found by what stays of its title.
  const dialog = page.getByRole('dialog', { name: /^Your catalog is / });
  await dialog.waitFor();
  t.match(await dialog.textContent(), /Closes in \d+ seconds/);

  const score = dialog.getByText(/^Score: \d+$/);
  const scoreValue = async () => Number((await score.textContent())?.replace(/\D/g, ''));

  await dialog.getByRole('tab', { name: 'Tetris' }).click();
  const tetris = dialog.getByRole('img', { name: 'Tetris game board' });
  await tetris.waitFor();
  await dialog.getByText('Press Enter or an arrow key to start').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tetris game board');
  t.pass('the board has the keyboard focus');
  await page.keyboard.press('Enter');
  await dialog.getByText('Press Enter or an arrow key to start').waitFor({ state: 'detached' });
  const before = await tetris.evaluate((el) => (el as HTMLCanvasElement).toDataURL());
  await page.keyboard.press('ArrowLeft');
  t.not(await tetris.evaluate((el) => (el as HTMLCanvasElement).toDataURL()), before, 'the piece moved');
  await page.keyboard.press(' ');
  t.ok((await scoreValue()) > 0, 'a hard drop scores');

  await dialog.getByRole('tab', { name: 'Space Invaders' }).click();
  const invaders = dialog.getByRole('img', { name: 'Space Invaders game board' });
  await invaders.waitFor();
  // No click on the board and no Enter: the board has the focus and Space starts and shoots.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Space Invaders game board');
  t.equal(await scoreValue(), 0);
  // A shot takes a moment to reach the aliens: after each, the score the player sees, for a short while.
  const scored = dialog.getByText(/^Score: [1-9]\d*$/);
  for (let i = 0; i < 30 && !(await scored.isVisible()); i++) {
    await page.keyboard.press(' ');
    await scored.waitFor({ timeout: 200 }).catch(() => undefined);
  }
  t.ok((await scoreValue()) > 0, 'a shot hit an alien');
  t.ok(await dialog.getByText('Lives: 3').or(dialog.getByText('Lives: 2')).first().isVisible());

  await dialog.getByRole('tab', { name: 'Pacman' }).click();
  const pacman = dialog.getByRole('img', { name: 'Pacman game board' });
  await pacman.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Pacman game board');
  t.equal(await scoreValue(), 0);
  await page.keyboard.press('ArrowLeft');
  await dialog.getByText('Press Enter or an arrow key to start').waitFor({ state: 'detached' });
  t.pass('an arrow key starts Pacman at once');
  await page.waitForFunction(() => /Score: [1-9]/.test(document.querySelector('[role=dialog]')?.textContent ?? ''));
  t.pass('Pacman eats dots');
});

t.test('a new catalogue starts from an earlier upload; the same bytes uploaded again are listed once', async (t) => {
  const email = 'earlier@example.com';
  await server.addUser(email);
  await withTemplate(email);
  const api = await signedIn(server.url, { email, password: TEST_PASSWORD });
  const winter = productCsv(7, { headers: HEADERS });
  for (const [name, bytes] of [
    ['autumn.csv', CSV],
    ['winter.csv', winter],
    ['winter (copy).csv', winter],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    t.equal((await api.upload('/api/file/my_drive', form)).status, 200, `${name} uploaded`);
  }

  const page = await signedInPage(t, email);
  const earlier = page.getByRole('region', { name: 'Or start from an earlier upload' });
  await earlier.waitFor();
  const offered = () => earlier.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title')));
  t.same(await offered(), ['winter.csv', 'autumn.csv'], 'the workspace’s uploads, newest first, the same bytes once');
  t.ok(await earlier.getByRole('button', { name: 'Use winter.csv', exact: true }).isVisible(), 'each named for what it does');
  t.match(await earlier.getByRole('button').first().innerText(), /winter\.csv[\s\S]*uploaded .*ago/, 'with its size and when it was uploaded');
  await earlier.getByRole('button', { name: 'Use winter.csv' }).click();
  await page.getByText('Selected file:').waitFor();
  t.ok(await page.getByText('7 products found').isVisible(), 'its analysis, read again');
  await page.getByLabel('Select a template').selectOption({ label: 'Spring catalogue' });
  await page.getByText('Processing this file will use at most 7 credits').waitFor();
  t.pass('the run is planned on it');

  await page.getByRole('button', { name: 'Upload another file' }).click();
  await earlier.getByRole('button', { name: 'Use autumn.csv' }).waitFor();
  t.same(await offered(), ['autumn.csv'], 'the file in use is not offered again');
});
