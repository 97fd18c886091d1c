/**
 * Templates (issue 4). Run alone: `node --import tsx bench/templates.bench.ts`.
 * Fiche runs as a child process; a template with 500 mapping fields (a third each COPY, EXTRACT,
 * GENERATE with options) is saved with PUT and read back with GET, one call at a time, and the
 * latency of each is printed (p50, p99, max), with the body size.
 */
import { GENERATION_TOOLS } from '../domain/mapping.ts';
import { accessToken, printTable, spawnFiche } from './lib.ts';

const FIELDS = 500;
const CALLS = 200;

const columns = Array.from({ length: FIELDS }, (_, i) => `Column ${i + 1}`);
const mapping = columns.map((column, i) => {
  const dest = `Output field ${i + 1}`;
  if (i % 3 === 0) return { source_column: column, dest_property: dest, batch_action: 'COPY' };
  if (i % 3 === 1) {
    return { source_column: dest, dest_property: dest, batch_action: 'EXTRACT', type: i % 2 ? 'float' : 'string', expected_unit: i % 2 ? 'kg' : null, extra_info: 'net weight of the product' };
  }
  return {
    source_column: GENERATION_TOOLS[i % GENERATION_TOOLS.length],
    dest_property: dest,
    batch_action: 'GENERATE',
    structure: 'An opening sentence, then three short paragraphs about use, materials and care.',
    language: 'fr',
    min_words: 50,
    max_words: 150,
    creativity: 'medium',
    tone: 'friendly',
    language_adaptation: true,
  };
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeCalls(call: () => Promise<Response>): Promise<Record<string, number>> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`status ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { calls: CALLS, 'p50 ms': round(percentile(times, 50)), 'p99 ms': round(percentile(times, 99)), 'max ms': round(times.at(-1) ?? 0) };
}

const server = await spawnFiche();
try {
  const token = await accessToken(server.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const about = { identifiers: [], contents: columns, attributes: [], categories: [], price: [], others: [] };
  const created = await fetch(`${server.url}/api/catalog/config`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ label: 'Bench', about, ownFormatMapping: mapping, source_fields: { product_name: ['Column 1'] } }),
  });
  if (!created.ok) throw new Error(`creating the template: status ${created.status}, ${await created.text()}`);
  const { name } = (await created.json()) as { name: string };
  const body = JSON.stringify({ ownFormatMapping: mapping, search_options: { blacklist: ['a.example'], whitelist: [] } });
  const put = await timeCalls(() => fetch(`${server.url}/api/catalog/config/${name}`, { method: 'PUT', headers, body }));
  const get = await timeCalls(() => fetch(`${server.url}/api/catalog/config/${name}`, { headers: { authorization: headers.authorization } }));
  printTable(`Template with ${FIELDS} mapping fields (request body ${Math.round(body.length / 1024)} KB), sequential calls`, [
    { call: 'PUT /api/catalog/config/:name', ...put },
    { call: 'GET /api/catalog/config/:name', ...get },
  ]);
} finally {
  await server.stop();
}
