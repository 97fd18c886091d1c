import t from 'tap';
import { enrichRow } from '../../../../engine/enrich/plan.ts';
import type { FieldPlan } from '../../../../engine/enrich/types.ts';
import { extract } from './plans.ts';

const COLORS = [
  { code: 'BL', label: 'Blue' },
  { code: 'NV', label: 'Navy blue' },
];

// A WooCommerce-shaped row: a weight column in pounds, the colour as an attribute pair, the
// material only in the description.
const row = {
  Name: 'Hoodie with Logo',
  'Weight (lbs)': '1.5',
  'Attribute 1 name': 'Color',
  'Attribute 1 value(s)': 'Navy blue',
  Description: 'A warm hoodie. Material: organic cotton.',
  'Sale price': '',
};

const plans: FieldPlan[] = [
  { action: 'COPY', output: 'Title', source: 'Name' },
  { action: 'COPY', output: 'Promo', source: 'Sale price' },
  extract('Weight', { type: 'float', expectedUnit: 'kg' }),
  extract('Colour', { valueList: COLORS, valueListName: 'Colors' }),
  extract('Material'),
  extract('EAN', { type: 'integer' }),
];

t.test('each value found in the row says where it came from; empty fields have no source', async (t) => {
  const result = enrichRow(plans, row, { description: ['Description'] });
  t.same(result.values, { Title: 'Hoodie with Logo', Promo: '', Weight: 0.68, Colour: 'Navy blue', Material: 'organic cotton', EAN: null });
  t.same(result.sources, {
    Title: { kind: 'column', column: 'Name' },
    Weight: { kind: 'column', column: 'Weight (lbs)' },
    Colour: { kind: 'value_list', column: 'Attribute 1 value(s)', list: 'Colors', code: 'NV', label: 'Navy blue' },
    Material: { kind: 'column', column: 'Description' },
  });
  t.same(result.missing, ['EAN'], 'an EXTRACT the row does not hold is left to web search');
});
