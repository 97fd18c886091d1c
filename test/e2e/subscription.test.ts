import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import t from 'tap';
import { writeTransaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isoDay } from '../../domain/periods.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startServer } from '../helpers/server.ts';

if (!fs.existsSync('dist/client/index.html')) {
  throw new Error('The browser test needs the built client: run `npx vite build` (npm test does) first.');
}

const server = await startServer();
const browser: Browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await server.close();
});
const { credits, db } = server.app;

function workspaceOf(email: string): string {
  const user = db.select().from(users).where(eq(users.email, email)).get();
  if (!user) throw new Error(`no user ${email}`);
  return user.workspaceId;
}
const debit = (ws: string, amount: number) => writeTransaction(db, () => credits.debit(ws, amount, randomUUID()));

async function signedInPage(email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-US', colorScheme: 'light' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.url}/user-profile`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
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
  const ws = workspaceOf(server.admin.email);
  credits.setPlan(ws, { creditsPerPeriod: 100, frequency: 'MONTHLY', startDate: isoDay(new Date()), endDate: null });
  debit(ws, 20);
  const page = await signedInPage(server.admin.email, server.admin.password);

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

  debit(ws, 40);
  await page.getByRole('button', { name: 'Refresh subscription data' }).click();
  t.equal(await ringColour(page, 'Credits: 40 available of 100'), AMBER, '40 % available: amber');

  debit(ws, 25);
  await page.getByRole('button', { name: 'Refresh subscription data' }).click();
  t.equal(await ringColour(page, 'Credits: 15 available of 100'), RED, '15 % available: red');
  t.equal(await info.getByRole('definition').nth(2).textContent(), '15');

  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByText('15 credits available').waitFor();
  t.pass('the home tile shows the available credits');
  await page.context().close();
});

t.test('a workspace without an active plan says so, in French too', async (t) => {
  const other = await server.addUser('lapsed@example.com');
  credits.setPlan(workspaceOf(other.email), { creditsPerPeriod: 5, frequency: 'YEARLY', startDate: '2020-01-01', endDate: '2020-12-31' });
  const page = await signedInPage(other.email, other.password);
  await page.getByRole('region', { name: 'Active Subscription' }).getByText('No active subscription').waitFor();
  t.ok(await page.getByRole('region', { name: 'Subscription Information' }).getByText('No active subscription').isVisible());
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('region', { name: 'Abonnement actif' }).getByText('Aucun abonnement actif').waitFor();
  t.pass('French texts');
  await page.context().close();
});
