import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { openApp } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';
import { PNG_1PX, pngOfSize } from '../fixtures/images.ts';

const server = await startServer(t);

async function profilePage(t: Test): Promise<Page> {
  const page = await openApp(t, { server, user: server.admin, path: '/user-profile', viewport: { width: 1024, height: 768 } });
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
