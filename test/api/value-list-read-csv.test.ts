import t from 'tap';
import { MAX_UPLOAD_BYTES } from '../../domain/files.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);
const api = await signedIn(server.url, server.admin);

t.test("a CSV's values, its header told by the lexicon, nothing stored", async (t) => {
  const read = await api.send('POST', '/api/value-list/read-csv', { text: 'Libellé;Code\r\nRouge;R\r\n"Vert; clair";G\r\n' });
  t.equal(read.status, 200);
  t.same(read.body, {
    values: [
      { code: 'R', label: 'Rouge' },
      { code: 'G', label: 'Vert; clair' },
    ],
  });
  const lists = await api.get('/api/value-list');
  t.same(lists.body, [], 'no list was created');
});

t.test('refusals', async (t) => {
  const broken = await api.send('POST', '/api/value-list/read-csv', { text: 'code,label\nR,"Red\n' });
  t.equal(broken.status, 400);
  t.equal(broken.body.detail.error_code, 'csv_invalid_file');

  const noText = await api.send('POST', '/api/value-list/read-csv', {});
  t.equal(noText.status, 400, 'the schema wants the text');

  const tooLong = await api.send('POST', '/api/value-list/read-csv', { text: 'x'.repeat(MAX_UPLOAD_BYTES + 1) });
  t.equal(tooLong.status, 400, 'no longer than an upload');

  const anonymous = await fetch(`${server.url}/api/value-list/read-csv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'a' }) });
  t.equal(anonymous.status, 401);
});
