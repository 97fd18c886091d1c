import t from 'tap';
import { applyMatches, autoMapCandidates } from '../../../../../client/src/lib/auto-map.ts';
import { emptyExtractOptions, type KeyedMapping } from '../../../../../domain/mapping.ts';

const extract = (name: string) => ({ batch_action: 'EXTRACT' as const, field: name, ...emptyExtractOptions() });

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
