import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { removeTemporary, sweepTemporary, temporarySuffix } from '../../../../../server/services/batches/output-temp.ts';

t.test('finding 7: a killed write’s temporary files are removed, and old ones swept at start', async (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-results-'));
  t.teardown(() => fs.rmSync(root, { recursive: true, force: true }));
  const run = path.join(root, 'run-1');
  fs.mkdirSync(run);
  const mine = temporarySuffix();
  const other = temporarySuffix();
  for (const name of ['out.csv', `out.csv${mine}`, `out.pdf${mine}`, `out.csv${other}`]) fs.writeFileSync(path.join(run, name), 'x');
  await removeTemporary(run, mine);
  t.same(fs.readdirSync(run).sort(), ['out.csv', `out.csv${other}`].sort(), 'only this write’s temporary files go');

  const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  fs.utimesSync(path.join(run, `out.csv${other}`), hourAgo, hourAgo);
  fs.writeFileSync(path.join(run, `out.pdf${temporarySuffix()}`), 'a write under way');
  fs.writeFileSync(path.join(root, 'not-a-run.tmp'), 'x');
  t.equal(await sweepTemporary(root, 60 * 60 * 1000), 1, 'the stale one is swept');
  t.equal(fs.readdirSync(run).length, 2, 'the output and the fresh temporary file stay');
  t.equal(await sweepTemporary(path.join(root, 'missing'), 0), 0, 'no results folder yet');
});
