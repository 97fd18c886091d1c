import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { AVATAR_MAX_BYTES } from '../../domain/avatar.ts';
import { request, signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { JPEG_HEAD, PNG_1PX, pngOfSize, WEBP_HEAD } from '../fixtures/images.ts';
import { fileForm } from '../fixtures/upload.ts';

const server = await startServer(t);
const ada = await signedIn(server.url, server.admin);
const bob = await signedIn(server.url, await server.addUser('bob@example.com'));
const sameWorkspace = await signedIn(server.url, await server.addUser('carol@example.com', 'Default'));

const put = (api: typeof ada, name: string, data: Buffer) => request(`${server.url}/api/auth/me/avatar`, { method: 'PUT', token: api.tokens.access_token, body: fileForm(name, data) });
const picture = (api: typeof ada, address = '/api/auth/me/avatar') => fetch(`${server.url}${address}`, { headers: { authorization: `Bearer ${api.tokens.access_token}` } });
const avatarFiles = () => fs.readdirSync(path.join(server.dataDir, 'avatars')).sort();

t.test('no picture: /me answers null and the picture route 404', async (t) => {
  t.equal((await ada.get('/api/auth/me')).body.avatar, null);
  t.equal((await picture(ada)).status, 404);
});

t.test('a PNG is stored under a generated name and served back to its owner', async (t) => {
  const answer = await put(ada, '../../etc/passwd.png', PNG_1PX);
  t.equal(answer.status, 200);
  t.match(answer.body.avatar, /^\/api\/auth\/me\/avatar\?v=[0-9a-f-]{36}$/);
  t.same(
    avatarFiles().map((name) => name.replace(/^[0-9a-f-]{36}/, 'ID')),
    ['ID.png'],
    'the client name is not used',
  );
  t.equal((await ada.get('/api/auth/me')).body.avatar, answer.body.avatar);
  const served = await picture(ada, answer.body.avatar);
  t.equal(served.status, 200);
  t.equal(served.headers.get('content-type'), 'image/png');
  t.same(Buffer.from(await served.arrayBuffer()), PNG_1PX);
});

t.test('the picture needs a signed-in user, and nobody reads another user’s picture', async (t) => {
  const address: string = (await ada.get('/api/auth/me')).body.avatar;
  t.equal((await fetch(`${server.url}${address}`)).status, 401, 'no token');
  t.equal((await picture(bob, address)).status, 404, 'another workspace, with the owner’s address');
  t.equal((await picture(sameWorkspace, address)).status, 404, 'the same workspace, with the owner’s address');
  const adaId: string = (await ada.get('/api/auth/me')).body.id;
  t.equal((await picture(bob, `/api/auth/${adaId}/avatar`)).status, 404, 'no route by user id');
  const stored = avatarFiles()[0];
  t.equal((await picture(bob, `/api/auth/avatars/${stored}`)).status, 404, 'no route by stored name');
});

t.test('JPEG and WebP are accepted by their first bytes; a new picture replaces the old file', async (t) => {
  const jpeg = await put(ada, 'photo.bin', JPEG_HEAD);
  t.equal(jpeg.status, 200);
  t.same(
    avatarFiles().map((name) => path.extname(name)),
    ['.jpeg'],
    'the PNG is gone',
  );
  t.equal((await picture(ada)).headers.get('content-type'), 'image/jpeg');
  const webp = await put(ada, 'photo.webp', WEBP_HEAD);
  t.equal(webp.status, 200);
  t.equal((await picture(ada)).headers.get('content-type'), 'image/webp');
});

t.test('refusals: too large, not an image whatever its name, empty', async (t) => {
  const before = avatarFiles();
  const large = await put(ada, 'big.png', pngOfSize(AVATAR_MAX_BYTES + 1));
  t.equal(large.status, 413);
  t.equal(large.body.detail.error_code, 'image_too_large');
  t.equal((await put(ada, 'fine.png', pngOfSize(AVATAR_MAX_BYTES))).status, 200, 'exactly the limit is accepted');
  const html = await put(ada, 'evil.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
  t.equal(html.status, 400);
  t.equal(html.body.detail.error_code, 'image_type_not_allowed');
  const empty = await put(ada, 'empty.png', Buffer.alloc(0));
  t.equal(empty.status, 400);
  t.equal(avatarFiles().length, before.length, 'refusals leave no file behind');
});

t.test('removal forgets the picture and deletes its file', async (t) => {
  const removed = await request(`${server.url}/api/auth/me/avatar`, { method: 'DELETE', token: ada.tokens.access_token });
  t.equal(removed.status, 200);
  t.equal(removed.body.avatar, null);
  t.same(avatarFiles(), []);
  t.equal((await picture(ada)).status, 404);
});
