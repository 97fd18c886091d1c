import t from 'tap';
import { openApp, pageErrors, signIn } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);

const viewport = { width: 1280, height: 800 };

t.test('sign in, greeting, profile, French, sign out', async (t) => {
  const page = await openApp(t, { server, user: server.admin, viewport });
  await page.getByRole('heading', { name: 'Hello Ada' }).waitFor();
  t.match(new URL(page.url()).pathname, '/home', '/ redirects to /home');
  t.ok(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible(), 'sidebar shown by default');

  await page.getByRole('link', { name: 'Open profile' }).click();
  await page.getByRole('heading', { name: 'User profile' }).waitFor();
  t.ok(await page.getByText('Lovelace', { exact: true }).isVisible(), 'last name shown');
  t.ok(await page.getByText(server.admin.email).first().isVisible(), 'email shown');
  t.equal(await page.getByRole('img', { name: 'Avatar of Ada Lovelace' }).textContent(), 'AL', 'initials');

  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('heading', { name: 'Profil utilisateur' }).waitFor();
  t.ok(await page.getByRole('button', { name: 'Se déconnecter' }).isVisible(), 'UI is in French');

  await page.reload();
  await page.getByRole('heading', { name: 'Profil utilisateur' }).waitFor();
  t.ok(await page.getByRole('link', { name: 'Accueil' }).isVisible(), 'still French after reload');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  t.ok(await page.getByLabel('Mot de passe').isVisible(), 'back on the login screen');
  t.equal(await page.evaluate(() => localStorage.getItem('access_token')), null, 'access token removed');

  // The language was saved on the user: a fresh browser signs in and gets French.
  const other = await openApp(t, { server, user: server.admin, viewport });
  await other.getByRole('heading', { name: 'Bonjour Ada' }).waitFor();
  t.pass('language applied from the user after login');
});

t.test('a wrong password shows the inline error', async (t) => {
  const page = await openApp(t, { server, path: '/user-profile', viewport });
  await signIn(page, { email: server.admin.email, password: 'not the password' });
  const alert = page.getByRole('alert');
  await alert.waitFor();
  t.equal((await alert.textContent())?.trim(), 'Incorrect email or password.');
  t.ok(await page.getByRole('button', { name: 'Login' }).isVisible(), 'still on the login screen');
});

t.test('shell: sidebar, top bar, placeholders and unknown routes', async (t) => {
  // A user without a first name is greeted by email.
  const grace = await server.addUser('grace@example.com');
  const page = await openApp(t, { server, user: grace, viewport });
  await page.getByRole('heading', { name: 'Hello grace@example.com' }).waitFor();

  await page.getByRole('link', { name: 'Help' }).click();
  await page.getByRole('heading', { name: 'How Fiche works', level: 1 }).waitFor();
  t.equal(new URL(page.url()).pathname, '/help', 'Help is a page of Fiche itself');
  t.ok(await page.getByRole('heading', { name: 'Credits' }).isVisible(), 'help explains credits');

  await page.getByRole('link', { name: 'Templates', exact: true }).click();
  await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
  await page.getByText("Oops, it seems you don't have any templates yet!").waitFor();

  await page.getByRole('button', { name: 'Process a new catalog' }).click();
  await page.getByRole('heading', { name: 'New catalog' }).waitFor();
  t.match(new URL(page.url()).pathname, '/catalog/new');

  const bell = page.getByRole('button', { name: 'New catalogs: 0' });
  t.equal((await bell.textContent())?.trim(), '', 'no badge at 0');

  await page.getByRole('button', { name: 'Hide sidebar' }).click();
  t.notOk(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible(), 'sidebar hidden');
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

  // The start card's two actions appear on hover.
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Start a new catalog or template' }).hover();
  await page.getByRole('button', { name: 'Create a new template' }).click();
  await page.getByRole('heading', { name: 'Create a new template' }).waitFor();

  await page.goto(`${server.url}/no/such/page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.getByRole('heading', { name: 'Hello grace@example.com' }).waitFor();
  t.same(pageErrors, [], 'no uncaught errors in the page');
});
