import t from 'tap';
import { cellsFromRow, failedCell, productCharge, productError, productRefund, valueCell } from '../../../../../server/services/batches/cells.ts';

const plans = [
  { output: 'Name', action: 'COPY' as const },
  { output: 'Weight', action: 'EXTRACT' as const },
  { output: 'Colour', action: 'EXTRACT' as const },
  { output: 'Short', action: 'GENERATE' as const },
];
const all = new Set(plans.map((plan) => plan.output));
const ok = valueCell('x', null);

t.test('a product charges like a run: one credit per EXTRACT and GENERATE cell, one a product for a COPY-only template', async (t) => {
  t.equal(productCharge(plans, all), 3);
  t.equal(productCharge(plans, new Set(['Weight'])), 1);
  t.equal(productCharge(plans, new Set(['Name'])), 0, 'free cells alone (the paid ones cached, or a rerun of a COPY) cost nothing');
  const copies = [{ output: 'Name', action: 'COPY' as const }];
  t.equal(productCharge(copies, new Set(['Name'])), 1, 'a COPY-only template costs one a product');
});

t.test('a failed paid cell gives its credit back; a product with nothing done gives back all', async (t) => {
  t.equal(productRefund(plans, all, { Name: ok, Weight: ok, Colour: ok, Short: ok }), 0);
  t.equal(productRefund(plans, all, { Name: ok, Weight: failedCell('search_unavailable'), Colour: ok, Short: failedCell('assistant_timeout') }), 2);
  t.equal(productRefund(plans, all, { Name: failedCell('worker_failed'), Weight: failedCell('worker_failed'), Colour: failedCell('worker_failed'), Short: failedCell('worker_failed') }), 3);
  t.equal(productRefund(plans, new Set(['Name']), { Name: failedCell('worker_failed') }), 0, 'a failed free pass');
  t.equal(productRefund([{ output: 'Name', action: 'COPY' }], new Set(['Name']), { Name: failedCell('worker_failed') }), 1, 'a failed product of a COPY-only template');
  t.equal(productRefund(plans, new Set(['Name', 'Short']), { Name: ok, Short: failedCell('assistant_timeout') }), 1);
});

t.test('cells from the row: blank is empty, a value keeps its evidence; the Error column lists each code once', async (t) => {
  const row = { values: { Name: 'Oak', Weight: null, Colour: '  ' }, sources: { Name: { kind: 'column' as const, column: 'Nom' } }, missing: ['Weight'] };
  const rowPlans = [
    { action: 'COPY' as const, output: 'Name', source: 'Nom' },
    { action: 'EXTRACT' as const, output: 'Weight', type: 'float' as const, extraInfo: null, expectedUnit: 'g', valueList: null, useLabel: true },
    { action: 'EXTRACT' as const, output: 'Colour', type: 'string' as const, extraInfo: null, expectedUnit: null, valueList: null, useLabel: true },
  ];
  t.same(cellsFromRow(rowPlans, row, new Set(['Name', 'Weight', 'Colour'])), {
    Name: { value: 'Oak', status: 'ok', source: { kind: 'column', column: 'Nom' }, error: null },
    Weight: { value: null, status: 'empty', source: null, error: null },
    Colour: { value: null, status: 'empty', source: null, error: null },
  });
  t.same(Object.keys(cellsFromRow(rowPlans, row, new Set(['Weight']))), ['Weight'], 'only the fields of the pass');
  t.equal(productError({ A: failedCell('x'), B: failedCell('x'), C: failedCell('y'), D: ok }), 'x, y');
  t.equal(productError({ D: ok }), null);
});
