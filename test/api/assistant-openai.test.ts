import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { mergeGenerateOptions } from '../../domain/generation.ts';
import { LocalAssistant } from '../../server/assistant/local.ts';
import { OpenAiAssistant } from '../../server/assistant/openai.ts';
import { copyColumns } from '../../server/assistant/prompt-product.ts';
import type { GenerateField } from '../../server/assistant/types.ts';
import { WorkerPool } from '../../server/lib/worker-pool.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

type Handler = (body: any, res: http.ServerResponse, call: number) => void;

/** A local OpenAI-compatible endpoint whose answers the test scripts call by call. */
async function endpoint(handler: Handler) {
  let calls = 0;
  const bodies: any[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw);
      bodies.push(body);
      handler(body, res, ++calls);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { url, bodies, calls: () => calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

const answer = (res: http.ServerResponse, content: string, usage = { prompt_tokens: 0, completion_tokens: 0 }) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'm', usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens }, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] }));
};
/** A generation answer: the JSON object the schema asks for. */
const copy = (text: string) => JSON.stringify({ Short: text });
const fail = (res: http.ServerResponse, status: number, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message: 'nope' } }));
};

const short = { output: 'Short', tool: 'ac_short_description', options: mergeGenerateOptions({ creativity: 'low', language: 'fr', tone: 'friendly' }) };
const request = { product: { Name: 'Chair' }, columns: [], sources: {}, fields: [short] };
const pool = new WorkerPool({ threads: 1, maxPerOwner: 4 });
t.teardown(() => pool.destroy());
const local = new LocalAssistant(pool);
const provider = (url: string, over = {}) => new OpenAiAssistant({ baseURL: url, apiKey: 'k', model: 'm', concurrency: 2, backoffMs: 20, timeoutMs: 500, deadlineMs: 5000, ...over }, local);

t.test('429 with Retry-After, then success; options reach the prompt; creativity → temperature', async (t) => {
  const server = await endpoint((_body, res, call) => (call === 1 ? fail(res, 429, { 'retry-after': '1' }) : answer(res, copy(' Une chaise. '))));
  t.teardown(server.close);
  const started = Date.now();
  t.same(await provider(server.url).generateFields(request), { Short: 'Une chaise.' });
  t.ok(Date.now() - started >= 900, 'waited for Retry-After');
  t.equal(server.calls(), 2, 'the SDK does not retry on its own');
  t.equal(server.bodies[1].temperature, 0.2);
  t.match(server.bodies[1].messages[0].content, /"Short": .*Language: fr\./);
  t.match(server.bodies[1].messages[0].content, /^Tone: friendly\.$/m, "the one field's tone is said before the fields");
  t.match(server.bodies[1].messages[0].content, /never a list of the data: do not name its columns, and leave out identifiers.*prices/, 'copy, not a column dump');
  t.match(server.bodies[1].messages[0].content, /wholly in its language, translating/, 'one language per text');
});

t.test('every GENERATE field of a product in one request: a stable system prefix, the product last, its tokens counted', async (t) => {
  const server = await endpoint((_body, res) => answer(res, JSON.stringify({ Title: 'Chaise Lisa', Short: 'Une chaise.' }), { prompt_tokens: 120, completion_tokens: 30 }));
  t.teardown(server.close);
  const usage = { model_calls: 0, prompt_tokens: 0, completion_tokens: 0 };
  const title = { output: 'Title', tool: 'ac_product_title', options: mergeGenerateOptions({ language: 'fr' }) };
  const assistant = provider(server.url);
  const product = { Name: 'Lisa', Colour: 'Rouge', Price: '12', Notes: '', Long: 'x'.repeat(5000) };
  t.same(await assistant.generateFields({ ...request, product, columns: ['Name', 'Colour', 'Notes', 'Long'], fields: [title, short], usage }), { Title: 'Chaise Lisa', Short: 'Une chaise.' });
  await assistant.generateFields({ ...request, product: { Name: 'Mia' }, fields: [title, short], usage });
  t.equal(server.calls(), 2, 'one request a product');
  t.same(usage, { model_calls: 2, prompt_tokens: 240, completion_tokens: 60 });
  const [first, second] = server.bodies;
  t.same(first.response_format.json_schema.schema.required, ['Title', 'Short']);
  t.equal(first.messages[0].content, second.messages[0].content, 'the same system message for every product of a run');
  const shown = JSON.parse(first.messages[1].content.replace(/^[^{]*/, ''));
  t.same(Object.keys(shown), ['Name', 'Colour', 'Long'], 'only the columns the template reads, empty cells left out');
  t.ok(shown.Long.length <= 1501, 'a long cell is cut');
});

const workspace = { role: 'a furniture maker', target: 'people furnishing a first home', tone: 'friendly', language_adaptation: true };
const generated = (output: string, tool: string, entry: Record<string, unknown> = {}): GenerateField => ({ output, tool, options: mergeGenerateOptions({ language: 'en', ...entry }, workspace) });
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const briefOf = (system: string, output: string) => system.split('\n').find((line) => line.startsWith(`- ${JSON.stringify(output)}:`)) ?? '';

t.test('the workspace settings the fields share are said once, before the fields; a setting a field has of its own stays in its brief', async (t) => {
  const server = await endpoint((_body, res) => answer(res, JSON.stringify({ Title: 'Lisa', Short: 'A chair.', Long: 'A chair.' })));
  t.teardown(server.close);
  const assistant = provider(server.url);
  const fields = [generated('Title', 'ac_product_title'), generated('Short', 'ac_short_description', { language: 'fr' }), generated('Long', 'ac_product_description', { tone: 'formal' })];
  await assistant.generateFields({ ...request, fields });
  await assistant.generateFields({ ...request, fields: fields.slice(0, 2) });
  const [mixed, alike] = server.bodies.map((body) => body.messages[0].content as string);
  const settings = 'Write as: a furniture maker. Audience: people furnishing a first home.';
  t.equal(occurrences(mixed, settings), 1, 'role and audience once');
  t.ok(mixed.indexOf(settings) < mixed.indexOf('- "Title"'), 'before the fields');
  t.equal(occurrences(mixed, 'Adapt wording'), 1, 'the language adaptation once');
  t.match(briefOf(mixed, 'Long'), /Tone: formal\./, 'a tone of its own stays in its brief');
  t.match(briefOf(mixed, 'Title'), /Tone: friendly\./, 'the others keep theirs when the tones differ');
  t.notMatch(briefOf(mixed, 'Title'), /Audience|Write as|Adapt/, 'no shared setting in a brief');
  t.equal(occurrences(alike, 'Tone: friendly.'), 1, 'a tone every field shares is said once');
  t.match(alike, /^Write as: .* Tone: friendly\. Adapt wording/m, 'in the settings line');
  t.match(briefOf(alike, 'Short'), /Language: fr\./, 'the language stays in the brief');
});

t.test('the product data leaves out codes, prices, taxes, stock and web addresses, unless a field asks for them', async (t) => {
  const server = await endpoint((_body, res) => answer(res, JSON.stringify({ Long: 'A chair.', Pitch: 'A chair.' })));
  t.teardown(server.close);
  const assistant = provider(server.url);
  const product = {
    Désignation: 'Chaise Lisa',
    EAN: '3000000000017',
    Référence: 'LIS-001',
    'Variant SKU': 'LIS-001-R',
    Artikelnummer: '4711',
    'Prix TTC': '49,90 €',
    'Tax class': 'standard',
    MwSt: '19',
    Lagerbestand: '12',
    'Stock quantity': '3',
    'Bild-URL': 'https://img.example.com/lisa.jpg',
    'Image Src': 'lisa.jpg',
    Fiche: 'https://example.com/lisa',
    Couleur: 'Rouge',
    Material: 'Eiche',
    Description: 'Une chaise en chêne massif.',
  };
  const shownIn = (body: any) => Object.keys(JSON.parse(body.messages[1].content.replace(/^[^{]*/, '')));
  await assistant.generateFields({ ...request, product, fields: [generated('Long', 'ac_product_description')] });
  t.same(shownIn(server.bodies[0]), ['Désignation', 'Couleur', 'Material', 'Description'], 'the facts only');
  await assistant.generateFields({ ...request, product, fields: [generated('Long', 'ac_product_description'), generated('Pitch', 'ac_short_description', { type_of_content: 'a sales pitch stating the price' })] });
  t.same(shownIn(server.bodies[1]), ['Désignation', 'Prix TTC', 'Tax class', 'MwSt', 'Couleur', 'Material', 'Description'], 'prices and taxes for a field asking for the price');
  await assistant.generateFields({ ...request, product, fields: [generated('Pitch', 'ac_short_description', { format: 'HTML with a link to the product page' })] });
  t.same(shownIn(server.bodies[2]), ['Désignation', 'Bild-URL', 'Image Src', 'Fiche', 'Couleur', 'Material', 'Description'], 'addresses for a field asking for a link');
});

t.test('the product data: the columns the template reads and every other column stating a fact of the product', async (t) => {
  const server = await endpoint((_body, res) => answer(res, JSON.stringify({ Long: 'A shoe.' })));
  t.teardown(server.close);
  const product = {
    Item: 'Trail Running Shoe',
    Brand: 'Northpeak',
    SKU: 'NP-TRS-42',
    'Weight lbs': '1.5',
    'Length inches': '11.5',
    Colour: 'Black',
    Condition: 'New',
    Material: 'Mesh',
    'Unit price': '89.99',
    'Country of origin': 'Portugal',
    'Stock qty': '14',
    Warehouse: 'Rotterdam, Dock 4',
  };
  const sources = { product_name: ['Item'] };
  await provider(server.url).generateFields({ ...request, product, columns: copyColumns(product, ['Item'], sources), sources, fields: [generated('Long', 'ac_product_description')] });
  const shown = Object.keys(JSON.parse(server.bodies[0].messages[1].content.replace(/^[^{]*/, '')));
  t.same(shown, ['Item', 'Brand', 'Weight lbs', 'Length inches', 'Colour', 'Condition', 'Material', 'Country of origin'], 'the facts the offline writer reads, not only the template’s columns; no code, price, stock nor other data');
});

t.test("max_tokens: room for each field's longest valid text, from its max words and language", async (t) => {
  const server = await endpoint((_body, res) => answer(res, copy('ok')));
  t.teardown(server.close);
  const assistant = provider(server.url);
  const budget = async (...fields: GenerateField[]) => {
    await assistant.generateFields({ ...request, fields });
    return server.bodies.at(-1).max_tokens as number;
  };
  const short = await budget(generated('Short', 'ac_short_description', { max_words: 50 }));
  const long = await budget(generated('Short', 'ac_short_description', { max_words: 200 }));
  const greek = await budget(generated('Short', 'ac_short_description', { max_words: 200, language: 'el' }));
  t.ok(short >= 100, `50 English words fit (${short} tokens)`);
  t.ok(long > short && greek > long, `more words, more tokens; Greek more than English (${short}, ${long}, ${greek})`);
  const both = await budget(generated('Short', 'ac_short_description', { max_words: 50 }), generated('Long', 'ac_product_description', { max_words: 200 }));
  t.ok(both > long, 'summed over the fields');
  const unbounded = await budget(generated('Long', 'ac_product_description'));
  t.ok(unbounded >= 2 * 1000, `a field with no maximum gets a generous ceiling (${unbounded})`);
  t.ok((await budget(generated('Long', 'ac_product_description', { min_words: 2000 }))) >= 2 * 4000, 'above twice its minimum');
  t.equal(await budget(...Array.from({ length: 10 }, (_, i) => generated(`Long ${i}`, 'ac_product_description', { language: 'el' }))), 16_384, 'never above what the models answer at most');
  const channel = await budget({ ...generated('Meta', 'ac_seo_meta_description', { max_words: 200 }), max_chars: 160 });
  t.ok(channel < long && channel >= 160, `a channel's characters bound it too (${channel})`);
});

t.test('an endpoint that refuses the max_tokens is asked again without it, and from then on', async (t) => {
  const server = await endpoint((body, res) => {
    if (body.max_tokens === undefined) return answer(res, copy('ok'));
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens." } }));
  });
  t.teardown(server.close);
  const assistant = provider(server.url);
  t.same(await assistant.generateFields(request), { Short: 'ok' });
  t.same(await assistant.generateFields(request), { Short: 'ok' });
  t.ok(server.bodies[0].max_tokens > 0, 'asked with a bound first');
  t.same(
    server.bodies.slice(1).map((body) => body.max_tokens),
    [undefined, undefined],
    'refused once, then never sent',
  );
});

t.test('429s slow the calls down instead of failing them, within the deadline', async (t) => {
  const server = await endpoint((_body, res, call) => (call <= 5 ? fail(res, 429, { 'retry-after-ms': '30' }) : answer(res, copy('ok'))));
  t.teardown(server.close);
  t.same(await provider(server.url, { maxAttempts: 2 }).generateFields(request), { Short: 'ok' }, 'five 429s are not five failed attempts');
  const limited = await endpoint((_body, res) => fail(res, 429, { 'retry-after-ms': '50' }));
  t.teardown(limited.close);
  await t.rejects(provider(limited.url, { deadlineMs: 600 }).generateFields(request), { code: 'assistant_rate_limited' }, 'past the deadline, the cells fail as rate limited');
});

t.test('500s: bounded attempts, then an AssistantError', async (t) => {
  const server = await endpoint((_body, res) => fail(res, 500));
  t.teardown(server.close);
  await t.rejects(provider(server.url, { maxAttempts: 3 }).generateFields(request), { code: 'assistant_unavailable' });
  t.equal(server.calls(), 3);
});

t.test('a 400 is not retried', async (t) => {
  const server = await endpoint((_body, res) => fail(res, 400));
  t.teardown(server.close);
  await t.rejects(provider(server.url).generateFields(request), { code: 'assistant_unavailable' });
  t.equal(server.calls(), 1);
});

t.test('no headers within the per-call timeout: retried, and the deadline bounds the whole call', async (t) => {
  const server = await endpoint((_body, res, call) => {
    if (call === 1) return; // silence
    answer(res, copy('ok'));
  });
  t.teardown(server.close);
  t.same(await provider(server.url).generateFields(request), { Short: 'ok' });
  const silent = await endpoint(() => {});
  t.teardown(silent.close);
  const started = Date.now();
  await t.rejects(provider(silent.url, { maxAttempts: 100, deadlineMs: 1200 }).generateFields(request), { code: 'assistant_timeout' });
  t.ok(Date.now() - started < 2500, 'the deadline stops the retries');
});

t.test('extraction asks for structured JSON with the page and sentence; malformed JSON is retried, values typed, invented quotes dropped', async (t) => {
  const url = 'https://example.com/chair';
  const answerJson = {
    Weight: { value: '1,5 kg', url, quote: 'Weight 1.5  kg.' },
    Colour: { value: 'rouge', url, quote: 'Colour: rouge' },
    Height: { value: 80, url, quote: 'Height: 80 cm' },
    Depth: { value: 40, url: 'https://elsewhere.example', quote: 'Depth 40 cm' },
  };
  const server = await endpoint((_body, res, call) => answer(res, call === 1 ? '{not json' : JSON.stringify(answerJson)));
  t.teardown(server.close);
  const float = (output: string, unit: string) => ({ action: 'EXTRACT' as const, output, type: 'float' as const, extraInfo: null, expectedUnit: unit, valueList: null, useLabel: true });
  const values = await provider(server.url).extract({
    product: { Name: 'Chair' },
    readColumns: [],
    workspaceId: 'ws',
    pages: [{ url, text: 'A chair. Weight 1.5 kg. Colour: Rouge. Depth 40 cm.' }],
    fields: [float('Weight', 'g'), { action: 'EXTRACT', output: 'Colour', type: 'string', extraInfo: null, expectedUnit: null, valueList: [{ code: 'RED', label: 'Rouge' }], useLabel: false }, float('Height', 'cm'), float('Depth', 'cm')],
  });
  t.same(
    values,
    {
      Weight: { value: 1500, url, quote: 'Weight 1.5 kg.' },
      Colour: { value: 'RED', url, quote: 'Colour: rouge' },
      Height: null,
      Depth: null,
    },
    'a quote not on the page, or a page not offered, leaves the field empty',
  );
  t.equal(server.calls(), 2);
  t.equal(server.bodies[0].response_format.type, 'json_schema');
  t.same(server.bodies[0].response_format.json_schema.schema.required, ['Weight', 'Colour', 'Height', 'Depth']);
});

t.test('concurrency is bounded by the semaphore', async (t) => {
  let inFlight = 0;
  let peak = 0;
  const server = await endpoint((_body, res) => {
    inFlight++;
    peak = Math.max(peak, inFlight);
    setTimeout(() => {
      inFlight--;
      answer(res, copy('ok'));
    }, 50);
  });
  t.teardown(server.close);
  const assistant = provider(server.url, { concurrency: 3 });
  await Promise.all(Array.from({ length: 12 }, () => assistant.generateFields(request)));
  t.equal(peak, 3);
});

t.test('map_fields: the model pairs the fields (only offered names kept); on failure the local matcher answers', async (t) => {
  const left = ['Titre', 'Couleur', 'Poids', 'Description longue'];
  const right = ['Product name', 'Color', 'Weight (kg)', 'ac_product_description'];
  const server = await endpoint((_body, res, call) => {
    if (call === 1) {
      return answer(
        res,
        JSON.stringify({
          mappings: [
            { left_field_name: 'Titre', right_field_name: 'Product name' },
            { left_field_name: 'Titre', right_field_name: 'Color' },
            { left_field_name: 'Couleur', right_field_name: 'Colour (invented)' },
            { left_field_name: 'Nope', right_field_name: 'Color' },
            { left_field_name: 'Description longue', right_field_name: 'ac_product_description' },
          ],
        }),
      );
    }
    fail(res, 400);
  });
  t.teardown(server.close);
  const assistant = provider(server.url);
  t.same(await assistant.mapFields(left, right), [
    { left_field_name: 'Titre', right_field_name: 'Product name' },
    { left_field_name: 'Description longue', right_field_name: 'ac_product_description' },
  ]);
  t.equal(server.bodies[0].response_format.json_schema.name, 'field_mapping');
  t.match(server.bodies[0].messages[1].content, /"Poids"/);
  const localPairs = await local.mapFields(left, right);
  t.ok(localPairs.length >= 3, 'the local matcher pairs the obvious ones');
  t.same(await assistant.mapFields(left, right), localPairs, 'a refused call falls back to the local matcher');
  t.same(await assistant.listTools(), await local.listTools(), 'tools are the local list');
});

t.test('ASSISTANT_PROVIDER=openai: one assistant behind the runs and the template help routes', async (t) => {
  const server = await endpoint((_body, res) => answer(res, JSON.stringify({ mappings: [{ left_field_name: 'Colour', right_field_name: 'Couleur' }] })));
  t.teardown(server.close);
  const app = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'k' } });
  t.equal(app.app.assistant.name, 'openai');
  t.equal(app.app.fieldAssistant, app.app.assistant);
  const api = await signedIn(app.url, app.admin);
  const mapped = await api.send('POST', '/api/assistant/map_fields', { left: [{ name: 'Colour' }], right: [{ name: 'Couleur' }, { name: 'Taille' }] });
  t.same(mapped.body, { mappings: [{ left_field_name: 'Colour', right_field_name: 'Couleur' }] });
  t.equal(server.calls(), 1, 'map_fields asked the model');
});
