import t from 'tap';
import { forecastRunSeconds, offersGames, type RunForecastInput } from '../../../../../client/src/lib/run-forecast.ts';

const run = (over: Partial<RunForecastInput>): RunForecastInput => ({
  products: 24,
  chargedCells: 24,
  generateFields: 1,
  extractFields: 0,
  assistant: 'openai',
  webSearch: false,
  ...over,
});

t.test('no games for a run that ends in seconds', async (t) => {
  t.notOk(offersGames(run({ assistant: 'local', products: 500, chargedCells: 2500, generateFields: 2, extractFields: 3 })), 'the offline assistant: 500 products in about 1.5 s');
  t.notOk(offersGames(run({})), '24 products, one model request each');
  t.notOk(offersGames(run({ products: 500, chargedCells: 0 })), 'every cell from the cache');
  t.notOk(offersGames(run({ products: 500, chargedCells: 0, generateFields: 0 })), 'COPY only');
});

t.test('games for a run forecast over 15 s', async (t) => {
  t.ok(offersGames(run({ products: 80, chargedCells: 80 })), '80 model requests');
  t.ok(offersGames(run({ assistant: 'local', webSearch: true, products: 200, chargedCells: 400, generateFields: 0, extractFields: 2 })), 'a web search per product');
  t.ok(offersGames(run({ assistant: null, webSearch: null, products: 80, chargedCells: 80 })), 'unknown capabilities count as the slower');
});

t.test('the forecast grows with the requests, not the fields a request writes', async (t) => {
  const one = forecastRunSeconds(run({ products: 100, chargedCells: 100, generateFields: 1 }));
  const three = forecastRunSeconds(run({ products: 100, chargedCells: 300, generateFields: 3 }));
  t.equal(one, three, 'one request per product writes all its GENERATE fields');
  t.ok(forecastRunSeconds(run({ products: 100, chargedCells: 50 })) < one, 'cached products wait on nothing');
});
