import t from 'tap';
import {
  blocksOf,
  blocksWithProducts,
  cellInSelection,
  cellKeyAction,
  clampPosition,
  draftOf,
  fixedInTemplate,
  gridLayout,
  inSelection,
  inTemplate,
  isEmptyReason,
  moveFocus,
  movePosition,
  NO_SELECTION,
  PAGE_ROWS,
  productGroups,
  reasonCounts,
  selectionRequest,
  sharedWithProduct,
  throttle,
  typedValue,
} from '../../../../../client/src/lib/review.ts';
import type { ValueCell, ValueColumn } from '../../../../../domain/values.ts';

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
  const columns = ['Name', 'Colour', 'Short'].map((name) => ({ name, action: 'EXTRACT' as const, counts: { ok: 0, empty: 0, failed: 0, edited: 0 }, flagged: 0, reasons: {} }));
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

t.test('a column the channel requires that the template lacks is never selected nor run again', async (t) => {
  const counts = { ok: 0, empty: 3, failed: 0, edited: 0 };
  const name: ValueColumn = { name: 'title', action: 'GENERATE', counts, flagged: 0, reasons: {} };
  const link: ValueColumn = { name: 'link', action: null, counts, flagged: 0, reasons: {} };
  const columns = [name, link];
  t.ok(inTemplate(name));
  t.notOk(inTemplate(link));
  const products = { products: new Set([1]), fields: new Set<string>() };
  t.ok(cellInSelection(products, 1, name), 'ticked products take the template’s fields');
  t.notOk(cellInSelection(products, 1, link), 'but not the channel’s column');
  t.same(selectionRequest(products, columns), { products: [1] });
  t.same(selectionRequest({ products: new Set(), fields: new Set(['link', 'title']) }, columns), { fields: ['title'] }, 'its name is left out of a request');
  t.equal(selectionRequest({ products: new Set([1]), fields: new Set(['link']) }, columns), null, 'only that column: nothing to run');
  t.notOk(sharedWithProduct(null, { value: null, status: 'empty', source: null }, { value: null, status: 'empty', source: null }));
});

t.test('the reasons behind the empty or the failed cells, summed over the columns, most first', async (t) => {
  const column = (name: string, reasons: ValueColumn['reasons']): ValueColumn => ({ name, action: 'EXTRACT', counts: { ok: 0, empty: 0, failed: 0, edited: 0 }, flagged: 0, reasons });
  const columns = [column('Weight (kg)', { unit_unknown: 2, source_empty: 1, search_unavailable: 1 }), column('Colour', { not_in_list: 1, source_empty: 1 }), column('Material', { not_found: 2, assistant_timeout: 3 }), column('Name', {})];
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

t.test('the keys of a focused value, as in a spreadsheet: Enter or F2 edits, Space shows the evidence, a character typed replaces', async (t) => {
  const none = { ctrl: false, meta: false, alt: false };
  t.same(cellKeyAction('Enter', none), { kind: 'edit' });
  t.same(cellKeyAction('F2', none), { kind: 'edit' });
  t.same(cellKeyAction(' ', none), { kind: 'evidence' });
  t.same(cellKeyAction('a', none), { kind: 'type', text: 'a' });
  t.same(cellKeyAction('É', none), { kind: 'type', text: 'É' }, 'with Shift or an accent');
  t.same(cellKeyAction('7', none), { kind: 'type', text: '7' });
  t.same(cellKeyAction('😀', none), { kind: 'type', text: '😀' }, 'one character in two code units');
  t.same(cellKeyAction('@', { ctrl: true, meta: false, alt: true }), { kind: 'type', text: '@' }, 'AltGr types');
  t.same(cellKeyAction('ø', { ctrl: false, meta: false, alt: true }), { kind: 'type', text: 'ø' }, 'Option types on a Mac');
  t.equal(cellKeyAction('c', { ctrl: true, meta: false, alt: false }), null, 'Ctrl+C is a shortcut');
  t.equal(cellKeyAction('v', { ctrl: false, meta: true, alt: false }), null, 'Cmd+V too');
  for (const key of ['Tab', 'Escape', 'Shift', 'Dead', 'Process', 'ArrowDown', 'Backspace', 'F5']) t.equal(cellKeyAction(key, none), null, `${key} does nothing`);
});

t.test('throttle: at once, then one trailing call per interval', async (t) => {
  let clock = 0;
  let calls = 0;
  const throttled = throttle(
    () => calls++,
    1000,
    () => clock,
  );
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

/** Rows selling these products, in order: [0, 0, 0, 1] is a product of three variants, then one alone. */
const selling = (...groups: number[]) => groups.map((group) => ({ group }));

t.test('rows grouped under their product: only products with several rows, as far as the rows read say', async (t) => {
  const blocks = new Map([[0, selling(0, 0, 0, 1, 2, 2)]]);
  t.same(productGroups(blocks, 100, 6), [
    { group: 0, first: 0, count: 3 },
    { group: 2, first: 4, count: 2 },
  ]);
  t.same(productGroups(new Map([[0, selling(0, 1, 2)]]), 100, 3), [], 'a file without variants: no product to group');
  const over = new Map([
    [1, selling(7, 8, 8)],
    [0, selling(5, 6, 7)],
  ]);
  t.same(
    productGroups(over, 3, 6),
    [
      { group: 7, first: 2, count: 2 },
      { group: 8, first: 4, count: 2 },
    ],
    'a product running over into the next block, read',
  );
  t.same(
    productGroups(
      new Map([
        [0, selling(5, 6, 7)],
        [2, selling(7, 9)],
      ]),
      3,
      8,
    ),
    [],
    'not across a block not read',
  );
  t.same(productGroups(new Map([[0, selling(1, 1, 1)]]), 100, 2), [{ group: 1, first: 0, count: 2 }], 'rows past the total (a filter shrank it) left out');
});

t.test('the blocks to read: beside a block holding variants, its neighbours not read yet', async (t) => {
  const variants = selling(0, 0, 1);
  const alone = selling(0, 1, 2);
  t.same(
    blocksWithProducts(
      [0, 2],
      new Map([
        [0, alone],
        [2, alone],
      ]),
      12,
      3,
    ),
    [0, 2],
    'no variants: the blocks in view only',
  );
  t.same(
    blocksWithProducts(
      [0, 2],
      new Map([
        [0, alone],
        [2, variants],
      ]),
      12,
      3,
    ),
    [0, 1, 2, 3],
  );
  t.same(
    blocksWithProducts(
      [0, 2],
      new Map([
        [0, alone],
        [1, alone],
        [2, variants],
      ]),
      9,
      3,
    ),
    [0, 2],
    'neither one read already nor one past the end',
  );
  t.same(blocksWithProducts([0, 3], new Map([[0, alone]]), 12, 3), [0, 3], 'a block not read yet: nothing known');
});

t.test('the grid lines: a header above each product of several rows, its rows left out while collapsed', async (t) => {
  const groups = productGroups(new Map([[0, selling(0, 0, 0, 1, 2, 2)]]), 100, 7);
  const open = gridLayout(7, groups, new Set());
  t.same(
    open.lines.map((line) => (line.kind === 'product' ? `P${line.product.group}×${line.product.count}` : line.product ? `  ${line.row}` : `${line.row}`)),
    ['P0×3', '  0', '  1', '  2', '3', 'P2×2', '  4', '  5', '6'],
  );
  t.equal(open.lineOfRow(3), 4);
  t.equal(open.lineOf({ row: 4, col: 2, product: true }), 5, 'a product’s header line');
  t.same(open.focusAt({ row: 5, col: 2 }), { row: 4, col: 2, product: true });
  t.same(open.focusAt({ row: 6, col: 2 }), { row: 4, col: 2 });
  t.same(open.focusAt({ row: -1, col: 2 }), { row: -1, col: 2 }, 'the header row');

  const shut = gridLayout(7, groups, new Set([0]));
  t.same(
    shut.lines.map((line) => (line.kind === 'product' ? `P${line.product.group}` : `${line.row}`)),
    ['P0', '3', 'P2', '4', '5', '6'],
  );
  t.equal(shut.lineOfRow(1), 0, 'a collapsed product’s row: its header');
  t.equal(shut.lineOf({ row: 1, col: 3 }), 0);
  t.equal(gridLayout(3, [], new Set()).lines.length, 3, 'no products: a line per row');
  t.equal(gridLayout(0, [], new Set()).lines.length, 0);
});

t.test('keys over the lines: up and down through the headers, along a header nothing moves', async (t) => {
  const layout = gridLayout(4, productGroups(new Map([[0, selling(0, 0, 1, 1)]]), 100, 4), new Set([1]));
  // Lines: P0, 0, 1, P1 (collapsed).
  t.same(moveFocus(layout, { row: 0, col: 3 }, 'ArrowUp', false, 5), { row: 0, col: 3, product: true }, 'up onto the product’s header, the column kept');
  t.same(moveFocus(layout, { row: 0, col: 3, product: true }, 'ArrowUp', false, 5), { row: -1, col: 3 }, 'then the column headers');
  t.same(moveFocus(layout, { row: 1, col: 3 }, 'ArrowDown', false, 5), { row: 2, col: 3, product: true }, 'down onto the next product, collapsed');
  t.same(moveFocus(layout, { row: 2, col: 3, product: true }, 'ArrowDown', false, 5), { row: 2, col: 3, product: true }, 'its rows hidden: the last line');
  t.same(moveFocus(layout, { row: 2, col: 3, product: true }, 'ArrowLeft', false, 5), { row: 2, col: 3, product: true }, 'a header’s one cell');
  t.same(moveFocus(layout, { row: 2, col: 3, product: true }, 'End', true, 5), { row: 2, col: 4, product: true }, 'Ctrl+End: the last line');
  t.same(moveFocus(layout, { row: 0, col: 3 }, 'Home', true, 5), { row: -1, col: 0 });
  t.equal(moveFocus(layout, { row: 0, col: 3 }, 'x', false, 5), null);
});

t.test('a variant’s value is its product’s when the same as on its first row and shared by nature or taken from its row', async (t) => {
  const cell = (value: ValueCell['value'], source: ValueCell['source'] = null, status: ValueCell['status'] = 'ok'): ValueCell => ({ value, status, source });
  const generated = { kind: 'generated', provider: 'local', model: null } as const;
  t.ok(sharedWithProduct('GENERATE', cell('A tee.', generated), cell('A tee.', generated)), 'the copy written once for the product');
  t.notOk(sharedWithProduct('GENERATE', cell('Hand-written.'), cell('A tee.', generated)), 'not when it differs');
  t.ok(sharedWithProduct('COPY', cell('Example T-Shirt', { kind: 'column', column: 'Title', from_product: true }), cell('Example T-Shirt', { kind: 'column', column: 'Title' })));
  t.notOk(sharedWithProduct('COPY', cell('25', { kind: 'column', column: 'Price' }), cell('25', { kind: 'column', column: 'Price' })), 'the variant’s own column, equal by chance');
  t.ok(sharedWithProduct('EXTRACT', cell('GRN', { kind: 'value_list', column: 'Color', list: 'Colours', code: 'GRN', label: 'Green', from_product: true }), cell('GRN', null)), 'a value-list item read on the product’s row');
  t.notOk(sharedWithProduct('GENERATE', cell(null), cell(null)), 'nothing to show once');
  t.notOk(sharedWithProduct('GENERATE', cell(null, null, 'failed'), cell(null, null, 'failed')));
  t.notOk(sharedWithProduct('GENERATE', cell('A tee.', generated), undefined), 'the product’s first row not read');
});
