import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: { properties: Record<string, unknown> } } };
  temperature?: number;
}

/** What the fake endpoint does with one call: an answer's content, or an HTTP status to fail with. */
export type Reply = { content: string } | { status: number; message?: string };

const PRODUCT_TEXT = 'A sturdy product made to last, described from its own data.';

/**
 * What a good model writes from the product data of a GENERATE request, in the language each field
 * asks: the product's name and the facts it states (colour, size, material, category), so that the
 * copy gates pass it; the fixed text when the request holds no product.
 */
function productCopy(body: ChatBody, key: string): string {
  const data = /Product data \(JSON\):\n(.*)$/s.exec(body.messages.at(-1)?.content ?? '')?.[1];
  if (!data) return PRODUCT_TEXT;
  const product = JSON.parse(data) as Record<string, string>;
  const entries = Object.entries(product);
  const name = entries.find(([column]) => /name|nom|désignation|title|titre/i.test(column))?.[1] ?? entries[0]?.[1] ?? 'This product';
  const facts = entries.filter(([column]) => /colou?r|couleur|taille|size|mati|material|catégor|categor/i.test(column)).map(([, value]) => value.split('>').at(-1)?.trim() ?? value);
  const brief = body.messages[0]?.content.split('\n').find((line) => line.startsWith(`- ${JSON.stringify(key)}:`)) ?? '';
  const french = /Language: fr\b/.test(brief);
  return french ? `${name} existe en ${facts.join(', ')}, pour votre quotidien.` : `The ${name} comes in ${facts.join(', ')}, for every day.`;
}

/**
 * What a model answering as asked writes: the JSON object of the schema's fields when structured
 * output is asked (copy of the product's facts for GENERATE, nulls for an extraction), text otherwise.
 */
export function modelReply(body: ChatBody): Reply {
  const format = body.response_format?.json_schema;
  const keys = Object.keys(format?.schema.properties ?? {});
  if (format?.name === 'product_copy') return { content: JSON.stringify(Object.fromEntries(keys.map((key) => [key, productCopy(body, key)]))) };
  if (format) return { content: JSON.stringify(Object.fromEntries(keys.map((key) => [key, null]))) };
  return { content: PRODUCT_TEXT };
}

/**
 * A local OpenAI-compatible endpoint (POST …/chat/completions) over real HTTP: each call is
 * answered after `delayMs` with what `reply` decides (default: `modelReply`).
 */
export async function openAiServer(opts: { delayMs?: number; reply?: (body: ChatBody, call: number) => Reply } = {}) {
  let calls = 0;
  let inFlight = 0;
  let peak = 0;
  /** When each answer was sent (performance.now()). */
  const answered: number[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const call = ++calls;
      inFlight++;
      peak = Math.max(peak, inFlight);
      const body = JSON.parse(raw) as ChatBody;
      setTimeout(() => {
        inFlight--;
        answered.push(performance.now());
        const reply = (opts.reply ?? modelReply)(body, call);
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: reply.message ?? `failed with ${reply.status}` } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `c${call}`,
            object: 'chat.completion',
            created: 0,
            model: body.model,
            // About four characters a token, as providers count English text.
            usage: { prompt_tokens: Math.ceil(raw.length / 4), completion_tokens: Math.ceil(reply.content.length / 4), total_tokens: 0 },
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
          }),
        );
      }, opts.delayMs ?? 0);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls: () => calls,
    peak: () => peak,
    answered: () => answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
