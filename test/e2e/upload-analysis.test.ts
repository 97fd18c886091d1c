/**
 * Upload and analysis in a real browser against the real server (issue 3, client side): files are
 * chosen through the file chooser, and the test reads what a person sees.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { openApp, pageErrors } from '../helpers/app.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);

/** A semicolon CSV with accents: 4 products; Couleur is partly filled, Remarque is empty. */
const CSV = Buffer.from(['Référence;Désignation;Couleur;Prix;Remarque', 'REF-001;Chaussure légère;Rouge;12,50 €;', 'REF-002;Veste imperméable;;49,90 €;', 'REF-003;Écharpe en laine;Vert;19,00 €;', "REF-004;Bonnet d'hiver;Noir;9,99 €;", ''].join('\n'));

/** An Excel workbook: a title row above the header, 3 fully filled products. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Produits');
  sheet.addRow(['Catalogue été']);
  sheet.addRow(['EAN', 'Nom', 'Marque', 'Prix']);
  sheet.addRow(['3000000000017', 'Sandale dorée', 'Élan', 24.5]);
  sheet.addRow(['3000000000024', 'Espadrille', 'Forêt', 19.9]);
  sheet.addRow(['3000000000031', 'Mocassin', 'Élan', 59]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function signedInPage(t: Test, email: string): Promise<Page> {
  const user = await server.addUser(email);
  const page = await openApp(t, { server, user, viewport: { width: 1024, height: 768 } });
  await page.getByRole('heading', { name: /^Hello / }).waitFor();
  await page.getByRole('button', { name: 'Start a new catalog or template' }).hover();
  await page.getByRole('button', { name: 'Create a new template' }).click();
  await page.getByRole('heading', { name: 'Upload your product file' }).waitFor();
  return page;
}

/** Chooses a file through the real file chooser the drop area opens. */
async function choose(page: Page, name: string, buffer: Buffer, mimeType = 'application/octet-stream') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload a product file|Envoyer un fichier produits/ }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** Texts of the overlay's eight messages, as listed. */
async function progressMessages(page: Page): Promise<string[]> {
  const items = page.getByRole('dialog').getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s*\(.*\)\s*$/, '').trim());
}

const EN_STEPS = ['Uploading your file…', 'Validating the CSV format…', 'Analysing your data…', 'Extracting the columns…', 'Checking for errors…', 'Preparing the preview…', 'Finalising the upload…', 'Processing complete.'];

t.test('a semicolon CSV: progress, analysis sentences in en and fr, sample dialog', async (t) => {
  const page = await signedInPage(t, 'csv@example.com');
  t.equal(await page.getByText('Accepted file: .csv, .tsv, .txt, .xlsx, .pdf, max 5MB').isVisible(), true, 'the hint lists the accepted types');

  await choose(page, 'produits-été.csv', CSV, 'text/csv');
  const overlay = page.getByRole('dialog', { name: 'Processing your file...' });
  await overlay.waitFor();
  t.same(await progressMessages(page), EN_STEPS, 'the eight messages, in order');
  t.ok(await overlay.getByText('produits-été.csv').isVisible(), 'the overlay names the file');

  const ready = page.getByRole('dialog', { name: 'Ready!' });
  await ready.waitFor();
  const doneMarks = await ready.getByRole('listitem').allInnerTexts();
  t.ok(
    doneMarks.every((text) => text.endsWith('(done)')),
    'every message is done when Ready! shows',
  );
  await ready.waitFor({ state: 'detached' });
  t.pass('Ready! closes by itself');

  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  const summary = page.getByText(/^We found 4 products in your CSV file/);
  t.match(await summary.textContent(), /^We found 4 products in your CSV file \(0\.\d KB\), using the semicolon delimiter\.$/, 'product count, type, size in KB and the delimiter named');
  t.equal(await page.getByText(/^Of your \d+ fields/).textContent(), 'Of your 5 fields, 3 are complete, 1 is partially filled, and 1 is empty.', 'the data-quality sentence');
  t.notOk(await page.getByText(/more than 500 products/).isVisible(), 'no products-limit warning');

  const table = page.getByRole('table', { name: 'The first 4 products of your file' });
  t.same(await table.getByRole('columnheader').allInnerTexts(), ['Référence', 'Désignation', 'Couleur', 'Prix', 'Remarque'], 'sample table headers, accents intact');
  t.equal(await table.getByRole('row').count(), 5, 'header row and 4 products');
  t.ok(await table.getByRole('cell', { name: 'Écharpe en laine' }).isVisible(), 'accented cell');

  await page.getByRole('button', { name: 'See a sample of the products found' }).click();
  const sample = page.getByRole('dialog', { name: 'Sample products from your file' });
  await sample.waitFor();
  t.ok(await sample.getByRole('cell', { name: "Bonnet d'hiver" }).isVisible(), 'the sample dialog shows the rows');
  await page.keyboard.press('Escape');
  await sample.waitFor({ state: 'detached' });
  t.pass('Escape closes the sample dialog');

  // The wizard (issue 5) goes on only once the template has a name.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Set a template name before going further.').waitFor();
  t.ok(await page.getByRole('heading', { name: 'File Details' }).isVisible(), 'still on File Details');

  // French: switch on the profile, come back to the assistant, the file is still there.
  await page.getByRole('link', { name: 'Open profile' }).click();
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('heading', { name: 'Profil utilisateur' }).waitFor();
  await page.getByRole('link', { name: 'Accueil' }).click();
  await page.getByRole('button', { name: 'Créer un catalogue ou un modèle' }).hover();
  await page.getByRole('button', { name: 'Créer un nouveau modèle' }).click();
  await page.getByRole('heading', { name: 'Détails du fichier' }).waitFor();
  t.match(await page.getByText(/^Nous avons trouvé/).textContent(), /^Nous avons trouvé 4 produits dans votre fichier CSV \(0,\d Ko\), avec le séparateur point-virgule\.$/, 'the summary in French, decimal comma and Ko');
  t.equal(await page.getByText(/^Sur vos/).textContent(), 'Sur vos 5 champs, 3 sont complets, 1 est partiellement rempli et 1 est vide.', 'the data-quality sentence in French');
  t.ok(await page.getByRole('table', { name: 'Les 4 premiers produits de votre fichier' }).isVisible(), 'sample table named in French');
  await page.getByRole('button', { name: 'Voir un échantillon des produits trouvés' }).click();
  const frSample = page.getByRole('dialog', { name: 'Exemples de produits de votre fichier' });
  await frSample.waitFor();
  await frSample.getByRole('button', { name: 'Fermer' }).first().click();
  await frSample.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Envoyer un autre fichier' }).click();
  await page.getByRole('heading', { name: 'Envoyez votre fichier produits' }).waitFor();
  t.ok(await page.getByText('Fichier accepté : .csv, .tsv, .txt, .xlsx, .pdf, 5 Mo max.').isVisible(), 'French hint');
});

t.test('an Excel workbook: no delimiter, all fields complete', async (t) => {
  const page = await signedInPage(t, 'xlsx@example.com');
  await choose(page, 'catalogue.xlsx', await workbook());
  await page.getByRole('dialog', { name: 'Processing your file...' }).waitFor();
  t.equal((await progressMessages(page))[1], 'Validating the Excel format…', 'the format step names Excel');
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  t.match(await page.getByText(/^We found/).textContent(), /^We found 3 products in your Excel file \(\d+\.\d KB\)\.$/, 'summary without a delimiter');
  t.equal(await page.getByText(/fields are complete/).textContent(), 'All 4 fields are complete.', 'all-complete variant');
  const table = page.getByRole('table', { name: 'The first 3 products of your file' });
  t.same(await table.getByRole('columnheader').allInnerTexts(), ['EAN', 'Nom', 'Marque', 'Prix']);
  t.ok(await table.getByRole('cell', { name: 'Sandale dorée' }).isVisible());
});

t.test('over 500 products: comma named and the products-limit warning', async (t) => {
  const page = await signedInPage(t, 'limit@example.com');
  const lines = ['SKU,Name,Price'];
  for (let i = 1; i <= 501; i++) lines.push(`SKU-${i},Product ${i},${i}.99`);
  await choose(page, 'big.csv', Buffer.from(`${lines.join('\n')}\n`), 'text/csv');
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  t.match(await page.getByText(/^We found/).textContent(), /^We found 501 products in your CSV file \(\d+\.\d KB\), using the comma delimiter\.$/);
  t.match(await page.getByRole('alert').textContent(), /^This file has more than 500 products/, 'the products-limit warning');
});

t.test('client-side checks: type and size, nothing is sent', async (t) => {
  const page = await signedInPage(t, 'checks@example.com');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/file/my_drive')) uploads += 1;
  });
  await choose(page, 'setup.exe', Buffer.from('MZ not really'));
  t.equal(await page.getByRole('alert').textContent(), 'File type not allowed. Accepted: .csv, .tsv, .txt, .xlsx, .pdf');
  await choose(page, 'rapport.docx', Buffer.from('PK'));
  t.equal(await page.getByRole('alert').textContent(), 'File type not allowed. Accepted: .csv, .tsv, .txt, .xlsx, .pdf');
  await choose(page, 'huge.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
  t.equal(await page.getByRole('alert').textContent(), 'File is too large. Maximum allowed size is 5MB.');

  // Dragging a file over the area, then dropping it.
  const zone = page.getByRole('button', { name: 'Upload a product file' });
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    return transfer;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await page.getByText('Drop your file here!').waitFor();
  t.pass('"Drop your file here!" while dragging');
  await zone.dispatchEvent('drop', { dataTransfer });
  await page.getByText('Drop your file here!').waitFor({ state: 'detached' });
  t.equal(await page.getByRole('alert').textContent(), 'File type not allowed. Accepted: .csv, .tsv, .txt, .xlsx, .pdf', 'a dropped file is checked the same way');
  t.equal(uploads, 0, 'no upload request was made');
});

t.test('server-side errors open the error dialog with Retry', async (t) => {
  const page = await signedInPage(t, 'errors@example.com');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/file/my_drive')) uploads += 1;
  });

  await choose(page, 'vide.csv', Buffer.alloc(0), 'text/csv');
  const dialog = page.getByRole('dialog', { name: 'Your file could not be processed' });
  await dialog.waitFor();
  t.equal(await dialog.getByRole('alert').textContent(), 'The file is empty.', 'the server reason, translated');
  t.equal(uploads, 1);

  const again = page.waitForResponse((response) => response.url().endsWith('/api/file/my_drive'));
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await again;
  await dialog.waitFor();
  t.equal(uploads, 2, 'Retry uploads the same file again');
  t.equal(await dialog.getByRole('alert').textContent(), 'The file is empty.');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  t.pass('Escape closes the error dialog');

  await choose(page, 'pas-excel.xlsx', Buffer.from('Référence;Désignation\nREF-1;Chaussure\n'));
  await dialog.waitFor();
  t.equal(await dialog.getByRole('alert').textContent(), 'The file is not a valid Excel (.xlsx) workbook.', 'a text file renamed .xlsx');
  t.ok(await dialog.getByText('pas-excel.xlsx').isVisible(), 'the dialog names the file');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  t.ok(await page.getByRole('heading', { name: 'Upload your product file' }).isVisible(), 'back on the upload step');
  t.same(pageErrors, [], 'no uncaught errors in the page');
});
