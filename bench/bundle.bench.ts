// Issue 9: the client's initial JavaScript on /home (gzip), and proof that the games and the editor
// pages are chunks of their own that /home does not request (checked with Chromium).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../test/helpers/browser.ts';
import { BENCH_PASSWORD, printTable, spawnFiche } from './lib.ts';

// A private build, so other builds of dist/client running meanwhile do not disturb the figures.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-bundle-'));
const started = performance.now();
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit' });
const buildMs = Math.round(performance.now() - started);

const assets = path.join(outDir, 'assets');
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const GAMES = /^(TetrisGame|InvadersGame|PacmanGame|random)-/;
const EDITORS = /^(CatalogNewPage|CatalogTemplateEditPage|ConfigAssistantPage|SettingsPage|SourceFieldsEditor|SearchOptionsEditor|OutputFormatToggle|UploadStep|workspace)-/;
const kind = (file: string) => (GAMES.test(file) ? 'game' : EDITORS.test(file) ? 'editor' : 'app');
const chunks = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));

const fiche = await spawnFiche(undefined, { CLIENT_DIR: outDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await (await browser.newContext()).newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) requested.push(path.basename(url.pathname));
  });
  await page.goto(`${fiche.url}/home`);
  await page.getByLabel('Email').fill('bench@example.com');
  await page.getByLabel('Password').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: /^Hello / }).waitFor();
  await page.waitForLoadState('networkidle');
  const onHome = [...requested];

  await page.getByRole('link', { name: 'Catalogs', exact: true }).click();
  await page.getByText('No generated catalogs').waitFor();
  await page.waitForLoadState('networkidle');
  const onCatalogs = requested.slice(onHome.length);
  await page.getByRole('button', { name: 'Process a new catalog' }).click();
  await page
    .getByLabel('Select Catalog Config')
    .or(page.getByText("You don't have any catalog configuration yet", { exact: false }))
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  const onNew = requested.slice(onHome.length + onCatalogs.length);

  printTable(
    `Every JS chunk of the build (vite build ${buildMs} ms)`,
    chunks
      .map((file) => ({
        chunk: file,
        kind: kind(file),
        raw: kb(fs.statSync(path.join(assets, file)).size),
        gzip: kb(gzip(file)),
        'loaded on /home': onHome.includes(file) ? 'yes' : 'no',
      }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.chunk.localeCompare(b.chunk)),
  );
  const homeGzip = onHome.reduce((sum, file) => sum + gzip(file), 0);
  const homeRaw = onHome.reduce((sum, file) => sum + fs.statSync(path.join(assets, file)).size, 0);
  printTable('Initial JavaScript of /home (what Chromium requested after signing in)', [{ scripts: onHome.length, raw: kb(homeRaw), gzip: kb(homeGzip), 'games loaded': onHome.filter((f) => kind(f) === 'game').length, 'editor chunks loaded': onHome.filter((f) => kind(f) === 'editor').length }]);
  printTable('Chunks fetched on the way', [
    { step: '/home → /catalogs', chunks: onCatalogs.join(', ') || '(none)' },
    { step: '/catalogs → /catalog/new', chunks: onNew.join(', ') || '(none)' },
  ]);
  if (onHome.some((file) => kind(file) !== 'app')) {
    console.error('FAIL: /home loaded a game or editor chunk');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await fiche.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
}
