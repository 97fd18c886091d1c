import t from 'tap';
import type { BatchRow } from '../../../../server/repositories/batches.repository.ts';
import { type RunContext, RunContexts } from '../../../../server/services/batches/run-context.ts';

const run = (id: string, pass: number) => ({ id, pass }) as BatchRow;
/** A context telling which run and pass it was built for. */
const built = (batch: BatchRow) => async () => ({ plan: { batch } }) as unknown as RunContext;

t.test('a worker keeps a run’s context for its pass only: a rerun’s chunks never reuse the last pass’s', async (t) => {
  const contexts = new RunContexts(8);
  const first = contexts.of(run('a', 0), built(run('a', 0)));
  t.equal(contexts.of(run('a', 0), built(run('a', 0))), first, 'the pass’s next chunk reuses its context');
  // Another worker finished the pass; a rerun then sends this worker a chunk.
  const rerun = contexts.of(run('a', 1), built(run('a', 1)));
  t.not(rerun, first);
  t.equal((await rerun).plan.batch.pass, 1, 'the rerun’s context is built for it');
  t.equal(contexts.held(run('a', 1)), rerun);
  t.equal(contexts.held(run('a', 0)), undefined, 'the finished pass’s context is dropped');
  const late = contexts.of(run('a', 0), built(run('a', 0)));
  t.not(late, first, 'a chunk read before the rerun started does not get the dropped context back');
  t.equal(contexts.held(run('a', 1)), rerun, 'nor replaces the newer pass’s');
});

t.test('a context whose pass is over or that failed to build is not kept', async (t) => {
  const contexts = new RunContexts(2);
  await contexts.of(run('a', 0), built(run('a', 0)));
  contexts.drop('a');
  t.equal(contexts.held(run('a', 0)), undefined, 'the run finished here');
  const failed = contexts.of(run('b', 0), async () => {
    throw new Error('unreadable');
  });
  await t.rejects(failed);
  t.equal(contexts.held(run('b', 0)), undefined);
  for (const id of ['c', 'd', 'e']) await contexts.of(run(id, 0), built(run(id, 0)));
  t.equal(contexts.held(run('c', 0)), undefined, 'the oldest run beyond the limit is built again');
  t.ok(contexts.held(run('e', 0)));
});
