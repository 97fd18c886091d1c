/**
 * Previews and the result cache in the browser, on the real server (docs/batch-runs.md Previews, the
 * cache and the prediction): Try on 10 products from /catalog/new opens the preview's review page;
 * the credit panel counts the cells earlier runs computed; a preview's "Run the whole file" shows its
 * cost and starts the full run, whose values say they were reused; the templates list leads to a
 * try-on; a run that ends while the socket is down is shown done when it is back; the workspace
 * setting round-trips; French; 1024 px wide throughout.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { catalogBatches } from '../../db/schema.ts';
import type { BatchView } from '../../domain/batch.ts';
import { EN_HEADERS, productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { type Credentials, startServer } from '../helpers/server.ts';

const llm = await openAiServer();
t.teardown(() => llm.close());

const server = await startServer(t, {
  env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'test' },
});

t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

const N = 24;
const FILE = productCsv(N, { headers: EN_HEADERS });
/** Two paid cells a product (EXTRACT, GENERATE): a preview of 10 charges 20, the whole file 48. */
const TEMPLATE = {
  label: 'Spring catalogue',
  about: { identifiers: ['GTIN', 'SKU'], contents: ['Product name', 'Description'], attributes: ['Color', 'Size', 'Brand'], categories: ['Category'], price: ['Price'], others: ['Image URL'] },
  ownFormatMapping: [
    { source_column: 'Product name', dest_property: 'Title', batch_action: 'COPY' },
    { source_column: 'Color', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string' },
    { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Product name'], public_identifiers: ['GTIN'], brand: ['Brand'] },
  search_options: { blacklist: [], whitelist: [] },
};
/** The grid's columns: the product, then the output fields in the template's order. */
const COL = { Title: 2, Colour: 3, Short: 4 } as const;
const VIEWPORT = { width: 1024, height: 768 };

type Api = Awaited<ReturnType<typeof signedIn>>;

/** A user of their own workspace with the Spring catalogue template. */
async function workspace(email: string) {
  const user = await server.addUser(email);
  const api = await signedIn(server.url, user);
  const created = await api.send('POST', '/api/catalog/config', TEMPLATE);
  if (created.status >= 300) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  return { user, api, configName: created.body.name as string };
}

/** The file uploaded through the API, and a run of the template on it (a preview with `sampleSize`), finished. */
async function finishedRun(api: Api, configName: string, sampleSize?: number): Promise<BatchView> {
  const upload = await api.upload('/api/file/my_drive', fileForm('spring-products.csv', FILE));
  if (upload.status !== 200) throw new Error(`upload: ${upload.status}`);
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: configName,
    input_filename: upload.body.name,
    destination: [{ type: 'own_format', value: null }],
    ...(sampleSize ? { sample_size: sampleSize } : {}),
  });
  if (started.status !== 201) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  await server.app.batchRunner.idle();
  return (await api.get(`/api/catalog/batch/${started.body.id}`)).body;
}

const open = (t: Test, user: Credentials, path: string, language?: 'en' | 'fr') => openApp(t, { server, user, path, language, viewport: VIEWPORT });

/** Uploads the products through the compact drop area of /catalog/new and waits for the analysed file. */
async function uploadFile(page: Page, name = 'spring-products.csv', buffer = FILE): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload a product file|Envoyer un fichier produits/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer });
  await page.locator('.catalog-new-file-count').waitFor();
}

const grid = (page: Page) => page.getByRole('grid');
/** The grid's n-th product row (0: the first product), once rendered (the grid renders the rows in view). */
const productRow = (page: Page, n: number) => grid(page).locator(`[aria-rowindex="${n + 2}"]`);
/** Scrolls the grid to its n-th product row. */
const scrollToRow = (page: Page, n: number) => page.locator('.review-grid').evaluate((box, top) => box.scrollTo({ top }), n * 40);
const cell = (page: Page, n: number, col: number) => productRow(page, n).locator(`[aria-colindex="${col}"]`);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const uuidPath = /\/catalogs\/[0-9a-f-]{36}$/;
const idOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() as string;
/** The run's usage as the header says it in English. */
const usageText = (view: BatchView) => {
  const tokens = view.usage.prompt_tokens + view.usage.completion_tokens;
  return `Assistant: ${view.usage.model_calls} requests, ${tokens.toLocaleString('en-US')} tokens`;
};

t.test('Try on 10 products from /catalog/new opens the preview on its review page', async (t) => {
  const { user, api, configName } = await workspace('try@example.com');
  const page = await open(t, user, '/catalog/new');
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  const tryOn = page.getByRole('button', { name: 'Try on 10 products' });
  t.ok(await tryOn.isDisabled(), 'no file, no template: the try-on waits, like Start');
  t.ok(await page.getByRole('button', { name: 'Start', exact: true }).isDisabled());

  await uploadFile(page);
  t.ok(await tryOn.isDisabled(), 'still no template');
  await page.getByLabel('Select a template').selectOption(configName);
  await page.getByText(`Processing this file will use at most ${N * 2} credits`).waitFor();
  await page.getByText('Trying it on the first 10 products will use 20 credits.').waitFor();
  t.equal(await page.getByText(/reused from earlier runs/).count(), 0, 'nothing computed before: nothing reused');
  t.ok(await tryOn.isEnabled(), 'file and template: the try-on may start');
  t.equal(await overflow(page), 0, 'the page fits 1024 px');

  await tryOn.click();
  await page.waitForURL(uuidPath);
  const id = idOf(page);
  t.equal(await page.getByRole('dialog', { name: 'Your catalog is being processed' }).count(), 0, 'the review page, not the waiting dialog');
  await page.getByRole('heading', { name: 'Preview on the first 10 products', level: 2 }).waitFor();
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  await page.getByText('10 products', { exact: true }).waitFor();
  t.equal(await grid(page).getAttribute('aria-rowcount'), '11', 'header + 10 products');
  await cell(page, 9, COL.Short).locator('.review-value').waitFor();

  const view = (await api.get<BatchView>(`/api/catalog/batch/${id}`)).body;
  t.equal(view.preview, true);
  t.equal(view.nb_products, 10);
  t.ok(view.usage.model_calls > 0, 'the assistant wrote the copy');
  await page.getByText(usageText(view), { exact: true }).waitFor();
  t.pass('the header says the assistant’s requests and tokens, once the run is done');
  t.equal(await page.getByText(/reused from earlier runs/).count(), 0, 'nothing reused in a first run');
  t.ok(await page.getByRole('button', { name: 'Run the whole file' }).isEnabled(), 'the whole file can follow');
  t.equal(await overflow(page), 0, 'the review page fits 1024 px');
});

t.test('the credit panel of /catalog/new counts the cells an earlier run of the same rows computed', async (t) => {
  const { user, api, configName } = await workspace('panel@example.com');
  await finishedRun(api, configName, 10);
  const page = await open(t, user, '/catalog/new');
  // The same products, uploaded again: the same upload (its bytes), the same rows.
  await uploadFile(page, 'spring-products-again.csv');
  await page.getByLabel('Select a template').selectOption(configName);
  const panel = page.getByRole('region', { name: 'Credits required' });
  await panel.getByText('20 cells reused from earlier runs: free.').waitFor();
  t.ok(await panel.getByText(`Processing this file will use at most ${N * 2 - 20} credits`).isVisible(), 'the exact charge: the reused cells are free');
  t.ok(await panel.getByText('Trying it on the first 10 products will use 0 credits.').isVisible(), 'the first ten are all reused');
});

t.test('Run the whole file: the cost first, then the full run reuses the preview’s cells and says so', async (t) => {
  const { user, api, configName } = await workspace('whole@example.com');
  const preview = await finishedRun(api, configName, 10);
  const page = await open(t, user, `/catalogs/${preview.id}`);
  const banner = page.getByRole('region', { name: 'Preview on the first 10 products' });
  await banner.waitFor();
  t.ok(await banner.getByText(/Only these products of the file were processed/).isVisible());
  await page.getByText(usageText(preview), { exact: true }).waitFor();

  await banner.getByRole('button', { name: 'Run the whole file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run the whole file' });
  await dialog.getByText(`${N * 2 - 20} credits for the whole file.`).waitFor();
  t.ok(await dialog.getByText('20 cells reused from earlier runs: free.').isVisible(), 'the previewed cells are free');
  t.ok(await dialog.getByText('Every product of spring-products.csv is processed in a new catalog, with the same template.').isVisible());
  await dialog.getByRole('button', { name: 'Start the run' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL(uuidPath);
  const id = idOf(page);
  t.not(id, preview.id, 'the new run’s review page');

  await page.getByText('20 cells reused from earlier runs (free)').waitFor();
  t.equal(await page.getByRole('region', { name: /^Preview on/ }).count(), 0, 'the full run is no preview');
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  t.equal(await grid(page).getAttribute('aria-rowcount'), String(N + 1), 'every product');
  const full = (await api.get<BatchView>(`/api/catalog/batch/${id}`)).body;
  t.equal(full.cached_cells, 20);
  t.equal(full.nb_products, N);
  await page.getByText(usageText(full), { exact: true }).waitFor();
  t.pass('its own requests and tokens: the previewed products cost none');

  // A reused cell: its marker and its evidence say so, and lead to the run that computed it.
  const reused = cell(page, 0, COL.Short);
  await reused.locator('.review-value').waitFor();
  t.ok(await reused.getByRole('img', { name: 'Written by the assistant, reused from an earlier run' }).isVisible(), 'the marker says it');
  await scrollToRow(page, 12);
  await cell(page, 12, COL.Short).getByRole('img', { name: 'Written by the assistant', exact: true }).waitFor();
  t.pass('a product beyond the preview: computed now');
  await scrollToRow(page, 0);
  await reused.click();
  await page.keyboard.press('Space');
  const evidence = page.getByRole('dialog', { name: 'Short' });
  await evidence.getByText('Reused from an earlier run.').waitFor();
  const link = evidence.getByRole('link', { name: 'Open that catalog' });
  t.equal(await link.getAttribute('href'), `/catalogs/${preview.id}`);
  await link.click();
  await page.waitForURL(`${server.url}/catalogs/${preview.id}`);
  await page.getByRole('region', { name: 'Preview on the first 10 products' }).waitFor();
  t.pass('the link opens the preview');
  t.equal(await overflow(page), 0, 'fits 1024 px');
});

t.test('a preview whose file was not kept cannot run the whole file, and says why', async (t) => {
  const { user, api, configName } = await workspace('nofile@example.com');
  const preview = await finishedRun(api, configName, 5);
  await server.app.store.run((db) => db.update(catalogBatches).set({ inputStoredName: null }).where(eq(catalogBatches.id, preview.id)));
  const page = await open(t, user, `/catalogs/${preview.id}`);
  const banner = page.getByRole('region', { name: 'Preview on the first 5 products' });
  await banner.waitFor();
  const run = banner.getByRole('button', { name: 'Run the whole file' });
  t.ok(await run.isDisabled(), 'disabled');
  const why = 'The file of this preview was not kept: start a new catalog from the file to process all of it.';
  t.ok(await banner.getByText(why).isVisible(), 'the reason shown');
  t.equal(await run.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent), why, 'and tied to the button');
});

t.test('from the templates list: Try on 10 products chooses the template; a smaller file is tried whole', async (t) => {
  const { user, configName } = await workspace('list@example.com');
  const page = await open(t, user, '/catalog-templates');
  await page.getByRole('button', { name: 'Try on 10 products with Spring catalogue' }).click();
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  t.equal(await page.getByLabel('Select a template').inputValue(), configName, 'the template chosen');
  t.ok(await page.getByText(/Choose the product file to try this template on/).isVisible(), 'what to do next');
  const tryOn = page.getByRole('button', { name: 'Try on 10 products' });
  t.match(await tryOn.getAttribute('class'), /button-primary/, 'the try-on is the main action here');
  t.ok(await tryOn.isDisabled(), 'until a file is chosen');

  await uploadFile(page, 'six.csv', productCsv(6, { headers: EN_HEADERS }));
  await page.getByText('Trying it on the first 6 products will use 12 credits.').waitFor();
  await tryOn.click();
  await page.waitForURL(uuidPath);
  await page.getByRole('heading', { name: 'Preview on the first 6 products' }).waitFor();
  await page.locator('.review-status', { hasText: 'Done' }).waitFor({ timeout: 30_000 });
  t.equal(await grid(page).getAttribute('aria-rowcount'), '7', 'the whole small file');
  t.equal(await overflow(page), 0);
});

t.test('Settings: Reuse results of earlier runs is saved with the other settings', async (t) => {
  const { user, api } = await workspace('settings@example.com');
  const page = await open(t, user, '/settings');
  const box = page.getByRole('checkbox', { name: 'Reuse results of earlier runs (free)' });
  await box.waitFor();
  t.ok(await box.isChecked(), 'on by default');
  t.ok(await page.getByText('A cell computed before from the same product row with the same settings is reused without charge.').isVisible(), 'the hint');
  t.equal(await box.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent), 'A cell computed before from the same product row with the same settings is reused without charge.', 'the hint describes the box');
  await box.uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Workspace settings saved successfully').waitFor();
  t.equal((await api.get('/api/workspace')).body.use_cache, false, 'saved off');

  await page.reload();
  await box.waitFor();
  t.notOk(await box.isChecked(), 'read back off');
  await box.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Workspace settings saved successfully').waitFor();
  t.equal((await api.get('/api/workspace')).body.use_cache, true, 'saved on again');
  t.equal(await overflow(page), 0);
});

/**
 * The page's socket through a relay the test controls: `mute` stops the server's events, `drop` closes
 * the socket (the app reconnects), `heard` waits until an event with `text` has reached the page.
 */
async function relayedSocket(page: Page) {
  let muted = false;
  const delivered: string[] = [];
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/api\/ws/, (ws) => {
    const upstream = ws.connectToServer();
    upstream.onMessage((message) => {
      if (muted) return;
      delivered.push(String(message));
      ws.send(message);
    });
    sockets.push(ws);
  });
  await page.reload();
  return {
    mute: (on: boolean) => {
      muted = on;
    },
    drop: () => Promise.all(sockets.map((ws) => ws.close())),
    heard: async (text: string) => {
      while (!delivered.some((message) => message.includes(text))) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

t.test('the run’s end is shown: a poll answered before it never takes it back, and a socket down while it came asks again', async (t) => {
  const { user, configName } = await workspace('live@example.com');
  const page = await open(t, user, '/catalog/new');
  const socket = await relayedSocket(page);
  // The review page's first read of the run is asked at once and answered only after the run's end reached the page.
  let held = false;
  await page.route(/\/api\/catalog\/batch\/poll\//, async (route) => {
    if (held) return route.continue();
    held = true;
    const answer = await route.fetch();
    await server.app.batchRunner.idle();
    await socket.heard('"status":"done"');
    await route.fulfill({ response: answer });
  });
  await uploadFile(page);
  await page.getByLabel('Select a template').selectOption(configName);
  await page.getByRole('button', { name: 'Try on 10 products' }).click();
  await page.waitForURL(uuidPath);
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  t.ok(held, 'the first read was answered late');
  t.equal(await grid(page).getAttribute('aria-rowcount'), '11', 'the values read once done');

  // While the socket is down, the new run's reads fail too: only the socket's return can tell the page.
  await page.unroute(/\/api\/catalog\/batch\/poll\//);
  await page.route(/\/api\/catalog\/batch\/poll\//, (route) => route.abort());
  const preview = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Run the whole file' }).click();
  socket.mute(true);
  await page.getByRole('dialog', { name: 'Run the whole file' }).getByRole('button', { name: 'Start the run' }).click();
  await page.waitForURL((url) => uuidPath.test(url.pathname) && url.pathname !== preview);
  await server.app.batchRunner.idle();
  t.equal(await page.locator('.review-status', { hasText: 'Done' }).count(), 0, 'the end of the whole run was not heard');
  await page.unroute(/\/api\/catalog\/batch\/poll\//);
  socket.mute(false);
  await socket.drop();
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  t.pass('shown once the socket is back, with no reload');
});

t.test('in French', async (t) => {
  const { user, api, configName } = await workspace('fr@example.com');
  await api.send('PUT', '/api/auth/me', { language: 'fr' });
  const preview = await finishedRun(api, configName, 10);
  const page = await open(t, user, `/catalogs/${preview.id}`, 'fr');
  const banner = page.getByRole('region', { name: 'Aperçu sur les 10 premiers produits' });
  await banner.waitFor();
  await page.getByText(/^Assistant : 10 requêtes, [\d\s\u202f]+ jetons$/).waitFor();
  await banner.getByRole('button', { name: 'Lancer tout le fichier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lancer tout le fichier' });
  await dialog.getByText(`${N * 2 - 20} crédits pour tout le fichier.`).waitFor();
  t.ok(await dialog.getByText('20 cellules reprises de traitements précédents : gratuites.').isVisible());
  await dialog.getByRole('button', { name: 'Lancer le traitement' }).click();
  await page.waitForURL((url) => uuidPath.test(url.pathname) && !url.pathname.endsWith(preview.id));
  await page.getByText('20 cellules reprises de traitements précédents (gratuites)').waitFor();
  await page.locator('.review-status', { hasText: 'Terminé' }).waitFor();
  const reused = cell(page, 0, COL.Short);
  await reused.getByRole('img', { name: 'Rédigée par l’assistant, reprise d’un traitement précédent' }).waitFor();
  await reused.click();
  await page.keyboard.press('Space');
  const evidence = page.getByRole('dialog', { name: 'Short' });
  await evidence.getByText('Reprise d’un traitement précédent.').waitFor();
  t.ok(await evidence.getByRole('link', { name: 'Ouvrir ce catalogue' }).isVisible());
  await page.keyboard.press('Escape');

  await page.goto(`${server.url}/catalog/new`);
  await page.getByRole('button', { name: 'Essayer sur 10 produits' }).waitFor();
  await uploadFile(page);
  await page.getByLabel('Sélectionner un modèle').selectOption(configName);
  await page.getByText('L’essai sur les 10 premiers produits utilisera 0 crédit.').waitFor();
  await page.getByText(`${N * 2} cellules reprises de traitements précédents : gratuites.`).waitFor();
  t.pass('the panel in French');

  await page.goto(`${server.url}/settings`);
  t.ok(await page.getByRole('checkbox', { name: 'Réutiliser les résultats des traitements précédents (gratuit)' }).isChecked());
  await page.goto(`${server.url}/catalog-templates`);
  await page.getByRole('button', { name: 'Essayer sur 10 produits avec Spring catalogue' }).waitFor();
  t.pass('the templates list in French');
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
