import t from 'tap';
import { PDF_LIMITS, parsePdf } from '../../../../engine/parsers/pdf.ts';
import { manyRunsPdf, manyStrokesPdf } from '../../../fixtures/pdf-bomb.ts';
import { refusal } from '../../../helpers/refusal.ts';

// Finding 2 of issue 44: a page of millions of tiny text runs ran 60 s, the deadline being checked
// between pages only; it is checked as the page's text is read.
t.test('finding 2: the deadline holds inside a page of millions of text runs', async (t) => {
  const limit = PDF_LIMITS.maxMillis;
  t.teardown(() => {
    PDF_LIMITS.maxMillis = limit;
  });
  // pdf.js loaded first, so the deadline below bounds the page's reading only.
  t.equal((await parsePdf(manyRunsPdf(10))).rows.length, 1, 'a small page of runs is read');
  PDF_LIMITS.maxMillis = 1000;
  const bomb = manyRunsPdf(2_000_000);
  t.ok(bomb.length < 150 * 1024, `${Math.round(bomb.length / 1024)} KB`);
  const started = performance.now();
  t.equal(await refusal(parsePdf(bomb)), 'pdf_malformed');
  const took = performance.now() - started;
  // Read whole, the page takes tens of seconds; pdf.js's first batch alone may take seconds on a busy machine.
  t.ok(took < 10_000, `stopped after ${Math.round(took)} ms`);
  PDF_LIMITS.maxMillis = limit;
  t.equal((await parsePdf(manyRunsPdf(10))).rows.length, 1, 'the next PDF is read');
});

// A page's line of text over strokes by the hundred thousand: its text is read in a second or two, its
// drawing (looked at for shaded headings) would take many more, past the deadline.
t.test('a page whose text took long to read is not drawn again', async (t) => {
  const limits = { ...PDF_LIMITS };
  t.teardown(() => Object.assign(PDF_LIMITS, limits));
  Object.assign(PDF_LIMITS, { maxMillis: 8_000, mostMillisReadingDrawn: 50 });
  const bomb = manyStrokesPdf(300_000);
  t.ok(bomb.length < 20 * 1024, `${Math.round(bomb.length / 1024)} KB`);
  const table = await parsePdf(bomb);
  t.same(
    table.rows.map((row) => Object.values(row).join(' ')),
    ['Apple 2.50'],
    'its text read, within the deadline',
  );
});
