import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { AnalyseFileResult } from '../../../workers/analyse-file.ts';
import { WorkerPool } from '../../../server/plugins/pool.ts';
import { productCsv } from '../../fixtures/products.ts';

const HOSTILE = new URL('../../fixtures/hostile-worker.ts', import.meta.url).href;

async function failure(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'resolved';
}

t.test('a worker that hangs, exits, throws or runs out of memory: analysis_failed, then the pool is whole again', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-pool-'));
  const pool = new WorkerPool({ threads: 2, maxQueue: 8, timeoutMs: 1500, maxOldGenerationSizeMb: 64, taskFiles: { 'analyse-file': HOSTILE }, onError: (error) => outside.push(error.message) });
  const outside: string[] = [];
  t.teardown(async () => {
    await pool.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const file = (name: string, data: string | Buffer) => {
    const location = path.join(dir, name);
    fs.writeFileSync(location, data);
    return location;
  };
  const task = (location: string) => ({ kind: 'analyse', path: location, fileType: 'csv', extension: 'csv', storedName: path.basename(location) });
  const good = file('good.csv', productCsv(5));
  // A fresh thread loads tsx and the parsers first: sound tasks get time for that, hostile ones get the pool's 1.5 s.
  const patient = { timeoutMs: 60_000 };

  const first = await pool.run<AnalyseFileResult>('analyse-file', task(good), patient);
  t.equal(first.ok, true, 'the real analysis runs behind the hostile task file');

  for (const behaviour of ['HANG', 'EXIT', 'THROW', 'OOM']) {
    const started = performance.now();
    t.equal(await failure(pool.run('analyse-file', task(file(`${behaviour}.csv`, `${behaviour}\n`)))), 'analysis_failed', behaviour);
    t.ok(performance.now() - started < 10_000, `${behaviour} answered in ${Math.round(performance.now() - started)} ms`);
    const next = await pool.run<AnalyseFileResult>('analyse-file', task(good), patient);
    t.same(next.ok && 'nb_products_found' in next.value ? next.value.nb_products_found : undefined, 5, `the next analysis after ${behaviour} works`);
  }

  // Both threads busy at once, one of them hanging: the other task still completes, then both threads are back.
  const [hung, fine] = await Promise.allSettled([pool.run('analyse-file', task(file('HANG2.csv', 'HANG\n'))), pool.run('analyse-file', task(good), patient)]);
  t.equal(hung.status, 'rejected');
  t.equal(fine.status, 'fulfilled');
  await Promise.all([pool.run('analyse-file', task(good), patient), pool.run('analyse-file', task(good), patient)]);
  t.equal(pool.piscina.threads.length, 2, 'the pool is back to full size');
  t.ok(outside.every((message) => /memory|exit/i.test(message)), `failures outside tasks are reported, not thrown: ${outside.join('; ')}`);
});
