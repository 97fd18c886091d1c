import t from 'tap';
import { WorkerPool } from '../../../server/lib/worker-pool.ts';
import { productPdf } from '../../fixtures/pdf.ts';

const BUILTINS = new URL('../../fixtures/builtins-worker.ts', import.meta.url).href;
const MEMO = new URL('../../fixtures/memo-worker.ts', import.meta.url).href;

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

t.test("a pool task's end forgets the texts the engine's memos kept in it: the next task on the thread starts with none (a file's cells hold its whole text)", async (t) => {
  const pool = new WorkerPool({ threads: 1, maxPerOwner: 4, taskFiles: { 'check-copy': MEMO } });
  t.teardown(() => pool.destroy());
  const read = (texts: string[]) => pool.run('check-copy', texts as never, { timeoutMs: 60_000 }) as unknown as Promise<{ before: number; after: number }>;
  t.same(await read(['Nettogewicht', 'Poids net']), { before: 0, after: 2 });
  t.same(await read(['Gewicht']), { before: 0, after: 1 });
});
