/**
 * The GENERATE prompt's size (issue 32). Run alone: `node --import tsx bench/prompt.bench.ts`.
 * A typical template of 10 GENERATE fields (titles, short and long descriptions, meta descriptions
 * and bullet points in French, English and German, with the workspace's role, context, audience,
 * tone and language adaptation) writes the products of two files: the fixture products and a
 * WooCommerce export. The openai provider sends its requests to a local endpoint that records them;
 * the script prints the system and user messages' sizes in characters, about a quarter of that in
 * tokens, and the max_tokens asked.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mergeGenerateOptions } from '../domain/generation.ts';
import { parseCsv } from '../engine/parsers/csv.ts';
import { LocalAssistant } from '../server/assistant/local.ts';
import { OpenAiAssistant } from '../server/assistant/openai.ts';
import type { GenerateField } from '../server/assistant/types.ts';
import { WorkerPool } from '../server/lib/worker-pool.ts';
import { FR_HEADERS, productRows } from '../test/fixtures/products.ts';
import { printTable } from './lib.ts';

const WORKSPACE = {
  role: 'a senior copywriter for a French online shoe and clothing shop, who knows materials, fit and care',
  context: 'Élan & Forêt sells comfortable everyday shoes and clothes made in Europe; every text appears on the product page and in marketplace listings',
  target: 'adults aged 25 to 55 who shop online for durable, comfortable everyday shoes and clothes',
  tone: 'warm, clear and concrete, never pushy',
  language_adaptation: true,
};
const DESCRIPTION = { structure: 'an opening sentence, then a paragraph on comfort and fit, then one on materials and care', min_words: 120, max_words: 250 };
const META = { seo_guidelines: 'name the category and the brand in the first sentence' };

const field = (output: string, tool: string, entry: Record<string, unknown>): GenerateField => ({ output, tool, options: mergeGenerateOptions(entry, WORKSPACE) });
const FIELDS: GenerateField[] = [
  field('Titre', 'ac_product_title', { language: 'fr', max_words: 12 }),
  field('Title', 'ac_product_title', { language: 'en', max_words: 12 }),
  field('Description courte', 'ac_short_description', { language: 'fr', max_words: 40 }),
  field('Short description', 'ac_short_description', { language: 'en', max_words: 40 }),
  field('Description', 'ac_product_description', { language: 'fr', ...DESCRIPTION }),
  field('Long description', 'ac_product_description', { language: 'en', ...DESCRIPTION }),
  field('Beschreibung', 'ac_product_description', { language: 'de', ...DESCRIPTION }),
  field('Méta description', 'ac_seo_meta_description', { language: 'fr', ...META }),
  field('Meta description', 'ac_seo_meta_description', { language: 'en', ...META }),
  field('Points forts', 'ac_bullet_points', { language: 'fr', max_words: 60, format: 'HTML list' }),
];

/** The products of a header row and its rows, as a run reads them. */
const productsOf = (headers: readonly string[], rows: readonly string[][]) => rows.map((row) => Object.fromEntries(headers.map((header, at) => [header, row[at] ?? ''])));
const woocommerce = parseCsv(fs.readFileSync('test/fixtures/shop-exports/woocommerce-products.csv'));
const FILES = { 'fixture products (10 columns)': productsOf(FR_HEADERS, productRows(20)), [`WooCommerce export (${woocommerce.headers.length} columns)`]: productsOf(woocommerce.headers, woocommerce.rows) };

interface ChatBody {
  max_tokens?: number;
  messages: { content: string }[];
}

/** A local OpenAI-compatible endpoint that records each request and answers every field with a word. */
async function recordingEndpoint() {
  const bodies: ChatBody[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(raw) as ChatBody);
      const content = JSON.stringify(Object.fromEntries(FIELDS.map(({ output }) => [output, 'ok'])));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, bodies, close: () => new Promise((resolve) => server.close(resolve)) };
}

const mean = (values: readonly number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

const pool = new WorkerPool({ threads: 1, maxPerOwner: 1 });
const endpoint = await recordingEndpoint();
const assistant = new OpenAiAssistant({ baseURL: endpoint.url, apiKey: 'k', model: 'm', concurrency: 1 }, new LocalAssistant(pool));
const rows: Record<string, string | number>[] = [];
for (const [file, products] of Object.entries(FILES)) {
  endpoint.bodies.length = 0;
  for (const product of products) await assistant.generateFields({ product, columns: [], sources: {}, fields: FIELDS });
  const system = mean(endpoint.bodies.map((body) => body.messages[0]?.content.length ?? 0));
  const user = mean(endpoint.bodies.map((body) => body.messages[1]?.content.length ?? 0));
  rows.push({ file, 'system chars': system, 'user chars (mean)': user, 'total chars': system + user, '≈ tokens (chars / 4)': Math.round((system + user) / 4), max_tokens: endpoint.bodies[0]?.max_tokens ?? 'unset' });
}
printTable(`One GENERATE request of ${FIELDS.length} fields, per product`, rows);
await endpoint.close();
await pool.destroy();
