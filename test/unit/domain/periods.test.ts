import t from 'tap';
import { type Frequency, isActive, isIsoDate, type Plan, periodAt, periodStart } from '../../../domain/periods.ts';

const at = (date: string) => new Date(`${date}T12:00:00Z`);
const plan = (frequency: Frequency, startDate: string, endDate: string | null = null): Plan => ({
  frequency,
  startDate,
  endDate,
});

t.test('DAILY: each day is its own period', async (t) => {
  const p = plan('DAILY', '2024-02-27');
  t.same(periodAt(p, at('2024-02-27')), { index: 0, start: '2024-02-27', end: '2024-02-27' });
  t.same(periodAt(p, at('2024-02-29')), { index: 2, start: '2024-02-29', end: '2024-02-29' }, 'leap day');
  t.same(periodAt(p, at('2024-03-01')), { index: 3, start: '2024-03-01', end: '2024-03-01' });
  t.same(periodAt(p, new Date('2024-03-01T23:59:59.999Z'))?.start, '2024-03-01', 'UTC day, last millisecond');
});

t.test('WEEKLY and BI_WEEKLY count 7 and 14 days from the start', async (t) => {
  const weekly = plan('WEEKLY', '2024-12-30');
  t.same(periodAt(weekly, at('2024-12-30')), { index: 0, start: '2024-12-30', end: '2025-01-05' });
  t.same(periodAt(weekly, at('2025-01-05')), { index: 0, start: '2024-12-30', end: '2025-01-05' });
  t.same(periodAt(weekly, at('2025-01-06')), { index: 1, start: '2025-01-06', end: '2025-01-12' });
  const biWeekly = plan('BI_WEEKLY', '2024-02-20');
  t.same(periodAt(biWeekly, at('2024-03-04')), { index: 0, start: '2024-02-20', end: '2024-03-04' }, 'across Feb 29');
  t.same(periodAt(biWeekly, at('2024-03-05')), { index: 1, start: '2024-03-05', end: '2024-03-18' });
});

t.test('MONTHLY from the 31st: month ends, then back to the 31st', async (t) => {
  const p = plan('MONTHLY', '2024-01-31');
  t.same(periodAt(p, at('2024-02-15')), { index: 0, start: '2024-01-31', end: '2024-02-28' });
  t.same(periodAt(p, at('2024-02-29')), { index: 1, start: '2024-02-29', end: '2024-03-30' }, 'leap year');
  t.same(periodAt(p, at('2024-03-15')), { index: 1, start: '2024-02-29', end: '2024-03-30' }, 'before the 31st');
  t.same(periodAt(p, at('2024-03-31')), { index: 2, start: '2024-03-31', end: '2024-04-29' }, 'back to the 31st');
  t.same(periodAt(p, at('2024-04-30')), { index: 3, start: '2024-04-30', end: '2024-05-30' });
  t.equal(periodStart(p, 13), '2025-02-28', 'not a leap year');
  t.equal(periodStart(p, 14), '2025-03-31', 'computed from the start, not chained');
  t.same(periodAt(p, at('2025-03-01'))?.start, '2025-02-28');
});

t.test('MONTHLY from an ordinary day and across the year end', async (t) => {
  const p = plan('MONTHLY', '2023-11-15');
  t.same(periodAt(p, at('2023-12-14')), { index: 0, start: '2023-11-15', end: '2023-12-14' });
  t.same(periodAt(p, at('2024-01-15')), { index: 2, start: '2024-01-15', end: '2024-02-14' });
  t.same(periodAt(p, at('2025-11-14'))?.index, 23);
});

t.test('QUARTERLY, HALF_YEARLY and YEARLY', async (t) => {
  const q = plan('QUARTERLY', '2023-11-30');
  t.same(periodAt(q, at('2024-02-28')), { index: 0, start: '2023-11-30', end: '2024-02-28' });
  t.same(periodAt(q, at('2024-02-29')), { index: 1, start: '2024-02-29', end: '2024-05-29' });
  t.same(periodAt(q, at('2024-05-30')), { index: 2, start: '2024-05-30', end: '2024-08-29' });
  const h = plan('HALF_YEARLY', '2024-08-31');
  t.same(periodAt(h, at('2025-02-28')), { index: 1, start: '2025-02-28', end: '2025-08-30' });
  t.same(periodAt(h, at('2025-08-31')), { index: 2, start: '2025-08-31', end: '2026-02-27' });
  const y = plan('YEARLY', '2024-02-29');
  t.same(periodAt(y, at('2025-02-27')), { index: 0, start: '2024-02-29', end: '2025-02-27' });
  t.same(periodAt(y, at('2025-02-28')), { index: 1, start: '2025-02-28', end: '2026-02-27' });
  t.same(periodAt(y, at('2028-02-29')), { index: 4, start: '2028-02-29', end: '2029-02-27' }, 'leap day again');
});

t.test('NO_RECURRENCE is one period, open or closed', async (t) => {
  t.same(periodAt(plan('NO_RECURRENCE', '2024-01-10'), at('2030-06-01')), { index: 0, start: '2024-01-10', end: null });
  const closed = plan('NO_RECURRENCE', '2024-01-10', '2024-03-31');
  t.same(periodAt(closed, at('2024-03-31')), { index: 0, start: '2024-01-10', end: '2024-03-31' });
  t.equal(periodAt(closed, at('2024-04-01')), null, 'ended');
  t.throws(() => periodStart(closed, 1));
});

t.test('the end date caps the last period and ends the plan', async (t) => {
  const p = plan('MONTHLY', '2024-01-15', '2024-03-20');
  t.same(periodAt(p, at('2024-03-16')), { index: 2, start: '2024-03-15', end: '2024-03-20' });
  t.equal(periodAt(p, at('2024-03-21')), null);
  t.notOk(isActive(p, at('2024-03-21')));
  t.ok(isActive(p, at('2024-03-20')), 'the end date is the last day');
  const oneDay = plan('WEEKLY', '2024-05-01', '2024-05-01');
  t.same(periodAt(oneDay, at('2024-05-01')), { index: 0, start: '2024-05-01', end: '2024-05-01' });
});

t.test('no period before the start', async (t) => {
  for (const frequency of ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'NO_RECURRENCE'] as const) {
    t.equal(periodAt(plan(frequency, '2024-06-01'), at('2024-05-31')), null, frequency);
    t.equal(periodAt(plan(frequency, '2024-06-01'), new Date('2024-06-01T00:00:00Z'))?.start, '2024-06-01');
  }
});

t.test('ISO dates are checked', async (t) => {
  t.ok(isIsoDate('2024-02-29'));
  t.notOk(isIsoDate('2023-02-29'));
  t.notOk(isIsoDate('2024-13-01'));
  t.notOk(isIsoDate('2024-1-01'));
  t.notOk(isIsoDate('2024-01-01T00:00:00Z'));
});
