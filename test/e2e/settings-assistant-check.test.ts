import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import type { Language } from '../../domain/user.ts';
import { signedIn } from '../helpers/api.ts';
import { openApp, pageErrors } from '../helpers/app.ts';
import { openAiServer, type Reply } from '../helpers/openai-server.ts';
import { searchEngine } from '../helpers/search-engine.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

// Settings → Workspace Settings → Assistant: which provider is configured, and "Test the assistant"
// saying who answered and how fast, or why not.

async function assistantCard(t: Test, server: TestServer, email: string, language?: Language) {
  const user = await server.addUser(email);
  // The user's own language wins over the browser's once signed in.
  if (language) await (await signedIn(server.url, user)).send('PUT', '/api/auth/me', { language });
  const page = await openApp(t, { server, user, path: '/settings', language });
  const card = page.getByRole('region', { name: 'Assistant', exact: true });
  await card.waitFor();
  return { page, card };
}

const statusOf = async (page: Page) =>
  (
    await page
      .getByRole('status')
      .filter({ hasText: /^(Answered|Répondu)/ })
      .textContent()
  )?.trim();

t.test('the offline assistant answers at once, in English and in French', async (t) => {
  const server = await startServer(t);
  const { page, card } = await assistantCard(t, server, 'local@example.com');
  await card.getByText('Configured: the offline assistant (built-in rules, no model).').waitFor();
  await card.getByRole('button', { name: 'Test the assistant' }).click();
  await card
    .getByRole('status')
    .filter({ hasText: /^Answered/ })
    .waitFor();
  t.match(await statusOf(page), /^Answered by the offline assistant in \d+ ms\.$/);

  const fr = await assistantCard(t, server, 'local-fr@example.com', 'fr');
  await fr.card.getByRole('button', { name: 'Tester l’assistant' }).click();
  await fr.card
    .getByRole('status')
    .filter({ hasText: /^Répondu/ })
    .waitFor();
  t.match(await statusOf(fr.page), /^Répondu par l’assistant hors ligne en \d+ ms\.$/);
  t.same(pageErrors, [], 'no uncaught errors in the page');
});

t.test('an OpenAI-compatible endpoint: its model and address, or the failure in words', async (t) => {
  let reply: () => Reply = () => ({ content: 'Hello!' });
  const llm = await openAiServer({ reply: () => reply() });
  t.teardown(llm.close);
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'sk-e2e-SECRET' } });
  const { page, card } = await assistantCard(t, server, 'openai@example.com');
  await card.getByText('Configured: an OpenAI-compatible endpoint (ASSISTANT_PROVIDER=openai).').waitFor();
  const test = card.getByRole('button', { name: 'Test the assistant' });
  await test.click();
  await card
    .getByRole('status')
    .filter({ hasText: /^Answered/ })
    .waitFor();
  const answered = await statusOf(page);
  t.match(answered, new RegExp(`^Answered by gpt-4o-mini at ${llm.url.replace(/[.]/g, '\\.')} in \\d+ ms\\.$`));

  reply = () => ({ status: 500, message: 'upstream key sk-e2e-SECRET rejected' });
  await test.click();
  const alert = card.getByRole('alert');
  await alert.waitFor();
  t.equal((await alert.textContent())?.trim(), 'The assistant did not answer: The assistant could not be reached or refused the request.');
  t.equal(
    await card
      .getByRole('status')
      .filter({ hasText: /^Answered/ })
      .count(),
    0,
    'the earlier answer is gone',
  );
  t.notOk((await card.textContent())?.includes('SECRET'), 'neither the key nor the provider’s text');

  reply = () => ({ content: '' });
  await test.click();
  await card.getByRole('alert').filter({ hasText: 'unusable' }).waitFor();
  t.equal((await card.getByRole('alert').textContent())?.trim(), 'The assistant did not answer: The assistant answered something unusable (empty, or not the format asked for).');
  t.same(pageErrors, [], 'no uncaught errors in the page');
});

t.test('"Test the search" beside it: off says how to turn it on; a SearXNG engine answers with its results', async (t) => {
  const off = await startServer(t);
  const { page } = await assistantCard(t, off, 'search-off@example.com');
  const offCard = page.getByRole('region', { name: 'Web search', exact: true });
  await offCard.getByText('Web search is off (SEARCH_PROVIDER=none): values are read from your files only.').waitFor();
  await offCard.getByRole('button', { name: 'Test the search' }).click();
  const alert = offCard.getByRole('alert');
  await alert.waitFor();
  t.match((await alert.textContent())?.trim(), /^The search did not answer: Web search is off on this server: an administrator sets SEARCH_PROVIDER=searxng and SEARXNG_URL/);

  const engine = await searchEngine();
  t.teardown(engine.close);
  const on = await startServer(t, { env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: engine.url, ALLOW_PRIVATE_FETCH: '1' } });
  const fr = await assistantCard(t, on, 'search-fr@example.com', 'fr');
  const card = fr.page.getByRole('region', { name: 'Recherche web', exact: true });
  await card.getByRole('button', { name: 'Tester la recherche' }).click();
  const status = card.getByRole('status').filter({ hasText: /^Réponse/ });
  await status.waitFor();
  t.match((await status.textContent())?.trim(), new RegExp(`^Réponse de ${engine.url.replace(/[.]/g, '\\.')} avec 1 résultat en \\d+ ms\\.$`));
  t.same(pageErrors, [], 'no uncaught errors in the page');
});
