import t from 'tap';
import { emptyWorkspaceGenerateOptions } from '../../domain/generation.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);
const api = await signedIn(server.url, server.admin);
const other = await signedIn(server.url, await server.addUser('eve@example.com'));

const EMPTY_OPTIONS = emptyWorkspaceGenerateOptions();

const saved = {
  generate_options: {
    role: 'A seasoned copywriter for hardware stores',
    context: 'DIY tools',
    target: 'Professionals',
    tone: 'Friendly',
    language_adaptation: true,
    structure: 'Intro, features, use',
    type_of_content: 'Product description',
    seo_guidelines: 'Use the brand once',
    format: 'HTML paragraphs',
    language: 'fr',
    min_words: 50,
    max_words: 120,
    creativity: 'medium',
  },
  search_options: { blacklist: ['spam.example'], whitelist: [] },
  use_label: false,
  use_cache: false,
};

t.test('defaults before anything is saved', async (t) => {
  const answer = await api.get('/api/workspace');
  t.equal(answer.status, 200);
  t.same(answer.body, { generate_options: EMPTY_OPTIONS, search_options: { blacklist: [], whitelist: [] }, use_label: true, use_cache: true });
});

t.test('save and read back', async (t) => {
  const put = await api.send('PUT', '/api/workspace', saved);
  t.equal(put.status, 200);
  t.same(put.body, saved);
  const get = await api.get('/api/workspace');
  t.same(get.body, saved);
  t.same(await server.app.workspaceSettings.getSettings((await api.get('/api/auth/me')).body.workspace.id), saved, 'getSettings for the batch engine');
});

t.test('blank texts become null, blank list entries are removed, left-out options are null', async (t) => {
  const put = await api.send('PUT', '/api/workspace', {
    generate_options: { role: '  ', tone: ' Warm ', min_words: 0, max_words: null },
    search_options: { blacklist: [], whitelist: [' shop.example ', '', '   '] },
    use_label: true,
  });
  t.equal(put.status, 200);
  t.same(put.body.generate_options, { ...EMPTY_OPTIONS, tone: 'Warm', min_words: 0 });
  t.same(put.body.search_options, { blacklist: [], whitelist: ['shop.example'] });
  t.same((await api.get('/api/workspace')).body, put.body);
});

t.test('refused input', async (t) => {
  const cases: [string, unknown][] = [
    ['negative min words', { min_words: -1 }],
    ['decimal max words', { max_words: 1.5 }],
    ['unknown creativity', { creativity: 'wild' }],
    ['unknown language', { language: 'xx' }],
    ['a list as the tone', { tone: ['Warm'] }],
    ['a word as max words', { max_words: 'many' }],
  ];
  for (const [what, options] of cases) {
    const answer = await api.send('PUT', '/api/workspace', {
      generate_options: options,
      search_options: { blacklist: [], whitelist: [] },
      use_label: true,
    });
    t.equal(answer.status, 400, what);
    t.equal(answer.body.detail.error_code, 'bad_request', what);
  }
  const both = await api.send('PUT', '/api/workspace', {
    generate_options: {},
    search_options: { blacklist: ['a.example'], whitelist: ['b.example'] },
    use_label: true,
  });
  t.equal(both.status, 400, 'whitelist and blacklist both non-empty');
  const blankOther = await api.send('PUT', '/api/workspace', {
    generate_options: {},
    search_options: { blacklist: ['a.example'], whitelist: ['  '] },
    use_label: true,
  });
  t.equal(blankOther.status, 200, 'a whitelist of blanks is empty');
  const noUseLabel = await api.send('PUT', '/api/workspace', { generate_options: {}, search_options: {} });
  t.equal(noUseLabel.status, 400);
  t.equal((await api.get('/api/workspace')).body.search_options.blacklist[0], 'a.example', 'refused saves changed nothing');
});

t.test('every language of the 21 is accepted', async (t) => {
  for (const language of ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ru', 'fi', 'sv', 'da', 'no', 'tr', 'pl', 'uk', 'cs', 'sk', 'hu', 'ro', 'bg', 'el']) {
    const answer = await api.send('PUT', '/api/workspace', {
      generate_options: { language },
      search_options: { blacklist: [], whitelist: [] },
      use_label: true,
    });
    t.equal(answer.body.generate_options?.language, language, language);
  }
});

t.test('settings belong to one workspace', async (t) => {
  await api.send('PUT', '/api/workspace', saved);
  const theirs = await other.get('/api/workspace');
  t.same(theirs.body, { generate_options: EMPTY_OPTIONS, search_options: { blacklist: [], whitelist: [] }, use_label: true, use_cache: true });
  await other.send('PUT', '/api/workspace', {
    generate_options: { tone: 'Dry' },
    search_options: { blacklist: [], whitelist: [] },
    use_label: false,
  });
  t.same((await api.get('/api/workspace')).body, saved, "the other workspace's save does not touch ours");
});

t.test('needs a signed-in user', async (t) => {
  t.equal((await fetch(`${server.url}/api/workspace`)).status, 401);
  t.equal((await fetch(`${server.url}/api/workspace`, { method: 'PUT' })).status, 401);
});
