import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);

const api = await signedIn(server.url, server.admin);

const about = {
  identifiers: ['EAN', 'SKU'],
  contents: ['Name', 'Description'],
  attributes: ['Brand', 'Model', 'Colour'],
  categories: ['Category'],
  price: ['Price'],
  others: [],
};

async function seed(label: string, sourceFields: Record<string, string[]>, groups = {}): Promise<string> {
  const created = await api.send('POST', '/api/catalog/config', {
    label,
    about: { ...about, ...groups },
    completeness: 80,
    source_fields: sourceFields,
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'title', batch_action: 'COPY' },
      { source_column: 'weight', dest_property: 'weight', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' },
    ],
    search_options: { blacklist: [], whitelist: [] },
  });
  if (created.status !== 200 && created.status !== 201) {
    throw new Error(`seeding ${label} failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return created.body.name;
}

const alpha = await seed('Alpha', { product_name: ['Name'] });
await seed('Beta', {});
const gamma = await seed('Gamma', { public_identifiers: ['EAN'] }, { others: Array.from({ length: 10 }, (_, i) => `Extra ${i + 1}`) });

const page = await openApp(t, { server, user: server.admin, path: '/catalog-templates' });

const row = (label: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: label, exact: true }) });

t.test('the list shows each template, its creation date until it is edited, and the warning of an incomplete one', async (t) => {
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
  await row('Alpha').waitFor();
  t.equal(await page.getByRole('columnheader', { name: 'Template Name' }).count(), 1);
  t.equal(await page.getByRole('columnheader', { name: 'Last Update' }).count(), 1);
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  t.match(await row('Alpha').textContent(), today, 'a new template shows when it was created, not Never');
  t.notMatch(await row('Beta').textContent(), /Never/);

  const warning = 'This template lacks some information';
  t.equal(await row('Alpha').getByRole('img', { name: warning }).count(), 0, 'complete template: no warning');
  await row('Beta').getByRole('img', { name: warning }).hover();
  await page.getByRole('tooltip').filter({ hasText: warning }).first().waitFor();
  t.pass('the tooltip explains the warning');
  t.ok(await page.getByRole('link', { name: 'Create a new template' }).isVisible(), 'create button');
});

t.test('duplicate from the list: a taken name is refused, a free one makes the copy', async (t) => {
  await page.getByRole('button', { name: 'Duplicate Alpha', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate template' });
  const name = dialog.getByLabel('New template name');
  t.equal(await name.inputValue(), 'Alpha Copy', 'the default name is the label followed by Copy');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });

  await name.fill('Beta');
  await dialog.getByText('This template name is already in use. Please choose another.').waitFor();
  t.ok(await confirm.isDisabled(), 'Confirm disabled for a taken name');

  await name.fill('');
  await dialog.getByText('Template name is required').waitFor();
  t.ok(await confirm.isDisabled(), 'Confirm disabled for an empty name');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  t.pass('Escape closes the dialog');

  await page.getByRole('button', { name: 'Duplicate Alpha', exact: true }).click();
  await name.fill('Alpha 2');
  await t.resolves(confirm.and(page.locator(':enabled')).waitFor(), 'Confirm enabled once the name is free');
  await name.press('Enter');
  await page.getByText('Template duplicated successfully').waitFor();
  await row('Alpha 2').waitFor();
  t.pass('the copy is in the list');
});

t.test('edit: change the output format and a source field, save, reload, still there', async (t) => {
  await row('Alpha').getByRole('link', { name: 'Edit Alpha', exact: true }).click();
  await page.getByRole('heading', { name: 'Alpha', exact: true }).waitFor();
  t.match(new URL(page.url()).pathname, `/catalog-templates/edit/${alpha}`);
  t.ok(await page.getByText('Valid source fields').isVisible(), 'validity badge');
  t.ok(await page.getByRole('radio', { name: 'CSV', exact: true }).isChecked(), 'csv to start with');

  // Both files, besides the PDF.
  await page.getByRole('radio', { name: 'CSV and Excel' }).check();
  const identifiers = page.getByRole('group', { name: 'EAN / GTIN / ASIN' });
  await identifiers.getByRole('button', { name: /Choose columns/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'EAN' }).click();
  await page.keyboard.press('Escape');
  await identifiers.getByRole('button', { name: 'Remove EAN from EAN / GTIN / ASIN' }).waitFor();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Template Saved Successfully' });
  await saved.waitFor();
  await page.getByText('Template saved successfully', { exact: true }).waitFor();
  t.ok(await saved.getByRole('button', { name: 'Start' }).isVisible(), 'Start offered');
  await saved.getByRole('button', { name: 'OK' }).click();

  await page.reload();
  await page.getByRole('heading', { name: 'Alpha', exact: true }).waitFor();
  t.ok(await page.getByRole('radio', { name: 'CSV and Excel' }).isChecked(), 'both kept');
  t.same((await api.get(`/api/catalog/config/${alpha}`)).body.outputFileFormat.file_formats, ['csv', 'xlsx'], 'both stored');
  t.ok(await page.getByRole('group', { name: 'EAN / GTIN / ASIN' }).getByRole('button', { name: 'Remove EAN from EAN / GTIN / ASIN' }).isVisible(), 'the chosen column kept');
});

t.test('unsaved changes: Back asks, Discard returns to the list', async (t) => {
  await page.getByRole('radio', { name: 'CSV', exact: true }).check();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Discard Changes' }).click();
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
  t.match(new URL(page.url()).pathname, /\/catalog-templates$/);

  // The discarded change is not saved.
  const stored = await api.get(`/api/catalog/config/${alpha}`);
  t.same(stored.body.outputFileFormat.file_formats, ['csv', 'xlsx']);
});

t.test('unsaved changes: the browser’s Back button asks too; closing the dialog stays, Discard leaves', async (t) => {
  await row('Alpha').getByRole('link', { name: 'Edit Alpha', exact: true }).click();
  await page.getByRole('heading', { name: 'Alpha', exact: true }).waitFor();
  const editPath = new URL(page.url()).pathname;
  await page.getByRole('radio', { name: 'CSV', exact: true }).check();

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await dialog.waitFor();
  t.equal(new URL(page.url()).pathname, editPath, 'still on the template');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  t.ok(await page.getByRole('radio', { name: 'CSV', exact: true }).isChecked(), 'the change is still there');

  await page.goBack();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Discard Changes' }).click();
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
  t.match(new URL(page.url()).pathname, /\/catalog-templates$/);
});

t.test('mapping: rename a field inline and change an action, save, reload, see it', async (t) => {
  await row('Alpha').getByRole('link', { name: 'Edit Alpha', exact: true }).click();
  await page.getByRole('heading', { name: 'Alpha', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Rename title' }).click();
  const rename = page.getByLabel('New name for title');
  await rename.fill('product_title');
  await rename.press('Enter');
  await page.getByLabel('Action of weight').selectOption('GENERATE');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Template Saved Successfully' }).getByRole('button', { name: 'OK' }).click();

  await page.reload();
  await page.getByRole('heading', { name: 'Alpha', exact: true }).waitFor();
  t.equal(await page.getByLabel('Action of product_title').inputValue(), 'COPY', 'the renamed field kept its action');
  t.equal(await page.getByLabel('Action of weight').inputValue(), 'GENERATE', 'the new action kept');
  t.equal(await page.getByLabel('Action of title').count(), 0, 'the old name is gone');

  const stored = await api.get(`/api/catalog/config/${alpha}`);
  t.same(
    stored.body.ownFormatMapping.map((entry: any) => [entry.dest_property, entry.batch_action]),
    [
      ['product_title', 'COPY'],
      ['weight', 'GENERATE'],
    ],
  );
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
});

t.test('field groups (keyboard, View more) and search options (mutual exclusion)', async (t) => {
  await page.goto(`${server.url}/catalog-templates/edit/${gamma}`);
  await page.getByRole('heading', { name: 'Gamma', exact: true }).waitFor();
  const group = (name: string) => page.getByRole('region', { name, exact: true });

  const others = group('Other fields');
  t.equal(await others.getByRole('listitem').count(), 8, 'more than 8 fields: the first 8 shown');
  await others.getByRole('button', { name: 'View more' }).click();
  t.equal(await others.getByRole('listitem').count(), 10, 'View more shows them all');
  await others.getByRole('button', { name: 'Hide' }).click();
  t.equal(await others.getByRole('listitem').count(), 8);

  // Keyboard: lift Colour (Product attributes), one group on (Category fields), drop.
  await group('Product attributes').getByRole('button', { name: 'Colour' }).focus();
  // Each key once the page shows what the previous one did: the field lifted (pressed), then the group it is over highlighted.
  await page.keyboard.press('Space');
  await group('Product attributes').getByRole('button', { name: 'Colour', pressed: true }).waitFor();
  // dnd-kit's keyboard sensor listens for the arrows from the task after the lift (a setTimeout): one
  // task of the page's own, queued after it, passes first, as a person's next key always comes later.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowRight');
  await group('Category fields').and(page.locator('.field-group-over')).waitFor();
  await page.keyboard.press('Space');
  await group('Category fields').getByRole('button', { name: 'Colour' }).waitFor();
  t.equal(await group('Product attributes').getByRole('button', { name: 'Colour' }).count(), 0, 'moved with the keyboard');
  t.ok(await page.getByText('Unsaved changes', { exact: true }).isVisible(), 'the page knows it changed');

  const blacklist = page.getByRole('group', { name: 'Blacklist' });
  const whitelist = page.getByRole('group', { name: 'Whitelist' });
  await blacklist.getByRole('button', { name: '+ Add website' }).click();
  await blacklist.getByLabel('Blacklisted website 1').fill('bad.example');
  await whitelist.getByText('Whitelist is disabled when blacklist is active').waitFor();
  t.ok(await whitelist.getByRole('button', { name: '+ Add website' }).isDisabled(), 'whitelist add disabled');
  await blacklist.getByRole('button', { name: 'Remove bad.example' }).click();
  t.ok(await whitelist.getByRole('button', { name: '+ Add website' }).isEnabled(), 'enabled again once the blacklist is empty');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Template Saved Successfully' }).getByRole('button', { name: 'OK' }).click();
  const stored = await api.get(`/api/catalog/config/${gamma}`);
  t.same(stored.body.about.categories, ['Category', 'Colour'], 'the move is saved');
  t.same(stored.body.search_options, { blacklist: [], whitelist: [] }, 'blank entries are not saved');
});

t.test('delete with confirmation: toast, then back to the list without it', async (t) => {
  await page.goto(`${server.url}/catalog-templates`);
  await row('Alpha 2').getByRole('link', { name: 'Edit Alpha 2' }).click();
  await page.getByRole('heading', { name: 'Alpha 2', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Template deleted successfully').waitFor();
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
  await row('Alpha').waitFor();
  t.equal(await row('Alpha 2').count(), 0, 'the deleted template is gone');
});

t.test('a missing name, and another workspace’s template, show Template not found', async (t) => {
  await page.goto(`${server.url}/catalog-templates/edit/no-such-template`);
  await page.getByRole('heading', { name: 'Template not found' }).waitFor();
  await page.getByRole('button', { name: 'Back to templates' }).click();
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();

  const grace = await server.addUser('grace@example.com');
  const other = await openApp(t, { server, user: grace, path: `/catalog-templates/edit/${alpha}` });
  await other.getByRole('heading', { name: 'Template not found' }).waitFor();
  t.pass('404 from a second workspace');
  await other.getByRole('button', { name: 'Back to templates' }).click();
  await other.getByText("Oops, it seems you don't have any templates yet!").waitFor();
  t.ok(await other.getByRole('link', { name: 'Create a new template' }).isVisible(), 'empty state offers creation');
  t.same(pageErrors, [], 'no uncaught errors in the page');
});
