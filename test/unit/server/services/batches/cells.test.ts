import t from 'tap';
import { cellReason } from '../../../../../domain/cell-reasons.ts';
import { cellsFromRow, failedCell, productCharge, productError, productRefund, valueCell } from '../../../../../server/services/batches/cells.ts';

const plans = [
  { output: 'Name', action: 'COPY' as const },
  { output: 'Weight', action: 'EXTRACT' as const },
  { output: 'Colour', action: 'EXTRACT' as const },
  { output: 'Short', action: 'GENERATE' as const, shared: true },
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

t.test('copy a product’s variants share is charged to its first variant; a text per variant to each', async (t) => {
  t.equal(productCharge(plans, all, false), 2, 'a later variant pays for its own EXTRACT cells only');
  const perVariant = plans.map((plan) => (plan.action === 'GENERATE' ? { ...plan, shared: false } : plan));
  t.equal(productCharge(perVariant, all, false), 3);
  t.equal(productRefund(plans, all, { Name: ok, Weight: ok, Colour: ok, Short: failedCell('assistant_timeout', 'F') }, false), 0, 'a shared text it did not pay for gives nothing back');
});

t.test('a failed paid cell gives its credit back; a product with nothing done gives back all', async (t) => {
  t.equal(productRefund(plans, all, { Name: ok, Weight: ok, Colour: ok, Short: ok }), 0);
  t.equal(productRefund(plans, all, { Name: ok, Weight: failedCell('search_unavailable', 'F'), Colour: ok, Short: failedCell('assistant_timeout', 'F') }), 2);
  t.equal(productRefund(plans, all, { Name: failedCell('worker_failed', 'F'), Weight: failedCell('worker_failed', 'F'), Colour: failedCell('worker_failed', 'F'), Short: failedCell('worker_failed', 'F') }), 3);
  t.equal(productRefund(plans, new Set(['Name']), { Name: failedCell('worker_failed', 'F') }), 0, 'a failed free pass');
  t.equal(productRefund([{ output: 'Name', action: 'COPY' }], new Set(['Name']), { Name: failedCell('worker_failed', 'F') }), 1, 'a failed product of a COPY-only template');
  t.equal(productRefund(plans, new Set(['Name', 'Short']), { Name: ok, Short: failedCell('assistant_timeout', 'F') }), 1);
  const refused = { value: null, status: 'empty' as const, source: null, error: null, reason: cellReason('not_enough_facts', 'few_facts', { field: 'Short', facts: 1 }) };
  t.equal(productRefund(plans, all, { Name: ok, Weight: ok, Colour: ok, Short: refused }), 1, 'copy the gates refused is not charged');
});

t.test('cells from the row: blank is empty, a value keeps its evidence; the Error column says each failure once', async (t) => {
  const unitUnknown = cellReason('unit_unknown', 'unit_unknown', { field: 'Weight', column: 'Poids', value: '1.2' });
  const row = { values: { Name: 'Oak', Weight: null, Colour: '  ' }, sources: { Name: { kind: 'column' as const, column: 'Nom' } }, missing: ['Weight'], reasons: { Weight: unitUnknown } };
  const rowPlans = [
    { action: 'COPY' as const, output: 'Name', source: 'Nom' },
    { action: 'EXTRACT' as const, output: 'Weight', type: 'float' as const, extraInfo: null, expectedUnit: 'g', valueList: null, useLabel: true },
    { action: 'EXTRACT' as const, output: 'Colour', type: 'string' as const, extraInfo: null, expectedUnit: null, valueList: null, useLabel: true },
  ];
  t.same(cellsFromRow(rowPlans, row, new Set(['Name', 'Weight', 'Colour'])), {
    Name: { value: 'Oak', status: 'ok', source: { kind: 'column', column: 'Nom' }, error: null },
    Weight: { value: null, status: 'empty', source: null, error: null, reason: unitUnknown },
    Colour: { value: null, status: 'empty', source: null, error: null },
  });
  t.same(failedCell('search_unavailable', 'Weight').reason, { code: 'search_unavailable', says: { key: 'search_unavailable', params: { field: 'Weight', error: 'search_unavailable' } } }, 'a failed cell says its failure');
  t.equal(failedCell('odd_code', 'Weight').reason?.says.key, 'failed', 'a code without a sentence of its own is said as a failure');
  t.same(Object.keys(cellsFromRow(rowPlans, row, new Set(['Weight']))), ['Weight'], 'only the fields of the pass');
  const timeout = failedCell('assistant_timeout', 'Short');
  t.equal(productError({ A: timeout, B: timeout, C: failedCell('search_unavailable', 'Weight'), D: ok }), 'The assistant took too long to answer for Short; run the cell again. Web search could not be reached for Weight; run the cell again later.', 'a sentence a person reads, each once');
  t.match(productError({ A: timeout }, 'fr'), /^L’assistant a mis trop de temps à répondre pour Short\s?; relancez la cellule\.$/u, 'in the language of whom started the run');
  t.equal(productError({ D: ok }), null);
});

t.test('only values delivered are paid: a cell left empty for any reason gives its credit back', async (t) => {
  const notStated = { value: null, status: 'empty' as const, source: null, error: null, reason: cellReason('not_found', 'not_found', { field: 'Weight' }) };
  t.equal(productRefund(plans, all, { Name: ok, Weight: notStated, Colour: ok, Short: ok }), 1, 'a weight the file does not state costs nothing');
  t.equal(productRefund(plans, all, { Name: ok, Weight: notStated, Colour: notStated, Short: notStated }), 3, 'a product whose paid cells are all empty pays nothing');
  t.equal(productRefund([{ output: 'Name', action: 'COPY' }], new Set(['Name']), { Name: notStated }), 1, 'a COPY-only product that delivered nothing is not charged');
});
