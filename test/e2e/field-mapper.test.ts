import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { type Credentials, startServer } from '../helpers/server.ts';

const server = await startServer(t);

const api = await signedIn(server.url, server.admin);

const about = {
  identifiers: ['EAN', 'SKU'],
  contents: ['Name', 'Description'],
  attributes: ['Brand', 'Colour', 'Weight (lbs)'],
  categories: [],
  price: ['Price', 'Wholesale price'],
  others: [],
  value_lists: {
    Colours: [
      { code: 'R', label: 'Red' },
      { code: 'G', label: 'Green' },
      { code: 'B', label: 'Blue' },
      { code: 'Y', label: 'Yellow' },
    ],
  },
};

async function seedTemplate(client: typeof api, label: string): Promise<string> {
  const created = await client.send('POST', '/api/catalog/config', {
    label,
    about,
    completeness: 80,
    source_fields: { public_identifiers: ['EAN'] },
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'title', batch_action: 'COPY' },
      { source_column: 'weight', dest_property: 'weight', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' },
      { source_column: 'colour', dest_property: 'colour', batch_action: 'EXTRACT' },
    ],
    search_options: { blacklist: [], whitelist: [] },
  });
  if (created.status !== 200 && created.status !== 201) {
    throw new Error(`seeding ${label} failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return created.body.name;
}

const configName = await seedTemplate(api, 'Mapper');
const sizes = await api.send('POST', '/api/value-list', {
  name: 'Sizes',
  values: [
    { code: 'S', label: 'Small' },
    { code: 'M', label: 'Medium' },
    { code: 'L', label: 'Large' },
    { code: 'XL', label: 'Extra large' },
  ],
});
if (sizes.status !== 200 && sizes.status !== 201) throw new Error(`seeding the value list failed: ${sizes.status}`);
const sizesId: string = sizes.body.id;

async function openEditor(t: Test, user: Credentials, name: string): Promise<Page> {
  const page = await openApp(t, { server, user, path: `/catalog-templates/edit/${encodeURIComponent(name)}` });
  await page.getByText(/\d+ fields? total/).waitFor();
  return page;
}

/** The mapping table's row of an output field. */
const row = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${name}`, exact: true }) });
const panel = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

const page = await openEditor(t, server.admin, configName);

t.test('the table lists the fields with their actions; nothing selected yet', async (t) => {
  t.equal(await page.getByRole('columnheader', { name: /Output field name/ }).count(), 1);
  t.equal(await page.getByRole('columnheader', { name: /Action/ }).count(), 1);
  t.ok(await page.getByText('3 fields total').isVisible());
  t.ok(await page.getByText('Select a field to customize its behaviour.').isVisible());
  t.equal(await page.getByLabel('Action of title').inputValue(), 'COPY');
  t.equal(await page.getByLabel('Action of weight').inputValue(), 'EXTRACT');
  t.equal(await page.getByLabel('Rows per page').inputValue(), '100', 'default page size');
  t.ok(await page.getByRole('separator', { name: 'Resize the field panel' }).isVisible(), 'a keyboard-reachable splitter');
});

t.test('search and action filter', async (t) => {
  const search = page.getByRole('searchbox', { name: 'Output field name' });
  await search.fill('WEI');
  await row(page, 'title').waitFor({ state: 'detached' });
  t.equal(await row(page, 'weight').count(), 1, 'the search ignores case');
  await search.fill('');
  await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption('COPY');
  await row(page, 'weight').waitFor({ state: 'detached' });
  t.equal(await row(page, 'title').count(), 1, 'only COPY rows');
  await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption('ALL');
  await row(page, 'weight').waitFor();
});

t.test('inline rename: a duplicate is refused in red, Enter commits, Escape removes the row being edited', async (t) => {
  await page.getByRole('button', { name: 'Rename title', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'New name for title' });
  await input.fill('weight');
  const error = page.getByText('This field name is already used');
  await error.waitFor();
  await input.press('Enter');
  t.ok(await input.isVisible(), 'Enter is blocked while the name is taken');
  t.equal(await input.getAttribute('aria-invalid'), 'true');

  await input.fill('product title');
  await input.press('Enter');
  await row(page, 'product title').waitFor();
  t.equal(await row(page, 'title').count(), 0, 'the old name is gone');
  t.equal(await page.getByLabel('Action of product title').inputValue(), 'COPY', 'the mapping moved with the name');

  await page.getByRole('button', { name: 'Add a field' }).click();
  const added = page.getByRole('textbox', { name: 'New name for New field' });
  await added.waitFor();
  await added.press('Escape');
  await added.waitFor({ state: 'detached' });
  t.equal(await row(page, 'New field').count(), 0, 'Escape removed the new row');
  t.ok(await page.getByText('3 fields total').isVisible());
});

t.test('switching a row to Extract and back keeps the column it copies; the row shows it', async (t) => {
  const copies = row(page, 'product title').getByText('Copies: Name', { exact: true });
  await copies.waitFor();
  const action = page.getByLabel('Action of product title');
  await action.selectOption('EXTRACT');
  await copies.waitFor({ state: 'detached' });
  await action.selectOption('COPY');
  await copies.waitFor();
  await row(page, 'product title').getByRole('button', { name: 'product title', exact: true }).click();
  const copy = panel(page, 'Edit Copy Settings');
  t.equal(await copy.getByLabel('Source field').inputValue(), 'Name', 'still Name, not the first column (EAN)');
  await copy.getByRole('button', { name: 'Close' }).click();
  await page.getByText('Select a field to customize its behaviour.').waitFor();
});

t.test('a new field named like a column is mapped automatically', async (t) => {
  await page.getByRole('button', { name: 'Add a field' }).click();
  const added = page.getByRole('textbox', { name: 'New name for New field' });
  await added.fill('EAN');
  await added.press('Enter');
  const action = page.getByLabel('Action of EAN');
  await action.waitFor();
  await t.resolves(
    page.waitForFunction(() => (document.querySelector('[aria-label="Action of EAN"]') as HTMLSelectElement | null)?.value === 'COPY'),
    'matched to the EAN column: COPY',
  );
  await row(page, 'EAN').getByRole('button', { name: 'EAN', exact: true }).click();
  const copy = panel(page, 'Edit Copy Settings');
  await copy.waitFor();
  t.equal(await copy.getByLabel('Source field').inputValue(), 'EAN');
  await copy.getByRole('button', { name: 'Close' }).click();
  await page.getByText('Select a field to customize its behaviour.').waitFor();
});

t.test('a new field in another unit is extracted and converted, never copied; a selling price never takes the wholesale one', async (t) => {
  const actionOf = (name: string) => page.getByLabel(`Action of ${name}`);
  for (const name of ['Weight (kg)', 'Selling price']) {
    await page.getByRole('button', { name: 'Add a field' }).click();
    const added = page.getByRole('textbox', { name: 'New name for New field' });
    await added.fill(name);
    await added.press('Enter');
    await actionOf(name).waitFor();
  }
  await t.resolves(
    page.waitForFunction(() => (document.querySelector('[aria-label="Action of Selling price"]') as HTMLSelectElement | null)?.value === 'COPY'),
    'Selling price copies the Price column',
  );
  await row(page, 'Selling price').getByRole('button', { name: 'Selling price', exact: true }).click();
  const copy = panel(page, 'Edit Copy Settings');
  t.equal(await copy.getByLabel('Source field').inputValue(), 'Price', 'not the wholesale price');
  await copy.getByRole('button', { name: 'Close' }).click();
  t.equal(await actionOf('Weight (kg)').inputValue(), 'EXTRACT', 'pounds are not copied into kilograms');
  await row(page, 'Weight (kg)').getByRole('button', { name: 'Weight (kg)', exact: true }).click();
  const extract = panel(page, 'Edit Extract Settings');
  await extract.waitFor();
  t.equal(await extract.getByLabel('Expected Unit').inputValue(), 'kg');
  t.equal(await extract.getByLabel('Extract Type').inputValue(), 'float');
  t.ok(await extract.getByText('Web search is off: values are read from the file only.').isVisible(), 'no search provider: the panel says so');
  await extract.getByRole('button', { name: 'Close' }).click();
  for (const name of ['Weight (kg)', 'Selling price']) await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
  await row(page, 'Selling price').waitFor({ state: 'detached' });
});

t.test("rows being mapped are dimmed, say 'Mapping...' and cannot be edited; a failed mapping is silent", async (t) => {
  // The real server answers; the browser only holds its answer back, then drops the next call.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/assistant/map_fields', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add a field' }).click();
  const added = page.getByRole('textbox', { name: 'New name for New field' });
  await added.fill('Brand');
  await added.press('Enter');
  await row(page, 'Brand').getByText('Mapping...').waitFor();
  t.ok(await row(page, 'Brand').getByRole('button', { name: 'Brand', exact: true }).isDisabled(), 'not editable meanwhile');
  t.equal(await row(page, 'Brand').getAttribute('aria-busy'), 'true');
  release();
  await t.resolves(
    page.waitForFunction(() => (document.querySelector('[aria-label="Action of Brand"]') as HTMLSelectElement | null)?.value === 'COPY'),
    'mapped to the Brand column once the answer arrives',
  );
  await page.unroute('**/api/assistant/map_fields');

  await page.route('**/api/assistant/map_fields', (route) => route.abort());
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('textbox', { name: 'New name for New field' }).fill('Brand name');
  await page.keyboard.press('Enter');
  await page.getByLabel('Action of Brand name').waitFor();
  t.equal(await page.getByLabel('Action of Brand name').inputValue(), 'EXTRACT', 'unmapped: extracted under its own name');
  t.equal(
    await page
      .getByRole('alert')
      .filter({ hasText: /error|failed/i })
      .count(),
    0,
    'no error shown',
  );
  await page.unroute('**/api/assistant/map_fields');
  await page.getByRole('button', { name: 'Remove Brand name', exact: true }).click();
  await page.getByRole('button', { name: 'Remove Brand', exact: true }).click();
  await row(page, 'Brand').waitFor({ state: 'detached' });
});

t.test('fields added from an uploaded file with column headers are mapped', async (t) => {
  await page.getByLabel('Add fields from a file').setInputFiles({
    name: 'headers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Size,Price,weight\nS,12.5,1\nM,14,2\n'),
  });
  await page.getByText('2 fields added').waitFor();
  await row(page, 'Size').waitFor();
  await row(page, 'Price').waitFor();
  await t.resolves(
    page.waitForFunction(() => (document.querySelector('[aria-label="Action of Price"]') as HTMLSelectElement | null)?.value === 'COPY'),
    'Price matched the Price column',
  );
  t.equal(await page.getByLabel('Action of Size').inputValue(), 'EXTRACT', 'no column for Size: extracted');
  t.ok(await page.getByText('6 fields total').isVisible(), 'the known weight was not added twice');
  await page.getByRole('button', { name: 'Remove Size', exact: true }).click();
  await page.getByRole('button', { name: 'Remove Price', exact: true }).click();
  await page.getByText('4 fields total').waitFor();
});

t.test('change an action, edit the panel, unsaved changes when switching rows', async (t) => {
  // The workspace writes Portuguese by default: a field with no language of its own writes it.
  const settings = (await api.get('/api/workspace')).body;
  await api.send('PUT', '/api/workspace', { ...settings, generate_options: { ...settings.generate_options, language: 'pt' } });
  t.teardown(() => api.send('PUT', '/api/workspace', settings));
  await page.getByLabel('Action of product title').selectOption('GENERATE');
  await row(page, 'product title').getByRole('button', { name: 'product title', exact: true }).click();
  const generate = panel(page, 'Edit Generate Instructions');
  await generate.waitFor();
  const tool = await generate.getByLabel('Generation type').locator('option:checked').textContent();
  t.notMatch(tool, /^ac_/, "the tool is shown without 'ac_'");
  t.equal(await generate.getByLabel('Language').locator('option').count(), 22, '21 languages and Not set');
  await generate.getByRole('option', { name: 'Portuguese — needs an OpenAI-compatible assistant' }).waitFor({ state: 'attached' });
  for (const language of ['French', 'German', 'Spanish', 'Italian']) t.equal(await generate.getByRole('option', { name: language, exact: true }).count(), 1, `${language} is written offline`);
  await generate.getByLabel('Language', { exact: true }).selectOption('pt');
  await generate.getByText(/The offline assistant writes English, French, German, Spanish, Italian only\. To write Portuguese, connect an OpenAI-compatible assistant/).waitFor();
  t.ok(await generate.getByRole('link', { name: 'Settings: which assistant is on, and a test of it' }).isVisible(), 'said when chosen, with the way out in Settings');
  await generate.getByLabel('Language', { exact: true }).selectOption('');
  await generate.getByText(/With no language chosen, this field writes the workspace’s, Portuguese, which the offline assistant does not write/).waitFor();
  await generate.getByLabel('Language', { exact: true }).selectOption('fr');
  t.equal(await generate.getByText(/To write/).count(), 0, 'no note for a language it writes');
  await generate.getByLabel('Tone').fill('friendly');
  await generate.getByLabel('Min Words').fill('20');
  await generate.getByLabel('Max Words').fill('10');
  await generate.getByText('Min words cannot be more than max words.').waitFor();
  t.ok(await generate.getByRole('button', { name: 'Save' }).isDisabled(), 'the panel cannot save min above max');
  await generate.getByLabel('Max Words').fill('');
  await generate.getByText('Min words cannot be more than max words.').waitFor({ state: 'detached' });

  await row(page, 'colour').getByRole('button', { name: 'colour', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await dialog.waitFor();
  t.ok(await dialog.getByRole('button', { name: 'Discard Changes' }).isVisible());
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  const extract = panel(page, 'Edit Extract Settings');
  await extract.waitFor();
  t.ok(await extract.getByText('colour', { exact: true }).isVisible(), 'the panel shows the field name');
});

t.test('extract: numeric types have no value list; string clears the unit; a saved list can be chosen', async (t) => {
  await row(page, 'weight').getByRole('button', { name: 'weight', exact: true }).click();
  const extract = panel(page, 'Edit Extract Settings');
  await extract.getByText('weight', { exact: true }).waitFor();
  t.equal(await extract.getByLabel('Extract Type').inputValue(), 'float');
  t.ok(await extract.getByLabel('Value List').isDisabled());
  t.ok(await extract.getByText('Value lists not available for numeric types').isVisible());
  t.equal(await extract.getByLabel('Expected Unit').inputValue(), 'kg');
  await extract.getByLabel('Extract Type').selectOption('string');
  await extract.getByText('Expected unit will be cleared for string type').waitFor();
  t.equal(await extract.getByLabel('Expected Unit').inputValue(), '', 'unit cleared');
  t.ok(await extract.getByLabel('Value List').isEnabled());
  t.equal(await extract.getByLabel('Reads', { exact: true }).locator('option:checked').textContent(), 'Found by meaning');
  t.ok(await extract.getByText(/^No file is open here/).isVisible(), 'the template editor has no file to count on');

  // Switching rows asks; discarding keeps weight as it was.
  await row(page, 'colour').getByRole('button', { name: 'colour', exact: true }).click();
  await page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'Discard Changes' }).click();
  await extract.getByText('colour', { exact: true }).waitFor();

  const list = extract.getByLabel('Value List');
  const suggestion = extract.getByRole('button', { name: 'Use the suggested list Colours' });
  await suggestion.waitFor();
  await suggestion.click();
  await extract.getByRole('cell', { name: 'Red' }).waitFor();
  t.equal(await list.locator('option:checked').textContent(), 'Colours', 'the suggestion is applied');
  t.ok(await list.locator('option', { hasText: 'No value list (free text)' }).count());
  t.ok(await list.locator('option', { hasText: 'Colours' }).count(), 'a list detected in the file is offered');
  await list.selectOption({ label: 'Sizes' });
  await extract.getByRole('cell', { name: 'Small' }).waitFor();
  t.ok(await extract.getByText(/Sizes: first values of 4/).isVisible(), 'the sample viewer shows the list');
  t.ok(await extract.getByLabel('Use Label Instead of Value').isChecked(), 'use_label follows the workspace default');
  await extract.getByLabel('Reads', { exact: true }).selectOption('Colour');
  await extract.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Select a field to customize its behaviour.').waitFor();
  t.pass('Save writes the panel and deselects');
  t.ok(await row(page, 'colour').getByText('Reads: Colour', { exact: true }).isVisible(), 'the row shows the column it is pinned to');
});

t.test('the large modal asks before closing with unsaved changes', async (t) => {
  await row(page, 'colour').getByRole('button', { name: 'colour', exact: true }).click();
  await panel(page, 'Edit Extract Settings').getByRole('button', { name: 'Open in a large view' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Extract Settings' });
  await modal.waitFor();
  await modal.getByLabel('Extra Information').fill('as printed on the box');
  await page.keyboard.press('Escape');
  const unsaved = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await unsaved.waitFor();
  await unsaved.getByRole('button', { name: 'Discard Changes' }).click();
  await modal.waitFor({ state: 'detached' });
  t.pass('discarding closes the modal');
});

t.test('save the template, reload, see the mapping', async (t) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Template Saved Successfully' });
  await saved.waitFor();
  await saved.getByRole('button', { name: 'OK' }).click();

  await page.reload();
  await row(page, 'product title').waitFor();
  t.equal(await page.getByLabel('Action of product title').inputValue(), 'GENERATE');
  t.equal(await page.getByLabel('Action of EAN').inputValue(), 'COPY');
  await row(page, 'colour').getByRole('button', { name: 'colour', exact: true }).click();
  const extract = panel(page, 'Edit Extract Settings');
  await extract.getByRole('cell', { name: 'Small' }).waitFor();
  t.equal(await extract.getByLabel('Value List').locator('option:checked').textContent(), 'Sizes');

  const stored = await api.get(`/api/catalog/config/${configName}`);
  const byName = Object.fromEntries(stored.body.ownFormatMapping.map((entry: { dest_property: string }) => [entry.dest_property, entry]));
  t.match(byName['product title'], { batch_action: 'GENERATE', tone: 'friendly', min_words: 20, structure: null });
  t.match(byName.colour, { batch_action: 'EXTRACT', type: 'string', value_list_id: sizesId, use_label: true, read_column: 'Colour' });
  t.match(byName.weight, { batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' }, 'the discarded change was not saved');
  t.match(byName.EAN, { batch_action: 'COPY', source_column: 'EAN' });
});

t.test('paging: page size, arrows, and no empty page after a removal', async (t) => {
  for (const name of ['extra one', 'extra two']) {
    await page.getByRole('button', { name: 'Add a field' }).click();
    const added = page.getByRole('textbox', { name: 'New name for New field' });
    await added.fill(name);
    await added.press('Enter');
    await row(page, name).waitFor();
  }
  await page.getByText('6 fields total').waitFor();
  await page.getByLabel('Rows per page').selectOption('5');
  await page.getByText('Page 1 of 2').waitFor();
  t.equal(await page.locator('tbody tr.fm-row').count(), 5);
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByText('Page 2 of 2').waitFor();
  await page.getByRole('button', { name: 'Remove extra two', exact: true }).click();
  await page.getByText('Page 1 of 1').waitFor();
  t.equal(await page.locator('tbody tr.fm-row').count(), 5, 'back on the last page that exists');
  t.ok(await page.getByRole('button', { name: 'Previous page' }).isDisabled());
});

t.test("another workspace's value lists are not offered", async (t) => {
  const other = await server.addUser('grace@example.com');
  const otherApi = await signedIn(server.url, other);
  const otherName = await seedTemplate(otherApi, 'Other mapper');
  const settings = await otherApi.get('/api/workspace');
  const saved = await otherApi.send('PUT', '/api/workspace', { ...settings.body, use_label: false });
  t.equal(saved.status, 200, 'this workspace prefers values to labels');
  const otherPage = await openEditor(t, other, otherName);
  await row(otherPage, 'colour').getByRole('button', { name: 'colour', exact: true }).click();
  const list = panel(otherPage, 'Edit Extract Settings').getByLabel('Value List');
  await list.locator('option', { hasText: 'Colours' }).waitFor({ state: 'attached' });
  t.equal(await list.locator('option', { hasText: 'Sizes' }).count(), 0, "no 'Sizes' from the first workspace");

  const extract = panel(otherPage, 'Edit Extract Settings');
  await extract.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = otherPage.getByRole('dialog', { name: 'Create value list' });
  await dialog.waitFor();
  t.equal(await dialog.getByLabel('Name', { exact: true }).inputValue(), 'colour', 'the field name is proposed');
  await dialog.getByLabel('Name', { exact: true }).fill('Finishes');
  await dialog.getByLabel('Values, one per line').fill('MAT\tMatte\nGLO\tGloss');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await extract.getByRole('cell', { name: 'Matte' }).waitFor();
  t.equal(await list.locator('option:checked').textContent(), 'Finishes', 'the new list is chosen for the field');
  t.notOk(await extract.getByLabel('Use Label Instead of Value').isChecked(), "use_label follows this workspace's default");
});

t.test('with an analysed file, an EXTRACT row shows the column it reads and how many products', async (t) => {
  const wizard = await openApp(t, { server, user: server.admin, path: '/config-assistant' });
  const chooser = wizard.waitForEvent('filechooser');
  await wizard.getByRole('button', { name: /Upload a product file/ }).click();
  await (await chooser).setFiles({ name: 'chairs.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Weight,Colour\nChair,1.2 kg,red\nTable,12 kg,blue\n') });
  await wizard.getByRole('heading', { name: 'File Details' }).waitFor();
  await wizard.getByRole('button', { name: 'Click to set a name' }).click();
  await wizard.getByRole('textbox', { name: 'Template name' }).fill('Chairs');
  await wizard.getByRole('textbox', { name: 'Template name' }).press('Enter');
  await wizard.getByRole('button', { name: 'Edit the template name: Chairs', exact: true }).waitFor();
  for (const title of ['Information Sources', 'Setup your export']) {
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await wizard.getByRole('heading', { name: title, exact: true, level: 2 }).waitFor();
  }
  await wizard.getByText('3 fields total').waitFor();

  const FIELD = 'Net weight';
  await wizard.getByRole('button', { name: 'Add a field' }).click();
  await wizard.getByRole('textbox', { name: 'New name for New field' }).fill(FIELD);
  // The automatic mapping answers first: its row shows its action again once answered, and a choice made before would be overwritten.
  const mapped = wizard.waitForResponse((response) => response.url().endsWith('/api/assistant/map_fields'));
  await wizard.keyboard.press('Enter');
  await mapped;
  const action = wizard.getByLabel(`Action of ${FIELD}`);
  await action.waitFor();
  if ((await action.inputValue()) !== 'EXTRACT') await action.selectOption('EXTRACT');
  await row(wizard, FIELD).getByRole('button', { name: FIELD, exact: true }).click();
  const extract = panel(wizard, 'Edit Extract Settings');
  await extract.getByLabel('Extract Type').selectOption('float');
  await extract.getByLabel('Expected Unit').fill('kg');
  await extract.getByRole('button', { name: 'Save', exact: true }).click();
  await row(wizard, FIELD).getByText('Reads: Weight (2 products)', { exact: true }).waitFor();
  t.pass('found by meaning: the Weight column, on both products');

  await row(wizard, FIELD).getByRole('button', { name: FIELD, exact: true }).click();
  await extract.getByText('Reads: Weight (2 products)', { exact: true }).waitFor();
  await extract.getByLabel('Reads', { exact: true }).selectOption('Colour');
  await extract.getByText('Reads: no column, left empty (2 products)', { exact: true }).waitFor();
  t.pass('pinned to a column without weights: nothing read, and web search is off');
  t.equal(await extract.getByText(/^No file is open here/).count(), 0, 'no note about a missing file');
});

t.test('no page errors', async (t) => {
  t.same(pageErrors, []);
});
