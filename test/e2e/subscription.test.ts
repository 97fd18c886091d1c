import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { isoDay } from '../../domain/periods.ts';
import { openApp } from '../helpers/app.ts';
import { debitCredits, workspaceOf } from '../helpers/credits.ts';
import { type Credentials, startServer } from '../helpers/server.ts';

const server = await startServer(t);
const { credits } = server.app;

async function profilePage(t: Test, user: Credentials): Promise<Page> {
  const page = await openApp(t, { server, user, path: '/user-profile', viewport: { width: 1024, height: 800 } });
  await page.getByRole('heading', { name: 'User profile' }).waitFor();
  return page;
}

/** The arc colour a person sees on the ring with this accessible name. */
async function ringColour(page: Page, name: string): Promise<string> {
  const ring = page.getByRole('img', { name }).first();
  await ring.waitFor();
  return ring.locator('.credit-ring-arc').evaluate((arc) => getComputedStyle(arc).stroke);
}

const GREEN = 'rgb(22, 163, 74)';
const AMBER = 'rgb(217, 119, 6)';
const RED = 'rgb(220, 38, 38)';

t.test('profile blocks, ring colours at the three thresholds, top-bar ring', async (t) => {
  const ws = await workspaceOf(server, server.admin.email);
  await credits.setPlan(ws, { creditsPerPeriod: 100, frequency: 'MONTHLY', startDate: isoDay(new Date()), endDate: null });
  await debitCredits(server, ws, 20);
  const page = await profilePage(t, server.admin);

  const info = page.getByRole('region', { name: 'Subscription Information' });
  await info.getByText('Current Period').waitFor();
  t.equal(await info.getByRole('definition').nth(0).textContent(), '100', 'credits per period');
  t.equal(await info.getByRole('definition').nth(1).textContent(), '20', 'used credits');
  t.equal(await info.getByRole('definition').nth(2).textContent(), '80', 'available credits');
  t.match(await info.getByRole('definition').nth(3).textContent(), /^From .+ to .+$/, 'period dates');
  t.equal(await ringColour(page, 'Credits: 80 available of 100'), GREEN, '80 % available: green');

  const active = page.getByRole('region', { name: 'Active Subscription' });
  t.ok(await active.getByText('Monthly', { exact: true }).isVisible(), 'frequency label');
  t.ok(await active.getByText('No end date').isVisible());

  const topRing = page.getByRole('link', { name: 'Open profile' }).getByRole('img', { name: 'Credits: 80 available of 100' });
  t.ok(await topRing.isVisible(), 'the top bar shows the same ring');

  await debitCredits(server, ws, 40);
  await page.getByRole('button', { name: 'Refresh subscription data' }).click();
  t.equal(await ringColour(page, 'Credits: 40 available of 100'), AMBER, '40 % available: amber');

  await debitCredits(server, ws, 25);
  await page.getByRole('button', { name: 'Refresh subscription data' }).click();
  t.equal(await ringColour(page, 'Credits: 15 available of 100'), RED, '15 % available: red');
  t.equal(await info.getByRole('definition').nth(2).textContent(), '15');

  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByText('15 credits available').waitFor();
  t.pass('the home tile shows the available credits');
});

t.test('a workspace without an active plan says so, in French too', async (t) => {
  const other = await server.addUser('lapsed@example.com');
  await credits.setPlan(await workspaceOf(server, other.email), { creditsPerPeriod: 5, frequency: 'YEARLY', startDate: '2020-01-01', endDate: '2020-12-31' });
  const page = await profilePage(t, other);
  await page.getByRole('region', { name: 'Active Subscription' }).getByText('No active subscription').waitFor();
  t.ok(await page.getByRole('region', { name: 'Subscription Information' }).getByText('No active subscription').isVisible());
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('region', { name: 'Abonnement actif' }).getByText('Aucun abonnement actif').waitFor();
  t.pass('French texts');
});
