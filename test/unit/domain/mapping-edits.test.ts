import t from 'tap';
import { emptyGenerateOptions } from '../../../domain/generation.ts';
import { emptyExtractOptions, type KeyedCopy, type KeyedEntry, type KeyedExtract } from '../../../domain/mapping.ts';
import { changeAction, type KeptEntries } from '../../../domain/mapping-edits.ts';

const columns = { sourceFields: ['sku', 'Name', 'Category', 'Price'] };
const extract = (name: string, options: Partial<KeyedExtract> = {}): KeyedExtract => ({
  batch_action: 'EXTRACT',
  field: name,
  ...emptyExtractOptions(),
  ...options,
});

/** Switches a row through actions as the editor does: each entry left is kept for the way back. */
function switchThrough(name: string, start: KeyedEntry, actions: KeyedEntry['batch_action'][]): KeyedEntry {
  const kept: KeptEntries = {};
  let current = start;
  for (const action of actions) {
    const next = changeAction(name, action, { ...columns, current, kept });
    Object.assign(kept, { [current.batch_action]: current });
    current = next;
  }
  return current;
}

t.test('Copy → Extract → Copy keeps the source column, not the first one', async (t) => {
  const copy: KeyedCopy = { batch_action: 'COPY', field: 'Category' };
  const extracted = changeAction('category', 'EXTRACT', { ...columns, current: copy });
  t.same(extracted, extract('category'), 'an EXTRACT of its own name, read by meaning (not pinned to the copied column)');
  t.same(switchThrough('category', copy, ['EXTRACT', 'COPY']), copy);
  t.same(switchThrough('category', copy, ['GENERATE', 'EXTRACT', 'COPY']), copy, 'through any number of actions');
});

t.test("a COPY's default and currency go with the field", async (t) => {
  const copy: KeyedCopy = { batch_action: 'COPY', field: 'Price', default_value: '0', source_unit: 'EUR' };
  const extracted = changeAction('price', 'EXTRACT', { ...columns, current: copy });
  t.same(extracted, extract('price', { type: 'float', default_value: '0', source_unit: 'EUR' }), 'bare amounts in euros: a number in euros');
  t.same(switchThrough('price', copy, ['EXTRACT', 'COPY']), copy);

  const edited = { ...extracted, default_value: '1' };
  t.same(changeAction('price', 'COPY', { ...columns, current: edited, kept: { COPY: copy } }), { ...copy, default_value: '1' }, 'the default set meanwhile wins');
  t.same(changeAction('price', 'COPY', { ...columns, current: extract('price', { type: 'string' }), kept: { COPY: copy } }), copy, 'what the EXTRACT does not set is not lost');
  t.same(changeAction('title', 'GENERATE', { ...columns, current: copy }), { batch_action: 'GENERATE', field: 'ac_product_description', ...emptyGenerateOptions() });
  t.same(switchThrough('price', copy, ['GENERATE', 'COPY']), copy, 'a GENERATE keeps none, the COPY gets its own back');
});

t.test('an EXTRACT that reads text takes no unit; one switched back keeps its options', async (t) => {
  const text = extract('colour', { type: 'string', value_list: 'Colours', use_label: true });
  const copy: KeyedCopy = { batch_action: 'COPY', field: 'Name', source_unit: 'EUR', default_value: 'red' };
  t.same(changeAction('colour', 'EXTRACT', { ...columns, current: copy, kept: { EXTRACT: text } }), { ...text, default_value: 'red' });

  const weight = extract('weight', { type: 'float', expected_unit: 'kg', source_unit: 'g', read_column: 'Name' });
  t.same(changeAction('weight', 'EXTRACT', { ...columns, current: { batch_action: 'COPY', field: 'Name' }, kept: { EXTRACT: weight } }), weight, 'the unit the file was answered in stays');
  t.same(changeAction('Weight (kg)', 'EXTRACT', { ...columns, kept: { EXTRACT: weight } }).field, 'Weight (kg)', 'a renamed row extracts under its new name');
});

t.test('a row that never copied: the column it was pinned to, the column named like it, or none', async (t) => {
  t.same(changeAction('weight', 'COPY', { ...columns, current: extract('weight', { read_column: 'Name' }) }), { batch_action: 'COPY', field: 'Name' });
  t.same(changeAction(' CATÉGORY', 'COPY', { ...columns, current: extract(' CATÉGORY') }), { batch_action: 'COPY', field: 'Category' });
  t.same(changeAction('colour', 'COPY', { ...columns, current: extract('colour') }), { batch_action: 'COPY', field: '' }, 'not the first column (sku)');
  t.same(changeAction('colour', 'COPY', { ...columns, current: extract('colour', { default_value: 'red', source_unit: null }) }), { batch_action: 'COPY', field: '', default_value: 'red' }, 'its default stays');
});

t.test('choosing the action a row already has changes nothing', async (t) => {
  const copy: KeyedCopy = { batch_action: 'COPY', field: 'Price', default_value: '0' };
  t.equal(changeAction('price', 'COPY', { ...columns, current: copy }), copy);
});
