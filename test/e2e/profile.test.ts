import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { expectNoSeriousA11yViolations } from '../helpers/a11y.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';
import { PNG_1PX, pngOfSize } from '../fixtures/images.ts';

const server = await startServer(t);

const viewport = { width: 1024, height: 768 };

async function profilePage(t: Test): Promise<Page> {
  const page = await openApp(t, { server, user: server.admin, path: '/user-profile', viewport });
  await page.getByRole('heading', { name: 'User profile' }).waitFor();
  return page;
}

async function choosePicture(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

const topBarAvatar = (page: Page) => page.getByRole('link', { name: 'Open profile' }).getByRole('img', { name: 'Ada Lovelace' });
const profileAvatar = (page: Page) => page.getByRole('main').getByRole('img', { name: 'Avatar of Ada Lovelace' });

t.test('upload a picture: shown in the profile and the top bar, then removed back to initials', async (t) => {
  const page = await profilePage(t);
  t.equal(await profileAvatar(page).textContent(), 'AL', 'initials before any picture');

  await choosePicture(page, 'Upload a picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByText('Profile picture saved').waitFor();
  await page.locator('main img[alt="Avatar of Ada Lovelace"]').waitFor();
  t.match(await profileAvatar(page).getAttribute('src'), /^data:image\/png;base64,/, 'the picture in the profile');
  t.match(await topBarAvatar(page).getAttribute('src'), /^data:image\/png;base64,/, 'the picture in the top bar');

  await page.reload();
  await page.locator('main img[alt="Avatar of Ada Lovelace"]').waitFor();
  t.pass('the picture is still there after a reload');

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await page.getByText('Profile picture removed').waitFor();
  await page.getByRole('button', { name: 'Upload a picture' }).waitFor();
  t.equal(await profileAvatar(page).textContent(), 'AL', 'initials again');
  t.equal(await topBarAvatar(page).textContent(), 'AL');
});

t.test('a file that is too large or not an image is refused with a message', async (t) => {
  const page = await profilePage(t);
  await choosePicture(page, 'Upload a picture', { name: 'big.png', mimeType: 'image/png', buffer: pngOfSize(600 * 1024) });
  t.equal(await page.getByRole('alert').textContent(), 'The picture is too large. Maximum allowed size is 512 KB.');
  await choosePicture(page, 'Upload a picture', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  t.equal(await page.getByRole('alert').textContent(), 'The picture must be a PNG, JPEG or WebP image.');
  // A file claiming to be a PNG: the server reads its first bytes.
  await choosePicture(page, 'Upload a picture', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') });
  await page.getByText('The picture must be a PNG, JPEG or WebP image.').waitFor();
  t.equal(await profileAvatar(page).textContent(), 'AL', 'still the initials');
});

/** What the API answers a request made with `key` instead of a session. */
async function statusWithKey(key: string): Promise<number> {
  return (await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${key}` } })).status;
}

t.test('an API key: shown once in a dialog, listed without its secret, working until revoked', async (t) => {
  const page = await profilePage(t);
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByText('No API keys yet.').waitFor();

  await section.getByLabel('Key name').fill('PIM sync');
  await section.getByRole('button', { name: 'Create an API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await dialog.getByText('This is the only time the key is shown. Store it somewhere safe.').waitFor();
  const key = await dialog.getByLabel('API key “PIM sync”').inputValue();
  t.match(key, /^fiche_[A-Za-z0-9_-]{40}$/, 'the full key');
  await expectNoSeriousA11yViolations(t, page, 'the new key dialog');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Copied', { exact: true }).waitFor();
  t.equal(await page.evaluate(() => navigator.clipboard.readText()), key, 'the key is on the clipboard');
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.getByRole('alert').getByText('The key could not be copied for you: it is selected, copy it by hand.').waitFor();
  t.equal(await page.evaluate(() => window.getSelection()?.toString()), key, 'a refused clipboard: the key is selected for a copy by hand');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = section.getByRole('row', { name: /PIM sync/ });
  await row.waitFor();
  t.match(await row.textContent(), `${key.slice(0, 12)}…`, 'its first characters');
  t.match(await row.textContent(), 'Never used', 'not used yet');
  t.notOk((await page.content()).includes(key), 'the full key is gone from the page');
  t.equal(await statusWithKey(key), 200, 'the key works with the API');

  await section.getByRole('button', { name: 'Revoke PIM sync' }).click();
  await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke', exact: true }).click();
  await page.getByText('API key revoked').waitFor();
  await section.getByText('No API keys yet.').waitFor();
  t.equal(await row.count(), 0, 'gone from the list');
  t.equal(await statusWithKey(key), 401, 'refused once revoked');
});

t.test('the API keys section speaks French', async (t) => {
  const user = await server.addUser('cles@example.com');
  const api = await signedIn(server.url, user);
  await api.send('PUT', '/api/auth/me', { language: 'fr' });
  await api.send('POST', '/api/auth/api-keys', { name: 'Synchro PIM' });
  const page = await openApp(t, { server, user, language: 'fr', path: '/user-profile', viewport });
  const section = page.getByRole('region', { name: 'Clés d’API' });
  await section
    .getByRole('row', { name: /Synchro PIM/ })
    .getByText('Jamais utilisée')
    .waitFor();
  await section.getByRole('button', { name: 'Révoquer Synchro PIM' }).waitFor();
  await section.getByRole('button', { name: 'Créer une clé d’API' }).waitFor();
  t.pass('titles, list and buttons in French');
});
