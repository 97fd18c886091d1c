/**
 * Field mapping table (issue 4). Run alone: `node --import tsx bench/field-mapper.bench.ts` (after
 * `npx vite build`). Fiche runs as a child process with a template of 500 mapping fields (a third
 * each COPY, EXTRACT, GENERATE); headless Chromium opens its edit page and the script prints:
 * - the time from navigation to the table showing '500 fields total' with its first 100 rows;
 * - in the page, the time from a keystroke in the name search to the filtered rows painted, and the
 *   same for the action filter and the page size (each the median and max of several runs).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { nameMatches } from '../client/src/components/field-mapper/rows.ts';
import { GENERATION_TOOLS } from '../domain/mapping.ts';
import { launchBrowser } from '../test/helpers/browser.ts';
import { BENCH_PASSWORD, printTable, spawnFiche } from './lib.ts';

const FIELDS = 500;
const LOADS = 5;
const RUNS = 15;

if (!fs.existsSync('dist/client/index.html')) {
  throw new Error('This benchmark needs the built client: run `npx vite build` first.');
}

const columns = Array.from({ length: FIELDS }, (_, i) => `Column ${i + 1}`);
const mapping = columns.map((column, i) => {
  const dest = `Output field ${i + 1}`;
  if (i % 3 === 0) return { source_column: column, dest_property: dest, batch_action: 'COPY' };
  if (i % 3 === 1) return { source_column: dest, dest_property: dest, batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' };
  return { source_column: GENERATION_TOOLS[i % GENERATION_TOOLS.length], dest_property: dest, batch_action: 'GENERATE', tone: 'friendly' };
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number) => Math.round(value * 10) / 10;
const stats = (values: number[]) => ({ runs: values.length, 'median ms': round(median(values)), 'max ms': round(Math.max(...values)) });

/**
 * In the page: change a control the way a person does (an input or change event), then wait until
 * `done()` holds and two frames have been painted. Answers the elapsed milliseconds.
 */
// Kept as source text: tsx would wrap named functions in a helper the page does not have.
const TIME_CHANGE = `async ({ selector, value, doneSelector, doneCount }) => {
  const element = document.querySelector(selector);
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value').set;
  const started = performance.now();
  setter.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  while (document.querySelectorAll(doneSelector).length !== doneCount) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - started;
}`;

async function timeChange(page: Page, selector: string, value: string, doneSelector: string, doneCount: number): Promise<number> {
  const args = JSON.stringify({ selector, value, doneSelector, doneCount });
  return page.evaluate(`(${TIME_CHANGE})(${args})`) as Promise<number>;
}

const fiche = await spawnFiche();
const browser = await launchBrowser();
try {
  const login = await fetch(`${fiche.url}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'bench@example.com', password: BENCH_PASSWORD }),
  });
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  const created = await fetch(`${fiche.url}/api/catalog/config`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      label: 'Bench mapper',
      about: { identifiers: [], contents: [], attributes: [], categories: [], price: [], others: columns },
      source_fields: { product_name: ['Column 1'] },
      outputFileFormat: { file_format: 'csv', delimiter: ',' },
      ownFormatMapping: mapping,
      search_options: { blacklist: [], whitelist: [] },
    }),
  });
  if (!created.ok) throw new Error(`creating the template failed: ${created.status} ${await created.text()}`);
  const { name } = (await created.json()) as { name: string };

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(fiche.url);
  await page.evaluate((pair) => {
    localStorage.setItem('access_token', pair.access_token);
    localStorage.setItem('refresh_token', pair.refresh_token);
  }, tokens);

  const rows = 'tbody tr.fm-row';
  const loads: number[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    const started = performance.now();
    await page.goto(`${fiche.url}/catalog-templates/edit/${encodeURIComponent(name)}`);
    await page.getByText(`${FIELDS} fields total`).waitFor();
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 100, rows);
    loads.push(performance.now() - started);
  }

  const search = '.fm-table thead input[type="search"]';
  const filter = '.fm-table thead select';
  const pageSize = '.fm-page-size';
  const query = 'field 12';
  const matching = mapping.filter((entry) => nameMatches(entry.dest_property, query)).length;
  const searchStep = `search "${query}" (${matching} rows)`;
  const timings: Record<string, number[]> = {
    [searchStep]: [],
    'clear the search (100 rows)': [],
    'action filter Generate (100 of 166 rows)': [],
    'action filter All (100 rows)': [],
    'page size 5 (5 rows)': [],
    'page size 100 (100 rows)': [],
  };
  for (let i = 0; i < RUNS; i += 1) {
    timings[searchStep].push(await timeChange(page, search, query, rows, Math.min(100, matching)));
    timings['clear the search (100 rows)'].push(await timeChange(page, search, '', rows, 100));
    timings['action filter Generate (100 of 166 rows)'].push(await timeChange(page, filter, 'GENERATE', rows, 100));
    timings['action filter All (100 rows)'].push(await timeChange(page, filter, 'ALL', rows, 100));
    timings['page size 5 (5 rows)'].push(await timeChange(page, pageSize, '5', rows, 5));
    timings['page size 100 (100 rows)'].push(await timeChange(page, pageSize, '100', rows, 100));
  }

  printTable(`Field mapping table, ${FIELDS} fields: open the edit page until the table shows its first 100 rows`, [{ step: 'navigation → 100 rows painted', ...stats(loads) }]);
  printTable(
    `Field mapping table, ${FIELDS} fields: input → rows painted, in the page`,
    Object.entries(timings).map(([step, values]) => ({ step, ...stats(values) })),
  );
  await context.close();
} finally {
  await browser.close();
  await fiche.stop();
}
