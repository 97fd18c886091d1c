import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { cli } from '../helpers/cli.ts';
import { startServer } from '../helpers/server.ts';
import { csv } from '../fixtures/products.ts';

// `npm run cli -- run`: a file through a template without a browser, beside a running server —
// uploaded, run, charged and written out as the web app would, and a clear exit code when it fails.

const PRODUCTS = [
  ['Name', 'Colour', 'Weight'],
  ['Oak chair', 'Rouge', '4,5 kg'],
  ['Pine table', 'Bleu', '12 kg'],
  ['Birch stool', '', ''],
];

t.test('a run from the command line uploads, runs, charges and writes the outputs', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const template = await api.send('POST', '/api/catalog/config', {
    label: 'Weekly chairs',
    about: { identifiers: [], contents: ['Name'], attributes: ['Colour', 'Weight'], categories: [], price: [], others: [] },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Weight', dest_property: 'Weight (kg)', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' },
      { source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' },
    ],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'] },
  });
  t.equal(template.status, 200);
  const dir = t.testdir();
  const input = path.join(dir, 'supplier.csv');
  fs.writeFileSync(input, csv(PRODUCTS));
  const out = path.join(dir, 'out');
  const before = (await api.get('/api/subscription/active')).body.available_credits as number;

  const first = await cli(server.dataDir, 'run', '--template', 'weekly chairs', '--file', input, '--out', out);
  t.equal(first.code, 0, first.stderr);
  const [, id] = /^Run ([0-9a-f-]{36}): 3 products of supplier\.csv, template Weekly chairs, own format; 0 cells reused/m.exec(first.stderr) ?? [];
  t.ok(id, 'the run is announced');
  t.match(first.stderr, /\ndone 100%\n$/, 'progress down to the end');
  const base = `weekly-chairs-${id.slice(0, 8)}`;
  const [said, ...files] = first.stdout.trim().split('\n');
  t.match(said, /^Done — 1 value could not be found \(1 empty, 0 failed; 8 values\); see why in the run's review page\. It cost \d+ credits, after 1 given back for cells left empty or failed\.$/, 'the exit message says the gaps');
  t.same(files, ['Files written:', path.join(out, `${base}.csv`), path.join(out, `${base}.pdf`)]);
  const lines = fs
    .readFileSync(path.join(out, `${base}.csv`), 'utf8')
    .trim()
    .split(/\r?\n/);
  t.equal(lines[0], 'Name,Weight (kg),Title');
  t.match(lines[1], /^Oak chair,4\.5,.+/, 'the weight read from "4,5 kg"');
  t.match(lines[3], /^Birch stool,,/, 'an empty weight stays empty');

  const runs = (await api.get('/api/catalog/batch')).body.data;
  t.match(runs, [{ id, status: 'done', nb_products: 3, input_filename: 'supplier.csv', catalog_config_label: 'Weekly chairs', preview: false }], 'the run is in the web app');
  const after = (await api.get('/api/subscription/active')).body.available_credits as number;
  t.equal(before - after, 5, 'charged like the web app: one credit a value delivered (the stool’s empty weight given back)');

  const preview = await cli(server.dataDir, 'run', '--template', 'weekly chairs', '--file', input, '--out', out, '--sample', '1');
  t.equal(preview.code, 0, preview.stderr);
  t.match(preview.stderr, /: 1 products of supplier\.csv.*; 2 cells reused from earlier runs/);
  t.equal(fs.readdirSync(out).length, 4, 'the earlier outputs are kept');
  t.equal((await api.get('/api/subscription/active')).body.available_credits, after, 'reused cells are free');
  t.match((await api.get('/api/catalog/batch')).body.data[0], { preview: true, nb_products: 1 });
});

t.test('a run that cannot start exits 1 with the reason, and charges nothing', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const dir = t.testdir();
  const input = path.join(dir, 'supplier.csv');
  fs.writeFileSync(input, csv(PRODUCTS));

  const unknown = await cli(server.dataDir, 'run', '--template', 'Nope', '--file', input);
  t.equal(unknown.code, 1);
  t.match(unknown.stderr, 'no template named "Nope"');

  const missing = await cli(server.dataDir, 'run', '--template', 'Nope', '--file', path.join(dir, 'absent.csv'));
  t.equal(missing.code, 1);
  t.match(missing.stderr, 'no file at');

  const badSample = await cli(server.dataDir, 'run', '--template', 'Nope', '--file', input, '--sample', '90');
  t.equal(badSample.code, 1);
  t.match(badSample.stderr, '--sample must be between 1 and 25');

  await api.send('POST', '/api/catalog/config', {
    label: 'Copy',
    about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
    ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'] },
  });
  const notProducts = path.join(dir, 'notes.exe');
  fs.writeFileSync(notProducts, 'MZ');
  const refused = await cli(server.dataDir, 'run', '--template', 'Copy', '--file', notProducts);
  t.equal(refused.code, 1);
  t.match(refused.stderr, /^Error: .+/m);
  t.notMatch(refused.stderr, /at .+\.ts:\d+/, 'no stack trace');

  await cli(server.dataDir, 'workspace:add', 'Second');
  const ambiguous = await cli(server.dataDir, 'run', '--template', 'Copy', '--file', input);
  t.equal(ambiguous.code, 1);
  t.match(ambiguous.stderr, '--workspace is required: this instance has 2 workspaces');
  const empty = await cli(server.dataDir, 'run', '--template', 'Copy', '--file', input, '--workspace', 'Second');
  t.equal(empty.code, 1);
  t.match(empty.stderr, 'the workspace has no user');

  t.same((await api.get('/api/catalog/batch')).body.data, [], 'no run was recorded');
});
