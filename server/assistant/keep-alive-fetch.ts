import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

const DECODERS: Record<string, (body: Buffer) => NonSharedBuffer> = { gzip: zlib.gunzipSync, 'x-gzip': zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };
/** Statuses a Response cannot have a body with. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The `fetch` the openai SDK sends the model's requests with: node:http(s) over keep-alive agents,
 * the answer read whole (the provider never streams). Node's own fetch (undici) wraps every request
 * and answer in WHATWG streams: ≈ 0.7 ms of CPU a request more, against a local endpoint. What this
 * does not handle — a body that is not text or bytes, a redirect, a proxy from the environment
 * (NODE_USE_ENV_PROXY) — goes to Node's fetch.
 */
export function keepAliveFetch(): typeof fetch {
  // As Node's global agents: idle sockets closed after 5 s, the last one freed used first.
  const options = { keepAlive: true, timeout: 5_000, scheduling: 'lifo' } as const;
  const agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body;
    const agent = agents[url.protocol as keyof typeof agents];
    if (!agent || input instanceof Request || process.env.NODE_USE_ENV_PROXY || (body != null && typeof body !== 'string' && !(body instanceof Uint8Array))) return fetch(input, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const signal = init?.signal ?? undefined;
    const chunks: Buffer[] = [];
    let response: http.IncomingMessage;
    try {
      response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = (url.protocol === 'https:' ? https : http).request(url, { method: init?.method ?? 'GET', headers, agent, signal }, resolve);
        request.on('error', reject);
        request.end(body ?? undefined);
      });
      for await (const chunk of response) chunks.push(chunk as Buffer);
    } catch (error) {
      // An abort mid-answer ends the stream early: the caller is told it was the abort (the SDK's timeout).
      throw signal?.aborted ? signal.reason : error;
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) return fetch(input, init);
    const answer = new Headers();
    for (let i = 0; i < response.rawHeaders.length; i += 2) answer.append(response.rawHeaders[i] as string, response.rawHeaders[i + 1] as string);
    let bytes: NonSharedBuffer = Buffer.concat(chunks);
    const decode = DECODERS[answer.get('content-encoding')?.trim().toLowerCase() ?? ''];
    if (decode) {
      bytes = decode(bytes);
      answer.delete('content-encoding');
      answer.delete('content-length');
    }
    return readAnswer(NO_BODY.has(status) ? Buffer.alloc(0) : bytes, { status, statusText: response.statusMessage, headers: answer });
  };
}

/**
 * An answer already read whole, its bytes handed over as text, JSON or bytes at once: a Response
 * given them as its body wraps them in a WHATWG stream that `json()` reads back (≈ 0.1 ms a call).
 * Its `body` is null: nothing here streams.
 */
function readAnswer(bytes: Buffer, init: ResponseInit): Response {
  const text = () => bytes.toString('utf8');
  return Object.assign(new Response(null, init), {
    text: async () => text(),
    json: async () => JSON.parse(text()),
    arrayBuffer: async () => new Uint8Array(bytes).buffer,
  });
}
