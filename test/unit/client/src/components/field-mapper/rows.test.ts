import t from 'tap';
import { addFields, entriesDiffer, freeFieldName, nameMatches, pickCopySource, setCopyOption, textOrNull, toolLabel, toRows, wordsOrNull } from '../../../../../../client/src/components/field-mapper/rows.ts';
import { emptyExtractOptions, fromMappingArray, type KeyedCopy, type KeyedMapping, toMappingArray } from '../../../../../../domain/mapping.ts';

const extract = (name: string) => ({ batch_action: 'EXTRACT' as const, field: name, ...emptyExtractOptions() });

t.test('the name search ignores case, accents and word order', async (t) => {
  t.ok(nameMatches('Déscription courte', 'desc'));
  t.ok(nameMatches('Déscription courte', 'COURTE desc'));
  t.ok(nameMatches('anything', '   '), 'an empty search matches everything');
  t.notOk(nameMatches('Brand', 'model'));
});

t.test("a tool shows without its 'ac_' prefix", async (t) => {
  t.equal(toolLabel('ac_product_description'), 'product_description');
  t.equal(toolLabel('custom'), 'custom');
});

t.test('a new field gets a free name within 64 characters', async (t) => {
  t.equal(freeFieldName({}, 'New field'), 'New field');
  const mapping: KeyedMapping = { 'New field': extract('New field'), 'New field 2': extract('New field 2') };
  t.equal(freeFieldName(mapping, 'New field'), 'New field 3');
  const long = 'x'.repeat(70);
  const taken = { [long.slice(0, 64)]: extract(long.slice(0, 64)) };
  const name = freeFieldName(taken, long);
  t.equal(name.length, 64);
  t.ok(name.endsWith(' 2'));
});

t.test('added fields are EXTRACT of themselves, at the end, without blanks, repeats or over-long names', async (t) => {
  const start: KeyedMapping = { ean: { batch_action: 'COPY', field: 'EAN' } };
  const { mapping, added } = addFields(start, [' Title ', '', 'ean', 'Title', 'y'.repeat(65), 'Price']);
  t.same(added, ['Title', 'Price']);
  t.same(Object.keys(mapping), ['ean', 'Title', 'Price']);
  t.same(mapping.Title, extract('Title'));
  t.equal(start.Title, undefined, 'the original mapping is not changed');
});

t.test('panel inputs: empty text is null, word counts are whole numbers ≥ 0 or null', async (t) => {
  t.equal(textOrNull(''), null);
  t.equal(textOrNull('   '), null);
  t.equal(textOrNull(' a '), ' a ');
  t.equal(wordsOrNull(''), null);
  t.equal(wordsOrNull('12'), 12);
  t.equal(wordsOrNull('-3'), 0);
  t.equal(wordsOrNull('4.7'), 4);
  t.equal(wordsOrNull('abc'), null);
});

t.test('the draft differs from the row when any option differs', async (t) => {
  const row = extract('x');
  t.notOk(entriesDiffer(row, { ...row }));
  t.ok(entriesDiffer(row, { ...row, extra_info: 'more' }));
  t.ok(entriesDiffer(row, undefined));
  t.notOk(entriesDiffer(undefined, undefined));
});

t.test('a COPY’s default and currency: set from their inputs, blank leaves the row without them', async (t) => {
  const copy: KeyedCopy = { batch_action: 'COPY', field: 'Handle' };
  const pattern = 'https://shop.example/products/{Handle}';
  const linked = setCopyOption(copy, 'default_value', pattern);
  t.same(linked, { batch_action: 'COPY', field: 'Handle', default_value: pattern });
  const priced = setCopyOption(linked, 'source_unit', 'USD');
  t.same(priced, { batch_action: 'COPY', field: 'Handle', default_value: pattern, source_unit: 'USD' });
  const cleared = setCopyOption(setCopyOption(priced, 'default_value', '  '), 'source_unit', '');
  t.same(cleared, copy, 'cleared: as a row that never had them');
  t.notOk(entriesDiffer(cleared, copy), 'so typing and clearing again is no change');
  t.ok(entriesDiffer(linked, copy));
  t.same(copy, { batch_action: 'COPY', field: 'Handle' }, 'the row itself is not changed');
});

t.test('another source keeps a COPY’s settings; a tool makes it GENERATE without them', async (t) => {
  const copy: KeyedCopy = { batch_action: 'COPY', field: 'Price', default_value: '0', source_unit: 'USD' };
  t.same(pickCopySource(copy, 'Sale price', ['ac_product_title']), { batch_action: 'COPY', field: 'Sale price', default_value: '0', source_unit: 'USD' });
  const generated = pickCopySource(copy, 'ac_product_title', ['ac_product_title']);
  t.equal(generated.batch_action, 'GENERATE');
  t.notOk('default_value' in generated || 'source_unit' in generated);
});

t.test('defaults and the currency of bare amounts round-trip through the keyed form', async (t) => {
  const pattern = 'https://shop.example/products/{Handle}';
  const keyed: KeyedMapping = {
    link: setCopyOption({ batch_action: 'COPY', field: 'Handle' }, 'default_value', pattern),
    price: setCopyOption({ batch_action: 'COPY', field: 'Price' }, 'source_unit', 'USD'),
    condition: { ...extract('condition'), default_value: 'new' },
    title: { batch_action: 'COPY', field: 'Name' },
  };
  const array = toMappingArray(keyed);
  t.match(array[0], { source_column: 'Handle', dest_property: 'link', batch_action: 'COPY', default_value: pattern });
  t.match(array[1], { source_column: 'Price', dest_property: 'price', batch_action: 'COPY', source_unit: 'USD' });
  t.match(array[2], { dest_property: 'condition', batch_action: 'EXTRACT', default_value: 'new' });
  t.same(array[3], { source_column: 'Name', dest_property: 'title', batch_action: 'COPY' }, 'a COPY without them says nothing of them');
  t.same(fromMappingArray(JSON.parse(JSON.stringify(array))), keyed, 'read back as it was written');
});

t.test('rows carry their pending state', async (t) => {
  const rows = toRows({ a: extract('a'), b: extract('b') }, new Set(['b']));
  t.same(
    rows.map((row) => [row.name, row.pending]),
    [
      ['a', false],
      ['b', true],
    ],
  );
});
