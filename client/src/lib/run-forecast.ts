/**
 * How long a run is forecast to take, to decide whether the waiting dialog offers its games: a run
 * that ends in a second does not need them (issue 30). Pure; a rough forecast, not a promise.
 *
 * What it rests on (docs/performance.md "Batch runs" and "Preview, cache and model calls",
 * docs/batch-runs.md "Model calls"):
 * - Row work in process (COPY, rule-based EXTRACT, the offline assistant's copy, the output files):
 *   500 products × 10 fields in 1.48 s with the local provider, about 3 ms a product.
 * - What waits on the network goes by requests: with the openai provider one model request per
 *   product writes all its GENERATE fields; with web search on, a product's EXTRACT fields cost one
 *   search (and its page fetches), and with the openai provider one more request reading the pages.
 * - Requests run ASSISTANT_CONCURRENCY at once (default 8) at 0.9 × concurrency (measured at 8). The
 *   benches answer in 100–200 ms from loopback; a hosted model or a search with its page fetches
 *   takes seconds, so a request is counted 2 s — an assumption, not a measure: the client knows
 *   neither the endpoint's latency nor the server's concurrency.
 * Cells an earlier run computed are free and fast: only the prediction's charged cells count.
 */

/** Above this forecast the waiting dialog offers its games. */
export const GAMES_AFTER_SECONDS = 15;

const PRODUCT_SECONDS = 1.48 / 500;
const REQUEST_SECONDS = 2;
const CONCURRENCY = 8;
const EFFICIENCY = 0.9;

export interface RunForecastInput {
  /** The run's products (each variant one). */
  products: number;
  /** EXTRACT and GENERATE cells the run computes (the prediction's `charged_cells`; cached ones are left out). */
  chargedCells: number;
  generateFields: number;
  extractFields: number;
  /** The active assistant; null while unknown (then counted as the slower one). */
  assistant: 'local' | 'openai' | null;
  /** Whether web search is on; null while unknown (then counted on). */
  webSearch: boolean | null;
}

/** The forecast duration of a run, in seconds. */
export function forecastRunSeconds(input: RunForecastInput): number {
  const paidFields = input.generateFields + input.extractFields;
  // The products that have anything left to compute: a product with cached cells only waits on nothing.
  const computed = paidFields === 0 ? 0 : Math.min(input.products, Math.ceil(input.chargedCells / paidFields));
  const model = input.assistant !== 'local';
  const search = input.webSearch !== false && input.extractFields > 0;
  const requestsPerProduct = (model && input.generateFields > 0 ? 1 : 0) + (search ? (model ? 2 : 1) : 0);
  const requests = computed * requestsPerProduct;
  return input.products * PRODUCT_SECONDS + (requests * REQUEST_SECONDS) / (CONCURRENCY * EFFICIENCY);
}

/** Whether the run is forecast to last long enough for a game (more than about 15 s). */
export function offersGames(input: RunForecastInput): boolean {
  return forecastRunSeconds(input) > GAMES_AFTER_SECONDS;
}
