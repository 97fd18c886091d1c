/**
 * The review page (/catalogs/{id}) on the real server: a run's values fill the grid while it works,
 * each cell shows its source and opens its evidence, a value is edited as in a spreadsheet (a click
 * selects; Enter, F2, a double-click or typing edits; the output file says it), the filters, the rerun dialog with its cost and the credits refusal, French,
 * a 500 × 30 grid at 1024 px, and the ways in from the catalogue list and the waiting dialog.
 */
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { csv, productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { workspaceOf } from '../helpers/credits.ts';
import { searchEngine } from '../helpers/search-engine.ts';
import { type Credentials, startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

const NAMES = ['Oak table', 'Pine table', 'Ash table', 'Elm table'];
const FILE = csv([['Name', 'Brand', 'Colour', 'Material'], ...NAMES.map((name, i) => [name, 'Bois', i % 2 === 0 ? 'Rouge vif' : 'bleu', 'Oak'])]);
/** The grid's columns: the product, then the output fields in the template's order. */
const COL = { Name: 2, Colour: 3, Weight: 4, Short: 5 } as const;

const engine = await searchEngine();
t.teardown(engine.close);
const search = engine.state;
const releaseSearches = () => engine.release();

const server = await startServer(t, {
  // Held searches stay held until released, however slow the machine (the default gives up after 8 s).
  env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: engine.url, ALLOW_PRIVATE_FETCH: '1', SEARCH_TIMEOUT_SECONDS: '120' },
});

t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

type Api = Awaited<ReturnType<typeof signedIn>>;

/** A user of their own workspace with the tables file uploaded and the Tables template (COPY, EXTRACT with a value list, web EXTRACT, GENERATE). */
async function workspace(email: string) {
  const user = await server.addUser(email);
  const api = await signedIn(server.url, user);
  const list = await api.send('POST', '/api/value-list', {
    name: 'Couleurs',
    values: [
      { code: 'RED', label: 'Rouge' },
      { code: 'BLU', label: 'Bleu' },
    ],
  });
  if (list.status >= 300) throw new Error(`value list: ${list.status} ${JSON.stringify(list.body)}`);
  const template = await templateOnFile(api, {
    file: { name: 'tables.csv', content: FILE },
    label: 'Tables',
    about: { contents: ['Name'], attributes: ['Brand', 'Colour'] },
    mapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list_id: list.body.id, use_label: false },
      { source_column: 'Weight', dest_property: 'Weight (g)', batch_action: 'EXTRACT', type: 'float', expected_unit: 'g' },
      { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE', min_words: 6, max_words: 20 },
    ],
    sourceFields: { product_name: ['Name'], brand: ['Brand'] },
  });
  const start = () => template.start(NAMES.length);
  return { user, api, start, configName: template.configName };
}

/** A run of the Tables template, finished. */
async function finishedRun(email: string) {
  const ws = await workspace(email);
  const id = await ws.start();
  await server.app.batchRunner.idle();
  return { ...ws, id };
}

const reviewPage = (t: Test, user: Credentials, id: string, opts: { language?: 'en' | 'fr'; viewport?: { width: number; height: number } } = {}) => openApp(t, { server, user, path: `/catalogs/${id}`, ...opts });

const grid = (page: Page, file = 'tables.csv') => page.getByRole('grid', { name: `Values of ${file}` });
const row = (page: Page, product: string, file?: string) => grid(page, file).getByRole('row', { name: new RegExp(product) });
const cell = (page: Page, product: string, col: number, file?: string): Locator => row(page, product, file).locator(`[aria-colindex="${col}"]`);

/** The output CSV of a run, one record per product. */
async function outputRecords(api: Api, id: string): Promise<Record<string, string>[]> {
  const run = (await api.get(`/api/catalog/batch/${id}`)).body;
  const file = run.results.find((result: { name: string }) => result.name.endsWith('.csv'));
  const response = await fetch(`${server.url}/api/file/results?catalog_id=${id}&file_name=${encodeURIComponent(file.name)}`, {
    headers: { authorization: `Bearer ${api.tokens.access_token}` },
  });
  return parse(await response.text(), { delimiter: ';', columns: true, bom: true });
}

/** Where the keyboard focus is in the grid, as `pos` names it; null outside the grid. */
const focusedPos = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.pos ?? null);
/** A grid position by row (0: the first product) and aria-colindex. */
const pos = (row: number, col: number) => `${row}:${col - 1}`;

t.test('the grid fills while the run works, then each value shows its source and its evidence', async (t) => {
  search.mode = 'up';
  search.held = new Set(NAMES.slice(1));
  const { user, start } = await workspace('live@example.com');
  const id = await start();
  const page = await reviewPage(t, user, id);

  await page.getByRole('heading', { name: 'Tables', level: 1 }).waitFor();
  t.ok(await page.getByText('Input file: tables.csv').isVisible(), 'the input file under the template label');
  await cell(page, 'Oak table', COL.Colour).getByText('RED').waitFor();
  t.equal(await page.locator('.review-status').textContent(), 'In Progress', 'the run works');
  t.ok(await page.getByRole('progressbar', { name: 'Progress of the run' }).isVisible(), 'with its progress');
  t.ok(await page.getByText(/The run is still working/).isVisible(), 'editing waits for the end, and says so');
  await cell(page, 'Pine table', COL.Name).getByText('Pending').waitFor();
  t.equal(await row(page, 'Pine table').locator('[data-status="pending"]').count(), 4, 'a pending product: a placeholder in each field');

  // A click selects a value, the focus stays on it; Enter or typing while the run works: nothing to edit yet, and it is said.
  await cell(page, 'Oak table', COL.Name).click();
  t.equal(await focusedPos(page), pos(0, COL.Name), 'a click selects the cell');
  t.equal(await page.getByRole('dialog').count(), 0, 'and opens nothing over it');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Values can be edited once the run is done.' }).waitFor();
  await page.keyboard.type('x');
  t.equal(await page.getByRole('textbox').count(), 0, 'no editor while the run works');
  t.match(await page.locator('.review-keys').first().textContent(), /Enter, F2, a double-click or typing edits its value; Enter saves it, Escape cancels/, 'the keys say so');

  // The searches answer: the grid fills from the run's live events, without a reload.
  releaseSearches();
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  await cell(page, 'Elm table', COL.Short).locator('.review-value').waitFor();
  t.equal(await grid(page).locator('[data-status="pending"]').count(), 0, 'no pending product left');
  t.equal(await grid(page).getAttribute('aria-rowcount'), '5', 'header + 4 products');
  t.equal(await grid(page).getAttribute('aria-colcount'), '5', 'product + 4 fields');

  // Column headers: name, action, counts.
  const headers = grid(page).getByRole('columnheader');
  t.same(await headers.locator('.review-th-name').allTextContents(), ['Name', 'Colour', 'Weight (g)', 'Short']);
  t.same(await headers.locator('.review-action').allTextContents(), ['Copy', 'Extract', 'Extract', 'Generate']);
  t.equal(
    await headers
      .nth(COL.Colour - 1)
      .locator('.review-counts')
      .textContent(),
    '4 ok · 0 empty · 0 failed',
  );

  // Values and their source markers.
  t.equal(await cell(page, 'Oak table', COL.Name).textContent(), 'Oak tableC');
  t.ok(await cell(page, 'Oak table', COL.Name).getByRole('img', { name: 'From a column' }).isVisible());
  t.ok(await cell(page, 'Pine table', COL.Colour).getByText('BLU').isVisible());
  t.ok(await cell(page, 'Pine table', COL.Colour).getByRole('img', { name: 'From a value list' }).isVisible());
  t.ok(await cell(page, 'Oak table', COL.Weight).getByText('3500').isVisible());
  t.ok(await cell(page, 'Oak table', COL.Weight).getByRole('img', { name: 'From a web page' }).isVisible());
  t.ok(await cell(page, 'Oak table', COL.Short).getByRole('img', { name: 'Written by the assistant' }).isVisible());

  // Evidence: a value-list item, opened with the selected cell's button, closed with Escape (the focus back on the cell).
  await cell(page, 'Pine table', COL.Colour).click();
  await cell(page, 'Pine table', COL.Colour).getByTitle('Where the value came from (Space)').click();
  const colour = page.getByRole('dialog', { name: 'Colour' });
  await colour.waitFor();
  const terms = async (dialog: Locator) => Object.fromEntries(await dialog.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])));
  t.match(await terms(colour), { Value: 'BLU', Status: 'OK', 'Value list': 'Couleurs', Code: 'BLU', Label: 'Bleu', Column: 'Colour' });
  t.ok(await colour.getByText('Pine table').isVisible(), 'the product named');
  await page.keyboard.press('Escape');
  await colour.waitFor({ state: 'detached' });
  t.equal(await focusedPos(page), pos(1, COL.Colour), 'Escape gives the focus back to the cell');

  // A column, opened with Space after an arrow move.
  await page.keyboard.press('ArrowLeft');
  t.equal(await focusedPos(page), pos(1, COL.Name));
  await page.keyboard.press(' ');
  const name = page.getByRole('dialog', { name: 'Name' });
  await name.waitFor();
  t.match(await terms(name), { Value: 'Pine table', Column: 'Name' });
  await name.getByRole('button', { name: 'Close' }).click();
  await name.waitFor({ state: 'detached' });

  // The assistant's copy.
  await cell(page, 'Oak table', COL.Short).click();
  await page.keyboard.press(' ');
  const short = page.getByRole('dialog', { name: 'Short' });
  await short.waitFor();
  t.match(await terms(short), { Assistant: 'local', Model: 'Default model' });
  await page.keyboard.press('Escape');
  await short.waitFor({ state: 'detached' });

  // A web page: its link opens in a new tab, with the sentence read.
  await cell(page, 'Oak table', COL.Weight).click();
  await page.keyboard.press(' ');
  const weight = page.getByRole('dialog', { name: 'Weight (g)' });
  await weight.waitFor();
  const link = weight.getByRole('link', { name: /\/p\/Bois%20Oak%20table/ });
  t.equal(await link.getAttribute('target'), '_blank');
  t.match(await link.getAttribute('rel'), /noopener/);
  t.ok(await weight.getByText('Weight: 3,5 kg.').isVisible(), 'the quote');
  await page.keyboard.press('Escape');

  // The output files, once done.
  const downloads = page.getByRole('button', { name: /^Download / });
  t.ok((await downloads.count()) >= 2, 'a button per output file');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download .*\.csv$/ }).click();
  t.match((await download).suggestedFilename(), /\.csv$/, 'the file downloads');
});

t.test('edit with the keyboard: Enter, type, Enter saves (and the file says it), Escape cancels; the edited filter', async (t) => {
  search.mode = 'up';
  const { user, api, id } = await finishedRun('editor@example.com');
  const page = await reviewPage(t, user, id);
  await cell(page, 'Oak table', COL.Name).getByText('Oak table').waitFor();
  t.equal(await page.getByText(/The run is still working/).count(), 0, 'a finished run says nothing about waiting');

  // Tab into the grid (the rerun buttons are off: nothing selected, nothing failed), then arrows to Pine table × Short.
  await page.getByRole('radio', { name: 'All products' }).focus();
  await page.keyboard.press('Tab');
  t.equal(await focusedPos(page), pos(0, COL.Name), 'the grid takes one tab stop, on its first value');
  await page.keyboard.press('ArrowDown');
  for (let i = COL.Name; i < COL.Short; i++) await page.keyboard.press('ArrowRight');
  t.equal(await focusedPos(page), pos(1, COL.Short));

  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Value of Short for Pine table' });
  await editor.waitFor();
  t.ok(await editor.evaluate((input) => input === document.activeElement), 'the editor has the focus');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Hand-written copy.');
  await page.keyboard.press('Enter');
  await editor.waitFor({ state: 'detached' });
  const edited = cell(page, 'Pine table', COL.Short);
  await edited.getByText('Hand-written copy.').waitFor();
  t.ok(await edited.getByRole('img', { name: 'Edited by hand' }).isVisible(), 'marked edited');
  t.equal(await edited.getAttribute('data-status'), 'edited');
  await page.getByRole('status').filter({ hasText: 'Value saved' }).waitFor();
  t.equal(await focusedPos(page), pos(1, COL.Short), 'the focus is back on the cell');
  await grid(page)
    .getByRole('columnheader')
    .nth(COL.Short - 1)
    .getByText('1 edited')
    .waitFor();
  const records = await outputRecords(api, id);
  t.equal(records[1]?.Short, 'Hand-written copy.', 'the output file says the edit');

  // Its evidence: who, when.
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'Short' });
  await evidence.getByText('Ada Lovelace').or(evidence.getByText('editor@example.com')).first().waitFor();
  t.ok(await evidence.locator('time').isVisible(), 'the date of the edit');
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });

  // Escape cancels: nothing saved.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const other = page.getByRole('textbox', { name: 'Value of Short for Oak table' });
  await other.waitFor();
  await page.keyboard.type(' and more');
  await page.keyboard.press('Escape');
  await other.waitFor({ state: 'detached' });
  t.equal(await focusedPos(page), pos(0, COL.Short), 'the focus is back on the cell');
  t.notMatch(await cell(page, 'Oak table', COL.Short).textContent(), /and more/, 'the cell unchanged');
  t.notMatch((await outputRecords(api, id))[0]?.Short, /and more/, 'nothing saved');

  // A number field refuses text, and says so; Escape leaves it as it was.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const number = page.getByRole('textbox', { name: 'Value of Weight (g) for Oak table' });
  await number.waitFor();
  await page.keyboard.type('heavy');
  await page.keyboard.press('Enter');
  await page.getByRole('alert').filter({ hasText: 'This value does not fit the field' }).waitFor();
  t.equal(await number.getAttribute('aria-invalid'), 'true');
  await page.keyboard.press('Escape');
  await number.waitFor({ state: 'detached' });
  t.ok(await cell(page, 'Oak table', COL.Weight).getByText('3500').isVisible(), 'the weight unchanged');

  // The edited filter: only that product.
  await page.getByRole('radio', { name: 'Edited (1)' }).check();
  await page.getByText('1 product with an edited cell').waitFor();
  await grid(page).getByRole('row').nth(1).getByText('Hand-written copy.').waitFor();
  t.equal(await grid(page).getByRole('row').count(), 2, 'the header and one product');
  t.equal(await grid(page).getAttribute('aria-rowcount'), '2');
  await page.getByRole('radio', { name: 'Failed (0)' }).check();
  await page.getByText('No failed cells.').waitFor();
  await page.getByRole('radio', { name: 'All products' }).check();
  await page.getByText('4 products').waitFor();
  await row(page, 'Elm table').waitFor();
  t.pass('all products again');

  // As in a spreadsheet: a click selects a value, Enter edits it (the value selected, typed over), Enter saves.
  const elm = cell(page, 'Elm table', COL.Name);
  await elm.click();
  t.equal(await focusedPos(page), pos(3, COL.Name), 'a click selects the cell');
  t.equal(await page.getByRole('dialog').count(), 0, 'and opens nothing over it');
  await page.keyboard.press('Enter');
  const elmEditor = page.getByRole('textbox', { name: 'Value of Name for Elm table' });
  await elmEditor.waitFor();
  t.equal(await elmEditor.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)), 'Elm table', 'the value selected');
  await page.keyboard.type('Elm desk');
  await page.keyboard.press('Enter');
  await elm.getByText('Elm desk').waitFor();
  t.equal(await focusedPos(page), pos(3, COL.Name), 'saved, the focus back on the cell');

  // F2 edits too; Escape cancels.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('F2');
  const ashEditor = page.getByRole('textbox', { name: 'Value of Name for Ash table' });
  await ashEditor.waitFor();
  await page.keyboard.type('Ash desk');
  await page.keyboard.press('Escape');
  await ashEditor.waitFor({ state: 'detached' });
  t.equal(await focusedPos(page), pos(2, COL.Name), 'the focus back on the cell');
  t.equal(await cell(page, 'Ash table', COL.Name).locator('.review-value').textContent(), 'Ash table', 'nothing changed');

  // Typing on a selected value edits it: the first character replaces the value.
  await page.keyboard.type('Ash bench');
  t.equal(await ashEditor.inputValue(), 'Ash bench', 'the value typed over');
  await page.keyboard.press('Enter');
  await cell(page, 'Ash table', COL.Name).getByText('Ash bench').waitFor();
  t.equal(await focusedPos(page), pos(2, COL.Name));

  // A double-click edits the value clicked.
  await cell(page, 'Pine table', COL.Name).dblclick();
  const pineEditor = page.getByRole('textbox', { name: 'Value of Name for Pine table' });
  await pineEditor.waitFor();
  t.ok(await pineEditor.evaluate((input) => input === document.activeElement), 'the editor has the focus');
  await page.keyboard.press('End');
  await page.keyboard.type(' XL');
  await page.keyboard.press('Enter');
  await cell(page, 'Pine table', COL.Name).getByText('Pine table XL').waitFor();
  t.equal(await focusedPos(page), pos(1, COL.Name));
  t.same(
    (await outputRecords(api, id)).map((record) => record.Name),
    ['Oak table', 'Pine table XL', 'Ash bench', 'Elm desk'],
    'the output file says the edits',
  );
});

t.test('rerun: the dialog shows the cost, the credits refusal, then the run works again and refills', async (t) => {
  search.mode = 'down';
  const { user, api, id } = await finishedRun('rerun@example.com');
  const page = await reviewPage(t, user, id);
  const failedWeight = cell(page, 'Oak table', COL.Weight);
  await failedWeight.getByText('Failed').waitFor();
  t.equal(await failedWeight.getAttribute('data-status'), 'failed');
  await grid(page)
    .getByRole('columnheader')
    .nth(COL.Weight - 1)
    .getByText('0 ok · 0 empty · 4 failed')
    .waitFor();

  // The failure's evidence: the reason in words, with what to do.
  await failedWeight.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'Weight (g)' });
  await evidence.getByText('Web search could not be reached for Weight (g); run the cell again later.').waitFor();
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });

  // Re-run failed: the cost, then a refusal when the balance is short.
  const expected = (await api.send('POST', `/api/catalog/batch/${id}/rerun/prediction`, { failed_only: true })).body;
  t.same(expected, { required_credits: 4, cells: 4, products: 4, changed_fields: [] });
  await page.getByRole('button', { name: 'Re-run failed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-run the failed cells' });
  await dialog.getByText('4 credits for 4 cells').waitFor();
  t.ok(await dialog.getByText('Across 4 products.').isVisible());
  const ws = await workspaceOf(server, 'rerun@example.com');
  await server.app.credits.setPlan(ws, { creditsPerPeriod: 0, frequency: 'MONTHLY', startDate: '2020-01-01', endDate: null });
  await dialog.getByRole('button', { name: 'Re-run', exact: true }).click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: /^Insufficient credits/ })
    .waitFor();
  t.ok(await dialog.isVisible(), 'the dialog stays, with the refusal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await server.app.credits.setPlan(ws, { creditsPerPeriod: 10_000, frequency: 'MONTHLY', startDate: '2020-01-01', endDate: null });

  // Again with credits and the search back (held, so the run is seen working): the page follows the run.
  search.mode = 'up';
  search.held = new Set(NAMES);
  await page.getByRole('button', { name: 'Re-run failed' }).click();
  await dialog.getByText('4 credits for 4 cells').waitFor();
  await dialog.getByRole('button', { name: 'Re-run', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.review-status', { hasText: 'In Progress' }).waitFor();
  t.ok(await page.getByRole('button', { name: 'Re-run failed' }).isDisabled(), 'no rerun while it works');
  releaseSearches();
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  await failedWeight.getByText('3500').waitFor();
  await grid(page)
    .getByRole('columnheader')
    .nth(COL.Weight - 1)
    .getByText('4 ok · 0 empty · 0 failed')
    .waitFor();
  t.ok(await page.getByRole('button', { name: 'Re-run failed' }).isDisabled(), 'nothing failed any more');

  // A selection: a column ticked, then a product; the cost is the prediction's.
  await grid(page).getByRole('checkbox', { name: 'Select column Short' }).check();
  await page.getByText('1 column selected (every product)').waitFor();
  await grid(page).getByRole('checkbox', { name: 'Select product Pine table' }).check();
  await page.getByText('1 product × 1 column selected').waitFor();
  const selected = (await api.send('POST', `/api/catalog/batch/${id}/rerun/prediction`, { products: [1], fields: ['Short'] })).body;
  await page.getByRole('button', { name: 'Re-run selection' }).click();
  const selection = page.getByRole('dialog', { name: 'Re-run the selected cells' });
  await selection.getByText(`${selected.required_credits} credit${selected.required_credits === 1 ? '' : 's'} for 1 cell`).waitFor();
  await selection.getByRole('button', { name: 'Re-run', exact: true }).click();
  await selection.waitFor({ state: 'detached' });
  await page.getByText('Tick products or columns to re-run them.').waitFor();
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  t.pass('the selection re-ran');
});

t.test('the page in French', async (t) => {
  search.mode = 'up';
  const { user, id } = await finishedRun('francais@example.com');
  await signedIn(server.url, user).then((api) => api.send('PUT', '/api/auth/me', { language: 'fr' }));
  const page = await reviewPage(t, user, id, { language: 'fr' });
  await page.getByText("Fichier d'entrée : tables.csv").waitFor();
  const frGrid = page.getByRole('grid', { name: 'Valeurs de tables.csv' });
  await frGrid
    .getByRole('row', { name: /Oak table/ })
    .locator(`[aria-colindex="${COL.Colour}"]`)
    .getByText('RED')
    .waitFor();
  t.same(await frGrid.getByRole('columnheader').locator('.review-action').allTextContents(), ['Copier', 'Extraire', 'Extraire', 'Générer']);
  t.equal(
    await frGrid
      .getByRole('columnheader')
      .nth(COL.Colour - 1)
      .locator('.review-counts')
      .textContent(),
    '4 ok · 0 vides · 0 en échec',
  );
  t.ok(await page.getByRole('radio', { name: 'Tous les produits' }).isChecked());
  t.ok(await page.getByRole('button', { name: 'Relancer les échecs' }).isVisible());
  const colour = frGrid.getByRole('row', { name: /Oak table/ }).locator(`[aria-colindex="${COL.Colour}"]`);
  t.ok(await colour.getByRole('img', { name: 'D’une liste de valeurs' }).isVisible());
  t.match(await page.locator('.review-keys').first().textContent(), /Entrée, F2, double-clic ou saisie directe/, 'the keys in French');
  await colour.click();
  await page.keyboard.press(' ');
  const dialog = page.getByRole('dialog', { name: 'Colour' });
  await dialog.getByText('Liste de valeurs', { exact: true }).waitFor();
  t.ok(await dialog.getByText('Libellé', { exact: true }).isVisible());
  t.ok(await dialog.getByRole('button', { name: 'Modifier la valeur' }).isVisible());
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Retour aux catalogues' }).click();
  await page.getByRole('link', { name: 'Revoir les valeurs de tables.csv' }).waitFor();
  t.pass('back to the list, in French');
});

t.test('500 products × 30 fields at 1024 px: virtualised, read in blocks, no page overflow', async (t) => {
  const user = await server.addUser('big@example.com');
  const api = await signedIn(server.url, user);
  const upload = await api.upload('/api/file/my_drive', fileForm('big.csv', productCsv(500)));
  const headers = ['EAN', 'Référence', 'Désignation', 'Description', 'Couleur', 'Taille', 'Prix', 'Catégorie', 'Marque', 'Image'];
  const fields = Array.from({ length: 30 }, (_, i) => ({ source_column: headers[i % 10], dest_property: `Field ${i + 1}`, batch_action: 'COPY' }));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Big',
    about: { identifiers: ['EAN', 'Référence'], contents: ['Désignation', 'Description'], attributes: ['Couleur', 'Taille', 'Marque'], categories: ['Catégorie'], price: ['Prix'], others: ['Image'] },
    ownFormatMapping: fields,
    outputFileFormat: { file_format: 'csv', delimiter: ';' },
    source_fields: { product_name: ['Désignation'], public_identifiers: ['EAN'] },
  });
  t.ok(config.status < 300, 'template');
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: config.body.name,
    input_filename: upload.body.name,
    nb_products_found: 500,
    destination: [{ type: 'own_format', value: null }],
  });
  t.equal(started.status, 201);
  await server.app.batchRunner.idle();
  const id = started.body.id as string;

  const page = await reviewPage(t, user, id, { viewport: { width: 1024, height: 768 } });
  const big = grid(page, 'big.csv');
  await big.getByRole('gridcell').first().locator('.review-value').waitFor();
  t.equal(await big.getAttribute('aria-rowcount'), '501');
  t.equal(await big.getAttribute('aria-colcount'), '31');
  const rendered = await big.getByRole('gridcell').count();
  t.ok(rendered > 0 && rendered < 600, `only the cells in view are rendered (${rendered} of 15000)`);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  t.equal(await overflow(), 0, 'the page does not scroll sideways: the grid scrolls itself');
  t.ok(await big.evaluate((table) => (table.parentElement as HTMLElement).scrollWidth > (table.parentElement as HTMLElement).clientWidth), 'the grid scrolls sideways inside');

  // Ctrl+End: the last product's last field, read from the last block.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/values?')) requests.push(new URL(request.url()).search);
  });
  await big.getByRole('gridcell').first().click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.pos === '499:30');
  await page.locator('[data-pos="499:30"] .review-value').waitFor();
  t.ok(
    requests.some((search) => search.includes('offset=400')),
    'the block holding the last rows was asked for',
  );
  t.notOk(
    requests.some((search) => search.includes('offset=200')),
    'the blocks jumped over were not',
  );
  t.ok(
    await big
      .getByRole('row', { name: /Chaussure légère n°500|3000000005/ })
      .first()
      .isVisible(),
    'the last product in view',
  );
  t.equal(await overflow(), 0, 'still no page overflow');
  t.ok((await big.getByRole('gridcell').count()) < 600, 'still virtualised');
});

t.test('the ways in: a Review link on each catalogue of the list, and Review values in the waiting dialog', async (t) => {
  search.mode = 'up';
  const { user, id, configName } = await finishedRun('links@example.com');
  const page = await openApp(t, { server, user, path: '/catalogs' });
  const link = page.getByRole('link', { name: 'Review the values of tables.csv' });
  await link.waitFor();
  t.equal(await link.textContent(), 'Review', 'a visible Review link');
  await link.click();
  await page.waitForURL(`${server.url}/catalogs/${id}`);
  await page.getByRole('heading', { name: 'Tables', level: 1 }).waitFor();
  await cell(page, 'Oak table', COL.Name).getByText('Oak table').waitFor();
  t.equal(await page.getByRole('link', { name: 'Catalogs', exact: true }).getAttribute('aria-current'), 'page', 'the sidebar shows where we are');

  // From /catalog/new: the waiting dialog leads to the new run's values.
  await page.goto(`${server.url}/catalog/new`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a product file' }).click();
  // Other bytes than tables.csv: the same bytes would be the same upload.
  const more = csv([['Name', 'Brand', 'Colour', 'Material'], ...[...NAMES, 'Yew table'].map((name) => [name, 'Bois', 'bleu', 'Oak'])]);
  await (await chooser).setFiles({ name: 'more-tables.csv', mimeType: 'text/csv', buffer: more });
  await page.getByText('Selected file:').waitFor();
  await page.getByLabel('Select a template').selectOption(configName);
  await page.getByText(/Processing this file will use/).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // Processing or already ready: the dialog's title follows the run.
  const waiting = page.getByRole('dialog', { name: /^Your catalog is / });
  await waiting.getByRole('link', { name: 'Review values' }).click();
  await waiting.waitFor({ state: 'detached' });
  await page.waitForURL(/\/catalogs\/[0-9a-f-]{36}$/);
  t.not(new URL(page.url()).pathname, `/catalogs/${id}`, 'the new run');
  await grid(page, 'more-tables.csv').waitFor();
  await page.locator('.review-status', { hasText: 'Done' }).waitFor();
  await cell(page, 'Elm table', COL.Name, 'more-tables.csv').getByText('Elm table').waitFor();
  t.pass('the new run reviewed');

  const stranger = await openApp(t, { server, user: await server.addUser('stranger@example.com'), path: `/catalogs/${id}` });
  await stranger.getByRole('heading', { name: 'Catalog not found' }).waitFor();
  t.pass("another workspace's run is not found");
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
