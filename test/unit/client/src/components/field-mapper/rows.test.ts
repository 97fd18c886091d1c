import t from 'tap';
import {
  addFields,
  applyMatches,
  autoMapCandidates,
  entriesDiffer,
  freeFieldName,
  nameMatches,
  textOrNull,
  toolLabel,
  toRows,
  wordsOrNull,
} from '../../../../../../client/src/components/field-mapper/rows.ts';
import { emptyExtractOptions, type KeyedMapping } from '../../../../../../domain/mapping.ts';

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

t.test('the automatic mapping takes new, unhandled rows only', async (t) => {
  const mapping: KeyedMapping = {
    original: extract('original'),
    fresh: extract('fresh'),
    copied: { batch_action: 'COPY', field: 'EAN' },
    described: { ...extract('described'), extra_info: 'in cm' },
    asked: extract('asked'),
    editing: extract('editing'),
  };
  const names = autoMapCandidates(mapping, new Set(['original']), new Set(['asked']), 'editing');
  t.same(names, ['fresh']);
});

t.test('matches become COPY or GENERATE; unmatched rows stay EXTRACT; rows changed meanwhile are kept', async (t) => {
  const mapping: KeyedMapping = {
    ean: extract('ean'),
    blurb: extract('blurb'),
    colour: extract('colour'),
    touched: { batch_action: 'COPY', field: 'Name' },
  };
  const next = applyMatches(
    mapping,
    ['ean', 'blurb', 'colour', 'touched'],
    [
      { left_field_name: 'ean', right_field_name: 'EAN13' },
      { left_field_name: 'blurb', right_field_name: 'ac_product_description' },
      { left_field_name: 'colour', right_field_name: null },
      { left_field_name: 'touched', right_field_name: 'Other' },
    ],
    ['ac_product_description'],
  );
  t.same(next.ean, { batch_action: 'COPY', field: 'EAN13' });
  t.equal(next.blurb.batch_action, 'GENERATE');
  t.equal(next.blurb.field, 'ac_product_description');
  t.same(next.colour, extract('colour'));
  t.same(next.touched, { batch_action: 'COPY', field: 'Name' }, 'a row the user changed is not overwritten');
  t.same(Object.keys(next), Object.keys(mapping), 'order kept');
  t.equal(applyMatches(mapping, ['colour'], [], []), mapping, 'nothing matched: the same object');
  const units = applyMatches({ 'Weight (kg)': extract('Weight (kg)'), 'Prix (€)': extract('Prix (€)') }, ['Weight (kg)', 'Prix (€)'], [], []);
  t.same(units['Weight (kg)'], { ...extract('Weight (kg)'), type: 'float', expected_unit: 'kg' }, 'unmatched with a unit: EXTRACT float in that unit');
  t.same(units['Prix (€)'], extract('Prix (€)'), 'a currency is a label, not a unit to convert');
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
