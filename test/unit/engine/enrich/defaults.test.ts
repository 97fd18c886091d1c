import t from 'tap';
import { fillDefault, placeholdersOf } from '../../../../engine/enrich/defaults.ts';
import { enrichRow } from '../../../../engine/enrich/plan.ts';

t.test('a default: a fixed value, or a pattern the row fills', async (t) => {
  const row = { Handle: 'chemise lin', 'Variant SKU': 'CH-1', Empty: '' };
  t.same(fillDefault('new', row, 'condition'), { value: 'new' });
  t.same(fillDefault('https://shop.example/products/{Handle}', row, 'link'), { value: 'https://shop.example/products/chemise%20lin' }, 'a cell in an address is encoded');
  t.same(fillDefault('{variant sku} — {Handle}', row, 'mpn'), { value: 'CH-1 — chemise lin' }, 'a column named regardless of case');
  const lacking = fillDefault('https://shop.example/p/{Empty}', row, 'link');
  t.match(lacking, { reason: { code: 'source_empty', column: 'Empty', says: { key: 'default_needs' } } }, 'an empty placeholder leaves the cell empty, and says which');
  t.match(fillDefault('{Nope}', row, 'x'), { reason: { column: 'Nope' } });
  t.same(placeholdersOf('https://x.example/{Handle}/{Variant SKU}'), ['Handle', 'Variant SKU']);
});

t.test('the row first, the default when the row gives nothing; never searched on the web', async (t) => {
  const plans = [
    { action: 'COPY' as const, output: 'condition', source: 'État', defaultValue: 'new' },
    { action: 'COPY' as const, output: 'link', source: '', defaultValue: 'https://shop.example/products/{Handle}' },
    { action: 'EXTRACT' as const, output: 'colour', type: 'string' as const, extraInfo: null, expectedUnit: null, valueList: null, useLabel: true, defaultValue: 'black' },
  ];
  const used = enrichRow(plans, { État: 'used', Handle: 'shirt', Colour: 'red' }, {});
  t.same(used.values, { condition: 'used', link: 'https://shop.example/products/shirt', colour: 'red' });
  t.same(used.sources.link, { kind: 'default', value: 'https://shop.example/products/{Handle}' });
  const bare = enrichRow(plans, { État: '', Handle: 'shirt' }, {});
  t.same([bare.values.condition, bare.values.colour], ['new', 'black']);
  t.same(bare.sources.condition, { kind: 'default', value: 'new' });
  t.same(bare.missing, [], 'a field with a default is not searched on the web');
  t.same(bare.reasons, {});
  const unset = enrichRow([{ action: 'COPY', output: 'link', source: '' }], {}, {});
  t.match(unset.reasons.link, { code: 'not_found', says: { key: 'copy_unset' } }, 'a COPY with no column and no default says so');
});
