import t from 'tap';
import { WorkerPool } from '../../../server/lib/worker-pool.ts';
import { productPdf } from '../../fixtures/pdf.ts';

const BUILTINS = new URL('../../fixtures/builtins-worker.ts', import.meta.url).href;

t.test("a pool thread keeps V8's JSON.stringify and push once pdf.js is loaded and has read a PDF", async (t) => {
  const pool = new WorkerPool({ threads: 1, maxPerOwner: 4, taskFiles: { 'check-copy': BUILTINS } });
  t.teardown(() => pool.destroy());
  const patient = { timeoutMs: 60_000 };
  const builtins = () => pool.run('check-copy', [], patient) as unknown as Promise<{ stringify: boolean; push: boolean }>;
  t.same(await builtins(), { stringify: true, push: true }, 'after the analysis (and pdf.js) was preloaded');
  const read = await pool.run('analyse-file', { kind: 'fields', fileType: 'pdf', extension: 'pdf', data: new Uint8Array(await productPdf(5)) }, patient);
  t.equal(read.ok, true, 'the PDF was read');
  t.same(await builtins(), { stringify: true, push: true }, "after pdf.js's worker code was loaded by the read");
});
