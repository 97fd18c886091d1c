import t from 'tap';
import { en } from '../../../../../client/src/i18n/en.ts';
import { fr } from '../../../../../client/src/i18n/fr.ts';
import { EMPTY_REASONS, REASON_MESSAGES } from '../../../../../domain/cell-reasons.ts';
import { ERROR_STATUS } from '../../../../../domain/errors.ts';

t.test('the English sentences are the server’s', async (t) => {
  t.same(en.review.reasons, REASON_MESSAGES);
});

t.test('every reason code has a short label in both languages', async (t) => {
  const failures = Object.keys(REASON_MESSAGES).filter((key) => key in ERROR_STATUS);
  t.ok(failures.length > 0, 'failure codes have sentences of their own');
  for (const code of [...EMPTY_REASONS, ...failures, 'failed']) {
    t.ok(code in en.review.reasonLabels, `en ${code}`);
    t.ok(code in fr.review.reasonLabels, `fr ${code}`);
  }
});

t.test('the French sentences and labels follow French typography', async (t) => {
  const texts = [...Object.entries(fr.review.reasons), ...Object.entries(fr.review.reasonLabels)];
  for (const [key, text] of texts) {
    // A web address's colon is not punctuation ('https://shop.example/products/{Handle}' in a default's example).
    const words = text.replace(/\{\{\w+\}\}/g, 'X').replace(/https?:\/\/\S+/g, 'URL');
    t.notMatch(words, /[“”"]/, `${key}: French quotation marks`);
    t.notMatch(words, /«(?!\u00a0)|(?<!\u00a0)»/, `${key}: a no-break space inside « »`);
    t.notMatch(words, /(?<![\u00a0\u202f]):/, `${key}: a no-break space before a colon`);
    t.notMatch(words, /(?<![\u00a0\u202f])[;?!]/, `${key}: a no-break space before ; ? !`);
  }
});
