/**
 * Channel-ready exports in the browser (docs/channels.md), on the real server: a template started
 * from a channel on the templates page and in the config assistant opens in the editor with the
 * channel's fields; /catalog/new runs to Google Merchant Center; the review page filters the
 * products the channel flagged, marks their cells and lists the issues in the evidence, and its
 * counts follow an edit; the channel's .tsv and the validation report are among the downloads of the
 * waiting dialog, the review page and the catalogue list; the same in French.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { CHANNELS, writtenByFiche } from '../../domain/channels.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { type Credentials, startServer } from '../helpers/server.ts';

/** Whether a locator shows up (waited for, as the page may still be loading what it shows). */
const shown = (locator: Locator) =>
  locator.waitFor().then(
    () => true,
    () => false,
  );

const server = await startServer(t);

t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

const GOOD_EAN = '4006381333931';
/** A check digit off by one: the channel refuses it. */
const BAD_EAN = '4006381333932';
/** A valid EAN on the product without a brand (Google requires one). */
const NO_BRAND_EAN = '5901234123457';
const HEADERS = ['EAN', 'Référence', 'Désignation', 'Description', 'Couleur', 'Matière', 'Prix', 'Marque', 'Image', 'État', 'Disponibilité', 'Lien'];
const product = (ean: string, n: number, brand: string) => [ean, `REF-${n}`, `Chaussure ${n}`, 'Une chaussure légère.', 'Rouge', 'Cuir', `${40 + n},90 €`, brand, `https://img.example.com/${n}.jpg`, 'new', 'in_stock', `https://shop.example.com/p/${n}`];
const FILE_NAME = 'shoes.csv';
const FILE = csv([HEADERS, product(GOOD_EAN, 1, 'Forêt'), product(BAD_EAN, 2, 'Forêt'), product(NO_BRAND_EAN, 3, ''), product('9780201379624', 4, 'Élan')]);
const GOOGLE = CHANNELS.find((channel) => channel.id === 'google_merchant_center');
if (!GOOGLE) throw new Error('no Google preset');
/** The output fields of a template made from Google's preset: its fields but those Fiche writes itself. */
const GOOGLE_FIELDS = GOOGLE.fields.filter((field) => !writtenByFiche(field)).map((field) => field.name);

const userPage = (t: Test, user: Credentials, path: string, language?: 'en' | 'fr') => openApp(t, { server, user, path, language });

/** Waits until a text box holds `value` (a value set by an effect after a click). */
async function valueBecomes(page: Page, box: Locator, value: string): Promise<void> {
  const element = await box.elementHandle();
  await page.waitForFunction(([input, expected]) => (input as HTMLInputElement).value === expected, [element, value] as const);
}

/** Uploads the shoes file through the page's drop area (compact or not) and waits for the analysis. */
async function uploadFile(page: Page, label: string, done: Locator): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: FILE });
  await done.waitFor();
}

/** A workspace with the shoes file uploaded and a Google template made from it through the API. */
async function googleTemplate(email: string, language: 'en' | 'fr' = 'en') {
  const user = await server.addUser(email);
  const api = await signedIn(server.url, user);
  if (language !== 'en') await api.send('PUT', '/api/auth/me', { language });
  const upload = await api.upload('/api/file/my_drive', fileForm(FILE_NAME, FILE));
  const created = await api.send('POST', '/api/catalog/config/from-channel', { channel: GOOGLE?.id, label: 'Google shoes', input_filename: upload.body.name });
  if (created.status !== 200) throw new Error(`from-channel: ${created.status} ${JSON.stringify(created.body)}`);
  const start = async () => {
    const started = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: created.body.name,
      input_filename: upload.body.name,
      destination: [{ type: 'marketplace', value: GOOGLE?.id }],
    });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
    await server.app.batchRunner.idle();
    return started.body.id as string;
  };
  return { user, api, name: created.body.name as string, start };
}

const grid = (page: Page, language: 'en' | 'fr' = 'en') => page.getByRole('grid', { name: language === 'en' ? `Values of ${FILE_NAME}` : `Valeurs de ${FILE_NAME}` });
/** A product's cell by output field: the grid's columns are the product, then the template's fields in order. */
const cell = (page: Page, ean: string, field: string, language: 'en' | 'fr' = 'en') =>
  grid(page, language)
    .getByRole('row', { name: new RegExp(ean) })
    .locator(`[aria-colindex="${GOOGLE_FIELDS.indexOf(field) + 2}"]`);

/** Scrolls the grid (its columns are virtualised) until the field's column is rendered. */
async function showField(page: Page, field: string): Promise<void> {
  const index = GOOGLE_FIELDS.indexOf(field);
  await page.locator('.review-grid').evaluate((element, left) => element.scrollTo({ left }), Math.max(0, index - 1) * 200);
  await grid(page)
    .or(grid(page, 'fr'))
    .locator(`th[aria-colindex="${index + 2}"]`)
    .waitFor();
}

t.test('templates page: start from a channel, the editor opens on the channel’s fields; a taken name is refused', async (t) => {
  const user = await server.addUser('channel-templates@example.com');
  const page = await userPage(t, user, '/catalog-templates');
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Start from a channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from a channel' });
  await dialog.waitFor();
  const channels = dialog.getByRole('group', { name: 'Channel' });
  t.same(
    await channels.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    CHANNELS.map((channel) => channel.id),
    'the four channels of GET /api/channels',
  );
  const name = dialog.getByLabel('Template name');
  await valueBecomes(page, name, 'Google Merchant Center');
  await channels.getByRole('radio', { name: /Shopify/ }).check();
  await valueBecomes(page, name, 'Shopify');
  t.pass('the name follows the channel chosen until one is typed');
  await channels.getByRole('radio', { name: /Google Merchant Center/ }).check();
  t.ok(await shown(channels.getByText(`${GOOGLE.fields.length} fields, ${GOOGLE.fields.filter((field) => field.required).length} required · TSV file`)), 'what the channel holds');
  await name.fill('Google feed');
  const confirm = dialog.getByRole('button', { name: 'Create and edit' });
  // No file on this page: the dialog asks for one first (issue 46), here uploaded from it.
  await dialog.getByText('No upload yet: upload your file').waitFor({ state: 'attached' });
  t.ok(await confirm.isDisabled(), 'no template without its file');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload a file' }).click();
  await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: FILE });
  await dialog.getByText(`the fields the columns of ${FILE_NAME} hold are copied from them`, { exact: false }).waitFor();
  await confirm.and(page.locator(':enabled')).waitFor();
  await confirm.click();

  await page.waitForURL(`${server.url}/catalog-templates/edit/google-feed`);
  await page.getByRole('heading', { name: 'Google feed', level: 1 }).waitFor();
  await page.getByText('Template “Google feed” created').waitFor();
  for (const field of GOOGLE_FIELDS) t.equal(await page.getByLabel(`Action of ${field}`, { exact: true }).count(), 1, `the field ${field}`);
  t.equal(await page.getByLabel('Action of gtin', { exact: true }).inputValue(), 'COPY', 'the GTIN copied from the file’s EAN column');
  t.notOk(await page.getByText('Choose the source fields that identify a product before saving.').isVisible(), 'its source fields from the file: it can be saved');

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('link', { name: 'Google feed', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Start from a channel' }).click();
  await dialog.getByLabel('Product file').selectOption({ label: FILE_NAME });
  await dialog.getByLabel('Template name').fill('Google feed');
  await dialog.getByText('This template name is already in use. Please choose another.').waitFor();
  t.ok(await confirm.isDisabled(), 'a taken name cannot be confirmed');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

t.test('config assistant: start from a channel with the analysed file, its columns copied', async (t) => {
  const user = await server.addUser('channel-assistant@example.com');
  const page = await userPage(t, user, '/config-assistant');
  await uploadFile(page, 'Upload a product file', page.getByRole('heading', { name: 'File Details', level: 2 }));
  await page.getByRole('button', { name: 'Start from a channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from a channel' });
  await dialog.getByText(`the fields the columns of ${FILE_NAME} hold are copied from them`, { exact: false }).waitFor();
  await dialog.getByLabel('Template name').fill('Shoes for Google');
  await dialog.getByRole('button', { name: 'Create and edit' }).and(page.locator(':enabled')).click();
  await page.getByRole('heading', { name: 'Shoes for Google', level: 1 }).waitFor();
  t.match(page.url(), /\/catalog-templates\/edit\/shoes-for-google$/);
  t.equal(await page.getByLabel('Action of gtin', { exact: true }).inputValue(), 'COPY', 'the GTIN copied from the EAN column');
  t.equal(await page.getByLabel('Action of brand', { exact: true }).inputValue(), 'COPY', 'the brand copied from its column');
  t.equal(await page.getByLabel('Action of title', { exact: true }).inputValue(), 'COPY', 'the title copied from the name column');
  t.equal(await page.getByLabel('Action of description', { exact: true }).inputValue(), 'COPY', 'the description from the file’s');
});

t.test('/catalog/new to Google Merchant Center, then the issues on the review page and the files', async (t) => {
  const { user, name } = await googleTemplate('channel-run@example.com');
  const page = await userPage(t, user, '/catalog/new');
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  await uploadFile(page, 'Upload a product file', page.getByText('Selected file:'));
  await page.getByLabel('Select a template').selectOption(name);
  await page.getByText(/Processing this file will use/).waitFor();
  const destination = page.getByRole('region', { name: 'Destination' });
  for (const channel of CHANNELS) t.ok(await destination.getByRole('checkbox', { name: new RegExp(channel.name) }).isEnabled(), `${channel.name} offered`);
  t.ok(await destination.getByRole('checkbox', { name: /Google Merchant Center/ }).isChecked(), 'a template made from a channel runs to it by default');
  await destination.getByText('The template has every field Google Merchant Center requires.').waitFor();
  await destination.getByRole('checkbox', { name: /Google Merchant Center/ }).uncheck();
  t.equal(await destination.getByText(/Google Merchant Center requires/).count(), 0, 'the own format only, chosen instead');
  await destination.getByRole('checkbox', { name: /Google Merchant Center/ }).check();
  await destination.getByText('The template has every field Google Merchant Center requires.').waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // The dialog's title follows the run: ready once it is done.
  const waiting = page.getByRole('dialog', { name: 'Your catalog is ready' });
  await waiting.waitFor({ timeout: 30_000 });
  t.ok(await shown(waiting.getByRole('button', { name: /^Download .+-google_merchant_center\.tsv$/ })), 'the channel’s file in the dialog');
  t.ok(await shown(waiting.getByRole('button', { name: /^Download .+-validation\.csv$/ })), 'and the validation report');
  await waiting.getByRole('link', { name: 'Review values' }).click();
  await waiting.waitFor({ state: 'detached' });

  // The header: the channel and its counts.
  await page.getByText('Channel: Google Merchant Center.').waitFor();
  t.ok(await shown(page.getByText('2 cells the channel would refuse, 0 repairs')), 'the run’s validation counts');
  await showField(page, 'gtin');
  await cell(page, GOOD_EAN, 'gtin').getByText(GOOD_EAN).waitFor();

  // The Issues filter keeps the two flagged products.
  await page.getByRole('radio', { name: 'Issues' }).check();
  await page.getByText('2 products with a cell the channel flagged').waitFor();
  t.equal(await grid(page).getAttribute('aria-rowcount'), '3', 'header + 2 products');
  t.equal(
    await grid(page)
      .getByRole('row', { name: new RegExp(GOOD_EAN) })
      .count(),
    0,
    'a product without issues is left out',
  );
  await showField(page, 'gtin');
  const gtin = cell(page, BAD_EAN, 'gtin');
  t.ok(await shown(gtin.getByRole('img', { name: 'The channel would refuse this value' })), 'the bad GTIN is marked');
  t.equal(await cell(page, BAD_EAN, 'mpn').getByRole('img', { name: 'The channel would refuse this value' }).count(), 0, 'a good cell is not');
  t.ok(await shown(cell(page, NO_BRAND_EAN, 'brand').getByRole('img', { name: 'The channel would refuse this value' })), 'the missing brand is marked');

  // The evidence lists the issue.
  await gtin.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'gtin' });
  await evidence.getByText('Invalid GTIN').waitFor();
  t.ok(await shown(evidence.getByText(`“${BAD_EAN}” is not a valid GTIN`, { exact: false })), 'the issue’s message');
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });

  // The channel's file writes the price its own way; the value stays the file's, for the own format.
  await showField(page, 'price');
  await cell(page, BAD_EAN, 'price').click();
  await page.keyboard.press(' ');
  const price = page.getByRole('dialog', { name: 'price' });
  await price.getByText('In the channel’s file').waitFor();
  t.ok(await shown(price.getByText('42.90 EUR', { exact: true })), 'the price as Google’s file writes it');
  t.ok(await shown(price.getByText('42,90 €', { exact: true })), 'beside the file’s own');
  await page.keyboard.press('Escape');
  await price.waitFor({ state: 'detached' });

  // A fix typed in the grid is held to the rule too: the product leaves the filter, the counts follow.
  await cell(page, NO_BRAND_EAN, 'brand').click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: /^Value of brand/ });
  await editor.fill('Forêt');
  await editor.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Value saved' }).waitFor();
  await page.getByText('1 cell the channel would refuse, 0 repairs').waitFor();
  await page.getByText('1 product with a cell the channel flagged').waitFor();
  t.pass('the counts and the filter follow the edit');

  // The review page's downloads, then the catalogue list: the channel's file with its TSV badge.
  t.ok(await shown(page.getByRole('button', { name: /^Download .+-google_merchant_center\.tsv$/ })), 'among the review page’s files');
  await page.getByRole('link', { name: 'Back to catalogs' }).click();
  const row = page.getByRole('row', { name: new RegExp(FILE_NAME) });
  await row.getByRole('cell', { name: 'Google Merchant Center', exact: true }).waitFor();
  const tsv = row.getByRole('button', { name: /^Download .+-google_merchant_center\.tsv$/ });
  t.equal(await tsv.locator('.catalog-file-kind').textContent(), 'TSV', 'the file-type badge says TSV');
  t.ok(await shown(row.getByRole('button', { name: /^Download .+-validation\.csv$/ })), 'the validation report among the results');
  const downloading = page.waitForEvent('download');
  await tsv.click();
  const download = await downloading;
  t.match(download.suggestedFilename(), /-google_merchant_center\.tsv$/);
  const lines = fs.readFileSync(await download.path(), 'utf8').split(/\r?\n/);
  t.same(
    lines[0]?.split('\t'),
    GOOGLE.fields.map((field) => field.name),
    'the channel’s columns, tab-separated',
  );
  t.notOk(
    lines.some((line) => line.includes(BAD_EAN)),
    'the invalid GTIN left out of the file',
  );
});

t.test('a template without a field the channel requires: the forecast, its column on the review page; a default in the editor', async (t) => {
  const { user, api, name, start } = await googleTemplate('channel-missing@example.com');
  const config = await api.get(`/api/catalog/config/${name}`);
  const mapping = (config.body.ownFormatMapping as { dest_property: string }[]).filter((entry) => entry.dest_property !== 'link');
  t.equal((await api.send('PUT', `/api/catalog/config/${name}`, { ownFormatMapping: mapping })).status, 200, 'link taken out of the template');

  const page = await userPage(t, user, '/catalog/new');
  await uploadFile(page, 'Upload a product file', page.getByText('Selected file:'));
  await page.getByLabel('Select a template').selectOption(name);
  const destination = page.getByRole('region', { name: 'Destination' });
  t.ok(await shown(destination.getByText('This template has no field link, which Google Merchant Center requires: its column will be empty and each product reported — 1 field × 4 products = 4 errors in the report.')), 'the errors the report will hold, before the start');

  const id = await start();
  await page.goto(`${server.url}/catalogs/${id}`);
  await grid(page).waitFor();
  await page.locator('.review-grid').evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const header = grid(page).getByRole('columnheader', { name: /^link\b/ });
  await header.getByText('Not in the template').waitFor();
  t.equal(await header.getAttribute('aria-colindex'), String(mapping.length + 2), 'after the template’s columns');
  t.match(await header.getByText('Not in the template').getAttribute('title'), /^Google Merchant Center requires this field/);
  t.equal(await header.getByRole('checkbox').count(), 0, 'no tick box: it cannot run again');
  const link = grid(page)
    .getByRole('row', { name: new RegExp(GOOD_EAN) })
    .locator(`[aria-colindex="${mapping.length + 2}"]`);
  t.ok(await shown(link.getByRole('img', { name: 'The channel would refuse this value' })), 'each product’s cell flagged');
  await link.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'link' });
  await evidence.getByText('Google Merchant Center: link is required, and the template has no field link', { exact: false }).waitFor();
  t.ok(await shown(evidence.getByText('None: the template has no such field.')));
  t.equal(await evidence.getByRole('button', { name: 'Edit the value' }).count(), 0, 'not editable');
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'This column is not in the template' }).waitFor();
  t.equal(await grid(page).getByRole('textbox').count(), 0, 'Enter opens no editor');
  await link.dblclick();
  await page.keyboard.type('x');
  t.equal(await grid(page).getByRole('textbox').count(), 0, 'nor a double-click, nor typing');

  // The default, in the editor: typed in the Copy panel and saved with the template.
  await page.goto(`${server.url}/catalog-templates/edit/${name}`);
  await page.getByRole('button', { name: 'brand', exact: true }).click();
  const copy = page.getByRole('region', { name: 'Edit Copy Settings' });
  await copy.getByLabel('Default when the file gives nothing').fill('Forêt');
  await copy.getByLabel('Currency of bare amounts').fill('EUR');
  await copy.getByRole('button', { name: 'Save' }).click();
  await copy.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Template Saved Successfully' }).waitFor();
  const saved = (await api.get(`/api/catalog/config/${name}`)).body.ownFormatMapping as { dest_property: string }[];
  t.match(
    saved.find((entry) => entry.dest_property === 'brand'),
    { batch_action: 'COPY', default_value: 'Forêt', source_unit: 'EUR' },
    'saved with the template',
  );
});

t.test('in French: the destinations, the dialog, the review page’s issues', async (t) => {
  const { user, start } = await googleTemplate('channel-fr@example.com', 'fr');
  const id = await start();
  const page = await userPage(t, user, `/catalogs/${id}`, 'fr');
  await page.getByText('Canal : Google Merchant Center.').waitFor();
  t.ok(await shown(page.getByText('2 cellules que le canal refuserait, 0 réparation')), 'the counts in French');
  await page.getByRole('radio', { name: 'Signalements' }).check();
  await page.getByText('2 produits avec une cellule signalée par le canal').waitFor();
  await showField(page, 'gtin');
  const gtin = cell(page, BAD_EAN, 'gtin', 'fr');
  await gtin.getByRole('img', { name: 'Le canal refuserait cette valeur' }).click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'gtin' });
  await evidence.getByText('GTIN invalide').waitFor();
  t.equal(await evidence.locator('dt', { hasText: 'Canal' }).count(), 1, 'the evidence’s channel entry');
  t.ok(await shown(evidence.getByText(`Google Merchant Center : gtin : « ${BAD_EAN} » n’est pas un GTIN valide`, { exact: false })), 'the issue’s message in French');
  t.equal(await evidence.locator('[lang="en"]').count(), 0, 'nothing left in English');
  await page.keyboard.press('Escape');

  await page.goto(`${server.url}/catalog/new`);
  const destination = page.getByRole('region', { name: 'Destination' });
  await destination.getByRole('checkbox', { name: /Format personnalisé/ }).waitFor();
  t.ok(await shown(destination.getByText('Fichier séparé par des tabulations (.tsv), vérifié selon ses règles')));
  t.ok(await destination.getByRole('checkbox', { name: /PrestaShop/ }).isEnabled());

  await page.goto(`${server.url}/catalog-templates`);
  await page.getByRole('button', { name: 'Partir d’un canal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partir d’un canal' });
  await dialog.getByRole('group', { name: 'Canal' }).waitFor();
  const woo = CHANNELS.find((channel) => channel.id === 'woocommerce');
  t.ok(await shown(dialog.getByText(`${woo?.fields.length} champs, dont 1 obligatoire · fichier CSV`)), 'French plurals: one required field');
  t.ok(await shown(dialog.getByRole('button', { name: 'Créer et modifier' })));
  await page.keyboard.press('Escape');
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
