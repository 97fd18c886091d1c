import t from 'tap';
import { availablePercent, creditLevel, creditState } from '../../../domain/subscription.ts';

t.test('ring colour: green from 70 %, amber from 30 %, red below', async (t) => {
  t.equal(creditLevel(availablePercent(70, 30)), 'high');
  t.equal(creditLevel(availablePercent(100, 0)), 'high');
  t.equal(creditLevel(availablePercent(69, 31)), 'medium');
  t.equal(creditLevel(availablePercent(30, 70)), 'medium');
  t.equal(creditLevel(availablePercent(29, 71)), 'low');
  t.equal(creditLevel(availablePercent(0, 100)), 'low');
  t.equal(availablePercent(0, 0), 0, 'nothing to share is empty');
});

t.test('credit panels: none, insufficient, sufficient', async (t) => {
  t.equal(creditState(0), 'none');
  t.equal(creditState(-3, 1), 'none');
  t.equal(creditState(0, 0), 'none', 'no credits wins over a free run');
  t.equal(creditState(10, 11), 'insufficient');
  t.equal(creditState(10, 10), 'sufficient');
  t.equal(creditState(10), 'sufficient', 'no prediction yet');
});
