import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// Issue 44, finding 2: open_questions accepted 5,000 fields on a 2.7 MB CSV and kept a thread 60 s.

/** A mapping of `n` numeric EXTRACT fields. */
const numericFields = (n: number) => Array.from({ length: n }, (_, i) => ({ source_column: 'Weight', dest_property: `Weight ${i}`, batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' }));

t.test('finding 2: open_questions reads at most one field per column of the file (or 100 on a narrow file)', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const rows = Array.from({ length: 50 }, (_, i) => [`Product ${i}`, `${i + 1},5`, `${i} g`]);
  const upload = (await api.upload('/api/file/my_drive', fileForm('weights.csv', csv([['Name', 'Weight', 'Mass'], ...rows])))).body.name;

  const within = await api.send('POST', '/api/assistant/open_questions', { input: upload, mapping: numericFields(100) });
  t.equal(within.status, 200, '100 fields on a 3-column file are read');
  const started = performance.now();
  const flood = await api.send('POST', '/api/assistant/open_questions', { input: upload, mapping: numericFields(5000) });
  t.equal(flood.status, 400);
  t.equal(flood.body.detail.error_code, 'bad_request');
  t.ok(performance.now() - started < 5000, `5,000 fields are refused at once (${Math.round(performance.now() - started)} ms)`);
  const reads = await api.send('POST', '/api/assistant/extract_reads', { input: upload, mapping: numericFields(101) });
  t.equal(reads.body.detail?.error_code, 'bad_request', 'extract_reads has the same bound');
});
