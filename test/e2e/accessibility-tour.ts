/**
 * Every page of the app, and the states a page only reaches by use (an uploaded file, the template
 * wizard's steps, a settings tab, an open dialog), in English and French and in the light and dark
 * themes, checked with axe-core against WCAG 2.1 AA: no serious or critical violation. Each language
 * walks one theme: contrast is a theme's, names and text lengths a language's.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { en } from '../../client/src/i18n/en.ts';
import { fr } from '../../client/src/i18n/fr.ts';
import { catalogBatches } from '../../db/schema.ts';
import { csv, productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { expectNoSeriousA11yViolations } from '../helpers/a11y.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, signIn } from '../helpers/app.ts';
import { workspaceOf } from '../helpers/credits.ts';
import { type Credentials, startServer } from '../helpers/server.ts';

const server = await startServer(t);
const DICTIONARIES = { en, fr };

/** Shoes for Google Merchant Center: one with a GTIN whose check digit is wrong, one without a brand. */
const SHOES = csv([
  ['EAN', 'Référence', 'Désignation', 'Description', 'Prix', 'Marque', 'Image', 'État', 'Disponibilité', 'Lien'],
  ['4006381333931', 'REF-1', 'Chaussure 1', 'Une chaussure.', '49,90 €', 'Forêt', 'https://img.example.com/1.jpg', 'Neuf', 'in_stock', 'https://shop.example.com/p/1'],
  ['4006381333932', 'REF-2', 'Chaussure 2', 'Une chaussure.', '59,90 €', 'Forêt', 'https://img.example.com/2.jpg', 'new', 'in_stock', 'https://shop.example.com/p/2'],
  ['5901234123457', 'REF-3', 'Chaussure 3', 'Une chaussure.', '39,90 €', '', 'https://img.example.com/3.jpg', 'new', 'in_stock', 'https://shop.example.com/p/3'],
]);

/**
 * A workspace with a template and three finished runs, so the lists have rows and the review page has
 * values (one run recorded directly, one run through the API, then a preview of the same file whose
 * EXTRACT cells are reused from that run), a run to Google Merchant Center whose cells have
 * issues, a webhook with deliveries and an API key; the user speaks `language`.
 */
async function seededUser(language: 'en' | 'fr', colorScheme: string): Promise<{ user: Credentials; template: string; run: string; preview: string; channelRun: string }> {
  const user = await server.addUser(`a11y-${language}-${colorScheme}@example.com`);
  const api = await signedIn(server.url, user);
  await api.send('PUT', '/api/auth/me', { language });
  await api.send('POST', '/api/auth/api-keys', { name: 'PIM sync' });
  const created = await api.send('POST', '/api/catalog/config', {
    label: 'Spring catalogue',
    about: { identifiers: ['EAN'], contents: ['Name'], attributes: ['Colour'], categories: [], price: ['Price'], others: [] },
    source_fields: { public_identifiers: ['EAN'], product_name: ['Name'] },
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'Title', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT' },
    ],
    search_options: { blacklist: [], whitelist: [] },
  });
  if (created.status >= 300) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  const workspaceId = await workspaceOf(server, user.email);
  await server.app.store.run((db) =>
    db.insert(catalogBatches).values({
      id: randomUUID(),
      workspaceId,
      catalogConfigName: created.body.name,
      configSnapshot: { label: 'Spring catalogue' },
      inputFilename: 'spring-products.csv',
      destination: [{ type: 'own_format', value: null }],
      status: 'done',
      progress: 1,
      nbProducts: 10,
      cost: 10,
      downloadedOnce: false,
      startDate: new Date().toISOString(),
    }),
  );
  // A name that never resolves (.invalid): the runs' deliveries wait to be retried, so the Webhooks tab lists some.
  const webhook = await api.send('POST', '/api/workspace/webhooks', { url: 'https://hooks.fiche.invalid/fiche', events: ['batch.done', 'preview.done'] });
  if (webhook.status !== 201) throw new Error(`webhook: ${webhook.status} ${JSON.stringify(webhook.body)}`);
  const upload = await api.upload('/api/file/my_drive', fileForm('spring.csv', productCsv(8, { headers: ['EAN', 'Name', 'Colour', 'Price'] })));
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: created.body.name,
    input_filename: upload.body.name,
    nb_products_found: 8,
    destination: [{ type: 'own_format', value: null }],
  });
  if (started.status !== 201) throw new Error(`run: ${started.status} ${JSON.stringify(started.body)}`);
  const shoes = await api.upload('/api/file/my_drive', fileForm('shoes.csv', SHOES));
  const google = await api.send('POST', '/api/catalog/config/from-channel', { channel: 'google_merchant_center', label: 'Google shoes', input_filename: shoes.body.name });
  if (google.status !== 200) throw new Error(`from-channel: ${google.status} ${JSON.stringify(google.body)}`);
  const channelRun = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: google.body.name,
    input_filename: shoes.body.name,
    destination: [{ type: 'marketplace', value: 'google_merchant_center' }],
  });
  if (channelRun.status !== 201) throw new Error(`channel run: ${channelRun.status} ${JSON.stringify(channelRun.body)}`);
  await server.app.batchRunner.idle();
  const preview = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: created.body.name,
    input_filename: upload.body.name,
    destination: [{ type: 'own_format', value: null }],
    sample_size: 3,
  });
  if (preview.status !== 201) throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.body)}`);
  await server.app.batchRunner.idle();
  return { user, template: created.body.name, run: started.body.id, preview: preview.body.id, channelRun: channelRun.body.id };
}

/** Waits for the page's first heading and the end of its requests, then runs the check. */
async function check(t: Test, page: Page, what: string) {
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(t, page, what);
}

async function visit(t: Test, page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await check(t, page, path);
}

async function chooseFile(page: Page, label: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: productCsv(8, { headers: ['EAN', 'Name', 'Colour', 'Price'] }) });
}

/** Every page, in one language and one colour scheme (one test file a scheme keeps each file under tap's time limit). */
export function everyPageIn(colorScheme: 'light' | 'dark', languages: readonly ('en' | 'fr')[]) {
  for (const language of languages) {
    t.test(`every page in ${language}, ${colorScheme} theme`, async (t) => {
      const dict = DICTIONARIES[language];
      const { user, template, run, preview, channelRun } = await seededUser(language, colorScheme);
      const page = await openApp(t, { server, language, colorScheme, path: '/home', viewport: { width: 1280, height: 900 } });
      await check(t, page, 'login');
      await signIn(page, user);
      await page.getByRole('navigation', { name: dict.sidebar.label }).waitFor();

      for (const path of ['/home', '/catalogs', '/catalog-templates', `/catalog-templates/edit/${template}`, '/user-profile', '/help', '/no/such/page']) {
        await visit(t, page, path);
      }

      // The review page: the grid, a cell's evidence, the rerun dialog.
      await page.goto(`${server.url}/catalogs/${run}`);
      await page.getByRole('grid').locator('.review-value').first().waitFor();
      // A value selected with a click: its button to the evidence shown.
      await page.getByRole('grid').locator('td').first().click();
      await check(t, page, `/catalogs/${run}, the values grid`);
      await page.keyboard.press(' ');
      await page.getByRole('dialog').waitFor();
      await check(t, page, `/catalogs/${run}, a cell's evidence`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('checkbox', { name: dict.review.grid.selectField.replace('{{name}}', 'Title') }).check();
      await page.getByRole('button', { name: dict.review.rerun.selection }).click();
      await page.getByRole('dialog').getByRole('button', { name: dict.review.rerun.confirm, exact: true }).and(page.locator(':enabled')).waitFor();
      await check(t, page, `/catalogs/${run}, the rerun dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // A preview: its banner and the reused cells in the header, a reused value's evidence, the whole file's cost.
      await page.goto(`${server.url}/catalogs/${preview}`);
      await page.getByRole('grid').locator('.review-value').first().waitFor();
      await page.getByText(dict.review.details.cached_other.replace('{{n}}', '3')).waitFor();
      await check(t, page, `/catalogs/${preview}, a preview`);
      await page.getByRole('grid').locator('[aria-rowindex="2"] [aria-colindex="3"]').click();
      await page.keyboard.press(' ');
      await page.getByRole('dialog').getByText(dict.review.evidence.reused).waitFor();
      await check(t, page, `/catalogs/${preview}, a reused value's evidence`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: dict.review.preview.run }).click();
      await page.getByRole('dialog').getByRole('button', { name: dict.review.preview.confirm }).and(page.locator(':enabled')).waitFor();
      await check(t, page, `/catalogs/${preview}, the whole file's cost`);

      // A run to a channel: its counts, the Issues filter, a flagged cell's marker and its issues in the evidence.
      await page.goto(`${server.url}/catalogs/${channelRun}`);
      await page.getByRole('radio', { name: dict.review.filter.issues }).check();
      await page.getByText(dict.review.grid.totalFiltered.issues_other.replace('{{count}}', '3')).waitFor();
      // The flagged columns (brand, gtin: the 10th and 11th fields) lie right of the first screen: the grid is scrolled to them.
      await page.locator('.review-grid').evaluate((element) => element.scrollTo({ left: 8 * 200 }));
      const flagged = page.getByRole('grid').locator('td[data-issue="error"]').first();
      await flagged.waitFor();
      await check(t, page, `/catalogs/${channelRun}, the issues filter`);
      await flagged.click();
      await page.keyboard.press(' ');
      await page.getByRole('dialog').getByText(dict.review.evidence.issues, { exact: true }).waitFor();
      await check(t, page, `/catalogs/${channelRun}, a flagged cell's evidence`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Start from a channel: the dialog on the templates page.
      await visit(t, page, '/catalog-templates');
      await page.getByRole('button', { name: dict.templates.list.fromChannel }).click();
      await page.getByRole('dialog').getByRole('radio').first().waitFor();
      await check(t, page, '/catalog-templates, the start-from-a-channel dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await visit(t, page, '/catalog/new');
      await chooseFile(page, dict.upload.dropzoneLabel);
      await page.getByText(dict.catalogNew.seeSample).waitFor();
      await check(t, page, '/catalog/new with a file');
      await page.getByRole('button', { name: dict.catalogNew.seeSample }).click();
      await page.getByRole('dialog').waitFor();
      await check(t, page, '/catalog/new, the sample dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // A channel chosen for a template that lacks its required fields: the warning and its link.
      await page.getByLabel(dict.catalogNew.selectConfig).selectOption({ label: 'Spring catalogue' });
      await page.getByRole('checkbox', { name: /Google Merchant Center/ }).check();
      await page.getByRole('link', { name: dict.catalogNew.channelTemplateLink.replace('{{channel}}', 'Google Merchant Center') }).waitFor();
      await check(t, page, '/catalog/new, a channel destination');

      // The same products as the seeded run: the panel counts the cells reused free and the try-on's charge.
      await page.getByLabel(dict.catalogNew.selectConfig).selectOption(template);
      await page.getByText(dict.subscription.cachedNote_other.replace('{{count}}', '8')).waitFor();
      await check(t, page, '/catalog/new, the credit panel with reused cells');

      // Opened from the templates list to try a template.
      await visit(t, page, '/catalog/new?try=1');
      await page.getByRole('button', { name: dict.catalogNew.tryOn.replace('{{count}}', '10') }).waitFor();

      await visit(t, page, '/settings');
      await page.getByRole('tab', { name: dict.valueLists.tab }).click();
      await check(t, page, '/settings, value lists tab');
      await page.getByRole('button', { name: dict.valueLists.create, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await check(t, page, '/settings, create value list dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: dict.webhooks.tab }).click();
      await page.getByText(dict.webhooks.deliveries.title).click();
      await page.getByRole('table').waitFor();
      await check(t, page, '/settings, webhooks tab with deliveries');
      await page.getByRole('tab', { name: dict.uploads.tab }).click();
      await page.getByRole('table', { name: dict.uploads.caption }).waitFor();
      await check(t, page, '/settings, uploads tab');

      await visit(t, page, '/config-assistant');
      await chooseFile(page, dict.upload.dropzoneLabel);
      await page.getByRole('heading', { name: dict.assistant.wizard.titles.file, level: 2 }).waitFor();
      await check(t, page, 'config assistant: file details');
      await page.getByRole('button', { name: dict.assistant.name.empty }).click();
      await page.getByRole('textbox', { name: dict.assistant.name.label }).fill(`Spring ${language} ${colorScheme}`);
      await page.getByRole('textbox', { name: dict.assistant.name.label }).press('Enter');
      await page.getByRole('textbox', { name: dict.assistant.name.label }).waitFor({ state: 'detached' });
      for (const step of ['sources', 'format', 'options'] as const) {
        await page.getByRole('button', { name: dict.assistant.wizard.next, exact: true }).click();
        await page.getByRole('heading', { name: dict.assistant.wizard.titles[step], level: 2 }).waitFor();
        await check(t, page, `config assistant: ${step}`);
      }
    });
  }
}
