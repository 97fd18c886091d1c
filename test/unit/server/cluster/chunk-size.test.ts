import t from 'tap';
import { chunkSize } from '../../../../server/cluster/run-dispatcher.ts';

t.test('chunks sized to the live workers: two chunks a job slot, between 5 and 25 products', async (t) => {
  t.equal(chunkSize(500, 1), 25, 'one worker slot: the largest chunks');
  t.equal(chunkSize(500, 8), 25, 'two workers of 4 jobs: 20 chunks of 25 for 8 slots');
  t.equal(chunkSize(500, 16), 16, 'four workers: 32 chunks, every slot busy');
  t.equal(chunkSize(500, 24), 11, 'six workers: 46 chunks, where 25 a chunk gave 20 for 24 slots');
  t.equal(chunkSize(40, 16), 5, 'a small run: chunks of at least 5');
  t.equal(Math.ceil(500 / chunkSize(500, 24)), 46);
});
