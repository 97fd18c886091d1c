import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer, TEST_PASSWORD } from '../helpers/server.ts';
import { copyOnlyRuns, until, webhookReceiver } from '../helpers/webhooks.ts';

// Private fetch on: the webhook test's receiver listens on loopback.
const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' } });

async function settingsPage(t: Test, email: string): Promise<Page> {
  const user = await server.addUser(email);
  const page = await openApp(t, { server, user, viewport: { width: 1024, height: 800 } });
  await page.getByRole('heading', { name: /^Hello / }).waitFor();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  return page;
}

/** A workbook with a Colours sheet and a Sizes sheet, each a code/label list. */
async function listsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const colours = workbook.addWorksheet('Colours');
  colours.addRows([
    ['Code', 'Label'],
    ['R', 'Red'],
    ['G', 'Green'],
  ]);
  const sizes = workbook.addWorksheet('Sizes');
  sizes.addRows([
    ['Code', 'Label'],
    ['S', 'Small'],
    ['M', 'Medium'],
    ['L', 'Large'],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function card(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

t.test('value lists: create by paste, import with an existing list, edit, view, default behaviour', async (t) => {
  const page = await settingsPage(t, 'lists@example.com');
  await page.getByRole('tab', { name: 'Value Lists' }).click();
  await page.getByText('No value lists yet. Create one, or import an Excel file.').waitFor();

  // Create by paste.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create value list' });
  await create.waitFor();
  t.ok(await create.getByRole('button', { name: 'Save' }).isDisabled(), 'Save disabled while the form is empty');
  await create.getByLabel('Name').fill('Colours');
  await create.getByRole('button', { name: 'Paste Text' }).click();
  await create.getByRole('button', { name: 'Add these values' }).click();
  await create.getByText('Please paste some text first').waitFor();
  await create.getByLabel('Values, one per line').fill('R\tRed\nG  Green\nB,Blue\nYellow');
  await create.getByRole('button', { name: 'Add these values' }).click();
  t.equal(await create.getByLabel('Code of value 1').inputValue(), 'R');
  t.equal(await create.getByLabel('Label of value 2').inputValue(), 'Green', 'split on two spaces');
  t.equal(await create.getByLabel('Label of value 3').inputValue(), 'Blue', 'split on a comma');
  t.equal(await create.getByLabel('Code of value 4').inputValue(), 'Yellow', 'a single value is its own code');
  await create.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Value list created successfully').waitFor();
  await card(page, 'Colours').getByText('4 values').waitFor();

  // The same name in another case is refused.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await create.getByLabel('Name').fill('COLOURS');
  await create.getByText('Value list name already exists').waitFor();
  t.ok(await create.getByRole('button', { name: 'Save' }).isDisabled(), 'Save disabled for a taken name');
  await create.getByRole('button', { name: 'Cancel' }).click();

  // Import a workbook holding Colours (exists) and Sizes.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import value lists' });
  await importDialog.getByLabel('Choose a file').setInputFiles({
    name: 'lists.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await listsWorkbook(),
  });
  await importDialog.getByText('Value list "Colours" already exists').waitFor();
  const coloursBox = importDialog.getByRole('checkbox', { name: /^Colours/ });
  t.ok(await coloursBox.isDisabled(), 'the existing list is disabled');
  t.notOk(await coloursBox.isChecked(), 'and unchecked');
  t.ok(await importDialog.getByRole('checkbox', { name: /^Sizes/ }).isChecked(), 'the new list is selected');
  await importDialog.getByRole('button', { name: 'Import 1 list' }).click();
  await page.getByText('Import completed successfully').waitFor();
  const finished = page.getByRole('dialog', { name: 'Import finished' });
  await finished.getByText('1 list imported.').waitFor();
  await finished.getByRole('button', { name: 'Close' }).first().click();
  await card(page, 'Sizes').getByText('3 values').waitFor();
  t.equal(await card(page, 'Colours').getByText('4 values').count(), 1, 'the existing list was skipped');

  // Search.
  await page.getByLabel('Search value lists').fill('siz');
  t.equal(await page.getByRole('heading', { name: 'Colours', exact: true }).count(), 0, 'filtered out');
  await page.getByLabel('Search value lists').fill('');

  // Edit: a missing label blocks saving; rename and change a label.
  await page.getByRole('button', { name: 'Edit Colours' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit value list' });
  await edit.getByLabel('Label of value 1').waitFor();
  await edit.getByLabel('Label of value 2').fill('');
  await edit.getByText('Label is required').first().waitFor();
  t.ok(await edit.getByRole('button', { name: 'Save' }).isDisabled(), 'Save disabled with a missing label');
  await edit.getByLabel('Label of value 2').fill('Vert');
  await edit.getByLabel('Label of value 1').fill('Rouge');
  await edit.getByLabel('Name').fill('Sizes');
  await edit.getByText('Value list name already exists').waitFor();
  await edit.getByLabel('Name').fill('Main colours');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Value list updated successfully').waitFor();
  await card(page, 'Main colours').waitFor();

  // View.
  await page.getByRole('button', { name: 'View Main colours' }).click();
  const view = page.getByRole('dialog', { name: 'Main colours' });
  await view.getByText('Total values: 4').waitFor();
  t.ok(await view.getByRole('cell', { name: 'Rouge' }).isVisible(), 'the new label is shown');
  t.ok(await view.getByRole('columnheader', { name: 'Code' }).isVisible(), 'code/label table');
  await page.keyboard.press('Escape');
  await view.waitFor({ state: 'hidden' });

  // Default behaviour, persisted.
  const useLabel = page.getByRole('checkbox', { name: 'Use Label Instead of Value' });
  t.ok(await useLabel.isChecked(), 'checked by default');
  await useLabel.uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Workspace settings saved successfully').waitFor();
  await page.reload();
  await page.getByRole('tab', { name: 'Value Lists' }).click();
  await card(page, 'Main colours').waitFor();
  t.notOk(await page.getByRole('checkbox', { name: 'Use Label Instead of Value' }).isChecked(), 'saved unchecked');
});

t.test('workspace settings are saved and shown again after reload', async (t) => {
  const page = await settingsPage(t, 'settings@example.com');
  await page.getByLabel('Role (writing persona)').fill('An experienced hardware copywriter');
  await page.getByLabel('Tone').fill('Friendly');
  await page.getByLabel('SEO Guidelines').fill('Name the brand once');
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await page.getByLabel('Min Words').fill('50');
  await page.getByLabel('Max Words').fill('120');
  await page.getByLabel('Creativity').selectOption('high');
  await page.getByLabel('Language adaptation').check();
  const blacklist = page.getByRole('group', { name: 'Blacklist' });
  const whitelist = page.getByRole('group', { name: 'Whitelist' });
  await blacklist.getByRole('button', { name: '+ Add website' }).click();
  await blacklist.getByRole('textbox').fill('spam.example');
  await whitelist.getByText('Whitelist is disabled when blacklist is active').waitFor();
  t.ok(await whitelist.getByRole('button', { name: '+ Add website' }).isDisabled(), 'the other list is disabled');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Workspace settings saved successfully').waitFor();

  await page.reload();
  await page.getByLabel('Role (writing persona)').waitFor();
  t.equal(await page.getByLabel('Role (writing persona)').inputValue(), 'An experienced hardware copywriter');
  t.equal(await page.getByLabel('Tone').inputValue(), 'Friendly');
  t.equal(await page.getByLabel('SEO Guidelines').inputValue(), 'Name the brand once');
  t.equal(await page.getByLabel('Language', { exact: true }).inputValue(), 'de');
  t.equal(await page.getByLabel('Min Words').inputValue(), '50');
  t.equal(await page.getByLabel('Max Words').inputValue(), '120');
  t.equal(await page.getByLabel('Creativity').inputValue(), 'high');
  t.ok(await page.getByLabel('Language adaptation').isChecked());
  t.equal(await page.getByRole('group', { name: 'Blacklist' }).getByRole('textbox').inputValue(), 'spam.example');

  // A negative word count is refused in the form.
  await page.getByLabel('Min Words').fill('-3');
  await page.getByText('Enter a whole number of 0 or more.').waitFor();
  t.ok(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled());
  t.same(pageErrors, [], 'no uncaught errors in the page');
});

t.test('webhooks: add one, see its secret once, rotate it, its deliveries after a run, a refused address, remove it', async (t) => {
  let secret = '';
  const receiver = await webhookReceiver(() => secret);
  t.teardown(receiver.close);
  const page = await settingsPage(t, 'hooks@example.com');
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByText('No webhooks yet. Add one to be told when a run ends.').waitFor();

  // The form: every event checked at first, at least one required.
  const events = page.getByRole('group', { name: 'Events' });
  const addButton = page.getByRole('button', { name: 'Add webhook' });
  for (const name of ['Run finished', 'Run failed', 'Preview finished']) t.ok(await events.getByRole('checkbox', { name }).isChecked(), `${name} checked at first`);
  for (const name of ['Run finished', 'Run failed', 'Preview finished']) await events.getByRole('checkbox', { name }).uncheck();
  await events.getByText('Choose at least one event.').waitFor();
  t.ok(await addButton.isDisabled(), 'no event, no adding');
  await events.getByRole('checkbox', { name: 'Run finished' }).check();
  await events.getByRole('checkbox', { name: 'Preview finished' }).check();
  await page.getByLabel('Address').fill(receiver.url);
  await addButton.click();
  await page.getByText('Webhook added').waitFor();

  // The secret: shown once in a dialog, copied, gone from the page once Done.
  const secretDialog = page.getByRole('dialog', { name: "Your webhook's secret" });
  await secretDialog.getByText('This is the only time the secret is shown. Give it to the receiver, which checks the Fiche-Signature header with it.').waitFor();
  const first = await secretDialog.getByLabel(`Secret of ${receiver.url}`).inputValue();
  t.match(first, /^whsec_[A-Za-z0-9_-]{32}$/, 'shown');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await secretDialog.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Secret copied').waitFor();
  t.equal(await page.evaluate(() => navigator.clipboard.readText()), first, 'the secret is on the clipboard');
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await secretDialog.waitFor({ state: 'detached' });
  const webhook = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
  await webhook.getByText('Run finished, Preview finished').waitFor();
  t.equal(await page.getByLabel('Address').inputValue(), '', 'the form is emptied');
  t.notMatch(await page.content(), 'whsec_', 'no secret left on the page');

  // Rotate, after a confirmation: a new secret, shown once too.
  await webhook.getByRole('button', { name: 'Rotate secret' }).click();
  const rotate = page.getByRole('dialog', { name: "Rotate this webhook's secret?" });
  await rotate.getByText(`Deliveries to ${receiver.url} are signed with a new secret from now on: the receiver must be given it, or it will refuse them.`).waitFor();
  await rotate.getByRole('button', { name: 'Rotate', exact: true }).click();
  await rotate.waitFor({ state: 'detached' });
  secret = await secretDialog.getByLabel(`Secret of ${receiver.url}`).inputValue();
  t.match(secret, /^whsec_[A-Za-z0-9_-]{32}$/, 'the new secret shown');
  t.not(secret, first, 'a different secret');
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await secretDialog.waitFor({ state: 'detached' });
  t.notMatch(await page.content(), 'whsec_', 'gone from the page again');

  // A run ends: its delivery is listed once the section is refreshed.
  await webhook.getByText('Recent deliveries').click();
  await webhook.getByText('No deliveries yet.').waitFor();
  const api = await signedIn(server.url, { email: 'hooks@example.com', password: TEST_PASSWORD });
  const start = await copyOnlyRuns(api);
  t.equal((await start()).status, 201, 'a run started');
  await server.app.batchRunner.idle();
  await until(() => receiver.received.length === 1);
  // The pass that POSTed it ends once its answer is recorded.
  await server.app.webhooks.sendDue();
  t.ok(receiver.received[0]?.valid, 'signed with the rotated secret');
  t.notOk(receiver.received[0]?.signedWith(first), 'not with the first one');
  await webhook.getByRole('button', { name: 'Refresh' }).click();
  const deliveries = webhook.getByRole('table', { name: `Recent deliveries to ${receiver.url}` });
  const row = deliveries.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Delivered' }) });
  await row.waitFor();
  t.ok(await row.getByRole('cell', { name: 'Run finished' }).isVisible(), 'its event');
  t.ok(await row.getByRole('cell', { name: 'HTTP 204' }).isVisible(), 'its last result');
  t.ok(await deliveries.getByRole('columnheader', { name: 'Attempts' }).isVisible(), 'a table with headers');

  // An address the server refuses.
  await page.getByLabel('Address').fill('ftp://x');
  await addButton.click();
  await page.getByText('The webhook address must be a web address starting with http:// or https://.').waitFor();
  t.equal(await page.getByRole('heading', { name: 'ftp://x' }).count(), 0, 'not added');

  // Remove, after a confirmation.
  await webhook.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this webhook?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Webhook removed').waitFor();
  await page.getByText('No webhooks yet. Add one to be told when a run ends.').waitFor();
  t.same((await api.get('/api/workspace/webhooks')).body, [], 'removed on the server');
  t.same(pageErrors, [], 'no uncaught errors in the page');
});

t.test("the template editor's create dialog: paste text, upload a file, the new list selected", async (t) => {
  const user = await server.addUser('editor@example.com');
  const api = await signedIn(server.url, user);
  const created = await api.send('POST', '/api/catalog/config', {
    label: 'Lists',
    about: { identifiers: ['EAN'], contents: ['Name'], attributes: ['Size'], categories: [], price: [], others: [], value_lists: {} },
    completeness: 80,
    source_fields: { public_identifiers: ['EAN'] },
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    ownFormatMapping: [{ source_column: 'size', dest_property: 'size', batch_action: 'EXTRACT' }],
    search_options: { blacklist: [], whitelist: [] },
  });
  t.ok(created.status === 200 || created.status === 201, 'template seeded');
  await api.send('POST', '/api/value-list', { name: 'Taken', values: [{ code: 'x', label: 'X' }] });

  const page = await openApp(t, { server, user, path: `/catalog-templates/edit/${encodeURIComponent(created.body.name)}` });
  await page.getByRole('button', { name: 'size', exact: true }).click();
  const extract = page.getByRole('region', { name: 'Edit Extract Settings' });
  await extract.getByRole('button', { name: 'Create', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Create value list' });
  await dialog.waitFor();
  t.equal(await dialog.getByLabel('Name').inputValue(), 'size', "the field's name is proposed");
  t.equal(await dialog.getByRole('tab', { name: 'Paste Text' }).getAttribute('aria-selected'), 'true');
  await dialog.getByLabel('Name').fill('taken');
  await dialog.getByText('Value list name already exists').waitFor();
  await dialog.getByLabel('Name').fill('Sizes');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog.getByText('Please paste some text first').waitFor();

  // Upload File: a CSV with a header row, columns found by name.
  await dialog.getByRole('tab', { name: 'Upload File' }).click();
  await dialog.getByLabel('Choose a file').setInputFiles({
    name: 'sizes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('label;code\nSmall;S\nMedium;M\n'),
  });
  await dialog.getByText('2 values found, the first 2 shown').waitFor();
  t.ok(await dialog.getByRole('cell', { name: 'Medium' }).isVisible(), 'CSV preview');

  // Paste Text: tab, 2+ spaces, comma, single value; the preview shows 3 of them.
  await dialog.getByRole('tab', { name: 'Paste Text' }).click();
  await dialog.getByLabel('Values, one per line').fill('S\tSmall\nM  Medium\nL,Large\nXL');
  await dialog.getByText('4 values found, the first 3 shown').waitFor();
  t.ok(await dialog.getByRole('cell', { name: 'Large' }).isVisible());
  t.equal(await dialog.getByRole('cell', { name: 'XL' }).count(), 0, 'only 3 in the preview');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByText('Value list created successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  t.equal(await extract.getByLabel('Value List').locator('option:checked').textContent(), 'Sizes', 'the new list is selected');

  const lists = await api.get('/api/value-list');
  const sizes = lists.body.find((list: { name: string }) => list.name === 'Sizes');
  t.equal(sizes?.count, 4, 'saved with its four values');
  const values = await api.get(`/api/value-list/${sizes.id}/values`);
  t.same(values.body.values.at(-1), { code: 'XL', label: 'XL' }, 'a single value is both code and label');
});

t.test('uploads: what they take of the quota, each upload with its runs, Delete after a confirmation', async (t) => {
  const page = await settingsPage(t, 'uploads@example.com');
  const api = await signedIn(server.url, { email: 'uploads@example.com', password: TEST_PASSWORD });
  const startRun = await copyOnlyRuns(api);
  t.equal((await startRun()).status, 201);
  await server.app.batchRunner.idle();
  const extra = await api.upload('/api/file/my_drive', fileForm('old-prices.csv', productCsv(3)));
  t.equal(extra.status, 200);

  await page.getByRole('tab', { name: 'Uploads' }).click();
  const table = page.getByRole('table', { name: 'The workspace’s uploads' });
  await table.waitFor();
  await page.getByText(/^[\d.,]+ KB of 1,024\.0 MB used$/).waitFor();
  t.equal(await page.getByRole('progressbar').count(), 1, 'a meter of the quota');
  const rows = table.getByRole('row');
  t.equal(await rows.count(), 3, 'a header and one row per upload');
  t.match(await rows.nth(1).textContent(), /old-prices\.csv/, 'newest first');
  t.match(await rows.filter({ hasText: 'chairs.csv' }).getByRole('cell').nth(2).textContent(), /^1$/, 'the run made from it');

  await page.getByRole('button', { name: 'Delete old-prices.csv' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this upload?' });
  await dialog.getByText('“old-prices.csv” and its analysis are deleted.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Upload deleted').waitFor();
  await rows.filter({ hasText: 'old-prices.csv' }).waitFor({ state: 'detached' });
  t.equal(await rows.count(), 2, 'the other upload stays');
  t.same((await api.get('/api/file/my_drive')).body.files.map((file: { original_name: string }) => file.original_name).includes('old-prices.csv'), false, 'deleted on the server');
  t.same(pageErrors, [], 'no uncaught errors in the page');
});
