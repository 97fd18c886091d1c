import t from 'tap';
import { isoDay } from '../../domain/periods.ts';
import { signedIn } from '../helpers/api.ts';
import { cli } from '../helpers/cli.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);

t.test('operators set a plan and grant credits while the server runs', async (t) => {
  const api = await signedIn(server.url, server.admin);
  const set = await cli(server.dataDir, 'subscription:set', '--workspace', 'Default', '--credits', '300', '--frequency', 'weekly');
  t.equal(set.code, 0, set.stderr);
  t.match(set.stdout, /Ended the MONTHLY plan of 10000 credits that started \d{4}-\d{2}-\d{2}\./);
  t.match(set.stdout, `Workspace Default: 300 credits WEEKLY from ${isoDay(new Date())}, no end date.`);
  t.match((await api.get('/api/subscription/active')).body, { frequency: 'WEEKLY', credits_per_period: 300, end_date: null });
  t.match((await api.get('/api/subscription/available-credits')).body, { credits_per_period: 300, available_credits: 300 });

  const grant = await cli(server.dataDir, 'credits:grant', '--workspace', 'Default', '--credits', '50', '--note', 'launch');
  t.equal(grant.code, 0, grant.stderr);
  t.match(grant.stdout, 'Granted 50 credits to workspace Default: 350 available until');
  t.match((await api.get('/api/subscription/available-credits')).body, { credits_per_period: 300, available_credits: 350 });

  const dated = await cli(server.dataDir, 'subscription:set', ...['--workspace', 'Default', '--credits', '20', '--frequency', 'NO_RECURRENCE', '--start', '2020-01-01', '--end', '2020-12-31']);
  t.equal(dated.code, 0, dated.stderr);
  t.match(dated.stdout, 'Workspace Default: 20 credits NO_RECURRENCE from 2020-01-01 to 2020-12-31.');
  const list = (await api.get('/api/subscription/')).body as { frequency: string; start_date: string; end_date: string | null }[];
  t.equal(list.length, 3, 'every plan is kept');
});

t.test('bad plans and grants are refused with a clear message', async (t) => {
  const cases: [string[], string][] = [
    [['subscription:set', '--workspace', 'Nowhere', '--credits', '5', '--frequency', 'DAILY'], 'no workspace named "Nowhere"'],
    [['subscription:set', '--workspace', 'Default', '--credits', '12.5', '--frequency', 'DAILY'], '--credits must be a whole number'],
    [['subscription:set', '--workspace', 'Default', '--credits', '5', '--frequency', 'HOURLY'], '--frequency must be one of DAILY'],
    [['subscription:set', '--workspace', 'Default', '--credits', '5', '--frequency', 'DAILY', '--start', '2023-02-29'], '--start must be a date'],
    [['subscription:set', '--workspace', 'Default', '--credits', '5', '--frequency', 'DAILY', '--start', '2024-02-01', '--end', '2024-01-01'], '--end is before --start'],
  ];
  const results = await Promise.all(cases.map(([args]) => cli(server.dataDir, ...args)));
  results.forEach((result, i) => {
    t.equal(result.code, 1, cases[i][0].join(' '));
    t.match(result.stderr, cases[i][1]);
  });
});
