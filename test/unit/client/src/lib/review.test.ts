import t from 'tap';
import {
  blocksOf,
  clampPosition,
  draftOf,
  fixedInTemplate,
  inSelection,
  isEmptyReason,
  movePosition,
  NO_SELECTION,
  PAGE_ROWS,
  reasonCounts,
  selectionRequest,
  throttle,
  typedValue,
} from '../../../../../client/src/lib/review.ts';
import type { ValueColumn } from '../../../../../domain/values.ts';

const size = { rows: 500, cols: 31 };

t.test('keys move the focus as the grid pattern says, never out of the grid', async (t) => {
  t.same(movePosition({ row: 0, col: 1 }, 'ArrowUp', false, size), { row: -1, col: 1 }, 'up to the header row');
  t.same(movePosition({ row: -1, col: 1 }, 'ArrowUp', false, size), { row: -1, col: 1 }, 'not above it');
  t.same(movePosition({ row: 3, col: 30 }, 'ArrowRight', false, size), { row: 3, col: 30 }, 'not past the last field');
  t.same(movePosition({ row: 3, col: 5 }, 'Home', false, size), { row: 3, col: 0 });
  t.same(movePosition({ row: 3, col: 5 }, 'End', true, size), { row: 499, col: 30 }, 'Ctrl+End: the last cell');
  t.same(movePosition({ row: 495, col: 2 }, 'PageDown', false, size), { row: 499, col: 2 });
  t.same(movePosition({ row: 20, col: 2 }, 'PageUp', false, size), { row: 20 - PAGE_ROWS, col: 2 });
  t.equal(movePosition({ row: 3, col: 5 }, 'a', false, size), null, 'other keys do not move');
  t.same(clampPosition({ row: 400, col: 40 }, { rows: 3, cols: 5 }), { row: 2, col: 4 }, 'a filter that shrank the grid');
});

t.test('the blocks a viewport needs, block 0 always', async (t) => {
  t.same(blocksOf([450, 451, 499], 100), [0, 4]);
  t.same(blocksOf([], 100), [0]);
  t.same(blocksOf([99, 100, -1], 100), [0, 1]);
});

t.test('a selection: ticked products × ticked fields, either alone taking all of the other', async (t) => {
  const columns = ['Name', 'Colour', 'Short'].map((name) => ({ name, action: 'EXTRACT' as const, counts: { ok: 0, empty: 0, failed: 0, edited: 0 }, reasons: {} }));
  t.notOk(inSelection(NO_SELECTION, 0, 'Name'));
  t.equal(selectionRequest(NO_SELECTION, columns), null);
  const rows = { products: new Set([7, 2]), fields: new Set<string>() };
  t.ok(inSelection(rows, 2, 'Short'));
  t.notOk(inSelection(rows, 3, 'Short'));
  t.same(selectionRequest(rows, columns), { products: [2, 7] });
  const both = { products: new Set([2]), fields: new Set(['Short', 'Name']) };
  t.same(selectionRequest(both, columns), { products: [2], fields: ['Name', 'Short'] }, 'fields in the grid order');
  t.notOk(inSelection(both, 2, 'Colour'));
});

t.test('the reasons behind the empty or the failed cells, summed over the columns, most first', async (t) => {
  const column = (name: string, reasons: ValueColumn['reasons']): ValueColumn => ({ name, action: 'EXTRACT', counts: { ok: 0, empty: 0, failed: 0, edited: 0 }, reasons });
  const columns = [
    column('Weight (kg)', { unit_unknown: 2, source_empty: 1, search_unavailable: 1 }),
    column('Colour', { not_in_list: 1, source_empty: 1 }),
    column('Material', { not_found: 2, assistant_timeout: 3 }),
    column('Name', {}),
  ];
  t.same(
    reasonCounts(columns, 'empty'),
    [
      { code: 'not_found', count: 2 },
      { code: 'source_empty', count: 2 },
      { code: 'unit_unknown', count: 2 },
      { code: 'not_in_list', count: 1 },
    ],
    'empty reasons only; ties in the order reasons are listed in',
  );
  t.same(
    reasonCounts(columns, 'failed'),
    [
      { code: 'assistant_timeout', count: 3 },
      { code: 'search_unavailable', count: 1 },
    ],
    'failure codes only',
  );
  t.same(reasonCounts(columns, 'empty', 'other_unit').at(-1), { code: 'other_unit', count: 0 }, 'the reason chosen stays listed once no cell has it');
  t.same(reasonCounts([column('Old', {})], 'empty'), [], 'cells stored before reasons: none');
  t.ok(isEmptyReason('not_in_list'));
  t.notOk(isEmptyReason('worker_failed'));
  t.ok(fixedInTemplate('unit_unknown'), 'the unit of the file’s numbers is set in the template');
  t.ok(fixedInTemplate('ambiguous_number'));
  t.notOk(fixedInTemplate('source_empty'), 'an empty cell is filled in the file, not the template');
});

t.test('edits: blank is empty, the text as typed otherwise', async (t) => {
  t.equal(typedValue('   '), null);
  t.equal(typedValue(' 12,5 '), ' 12,5 ');
  t.equal(draftOf(null), '');
  t.equal(draftOf(3500), '3500');
});

t.test('throttle: at once, then one trailing call per interval', async (t) => {
  let clock = 0;
  let calls = 0;
  const throttled = throttle(() => calls++, 1000, () => clock);
  throttled.call();
  throttled.call();
  throttled.call();
  t.equal(calls, 1, 'the first at once, the others wait');
  clock = 1000;
  await new Promise((resolve) => setTimeout(resolve, 1050));
  t.equal(calls, 2, 'one trailing call for all of them');
  throttled.call();
  throttled.cancel();
  await new Promise((resolve) => setTimeout(resolve, 1050));
  t.equal(calls, 2, 'a cancelled call never runs');
});
