import t from 'tap';
import { readColumnChoices, readParts } from '../../../../../../client/src/components/field-mapper/reads.ts';
import type { ExtractReads } from '../../../../../../domain/analysis.ts';
import { emptyExtractOptions, type KeyedExtract } from '../../../../../../domain/mapping.ts';

const extract = (options: Partial<KeyedExtract> = {}): KeyedExtract => ({ batch_action: 'EXTRACT', field: 'Weight', ...emptyExtractOptions(), ...options });
const reads = (columns: ExtractReads['columns'], none: number): ExtractReads => ({
  field: 'Weight',
  columns,
  none,
  products: columns.reduce((sum, read) => sum + read.products, none),
});

t.test('the columns an EXTRACT reads, then the products none gives', async (t) => {
  const found = reads(
    [
      { column: 'Weight', products: 8 },
      { column: 'Description', products: 1 },
    ],
    3,
  );
  t.same(readParts(extract(), found, true), [
    { kind: 'column', column: 'Weight', products: 8 },
    { kind: 'column', column: 'Description', products: 1 },
    { kind: 'web', products: 3 },
  ]);
  t.same(readParts(extract(), found, false).at(-1), { kind: 'nothing', products: 3 }, 'web search off: left empty');
  t.same(readParts(extract({ default_value: '0' }), found, true).at(-1), { kind: 'default', products: 3 }, 'a field with a default is not searched');
  t.same(readParts(extract(), reads([{ column: 'Weight', products: 2 }], 0), true), [{ kind: 'column', column: 'Weight', products: 2 }], 'every product read');
});

t.test('before an answer, or without a file, only a pinned column is known', async (t) => {
  t.same(readParts(extract(), undefined, true), []);
  t.same(readParts(extract({ read_column: 'Poids' }), undefined, true), [{ kind: 'column', column: 'Poids', products: null }]);
  t.same(readParts(extract({ read_column: 'Poids' }), reads([{ column: 'Weight', products: 2 }], 0), true), [{ kind: 'column', column: 'Poids', products: null }], 'an answer about other columns than the pinned one is from before the pin');
  t.same(readParts(extract({ read_column: 'Poids' }), reads([{ column: 'Poids', products: 1 }], 1), false), [
    { kind: 'column', column: 'Poids', products: 1 },
    { kind: 'nothing', products: 1 },
  ]);
});

t.test("the 'Reads' select offers the columns, and a pinned one the file no longer has", async (t) => {
  t.same(readColumnChoices(['Name', 'Weight'], null), ['Name', 'Weight']);
  t.same(readColumnChoices(['Name', 'Weight'], 'Weight'), ['Name', 'Weight']);
  t.same(readColumnChoices(['Name'], 'Poids'), ['Poids', 'Name']);
});
