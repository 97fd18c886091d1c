import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { LocalAssistant } from '../../server/assistant/local.ts';
import { OpenAiAssistant } from '../../server/assistant/openai.ts';
import { WorkerPool } from '../../server/lib/worker-pool.ts';
import { signedIn } from '../helpers/api.ts';
import { type ChatBody, openAiServer, type Reply } from '../helpers/openai-server.ts';
import { startServer } from '../helpers/server.ts';

// Settings → "Test the assistant": POST /api/assistant/check tries the configured provider once and
// says who answered and how fast, or Fiche's code and text for the failure (never the provider's words).

const KEY = 'sk-test-SECRET-KEY-123';

t.test('the offline assistant answers at once; signed-in users only', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const check = await api.send('POST', '/api/assistant/check');
  t.equal(check.status, 200);
  t.match(check.body, { provider: 'local', model: null, base_url: null, ok: true, error_code: null, error_message: null });
  t.ok(Number.isInteger(check.body.millis) && check.body.millis >= 0, 'millis is a whole number');
  t.equal((await fetch(`${server.url}/api/assistant/check`, { method: 'POST' })).status, 401, 'unauthenticated: 401');
});

t.test('an OpenAI-compatible endpoint: its model and address when it answers, the failure code when not', async (t) => {
  let reply: (body: ChatBody) => Reply = () => ({ content: 'Hello!' });
  const bodies: ChatBody[] = [];
  const llm = await openAiServer({
    reply: (body) => {
      bodies.push(body);
      return reply(body);
    },
  });
  t.teardown(llm.close);
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: KEY, ASSISTANT_MODEL: 'qwen2.5:0.5b' } });
  const api = await signedIn(server.url, server.admin);
  t.equal((await fetch(`${server.url}/api/assistant/check`, { method: 'POST' })).status, 401, 'unauthenticated: 401');

  const ok = await api.send('POST', '/api/assistant/check');
  t.equal(ok.status, 200);
  t.match(ok.body, { provider: 'openai', model: 'qwen2.5:0.5b', base_url: llm.url, ok: true, error_code: null, error_message: null });
  t.ok(Number.isInteger(ok.body.millis), 'millis is a whole number');
  t.notOk(JSON.stringify(ok.body).includes(KEY), 'no API key in the answer');
  t.equal(bodies.length, 1, 'one request');
  const [asked] = bodies as (ChatBody & { max_tokens?: number })[];
  t.equal(asked?.model, 'qwen2.5:0.5b', 'the configured model');
  t.ok((asked?.max_tokens ?? 0) > 0 && (asked?.max_tokens ?? 0) <= 10, 'a few tokens');
  t.equal(asked?.messages.length, 1);
  t.match(asked?.messages[0]?.content, /^\w+$/, 'a one-word prompt');

  const failures: [string, () => Reply, string][] = [
    ['a 500', () => ({ status: 500, message: `upstream key ${KEY} rejected` }), 'assistant_unavailable'],
    ['a 401', () => ({ status: 401, message: 'invalid api key' }), 'assistant_unavailable'],
    ['a 429', () => ({ status: 429 }), 'assistant_rate_limited'],
    ['an empty message', () => ({ content: '   ' }), 'assistant_bad_answer'],
  ];
  for (const [what, answer, code] of failures) {
    reply = answer;
    const before = bodies.length;
    const failed = await api.send('POST', '/api/assistant/check');
    t.equal(failed.status, 200, what);
    t.match(failed.body, { provider: 'openai', model: 'qwen2.5:0.5b', base_url: llm.url, ok: false, error_code: code, error_message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] }, what);
    t.notOk(JSON.stringify(failed.body).includes(KEY), `${what}: neither the key nor the provider's text`);
    t.equal(bodies.length - before, 1, `${what}: not retried`);
  }

  await llm.close();
  const down = await api.send('POST', '/api/assistant/check');
  t.match(down.body, { ok: false, error_code: 'assistant_unavailable' }, 'an endpoint that is down');
});

t.test('check() of the providers: garbage is a bad answer, a slow endpoint a timeout', async (t) => {
  let mode: 'garbage' | 'broken-json' | 'no-choices' | 'slow' = 'garbage';
  const endpoint = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (mode === 'slow') return void setTimeout(() => res.end(), 2000);
      const [type, body] = mode === 'garbage' ? ['text/html', '<html>It works!</html>'] : mode === 'broken-json' ? ['application/json', '{"choices": ['] : ['application/json', '{"object":"chat.completion"}'];
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    endpoint.closeAllConnections();
    return new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });
  const pool = new WorkerPool({ threads: 1, maxPerOwner: 4 });
  t.teardown(() => pool.destroy());
  const local = new LocalAssistant(pool);
  await local.check();
  t.pass('the offline assistant resolves');

  const assistant = new OpenAiAssistant({ baseURL: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/v1`, apiKey: 'k', model: 'm', concurrency: 1, timeoutMs: 300 }, local);
  for (const each of ['garbage', 'broken-json', 'no-choices'] as const) {
    mode = each;
    await t.rejects(assistant.check(), { code: 'assistant_bad_answer' }, each);
  }
  mode = 'slow';
  const started = Date.now();
  await t.rejects(assistant.check(), { code: 'assistant_timeout' }, 'past one attempt’s timeout');
  t.ok(Date.now() - started < 1500, 'not retried');
});

t.test('finding 5: at most ten checks a minute per workspace; past them 429 too_many_requests, the provider not called', async (t) => {
  let calls = 0;
  const llm = await openAiServer({
    reply: () => {
      calls++;
      return { content: 'Hello!' };
    },
  });
  t.teardown(llm.close);
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: KEY, ASSISTANT_MODEL: 'm' } });
  const api = await signedIn(server.url, server.admin);
  const answers = await Promise.all(Array.from({ length: 40 }, () => api.send('POST', '/api/assistant/check')));
  t.equal(answers.filter((answer) => answer.status === 200).length, 10, 'ten checks');
  const refused = answers.filter((answer) => answer.status === 429);
  t.equal(refused.length, 30);
  t.same(refused[0]?.body, { detail: { error_code: 'too_many_requests', error_message: ERROR_MESSAGES.too_many_requests } }, 'the error envelope');
  t.equal(calls, 10, 'ten calls to the provider');
  const other = await signedIn(server.url, await server.addUser('other@example.com'));
  t.equal((await other.send('POST', '/api/assistant/check')).status, 200, 'another workspace still checks');
});
