import t from 'tap';
import { PDF_LIMITS, parsePdf } from '../../../../engine/parsers/pdf.ts';
import { manyRunsPdf } from '../../../fixtures/pdf-bomb.ts';
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
