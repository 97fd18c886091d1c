/**
 * The template wizard's everyday stumbles (issue 46), as a new user meets them: step 2 says its
 * sentence once; step 3 removes many fields at once (ticks, a shift-click range, "remove selected",
 * "keep only the suggested"), each confirmed; a generated field names its tool as people read it;
 * step 4 offers no website list while web search is off; the German option of a French panel stays
 * inside it.
 */
import type { Locator } from 'playwright-core';
import t from 'tap';
import { productCsv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);
t.teardown(() => {
  if (pageErrors.length) console.error('page errors:', pageErrors);
});

const HEADERS = ['GTIN', 'SKU', 'Product name', 'Description', 'Color', 'Size', 'Price', 'Category', 'Brand', 'Image URL'];
const user = await server.addUser('afternoon@example.com');
const page = await openApp(t, { server, user, path: '/config-assistant' });
const stepTitle = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });
const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
const fieldRow = (name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${name}`, exact: true }) });
const total = async () => Number((await page.getByText(/^\d+ fields? total$/).textContent())?.replace(/\D/g, ''));

t.test('upload, name, step 2 says its sentence once', async (t) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload a product file/ }).click();
  await (await chooser).setFiles({ name: 'shop.csv', mimeType: 'text/csv', buffer: productCsv(8, { headers: HEADERS }) });
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  await page.getByRole('button', { name: 'Click to set a name' }).click();
  await page.getByRole('textbox', { name: 'Template name' }).fill('Afternoon');
  await page.getByRole('textbox', { name: 'Template name' }).press('Enter');
  await page.getByRole('button', { name: 'Edit the template name: Afternoon', exact: true }).waitFor();
  await next();
  await stepTitle('Information Sources').waitFor();
  t.equal(await page.getByText('Choose, among your file’s columns, those that name, identify and describe each product.').count(), 1, 'the sentence once');
});

t.test('step 3: ticks, a shift-click range, remove selected, keep only the suggested', async (t) => {
  await next();
  await stepTitle('Setup your export').waitFor();
  await page.getByText('10 fields total').waitFor();
  await page.waitForFunction(() => (document.querySelector('[aria-label="Action of Color"]') as HTMLSelectElement | null)?.value === 'COPY');
  const bar = page.getByRole('toolbar', { name: 'Selected fields' });
  t.ok(await bar.getByRole('button', { name: 'Remove selected' }).isDisabled(), 'nothing to remove before a tick');

  // The rows as the table lists them (by field group, not the file's order).
  const listed = (await page.getByRole('checkbox', { name: /^Select (?!every)/ }).evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))).map((label) => String(label).replace(/^Select /, ''));
  const [first, middle, last, after] = listed.slice(3, 7);
  await page.getByRole('checkbox', { name: `Select ${first}`, exact: true }).click();
  await page.getByRole('checkbox', { name: `Select ${last}`, exact: true }).click({ modifiers: ['Shift'] });
  await bar.getByText('3 fields selected').waitFor();
  for (const name of [first, middle, last]) t.ok(await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).isChecked(), `${name} in the range`);
  t.notOk(await page.getByRole('checkbox', { name: `Select ${after}`, exact: true }).isChecked(), 'the range ends where the shift-click was');

  await bar.getByRole('button', { name: 'Remove selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 3 fields?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  t.equal(await total(), 10, 'cancelled: nothing removed');
  await bar.getByRole('button', { name: 'Remove selected' }).click();
  await confirm.getByRole('button', { name: 'Remove 3 fields' }).click();
  await page.getByText('7 fields total').waitFor();
  t.equal(await fieldRow(middle).count(), 0, 'the range is gone');
  t.ok(await bar.getByText('0 fields selected').isVisible(), 'the selection is empty after');

  // The header's box ticks every row listed (here what the search keeps).
  await page.getByRole('searchbox').fill('ima');
  await page.getByRole('checkbox', { name: 'Select every field listed' }).check();
  await bar.getByText('1 field selected').waitFor();
  await page.getByRole('searchbox').fill('');
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await bar.getByText('0 fields selected').waitFor();

  const before = await total();
  await bar.getByRole('button', { name: 'Keep only the suggested' }).click();
  const keep = page.getByRole('dialog', { name: /^Remove \d+ fields?\?$/ });
  await keep.getByText(/copied columns? that your source fields do not name/).waitFor();
  const removed = Number((await keep.getByRole('heading').textContent())?.replace(/\D/g, ''));
  await keep.getByRole('button', { name: /^Remove \d+ fields?$/ }).click();
  await keep.waitFor({ state: 'detached' });
  t.equal(await total(), before - removed, `the ${removed} said removed`);
  t.ok(await fieldRow('Product name').isVisible(), 'the name column, a source field, stays');
  t.ok(await fieldRow('GTIN').isVisible(), 'the identifier stays');
  t.equal(await fieldRow('Price').count(), 0, 'a column no source field names is gone');
  t.ok(await bar.getByRole('button', { name: 'Keep only the suggested' }).isDisabled(), 'nothing more to weed out');
});

t.test('a generated field names its tool as people read it', async (t) => {
  await page.getByLabel('Action of Product name').selectOption('GENERATE');
  await fieldRow('Product name').getByRole('button', { name: 'Product name', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Edit Generate Instructions' });
  const tools = await panel.getByLabel('Generation type').locator('option').allTextContents();
  t.ok(tools.includes('Product description'), `labels, not ids: ${tools.join(', ')}`);
  t.notOk(
    tools.some((tool) => /_/.test(tool)),
    'no raw id',
  );
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
});

t.test('step 4: no website list while web search is off', async (t) => {
  await next();
  await stepTitle('Process Options').waitFor();
  await page.getByText(/^Web search is off on this server: values are read from your file only/).waitFor();
  t.equal(await page.getByRole('group', { name: 'Whitelist' }).count(), 0, 'no whitelist offered');
  t.equal(await page.getByRole('group', { name: 'Blacklist' }).count(), 0, 'no blacklist offered');
  t.ok(await page.getByRole('button', { name: 'Set website lists for when web search is on' }).isVisible(), 'kept for later, folded');
});

t.test('French panel: the German language option stays inside its panel', async (t) => {
  const api = await signedIn(server.url, user);
  const created = await api.send('POST', '/api/catalog/config', {
    label: 'Deutsch',
    ownFormatMapping: [{ source_column: 'ac_product_description', dest_property: 'Beschreibung', batch_action: 'GENERATE', language: 'de' }],
  });
  t.equal(created.status, 200);
  await api.send('PUT', '/api/auth/me', { language: 'fr' });
  const fr = await openApp(t, { server, user, language: 'fr', viewport: { width: 1024, height: 800 }, path: `/catalog-templates/edit/${created.body.name}` });
  await fr.getByRole('button', { name: 'Beschreibung', exact: true }).click();
  const panel = fr.getByRole('region', { name: 'Instructions de génération' });
  const language = panel.getByLabel('Langue', { exact: true });
  await language.waitFor();
  t.equal(await language.locator('option:checked').textContent(), 'Allemand');
  t.equal(await panel.getByLabel('Type de génération').locator('option:checked').textContent(), 'Description du produit', 'the tool’s label in French');
  const [box, select] = await Promise.all([panel.boundingBox(), language.boundingBox()]);
  t.ok(box && select && select.x + select.width <= box.x + box.width + 0.5, `the select ends inside the panel (${select?.x}+${select?.width} ≤ ${box?.x}+${box?.width})`);
  t.ok(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), 'the panel does not scroll sideways');
});

t.test('"Start from a channel" before a file is uploaded asks for the file first, then the template can be saved', async (t) => {
  await (await signedIn(server.url, user)).send('PUT', '/api/auth/me', { language: 'en' });
  const start = await openApp(t, { server, user, path: '/config-assistant' });
  await start.getByRole('heading', { name: 'Upload your product file' }).waitFor();
  await start.getByRole('button', { name: 'Start from a channel' }).click();
  const dialog = start.getByRole('dialog', { name: 'Start from a channel' });
  const confirm = dialog.getByRole('button', { name: 'Create and edit' });
  await dialog.getByLabel('Product file').waitFor();
  await dialog.getByLabel('Template name').fill('Shop for Shopify');
  await dialog.getByRole('radio', { name: /Shopify/ }).check();
  t.ok(await confirm.isDisabled(), 'not without a file');
  // The file uploaded for the wizard above is offered.
  await dialog.getByLabel('Product file').selectOption({ label: 'shop.csv' });
  await dialog.getByText('the fields the columns of shop.csv hold are copied from them', { exact: false }).waitFor();
  await confirm.and(start.locator(':enabled')).click();
  await start.getByRole('heading', { name: 'Shop for Shopify', level: 1 }).waitFor();
  t.equal(await start.getByText('Choose the source fields that identify a product before saving.').count(), 0, 'its source fields come from the file');
  t.equal(await start.getByLabel('Action of Title', { exact: true }).inputValue(), 'COPY', 'the title copied from the file’s name column');
});

t.test('no page error', async (t) => {
  t.same(pageErrors, []);
});
