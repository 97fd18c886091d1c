import t from 'tap';
import { checkFile, FIRST_STEP_AFTER_ANSWER, formatLabel, nextPendingStep, PROGRESS_STEPS, shortFileName } from '../../../../../client/src/lib/upload.ts';
import { extensionsText } from '../../../../../domain/files.ts';

t.test('client-side file checks: type first, then 5 MB', async (t) => {
  const MB = 1024 * 1024;
  t.equal(checkFile({ name: 'produits.csv', size: 10 }), null);
  t.equal(checkFile({ name: 'PRODUITS.XLSX', size: 10 }), null, 'extension case ignored');
  t.equal(checkFile({ name: 'a.tsv', size: 5 * MB }), null, 'exactly 5 MB is allowed');
  t.equal(checkFile({ name: 'a.csv', size: 5 * MB + 1 }), 'size');
  t.equal(checkFile({ name: 'setup.exe', size: 10 }), 'type');
  t.equal(checkFile({ name: 'report.docx', size: 10 }), 'type');
  t.equal(checkFile({ name: 'legacy.xls', size: 10 }), 'type');
  t.equal(checkFile({ name: 'csv', size: 10 }), 'type', 'no extension');
  t.equal(checkFile({ name: '.csv', size: 10 }), 'type', 'a dot file has no extension');
  t.equal(checkFile({ name: 'big.exe', size: 6 * MB }), 'type', 'type is reported before size');
  t.equal(checkFile({ name: 'a.pdf', size: 1 }, ['xlsx']), 'type', 'restricted list');
  t.equal(extensionsText(), '.csv, .tsv, .txt, .xlsx, .pdf');
  t.equal(extensionsText(['xlsx']), '.xlsx');
});

t.test('progress: eight steps, never past the answer while pending', async (t) => {
  t.equal(PROGRESS_STEPS.length, 8);
  t.same(PROGRESS_STEPS.slice(0, 1), ['uploading']);
  t.equal(PROGRESS_STEPS.at(-1), 'complete');
  t.equal(PROGRESS_STEPS[FIRST_STEP_AFTER_ANSWER], 'finalising');
  let step = 1;
  for (let i = 0; i < 20; i++) step = nextPendingStep(step);
  t.equal(PROGRESS_STEPS[step], 'preparing', 'stops at the preview while the analysis runs');
  t.equal(formatLabel('a.xlsx'), 'Excel');
  t.equal(formatLabel('a.PDF'), 'PDF');
  t.equal(formatLabel('a.tsv'), 'CSV');
});

t.test('long file names are shortened in the middle to 60 characters', async (t) => {
  const name = `${'catalogue-produits-printemps-'.repeat(4)}2025.csv`;
  const short = shortFileName(name);
  t.equal(short.length, 60);
  t.ok(short.endsWith('2025.csv'), 'keeps the end');
  t.equal(shortFileName('short.csv'), 'short.csv');
});
