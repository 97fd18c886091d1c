/**
 * Asking instead of guessing (issue 25) in a real browser against the real server: a file whose
 * weights state no unit makes the template wizard ask for it above the mapper; the answer, one click,
 * is saved as the field's source_unit, and a run with the template reads the bare numbers in it.
 * The template editor, which has no file, asks nothing and shows the answer in the Extract settings.
 */
import type { Locator } from 'playwright-core';
import t from 'tap';
import { fileForm } from '../fixtures/upload.ts';
import { expectNoSeriousA11yViolations } from '../helpers/a11y.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';
import { valuesOf } from '../helpers/values.ts';

const server = await startServer(t);
const CSV = Buffer.from('Name,Weight\nChair,1.23\nTable,12.5\n');

const user = await server.addUser('questions@example.com');
const api = await signedIn(server.url, user);
const page = await openApp(t, { server, user, path: '/config-assistant' });

const row = (name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${name}`, exact: true }) });
const stepTitle = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });
const questions = () => page.getByRole('region', { name: 'The file leaves open' });
const unitQuestion = () => page.getByRole('combobox', { name: /^The column Weight states no unit\. Its numbers are in:$/ });
const FIELD = 'Weight (kg)';

t.test('the wizard: an EXTRACT float field over a column without unit', async (t) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload a product file/ }).click();
  await (await chooser).setFiles({ name: 'furniture.csv', mimeType: 'text/csv', buffer: CSV });
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  await page.getByRole('button', { name: 'Click to set a name' }).click();
  await page.getByRole('textbox', { name: 'Template name' }).fill('Furniture');
  await page.getByRole('textbox', { name: 'Template name' }).press('Enter');
  await page.getByRole('button', { name: 'Edit the template name: Furniture', exact: true }).waitFor();
  for (const title of ['Information Sources', 'Setup your export']) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await stepTitle(title).waitFor();
  }
  await page.getByText('2 fields total').waitFor();
  await page.waitForFunction(() => (document.querySelector('[aria-label="Action of Name"]') as HTMLSelectElement | null)?.value === 'COPY');

  await page.getByRole('button', { name: 'Add a field' }).click();
  const rename = page.getByRole('textbox', { name: 'New name for New field' });
  await rename.fill(FIELD);
  const mapped = page.waitForResponse((response) => response.url().endsWith('/api/assistant/map_fields'));
  await rename.press('Enter');
  // The new name goes through the automatic mapping first (its row shows its action again once answered); whatever it decides, the field is made an EXTRACT.
  await mapped;
  const action = page.getByLabel(`Action of ${FIELD}`);
  await action.waitFor();
  if ((await action.inputValue()) !== 'EXTRACT') await action.selectOption('EXTRACT');
  await row(FIELD).getByRole('button', { name: FIELD, exact: true }).click();
  const extract = page.getByRole('region', { name: 'Edit Extract Settings' });
  await extract.getByLabel('Extract Type').selectOption('float');
  t.ok(await extract.getByLabel('Numbers in the file are in').isEnabled(), 'a numeric field takes the file’s unit');
  t.equal(await extract.getByLabel('Decimal mark in the file').inputValue(), '', 'no decimal mark set');
  await extract.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Select a field to customize its behaviour.').waitFor();
});

t.test('the file leaves the unit open: asked once, answered in one click', async (t) => {
  await questions().waitFor();
  t.equal(await unitQuestion().count(), 1, 'asked once');
  t.ok(await questions().getByText(`Field ${FIELD}, 2 products. Example: “1.23”.`).isVisible(), 'the field, how many products, an example');
  t.equal(await unitQuestion().locator('option:checked').textContent(), 'Choose…', 'nothing chosen for the user');
  const offered = await unitQuestion().locator('option').allTextContents();
  t.ok(
    ['kg', 'g', 'lb'].every((unit) => offered.includes(unit)),
    `mass units offered (${offered.join(', ')})`,
  );
  await expectNoSeriousA11yViolations(t, page, 'the wizard asking for a unit');

  // The questions the page asks again once answered (after its debounce), and what the server says.
  const askedAgain = page.waitForResponse((response) => response.url().endsWith('/api/assistant/open_questions'));
  await unitQuestion().selectOption('g');
  await questions().waitFor({ state: 'detached' });
  t.pass('the question is gone once answered');

  await row(FIELD).getByRole('button', { name: FIELD, exact: true }).click();
  const extract = page.getByRole('region', { name: 'Edit Extract Settings' });
  t.equal(await extract.getByLabel('Numbers in the file are in').inputValue(), 'g', 'the answer is the field’s setting');
  await extract.getByRole('button', { name: 'Close', exact: true }).click();
  // Asked again after the answer, the server leaves nothing open.
  t.same((await (await askedAgain).json()).questions, [], 'the server leaves nothing open');
  t.equal(await questions().count(), 0, 'not asked again');
});

let templateName = '';

t.test('the saved template keeps the answer', async (t) => {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await stepTitle('Process Options').waitFor();
  await page.getByRole('button', { name: 'Save template' }).last().click();
  await page.getByRole('heading', { name: 'Your template is saved' }).waitFor();

  const saved = (await api.get('/api/catalog/config')).body.find((item: { label: string }) => item.label === 'Furniture');
  t.ok(saved, 'listed');
  templateName = saved.name;
  const stored = (await api.get(`/api/catalog/config/${saved.name}`)).body;
  const weight = stored.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === FIELD);
  t.match(weight, { batch_action: 'EXTRACT', type: 'float', source_unit: 'g', source_decimal: null });
});

t.test('a run with the template reads the bare numbers in grams', async (t) => {
  const upload = await api.upload('/api/file/my_drive', fileForm('furniture.csv', CSV));
  t.equal(upload.status, 200);
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: templateName,
    input_filename: upload.body.name,
    nb_products_found: 2,
    destination: [{ type: 'own_format', value: null }],
  });
  t.equal(started.status, 201);
  await server.app.batchRunner.idle();
  const values = await valuesOf(api, started.body.id);
  t.equal(values[0]?.Name, 'Chair');
  t.equal(values[0]?.[FIELD], 0.00123, '1.23 g is 0.00123 kg');
  t.equal(values[1]?.[FIELD], 0.0125, '12.5 g is 0.0125 kg');
});

t.test('the template editor has no file: nothing is asked, the answer is in the Extract settings', async (t) => {
  await page.goto(`${server.url}/catalog-templates`);
  await page.getByRole('link', { name: 'Edit Furniture', exact: true }).click();
  await page.getByText('3 fields total').waitFor();
  await row(FIELD).getByRole('button', { name: FIELD, exact: true }).click();
  const extract = page.getByRole('region', { name: 'Edit Extract Settings' });
  t.equal(await extract.getByLabel('Numbers in the file are in').inputValue(), 'g');
  await extract.getByLabel('Decimal mark in the file').selectOption(',');
  t.equal(await extract.getByLabel('Decimal mark in the file').locator('option:checked').textContent(), 'Comma (1,5)');
  t.equal(await questions().count(), 0, 'no question without a file');
});

t.test('no page errors', async (t) => {
  t.same(pageErrors, []);
});
