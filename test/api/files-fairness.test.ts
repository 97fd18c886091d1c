import t from 'tap';
import { WorkerPool } from '../../server/lib/worker-pool.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { wideRowsXlsx } from '../fixtures/bad-files.ts';
import { csvOfSize, productCsv } from '../fixtures/products.ts';
import { fileForm, uploadAndAnalyse } from '../fixtures/upload.ts';

const HOSTILE = new URL('../fixtures/hostile-worker.ts', import.meta.url).href;

// One worker thread: workspace A floods it with heavy analyses; workspace B is still served.
t.test('one workspace flooding the pool never makes another workspace fail', async (t) => {
  const server = await startServer(t, { env: { WORKERS: '1' } });
  const a = await signedIn(server.url, await server.addUser('flood@example.com'));
  const b = await signedIn(server.url, await server.addUser('quiet@example.com'));
  const heavy = csvOfSize(5 * 1024 * 1024 - 1024);
  const names: string[] = [];
  for (let i = 0; i < 8; i++) names.push((await a.upload('/api/file/my_drive', fileForm(`heavy-${i}.csv`, heavy))).body.name);
  const small = (await b.upload('/api/file/my_drive', fileForm('small.csv', productCsv(20)))).body.name;

  const flood = names.map((name) => a.send('POST', '/api/assistant/analyze', { input: name }));
  // B asks once A's requests are all in (queued or refused).
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  const quiet = await b.send('POST', '/api/assistant/analyze', { input: small });
  const waited = performance.now() - started;
  const answers = await Promise.all(flood);

  t.equal(quiet.status, 200, 'B is answered');
  t.equal(quiet.body.nb_products_found, 20);
  const statuses = answers.map((answer) => answer.status);
  t.ok(
    statuses.every((status) => status === 200 || status === 429),
    `A: only 200 or 429 (${statuses.join(', ')})`,
  );
  t.ok(statuses.includes(429), "A's excess is refused to A alone");
  t.ok(statuses.filter((status) => status === 200).length >= 4, 'A keeps its share');
  t.comment(`B waited ${Math.round(waited)} ms behind A's running task`);
});

t.test('a 62 KB workbook that unpacks to millions of cells: 400 file_too_complex, the server stays up', async (t) => {
  const server = await startServer(t, { env: { WORKERS: '1' } });
  const api = await signedIn(server.url, server.admin);
  const bomb = wideRowsXlsx();
  t.ok(bomb.length < 70 * 1024, `${Math.round(bomb.length / 1024)} KB`);
  const rssBefore = process.memoryUsage().rss;
  const answer = await uploadAndAnalyse(api, 'wide.xlsx', bomb);
  t.equal(answer.status, 400);
  t.equal(answer.body.detail?.error_code, 'file_too_complex');
  t.ok(process.memoryUsage().rss - rssBefore < 512 * 1024 * 1024, 'memory stayed bounded');
  const lists = await api.upload('/api/assistant/detect_value_lists', fileForm('wide.xlsx', bomb));
  t.equal(lists.body.detail?.error_code, 'file_too_complex', 'the value-list reader has the same bound');
  t.equal((await api.get('/api/healthcheck')).status, 200, 'the server answers');
  const next = await uploadAndAnalyse(api, 'fine.csv', productCsv(5));
  t.equal(next.status, 200, 'and analyses the next file');
});

t.test('finding 7: an analysis that runs out of time is 400 analysis_timeout, remembered for the file', async (t) => {
  const pool = new WorkerPool({ threads: 2, maxPerOwner: 8, timeoutMs: 1500, taskFiles: { 'analyse-file': HOSTILE }, onError: () => {} });
  const server = await startServer(t, { overrides: { pool } });
  const api = await signedIn(server.url, server.admin);
  const upload = (await api.upload('/api/file/my_drive', fileForm('hang.csv', Buffer.from('HANG\nName\nA\n')))).body.name as string;
  const first = await api.send('POST', '/api/assistant/analyze', { input: upload });
  t.same([first.status, first.body.detail?.error_code], [400, 'analysis_timeout'], 'a 4xx, not a 500');
  const started = performance.now();
  const again = await api.send('POST', '/api/assistant/analyze', { input: upload });
  t.same([again.status, again.body.detail?.error_code], [400, 'analysis_timeout'], 'a retry is refused the same…');
  t.ok(performance.now() - started < 1000, `…at once (${Math.round(performance.now() - started)} ms), the file not read again`);
  const questions = await api.send('POST', '/api/assistant/open_questions', {
    input: upload,
    mapping: [{ source_column: 'Name', dest_property: 'Weight', batch_action: 'EXTRACT', type: 'float' }],
  });
  t.equal(questions.body.detail?.error_code, 'analysis_timeout', 'nor read for its open questions');
  const fine = (await api.upload('/api/file/my_drive', fileForm('fine.csv', productCsv(3)))).body.name as string;
  t.equal((await api.send('POST', '/api/assistant/analyze', { input: fine })).status, 200, 'another file is analysed');
});
