import t, { type Test } from 'tap';
import { signedIn } from '../helpers/api.ts';
import { openApp } from '../helpers/app.ts';
import { type Credentials, startServer } from '../helpers/server.ts';

const server = await startServer(t);

async function homePage(t: Test, user: Credentials) {
  const page = await openApp(t, { server, user, path: '/home', viewport: { width: 1024, height: 768 } });
  await page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ }).waitFor();
  return page;
}

t.test('Help opens Fiche’s own help page, in the same tab', async (t) => {
  const page = await homePage(t, server.admin);
  const help = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help' });
  t.equal(await help.getAttribute('target'), null, 'not a new tab');
  await help.click();
  await page.getByRole('heading', { name: 'How Fiche works', level: 1 }).waitFor();
  t.equal(new URL(page.url()).origin, server.url, 'served by Fiche');
  t.equal(new URL(page.url()).pathname, '/help');
  t.equal(page.context().pages().length, 1, 'no other tab');
  for (const topic of ['1. Upload your product file', '2. Save a template', '3. Choose an action for each output field', 'Value lists', '4. Start a run', 'Credits', 'Downloads']) {
    t.ok(await page.getByRole('heading', { name: topic, level: 2 }).isVisible(), topic);
  }
  for (const action of ['COPY', 'EXTRACT', 'GENERATE']) {
    t.ok(
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${action}$`) })
        .isVisible(),
      `${action} explained`,
    );
  }
  await page.getByRole('link', { name: 'Credits', exact: true }).click();
  t.equal(new URL(page.url()).hash, '#help-credits', 'the contents link to their topic');
  t.equal(await help.getAttribute('aria-current'), 'page');
});

t.test('the help page is in French for a French user', async (t) => {
  const credentials = await server.addUser('amelie@example.com');
  const api = await signedIn(server.url, credentials);
  await api.send('PUT', '/api/auth/me', { language: 'fr' });
  const page = await homePage(t, credentials);
  await page.getByRole('link', { name: 'Aide' }).click();
  await page.getByRole('heading', { name: 'Comment fonctionne Fiche', level: 1 }).waitFor();
  t.ok(await page.getByRole('heading', { name: 'Listes de valeurs', level: 2 }).isVisible());
  t.ok(await page.getByText('COPY reprend la valeur d’une de vos colonnes, telle quelle.').isVisible());
});
