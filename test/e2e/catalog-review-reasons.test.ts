/**
 * Why a cell is empty or failed, on the review page (/catalogs/{id}): the evidence of an empty cell
 * says the reason in a sentence (in English, then in French) with the way to the template when the fix
 * is made there, the grid's empty cells name their reason, and the Empty (and Failed) filter counts the
 * cells of each reason and narrows the grid to one.
 */
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import type { ValuesPage } from '../../domain/values.ts';
import { csv } from '../fixtures/products.ts';
import { expectNoSeriousA11yViolations } from '../helpers/a11y.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { searchEngine } from '../helpers/search-engine.ts';
import { type Credentials, startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

/**
 * Oak and Elm weigh a bare number (no unit in the cell, the column's name or the template), Pine
 * weighs in kg, Ash has no weight and a colour the list does not hold; no column says the material.
 */
const FILE = csv([
  ['Name', 'Weight', 'Colour'],
  ['Lisa table', '1.23', 'Rouge'],
  ['Nova table', '1.2 kg', 'Bleu'],
  ['Ash table', '', 'Vert'],
  ['Elm table', '0.8', 'Rouge'],
]);
/** The grid's columns (aria-colindex): the product, then the output fields in the template's order. */
const COL = { Name: 2, Weight: 3, Colour: 4, Material: 5 } as const;

const server = await startServer(t);
/** A server whose web search is down: what the row does not give fails. */
const engine = await searchEngine();
t.teardown(engine.close);
engine.state.mode = 'down';
const searchDown = await startServer(t, { env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: engine.url, ALLOW_PRIVATE_FETCH: '1' } });

t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

/** A finished run of the Tables template over FILE, in a workspace of its own. */
async function finishedRun(email: string, on = server) {
  const user = await on.addUser(email);
  const api = await signedIn(on.url, user);
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
    about: { contents: ['Name'], attributes: ['Weight', 'Colour'] },
    mapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Weight', dest_property: 'Weight (kg)', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list_id: list.body.id, use_label: false },
      { source_column: 'Material', dest_property: 'Material', batch_action: 'EXTRACT', type: 'string' },
    ],
    sourceFields: { product_name: ['Name'] },
  });
  const id = await template.start(4);
  await on.app.batchRunner.idle();
  return { user, api, id, configName: template.configName };
}

const reviewPage = (t: Test, user: Credentials, id: string, language: 'en' | 'fr' = 'en', on = server) => openApp(t, { server: on, user, path: `/catalogs/${id}`, language });

const gridOf = (page: Page, name: string) => page.getByRole('grid', { name });
const cellOf = (grid: Locator, product: string, col: number): Locator => grid.getByRole('row', { name: new RegExp(product) }).locator(`[aria-colindex="${col}"]`);
/** Text as a person reads it: runs of spaces (no-break ones too) as one. */
const read = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** What the evidence says under a term ('Why'). */
const entry = (dialog: Locator, term: string) => dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** The choices of a set of radios, by their names. */
const choices = (group: Locator) => group.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));

t.test('an empty cell says why, in a sentence; the Empty filter counts the reasons and narrows to one', async (t) => {
  const { user, api, id, configName } = await finishedRun('reasons@example.com');
  const values = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body;
  t.same(Object.fromEntries(values.columns.map((column) => [column.name, column.reasons])), { Name: {}, 'Weight (kg)': { unit_unknown: 2, source_empty: 1 }, Colour: { not_in_list: 1 }, Material: { not_found: 4 } }, 'the run left these reasons (what the page is about to show)');

  const page = await reviewPage(t, user, id);
  const grid = gridOf(page, 'Values of tables.csv');
  const oakWeight = cellOf(grid, 'Lisa table', COL.Weight);
  await cellOf(grid, 'Nova table', COL.Weight).getByText('1.2').waitFor();

  // The grid: an empty cell names its reason in its tooltip, and to assistive technology.
  t.equal(await oakWeight.getAttribute('data-status'), 'empty');
  t.equal(await oakWeight.getAttribute('title'), 'No unit', 'the reason in a few words, on hover');
  t.ok(await oakWeight.getByText('Empty: No unit').count(), 'and said with the cell');
  t.equal(await cellOf(grid, 'Ash table', COL.Colour).getAttribute('title'), 'Not in the list');
  t.equal(await cellOf(grid, 'Lisa table', COL.Material).getAttribute('title'), 'Not in the file');
  t.equal(await cellOf(grid, 'Lisa table', COL.Name).getAttribute('title'), 'Lisa table', 'a value keeps its own tooltip');

  // The evidence of a number without a unit: the sentence, and the template where the unit is set.
  await oakWeight.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'Weight (kg)' });
  await evidence.waitFor();
  const why = entry(evidence, 'Why');
  t.equal(await read(why), 'The file does not say which unit “Weight” is in (1.23); set the unit of its numbers in the template. Open the template', 'the reason in a sentence, with the way to fix it');
  t.equal(await evidence.getByText('No evidence was recorded for this value.').count(), 0, 'no longer "no evidence"');
  await expectNoSeriousA11yViolations(t, page, 'the evidence of an empty cell');
  const template = evidence.getByRole('link', { name: 'Open the template' });
  t.equal(await template.getAttribute('href'), `/catalog-templates/edit/${encodeURIComponent(configName)}`);
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });

  // An empty cell of the file: filled there or here, nothing to change in the template.
  await cellOf(grid, 'Ash table', COL.Weight).click();
  await page.keyboard.press(' ');
  await evidence.getByText('The column “Weight” is empty in this row; fill it in the file, or type the value here.').waitFor();
  t.equal(await evidence.getByRole('link', { name: 'Open the template' }).count(), 0, 'no template link');
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });

  // The Empty filter: its reasons, with the cells each explains, most first.
  await page.getByRole('radio', { name: 'Empty (8)' }).check();
  const reasons = page.getByRole('group', { name: 'Why empty' });
  await reasons.waitFor();
  t.same(await choices(reasons), ['Any reason', 'Not in the file (4)', 'No unit (2)', 'Empty in the file (1)', 'Not in the list (1)']);
  t.ok(await reasons.getByRole('radio', { name: 'Any reason' }).isChecked(), 'every reason at first');
  await page.getByText('4 products with an empty cell').waitFor();

  // Narrowed to one reason: only the products with a cell of it.
  const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('reason') === 'unit_unknown');
  await reasons.getByRole('radio', { name: 'No unit (2)' }).check();
  t.equal(new URL((await asked).url()).searchParams.get('status'), 'empty', 'the values asked for that reason');
  await page.getByText('2 products with a cell “No unit”').waitFor();
  await expectNoSeriousA11yViolations(t, page, 'the Empty filter narrowed to a reason');
  await grid.getByRole('row', { name: /Elm table/ }).waitFor();
  t.equal(await grid.getAttribute('aria-rowcount'), '3', 'the header and two products');
  t.equal(await grid.getByRole('row', { name: /Nova table|Ash table/ }).count(), 0, 'the others are not shown');

  // Another filter forgets the reason; back on Empty, every reason again.
  await page.getByRole('radio', { name: 'All products' }).check();
  await page.getByText('4 products', { exact: true }).waitFor();
  t.equal(await page.getByRole('group', { name: 'Why empty' }).count(), 0, 'no reasons beside All');
  await page.getByRole('radio', { name: 'Empty (8)' }).check();
  t.ok(await reasons.getByRole('radio', { name: 'Any reason' }).isChecked());

  // Open the template from the evidence: the template's editor.
  await cellOf(grid, 'Elm table', COL.Weight).click();
  await page.keyboard.press(' ');
  await evidence.getByRole('link', { name: 'Open the template' }).click();
  await page.waitForURL(`${server.url}/catalog-templates/edit/${encodeURIComponent(configName)}`);
  await page.getByRole('heading', { name: 'Tables', level: 1 }).waitFor();
  t.pass('the template opens');
});

t.test('the same in French', async (t) => {
  const { user, api, id } = await finishedRun('raisons@example.com');
  await api.send('PUT', '/api/auth/me', { language: 'fr' });
  const page = await reviewPage(t, user, id, 'fr');
  const grid = gridOf(page, 'Valeurs de tables.csv');
  const oakWeight = cellOf(grid, 'Lisa table', COL.Weight);
  await cellOf(grid, 'Nova table', COL.Weight).getByText('1.2').waitFor();
  t.equal(await oakWeight.getAttribute('title'), 'Sans unité');

  await oakWeight.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'Weight (kg)' });
  const why = entry(evidence, 'Pourquoi');
  await why.waitFor();
  const sentence = (await why.textContent()) ?? '';
  t.equal(sentence.replace(/\s+/g, ' '), 'Le fichier ne dit pas dans quelle unité est « Weight » (1.23) ; indiquez l’unité de ses nombres dans le modèle. Ouvrir le modèle', 'the reason in French');
  t.match(sentence, /«\u00a0Weight\u00a0» \(1\.23\)\u202f;/, 'with French spacing: no-break spaces inside « » and before ;');
  t.ok(await evidence.getByRole('link', { name: 'Ouvrir le modèle' }).isVisible());
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });

  await page.getByRole('radio', { name: 'Vides (8)' }).check();
  const reasons = page.getByRole('group', { name: 'Pourquoi vides' });
  await reasons.waitFor();
  t.same(await choices(reasons), ['Toutes les raisons', 'Absent du fichier (4)', 'Sans unité (2)', 'Vide dans le fichier (1)', 'Absent de la liste (1)']);
  await reasons.getByRole('radio', { name: 'Absent de la liste (1)' }).check();
  await grid.getByRole('row', { name: /Ash table/ }).waitFor();
  t.equal((await read(page.locator('.review-total'))).replace(/\s+/g, ' '), '1 produit avec une cellule « Absent de la liste »');
  t.equal(await grid.getAttribute('aria-rowcount'), '2', 'the header and Ash table');
  await expectNoSeriousA11yViolations(t, page, 'the Empty filter narrowed to a reason, in French');
  await cellOf(grid, 'Ash table', COL.Colour).click();
  await page.keyboard.press(' ');
  const colourWhy = entry(page.getByRole('dialog', { name: 'Colour' }), 'Pourquoi');
  await colourWhy.waitFor();
  t.equal(await read(colourWhy), '« Vert » dans « Colour » ne figure pas dans la liste de valeurs Couleurs ; ajoutez-le à la liste, ou modifiez la cellule.', 'no template link where the fix is in the list or the cell');
});

t.test('a failed cell says why too, and the Failed filter counts its reasons', async (t) => {
  const { user, id } = await finishedRun('failures@example.com', searchDown);
  const page = await reviewPage(t, user, id, 'en', searchDown);
  const grid = gridOf(page, 'Values of tables.csv');
  const oakMaterial = cellOf(grid, 'Lisa table', COL.Material);
  await oakMaterial.getByText('Failed').waitFor();
  t.equal(await oakMaterial.getAttribute('title'), 'Failed: search unreachable');
  await oakMaterial.click();
  await page.keyboard.press(' ');
  const evidence = page.getByRole('dialog', { name: 'Material' });
  await evidence.waitFor();
  t.equal(await read(entry(evidence, 'Error')), 'Web search could not be reached for Material; run the cell again later.');
  await page.keyboard.press('Escape');
  await evidence.waitFor({ state: 'detached' });

  // Every cell the row did not fill went to the web, which failed: one reason, and the narrowing keeps them all.
  await page.getByRole('radio', { name: 'Failed (8)' }).check();
  const reasons = page.getByRole('group', { name: 'Why failed' });
  await reasons.waitFor();
  t.same(await choices(reasons), ['Any reason', 'Failed: search unreachable (8)']);
  const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('reason') === 'search_unavailable');
  await reasons.getByRole('radio', { name: 'Failed: search unreachable (8)' }).check();
  await asked;
  await page.getByText('4 products with a cell “Failed: search unreachable”').waitFor();
  t.equal(await page.getByRole('group', { name: 'Why empty' }).count(), 0, 'no empty reasons beside Failed');
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
