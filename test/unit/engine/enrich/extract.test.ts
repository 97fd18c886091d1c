import t from 'tap';
import { extractFromText } from '../../../../engine/enrich/extract.ts';
import type { ExtractPlan } from '../../../../engine/enrich/types.ts';

/** EXTRACT checks that are not a plain value (those live in corpus/, run by corpus.test.ts). */

const weightKg: ExtractPlan = { action: 'EXTRACT', output: 'Weight', type: 'float', extraInfo: null, expectedUnit: 'kg', valueList: null, useLabel: false };

t.test('a long sentence quoted as evidence is cut around the value', async (t) => {
  const long = `Weight 2 kg ${'and a very long run-on clause without any stop '.repeat(12)}`;
  const quoted = extractFromText(weightKg, long);
  t.ok((quoted?.quote.length ?? 0) <= 300 && quoted?.quote.startsWith('Weight 2 kg'), 'a long sentence is cut around the value');
});
