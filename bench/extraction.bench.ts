/**
 * EXTRACT rules alone (issue 13): the row-only work of a run's worker on 500 products shaped like
 * WooCommerce's sample export (39 columns, attribute pairs) × 10 EXTRACT fields (units converted,
 * prices, value lists, free text), in one thread — the CPU a chunk task spends per product, the
 * reasons of the cells it leaves empty included (issue 25); then what the file leaves open for the
 * same fields (POST /api/assistant/open_questions, without parsing the file).
 *   node --import tsx bench/extraction.bench.ts
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { enrichRow } from '../engine/enrich/plan.ts';
import { openQuestions } from '../engine/enrich/questions.ts';
import type { ExtractPlan, Product } from '../engine/enrich/types.ts';
import { numberConventions } from '../engine/quantities/conventions.ts';
import { printTable } from './lib.ts';

const N = 500;
const ROUNDS = 5;
const sample = parse(fs.readFileSync('test/fixtures/shop-exports/woocommerce-products.csv'), { columns: true }) as Product[];
const products: Product[] = Array.from({ length: N }, (_, i) => ({ ...(sample[i % sample.length] as Product), ID: String(1000 + i), Name: `Product ${i}` }));

const extract = (output: string, over: Partial<ExtractPlan> = {}): ExtractPlan => ({
  action: 'EXTRACT',
  output,
  type: 'float',
  extraInfo: null,
  expectedUnit: null,
  valueList: null,
  useLabel: false,
  ...over,
});
const plans: ExtractPlan[] = [
  extract('Weight (kg)'),
  extract('Length (cm)'),
  extract('Width', { expectedUnit: 'mm', type: 'integer' }),
  extract('Height (cm)'),
  extract('Price'),
  extract('Sale price'),
  extract('Stock', { type: 'integer' }),
  extract('Colour', { type: 'string', valueList: ['Blue', 'Green', 'Red', 'Gray', 'Navy blue'].map((label) => ({ code: label.slice(0, 3).toUpperCase(), label })) }),
  extract('Size', {
    type: 'string',
    valueList: [
      { code: 'S', label: 'Small' },
      { code: 'M', label: 'Medium' },
      { code: 'L', label: 'Large' },
    ],
  }),
  extract('Material', { type: 'string' }),
];

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Plans are cloned for every chunk task, as the pool does.
  const started = performance.now();
  for (let i = 0; i < N; i += 25) {
    const chunkPlans = structuredClone(plans);
    for (const product of products.slice(i, i + 25)) enrichRow(chunkPlans, product, { product_name: ['Name'], description: ['Description'] });
  }
  times.push(performance.now() - started);
}
const best = Math.min(...times);
const empty = products.reduce((sum, product) => sum + Object.keys(enrichRow(plans, product, { description: ['Description'] }).reasons).length, 0);

const headers = Object.keys(products[0] as Product);
const numbers = numberConventions(
  headers,
  products.map((product) => headers.map((header) => product[header] ?? '')),
  ',',
);
const asked: number[] = [];
let questions = 0;
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  questions = openQuestions(structuredClone(plans), products, numbers).length;
  asked.push(performance.now() - started);
}
printTable('EXTRACT row rules, one thread', [{ products: N, fields: plans.length, 'empty cells (each with its reason)': empty, 'best of 5 (ms)': Number(best.toFixed(1)), 'per product (µs)': Math.round((best / N) * 1000) }]);
printTable('What the file leaves open, one thread', [{ products: N, fields: plans.length, questions, 'best of 5 (ms)': Number(Math.min(...asked).toFixed(1)) }]);
