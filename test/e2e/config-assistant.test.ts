/**
 * The config assistant in a real browser against the real server (issue 5): a CSV made here is
 * uploaded, named, grouped, mapped (COPY, EXTRACT with a detected value list, GENERATE), given a
 * whitelist and saved; a save refused by the server (the name taken meanwhile) is dismissed and
 * retried; the saved template opens in the editor exactly as saved.
 */
import type { Locator } from 'playwright-core';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);

/** 8 products; Colour has 3 values, so the analysis detects a value list for it. */
const CSV = Buffer.from(
  [
    'EAN,Name,Brand,Colour,Price,Description',
    '3000000000017,Light shoe,Elan,Red,12.50,A light shoe',
    '3000000000024,Rain jacket,Forest,Green,49.90,Keeps you dry',
    '3000000000031,Wool scarf,Elan,Red,19.00,Warm and soft',
    '3000000000048,Winter hat,Forest,Blue,9.99,For cold days',
    '3000000000055,Sandal,Elan,Green,24.50,Summer sandal',
    '3000000000062,Boot,Forest,Blue,89.00,Leather boot',
    '3000000000079,Sock,Elan,Red,4.90,Cotton sock',
    '3000000000086,Glove,Forest,Green,14.00,Knitted glove',
    '',
  ].join('\n'),
);

const user = await server.addUser('wizard@example.com');
const api = await signedIn(server.url, user);
const page = await openApp(t, { server, user, path: '/config-assistant' });

/** Every template creation the page sends, held back a little so the waiting overlay can be seen. */
let creations = 0;
await page.route('**/api/catalog/config', async (route) => {
  if (route.request().method() !== 'POST') return route.continue();
  creations++;
  await new Promise((resolve) => setTimeout(resolve, 250));
  return route.continue();
});

const row = (name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${name}`, exact: true }) });
const stepBar = () => page.getByRole('navigation', { name: 'Template steps' });
const stepTitle = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });

await page.getByRole('heading', { name: 'Upload your product file' }).waitFor();

t.test('upload and analyse: the wizard opens on File Details with five steps', async (t) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload a product file/ }).click();
  await (await chooser).setFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: CSV });
  await page.getByRole('dialog', { name: 'Ready!' }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  t.match(await page.getByText(/^We found 8 products in your CSV file/).textContent(), /comma delimiter/);
  t.same(
    (await stepBar().getByRole('button').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
    ['1 File Information', '2 Information Sources', '3 Output Format', '4 Process Options', 'Save template'],
    'the step bar: four steps and Save template',
  );
  t.equal(await stepBar().getByRole('button', { name: 'File Information' }).getAttribute('aria-current'), 'step');
  t.ok(await stepBar().getByRole('button', { name: 'Save template' }).isDisabled(), 'Save template only from step 4');
  t.ok(await page.getByRole('button', { name: 'Click to set a name' }).isVisible(), 'no name yet');
  t.ok(await page.getByText('Template name is required').isVisible());
  t.ok(await page.getByRole('button', { name: 'Back' }).isDisabled(), 'nothing before step 0');
});

t.test('without a name, Next is blocked with a warning for 3 s', async (t) => {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const warning = page.getByText('Set a template name before going further.');
  await warning.waitFor();
  const shown = Date.now();
  t.ok((await stepTitle('Information Sources').count()) === 0, 'still on File Details');
  t.match(await page.locator('.wizard-name').getAttribute('class'), /wizard-name-glow/, 'the name glows');
  // The step bar is blocked the same way.
  await stepBar().getByRole('button', { name: 'Output Format' }).click();
  t.equal(await stepTitle('Setup your export').count(), 0);
  await warning.waitFor({ state: 'detached', timeout: 6000 });
  const lasted = Date.now() - shown;
  t.ok(lasted > 2000 && lasted < 4500, `the warning lasted about 3 s (${lasted} ms)`);
});

t.test('the name: a taken one is refused, Escape cancels, Enter saves', async (t) => {
  const taken = await api.send('POST', '/api/catalog/config', { label: 'Autumn', ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }] });
  t.equal(taken.status, 200);

  await page.getByRole('button', { name: 'Click to set a name' }).click();
  const input = page.getByRole('textbox', { name: 'Template name' });
  await input.fill('autumn');
  await page.getByText('This template name is already in use. Please choose another.').waitFor();
  await input.press('Enter');
  t.ok(await input.isVisible(), 'Enter is refused while the name is taken');
  t.equal(await input.getAttribute('aria-invalid'), 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  t.equal(await stepTitle('Information Sources').count(), 0, 'no going on with a name error');

  await input.fill('');
  await page.getByText('Template name is required').waitFor();
  await input.fill('Spring');
  await page.getByText('Enter saves, Escape cancels.').waitFor();
  await input.press('Escape');
  await page.getByRole('button', { name: 'Click to set a name' }).waitFor();
  t.pass('Escape cancels the edit');

  await page.getByRole('button', { name: 'Click to set a name' }).click();
  await page.getByRole('textbox', { name: 'Template name' }).fill('Spring');
  await page.getByRole('textbox', { name: 'Template name' }).press('Enter');
  await page.getByRole('button', { name: 'Edit the template name: Spring', exact: true }).waitFor();
  t.equal(await page.getByText('Template name is required').count(), 0);
});

t.test('step 1: field groups and source fields', async (t) => {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await stepTitle('Information Sources').waitFor();
  t.ok(await stepBar().getByRole('button', { name: 'File Information (completed)' }).isVisible(), 'step 0 shows its check');
  t.ok(await page.getByText('Identifier fields').first().isVisible(), 'the field groups');
  t.ok(await page.getByText('Valid source fields').isVisible(), 'the suggested source fields identify products');
  t.ok(await page.getByRole('button', { name: 'Next', exact: true }).isEnabled());
});

t.test('step 2: output format and mapping with COPY, EXTRACT with a detected list, GENERATE', async (t) => {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await stepTitle('Setup your export').waitFor();
  t.ok(await page.getByRole('radio', { name: 'CSV', exact: true }).isChecked(), 'csv, as the file');
  await page.getByText('6 fields total').waitFor();
  await page.waitForFunction(() => (document.querySelector('[aria-label="Action of Name"]') as HTMLSelectElement | null)?.value === 'COPY');
  t.equal(await page.getByLabel('Action of Name').inputValue(), 'COPY', 'the columns were mapped automatically');

  await page.getByLabel('Action of Colour').selectOption('EXTRACT');
  await row('Colour').getByRole('button', { name: 'Colour', exact: true }).click();
  const extract = page.getByRole('region', { name: 'Edit Extract Settings' });
  await extract.waitFor();
  await extract.getByLabel('Value List').selectOption({ label: 'Colour' });
  await extract.getByRole('cell', { name: 'Green' }).first().waitFor();
  await extract.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Select a field to customize its behaviour.').waitFor();

  await page.getByLabel('Action of Description').selectOption('GENERATE');
  t.equal(await page.getByLabel('Action of Description').inputValue(), 'GENERATE');
});

t.test('step 3: a whitelist entry', async (t) => {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await stepTitle('Process Options').waitFor();
  t.ok(await stepBar().getByRole('button', { name: 'Save template' }).isEnabled(), 'Save template reachable from step 4');
  // Web search is off on the test server: the lists are folded away until asked for.
  await page.getByText(/^Web search is off on this server/).waitFor();
  t.equal(await page.getByRole('button', { name: '+ Add website' }).count(), 0, 'no website list offered while search is off');
  await page.getByRole('button', { name: 'Set website lists for when web search is on' }).click();
  await page.getByRole('button', { name: '+ Add website' }).last().click();
  await page.getByRole('textbox', { name: 'Whitelisted website 1' }).fill('shop.example.com');
  t.ok(await page.getByText('Blacklist is disabled when whitelist is active').isVisible());
});

t.test('a save the server refuses: dismiss restores the wizard, retry after renaming succeeds', async (t) => {
  // Someone takes the name between naming and saving: the create answers 409.
  const clash = await api.send('POST', '/api/catalog/config', { label: 'Spring', ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }] });
  t.equal(clash.status, 200);

  await page.getByRole('button', { name: 'Save template' }).last().click();
  await page.getByRole('dialog', { name: 'Please wait while we process your data.' }).waitFor();
  const failed = page.getByRole('dialog', { name: 'We could not save your template. Please try again.' });
  await failed.waitFor();
  t.ok(await failed.getByText('This template name is already in use. Please choose another.').isVisible(), 'the reason');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await failed.waitFor();
  t.equal(creations, 2, 'Retry sent the request again');
  await failed.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByText('Your template was not saved. Your settings are kept: change them and save again.').waitFor();

  await stepTitle('Process Options').waitFor();
  t.equal(await page.getByRole('textbox', { name: 'Whitelisted website 1' }).inputValue(), 'shop.example.com');
  await stepBar()
    .getByRole('button', { name: /Output Format/ })
    .click();
  await stepTitle('Setup your export').waitFor();
  t.equal(await page.getByLabel('Action of Colour').inputValue(), 'EXTRACT', 'the mapping is intact');
  t.equal(await page.getByLabel('Action of Description').inputValue(), 'GENERATE');
  t.equal(await page.getByLabel('Action of Name').inputValue(), 'COPY');

  await page.getByRole('button', { name: 'Edit the template name: Spring', exact: true }).click();
  await page.getByRole('textbox', { name: 'Template name' }).fill('Spring 2026');
  await page.getByRole('textbox', { name: 'Template name' }).press('Enter');
  await page.getByRole('button', { name: 'Edit the template name: Spring 2026', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Save template' }).last().click();
  await page.getByRole('dialog', { name: 'Please wait while we process your data.' }).waitFor();
  await page.getByRole('heading', { name: 'Your template is saved' }).waitFor();
  t.equal(creations, 3, 'saved once');
  t.ok(await page.getByText('The template “Spring 2026” is ready.', { exact: false }).isVisible());
  for (const name of ['Generate a catalog', 'Back to home', 'See my templates']) {
    t.ok(await page.getByRole('button', { name, exact: true }).isVisible(), name);
  }
  t.equal(await page.getByText(/being processed/).count(), 0, 'saving starts no run, and nothing says one is processed');
});

t.test('See my templates resets the assistant and goes to the templates, where the new one is', async (t) => {
  await page.getByRole('button', { name: 'See my templates', exact: true }).click();
  await page.waitForURL(/\/catalog-templates$/);
  await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
  await page.getByRole('cell', { name: 'Spring 2026' }).waitFor();
  await page.goto(`${server.url}/config-assistant`);
  await page.getByRole('heading', { name: 'Upload your product file' }).waitFor();
  t.pass('back to step 1');
});

t.test('the template is listed and opens in the editor exactly as saved', async (t) => {
  const list = await api.get('/api/catalog/config');
  const saved = list.body.find((item: { label: string }) => item.label === 'Spring 2026');
  t.ok(saved, 'listed');
  const stored = (await api.get(`/api/catalog/config/${saved.name}`)).body;
  const byName = Object.fromEntries(stored.ownFormatMapping.map((entry: { dest_property: string }) => [entry.dest_property, entry]));
  t.match(byName.Name, { batch_action: 'COPY', source_column: 'Name' });
  t.match(byName.Colour, { batch_action: 'EXTRACT', value_list: 'Colour', type: 'string', use_label: true });
  t.match(byName.Description, { batch_action: 'GENERATE' });
  t.same(stored.outputFileFormat, { file_format: 'csv', file_formats: ['csv'], delimiter: ',' });
  t.same(stored.search_options, { blacklist: [], whitelist: ['shop.example.com'] });
  t.ok(Object.keys(stored.about.value_lists).includes('Colour'), 'the detected lists are kept');
  t.same(stored.source_fields.public_identifiers, ['EAN']);

  await page.goto(`${server.url}/catalog-templates`);
  const link = page.getByRole('link', { name: 'Edit Spring 2026', exact: true });
  await link.click();
  await page.getByText('6 fields total').waitFor();
  t.equal(await page.getByLabel('Action of Name').inputValue(), 'COPY');
  t.equal(await page.getByLabel('Action of Colour').inputValue(), 'EXTRACT');
  t.equal(await page.getByLabel('Action of Description').inputValue(), 'GENERATE');
  t.ok(await page.getByRole('radio', { name: 'CSV', exact: true }).isChecked());
  t.equal(await page.getByRole('textbox', { name: 'Whitelisted website 1' }).inputValue(), 'shop.example.com');
  await row('Colour').getByRole('button', { name: 'Colour', exact: true }).click();
  const extract = page.getByRole('region', { name: 'Edit Extract Settings' });
  t.equal(await extract.getByLabel('Value List').locator('option:checked').textContent(), 'Colour');

  const other = await signedIn(server.url, await server.addUser('other@example.com'));
  t.equal((await other.get(`/api/catalog/config/${saved.name}`)).status, 404, "another workspace can't see it");
});

t.test("the defaults alone make a template; 'Generate a catalog' starts a catalogue from this file", async (t) => {
  await page.goto(`${server.url}/config-assistant`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload a product file/ }).click();
  await (await chooser).setFiles({ name: 'summer.csv', mimeType: 'text/csv', buffer: CSV });
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  await page.getByRole('button', { name: 'Click to set a name' }).click();
  await page.getByRole('textbox', { name: 'Template name' }).fill('Summer');
  await page.getByRole('textbox', { name: 'Template name' }).press('Enter');
  await page.getByRole('button', { name: 'Edit the template name: Summer', exact: true }).waitFor();
  for (const title of ['Information Sources', 'Setup your export', 'Process Options']) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await stepTitle(title).waitFor();
  }
  await page.getByRole('button', { name: 'Save template' }).last().click();
  await page.getByRole('heading', { name: 'Your template is saved' }).waitFor();
  await page.getByRole('button', { name: 'Generate a catalog', exact: true }).click();
  await page.waitForURL(/\/catalog\/new$/);
  await page.getByText('summer.csv').waitFor();
  t.ok(await page.getByText('8 products found').isVisible(), 'the analysed file is kept');
  const select = page.getByLabel('Select a template');
  await select.locator('option', { hasText: 'Summer' }).waitFor({ state: 'attached' });
  t.equal(await select.locator('option:checked').textContent(), 'Summer', 'the new template is chosen');

  const list = await api.get('/api/catalog/config');
  const summer = list.body.find((item: { label: string }) => item.label === 'Summer');
  const stored = (await api.get(`/api/catalog/config/${summer.name}`)).body;
  t.equal(stored.ownFormatMapping.length, 6, 'one field per column');
  t.ok(
    stored.ownFormatMapping.every((entry: { batch_action: string; source_column: string; dest_property: string }) => entry.batch_action === 'COPY' && entry.source_column === entry.dest_property),
    'each column copied to itself by the automatic mapping',
  );
});

t.test('no page errors', async (t) => {
  t.same(pageErrors, []);
});
