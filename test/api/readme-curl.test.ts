import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { csv } from '../fixtures/products.ts';

// The README's script (upload → start → poll → download with an API key) run as written, with this
// server's address, a real key and a real template put in place of the README's placeholders.

const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const script = /## Automation[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

t.test("the README's curl run works with a key", async (t) => {
  t.match(script, /KEY=fiche_your_key_here/, 'the README holds the script');
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const key = (await api.send('POST', '/api/auth/api-keys', { name: 'cron' })).body.key as string;
  const template = await api.send('POST', '/api/catalog/config', {
    label: 'Nightly',
    about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
    ownFormatMapping: [{ source_column: 'Name', dest_property: 'Product', batch_action: 'COPY' }],
    outputFileFormat: { file_format: 'csv', delimiter: ';' },
    source_fields: { product_name: ['Name'] },
  });
  const dir = t.testdir({ 'products.csv': csv([['Name'], ['Oak chair'], ['Pine table']]) });
  const runnable = script
    .replace(/^FICHE=.*$/m, `FICHE=${server.url}`)
    .replace(/^KEY=.*$/m, `KEY=${key}`)
    .replace('my-template', template.body.name);
  await promisify(execFile)('bash', ['-c', runnable], { cwd: dir, timeout: 60_000 });

  const outputs = fs.readdirSync(dir).filter((name) => name !== 'products.csv');
  t.same(outputs.map((name) => path.extname(name)).sort(), ['.csv', '.pdf'], 'every output downloaded');
  const table = fs.readFileSync(path.join(dir, outputs.find((name) => name.endsWith('.csv')) ?? ''), 'utf8');
  t.same(table.trim().split(/\r?\n/), ['Product', 'Oak chair', 'Pine table']);
  t.match((await api.get('/api/auth/api-keys')).body, [{ name: 'cron', last_used_at: /^\d{4}-/ }], 'the key was used');
});
