import t from 'tap';
import { isTransientDatabaseError } from '../../../db/transient.ts';

t.test('a database away for a while is told from a failure of the work', async (t) => {
  const pg = (code: string, message = 'error') => Object.assign(new Error(message), { code });
  for (const error of [
    pg('53300', 'sorry, too many clients already'),
    pg('57P01', 'terminating connection due to administrator command'),
    pg('08006'),
    pg('40P01', 'deadlock detected'),
    pg('ECONNRESET'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    Object.assign(new Error('Failed query: update …'), { cause: pg('57P01') }),
  ])
    t.ok(isTransientDatabaseError(error), error.message);
  for (const error of [pg('23505', 'duplicate key'), pg('SQLITE_FULL'), new Error('The product row is missing'), null, undefined, 'text']) t.notOk(isTransientDatabaseError(error), String(error instanceof Error ? error.message : error));
});
