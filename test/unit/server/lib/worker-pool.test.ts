import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { AnalyseFileTask } from '../../../../workers/analyse-file.ts';
import { WorkerError, WorkerPool } from '../../../../server/lib/worker-pool.ts';
import { productCsv } from '../../../fixtures/products.ts';

const HOSTILE = new URL('../../../fixtures/hostile-worker.ts', import.meta.url).href;

/** The kind of WorkerError a task failed with ('resolved' when it did not fail), and its message. */
async function failure(work: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await work;
  } catch (error) {
    return error instanceof WorkerError ? { kind: error.kind, message: error.message } : { kind: String(error), message: '' };
  }
  return { kind: 'resolved', message: '' };
}

const analyseTask = (location: string): AnalyseFileTask => ({ kind: 'analyse', path: location, fileType: 'csv', extension: 'csv', storedName: path.basename(location) });

t.test('a worker that hangs, exits, throws or runs out of memory: a WorkerError, then the pool is whole again', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-pool-'));
  const pool = new WorkerPool({ threads: 2, maxPerOwner: 8, timeoutMs: 1500, maxOldGenerationSizeMb: 128, taskFiles: { 'analyse-file': HOSTILE }, onError: (error) => outside.push(error.message) });
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
  const task = analyseTask;
  const good = file('good.csv', productCsv(5));
  // A fresh thread loads tsx and the parsers first: sound tasks get time for that, hostile ones get the pool's 1.5 s.
  const patient = { timeoutMs: 60_000 };

  const first = await pool.run('analyse-file', task(good), patient);
  t.equal(first.ok, true, 'the real analysis runs behind the hostile task file');

  for (const [behaviour, kind] of [
    ['HANG', 'timeout'],
    ['EXIT', 'crashed'],
    ['THROW', 'crashed'],
    ['OOM', 'crashed'],
  ]) {
    const started = performance.now();
    // Only HANG is held to the pool's 1.5 s: filling the heap takes longer than that on a busy machine.
    const outcome = await failure(pool.run('analyse-file', task(file(`${behaviour}.csv`, `${behaviour}\n`)), behaviour === 'HANG' ? {} : patient));
    t.equal(outcome.kind, kind, outcome.kind === kind ? behaviour : `${behaviour}: ${outcome.message}`);
    t.ok(performance.now() - started < 10_000, `${behaviour} answered in ${Math.round(performance.now() - started)} ms`);
    const next = await pool.run('analyse-file', task(good), patient);
    t.same(next.ok && 'nb_products_found' in next.value ? next.value.nb_products_found : undefined, 5, `the next analysis after ${behaviour} works`);
  }

  // Both threads busy at once, one of them hanging: the other task still completes, then both threads are back.
  const [hung, fine] = await Promise.allSettled([pool.run('analyse-file', task(file('HANG2.csv', 'HANG\n'))), pool.run('analyse-file', task(good), patient)]);
  t.equal(hung.status, 'rejected');
  t.equal(fine.status, 'fulfilled');
  await Promise.all([pool.run('analyse-file', task(good), patient), pool.run('analyse-file', task(good), patient)]);
  t.equal(pool.piscina.threads.length, 2, 'the pool is back to full size');
  t.ok(
    outside.every((message) => /memory|exit/i.test(message)),
    `failures outside tasks are reported, not thrown: ${outside.join('; ')}`,
  );
});

t.test('timeouts count running time: a task queued behind a hung one still gets its whole time', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-pool-'));
  const pool = new WorkerPool({ threads: 1, maxPerOwner: 8, timeoutMs: 1500, maxOldGenerationSizeMb: 256, taskFiles: { 'analyse-file': HOSTILE } });
  t.teardown(async () => {
    await pool.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const file = (name: string, data: string | Buffer) => {
    fs.writeFileSync(path.join(dir, name), data);
    return analyseTask(path.join(dir, name));
  };
  const good = file('good.csv', productCsv(5));
  await pool.run('analyse-file', good, { timeoutMs: 60_000 });
  // The hung task holds the only thread for 1.5 s, then a replacement thread starts: the queued task
  // waits longer than its own 1.5 s, which must not count.
  const [hung, queued] = await Promise.allSettled([pool.run('analyse-file', file('hang.csv', 'HANG\n')), pool.run('analyse-file', good)]);
  t.equal(hung.status, 'rejected');
  t.match(hung.status === 'rejected' ? hung.reason : {}, { kind: 'timeout', message: /did not finish in time/ });
  t.equal(queued.status, 'fulfilled', 'the queued task ran to the end');

  const oom = await pool.run('analyse-file', file('oom.csv', 'OOM\n'), { timeoutMs: 60_000 }).catch((error) => error);
  t.match(oom, { kind: 'crashed', outOfMemory: true }, 'a thread out of memory is told apart');
});

t.test('owners: each has its cap, and free threads go to them in turn', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-pool-'));
  const pool = new WorkerPool({ threads: 1, maxPerOwner: 3, taskFiles: { 'analyse-file': HOSTILE } });
  t.teardown(async () => {
    await pool.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const location = path.join(dir, 'good.csv');
  fs.writeFileSync(location, productCsv(2000));
  const task = analyseTask(location);
  await pool.run('analyse-file', task);
  const order: string[] = [];
  const run = (owner: string, label: string) => pool.run('analyse-file', task, { owner }).then(() => order.push(label));
  const a = [run('A', 'a1'), run('A', 'a2'), run('A', 'a3')];
  t.equal((await failure(pool.run('analyse-file', task, { owner: 'A' }))).kind, 'queue_full', "A's fourth is refused");
  const b = [run('B', 'b1'), run('B', 'b2')];
  await Promise.all([...a, ...b]);
  t.same(order, ['a1', 'a2', 'b1', 'a3', 'b2'], 'once B waits, A and B take turns: B is never behind all of A');
});

t.test('finding 2: an owner runs on all threads but one, so another owner always finds a thread', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-pool-'));
  const pool = new WorkerPool({ threads: 2, maxPerOwner: 8, timeoutMs: 1500, taskFiles: { 'analyse-file': HOSTILE }, onError: () => {} });
  t.teardown(async () => {
    await pool.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const file = (name: string, data: string | Buffer) => {
    fs.writeFileSync(path.join(dir, name), data);
    return analyseTask(path.join(dir, name));
  };
  const good = file('good.csv', productCsv(5));
  // Both threads started and warm.
  await Promise.all([pool.run('analyse-file', good, { timeoutMs: 60_000 }), pool.run('analyse-file', good, { timeoutMs: 60_000 })]);
  t.equal(pool.piscina.threads.length, 2, 'two threads');
  const alone = performance.now();
  await pool.run('analyse-file', good, { owner: 'B' });
  t.comment(`B alone: ${Math.round(performance.now() - alone)} ms`);
  const hang = file('hang.csv', 'HANG\n');
  const flood = Array.from({ length: 3 }, () => failure(pool.run('analyse-file', hang, { owner: 'A' })));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  const quiet = await pool.run('analyse-file', good, { owner: 'B', timeoutMs: 60_000 });
  const waited = performance.now() - started;
  t.equal(quiet.ok, true, "B's task runs");
  t.ok(waited < 2000, `B did not wait for A's hung tasks (${Math.round(waited)} ms)`);
  const kinds = await Promise.all(flood);
  t.same(
    kinds.map((outcome) => outcome.kind),
    ['timeout', 'timeout', 'timeout'],
    "A's tasks ran one after the other on one thread",
  );
});

t.test('warm threads: two start with the pool by default; with none, the first task starts one', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-pool-'));
  const warm = new WorkerPool({ threads: 3, maxPerOwner: 8 });
  const cold = new WorkerPool({ threads: 3, maxPerOwner: 8, warm: 0 });
  t.teardown(async () => {
    await Promise.all([warm.destroy(), cold.destroy()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  t.equal(warm.piscina.threads.length, 2);
  t.equal(cold.piscina.threads.length, 0);
  const location = path.join(dir, 'products.csv');
  fs.writeFileSync(location, productCsv(3));
  const outcome = await cold.run('analyse-file', analyseTask(location), { timeoutMs: 60_000 });
  t.same(outcome.ok && 'nb_products_found' in outcome.value ? outcome.value.nb_products_found : undefined, 3);
  t.equal(cold.piscina.threads.length, 1);
});
