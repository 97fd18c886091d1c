import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import tap, { type Test } from 'tap';
import type { Language } from '../../domain/user.ts';
import { launchBrowser } from './browser.ts';
import type { Credentials, TestServer } from './server.ts';

if (!fs.existsSync('dist/client/index.html')) {
  throw new Error('The browser test needs the built client: run `npx vite build` (npm test does) first.');
}

/** Uncaught errors of every page this test file opened, for a final `t.same(pageErrors, [])`. */
export const pageErrors: string[] = [];

let browser: Promise<Browser> | undefined;

/** One headless browser per test file (each file is its own process), closed when the file ends. */
function sharedBrowser(): Promise<Browser> {
  if (!browser) {
    const launched = launchBrowser();
    tap.teardown(async () => (await launched).close());
    browser = launched;
  }
  return browser;
}

export interface OpenAppOptions {
  server: TestServer;
  /** Signed in through the login form when given. */
  user?: Credentials;
  path?: string;
  viewport?: { width: number; height: number };
  /** The browser's locale (dates and numbers); the UI language is `language`. */
  locale?: string;
  /** The UI language this browser starts with, until the user or the page changes it. */
  language?: Language;
  colorScheme?: 'light' | 'dark';
  /** Fake timers from the first script on (`page.clock`), for countdowns. */
  clock?: boolean;
}

/** Fills and sends the login form, in either language; does not wait for the outcome. */
export async function signIn(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel(/^(Email|E-mail)$/).fill(user.email);
  await passwordField(page).fill(user.password);
  await loginButton(page).click();
}

const passwordField = (page: Page) => page.getByLabel(/^(Password|Mot de passe)$/);
const loginButton = (page: Page) => page.getByRole('button', { name: /^(Login|Se connecter)$/ });

/**
 * The app in a fresh browser context at `path`, signed in as `user` when given (then returned once
 * the login form is gone); the context closes when `t` ends.
 */
export async function openApp(t: Pick<Test, 'teardown'>, opts: OpenAppOptions): Promise<Page> {
  const context = await (await sharedBrowser()).newContext({
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    locale: opts.locale ?? 'en-US',
    colorScheme: opts.colorScheme ?? 'light',
    acceptDownloads: true,
  });
  t.teardown(() => context.close());
  if (opts.language) {
    // The key client/src/i18n keeps the chosen language under.
    await context.addInitScript((language) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', language);
    }, opts.language);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (opts.clock) await page.clock.install();
  await page.goto(`${opts.server.url}${opts.path ?? '/'}`);
  if (opts.user) {
    await signIn(page, opts.user);
    // The button is renamed while the request runs; the form goes only once the session is stored.
    await passwordField(page).waitFor({ state: 'detached' });
  }
  return page;
}
