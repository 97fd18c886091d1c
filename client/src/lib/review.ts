/**
 * Pure rules of the review page (/catalogs/{id}): where the grid's focus goes on a key, which blocks of
 * rows a viewport needs, how rows group under their product, what a selection re-runs. No DOM, no React.
 */
import { EMPTY_REASONS, type ReasonCode, type ReasonMessage } from '../../../domain/cell-reasons.ts';
import type { BatchAction } from '../../../domain/mapping.ts';
import type { RerunRequest, ValueCell, ValueColumn, ValueRow } from '../../../domain/values.ts';

/** A grid position: row -1 is the header row, column 0 the product column, column n the n-th output field. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridSize {
  /** Data rows (the header row is not counted). */
  rows: number;
  /** Columns, the product column included. */
  cols: number;
}

/** Rows a Page Up / Page Down moves. */
export const PAGE_ROWS = 10;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps a position inside the grid (after a filter or a refetch shrank it). */
export function clampPosition(position: GridPosition, size: GridSize): GridPosition {
  return { row: clamp(position.row, -1, size.rows - 1), col: clamp(position.col, 0, Math.max(0, size.cols - 1)) };
}

/**
 * Where a key moves the focus (the WAI-ARIA grid pattern): arrows by one cell, Home/End to the row's
 * ends (with Ctrl, the grid's), Page Up/Down by PAGE_ROWS rows; null for a key that does not move it.
 */
export function movePosition(position: GridPosition, key: string, ctrl: boolean, size: GridSize): GridPosition | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  let next: GridPosition;
  switch (key) {
    case 'ArrowUp':
      next = { ...position, row: position.row - 1 };
      break;
    case 'ArrowDown':
      next = { ...position, row: position.row + 1 };
      break;
    case 'ArrowLeft':
      next = { ...position, col: position.col - 1 };
      break;
    case 'ArrowRight':
      next = { ...position, col: position.col + 1 };
      break;
    case 'Home':
      next = ctrl ? { row: -1, col: 0 } : { ...position, col: 0 };
      break;
    case 'End':
      next = ctrl ? { row: lastRow, col: lastCol } : { ...position, col: lastCol };
      break;
    case 'PageUp':
      next = { ...position, row: position.row - PAGE_ROWS };
      break;
    case 'PageDown':
      next = { ...position, row: position.row + PAGE_ROWS };
      break;
    default:
      return null;
  }
  return clampPosition(next, size);
}

/** The blocks of `blockSize` rows holding these rows, ascending, always with block 0 (it brings the columns). */
export function blocksOf(rows: readonly number[], blockSize: number): number[] {
  const blocks = new Set<number>([0]);
  for (const row of rows) if (row >= 0) blocks.add(Math.floor(row / blockSize));
  return [...blocks].sort((a, b) => a - b);
}

/** What grouping reads of a row: the file product it sells. */
type GroupedRow = Pick<ValueRow, 'group'>;

/** The rows read so far, by block (a block's rows start at block × block size). */
export type RowBlocks = ReadonlyMap<number, readonly GroupedRow[]>;

/**
 * A file product sold in several consecutive rows (its variants), as far as the rows read say:
 * rows `first` to `first + count - 1` of the grid.
 */
export interface ProductGroup {
  group: number;
  first: number;
  count: number;
}

/** Whether a block's rows hold variants (two rows in a row selling the same product). */
const holdsVariants = (rows: readonly GroupedRow[]) => rows.some((row, i) => i > 0 && rows[i - 1]?.group === row.group);

/**
 * The products with more than one row among the rows read, in grid order. A product running over
 * into a block not read yet counts the rows read; the rows of a block not read are each their own.
 */
export function productGroups(blocks: RowBlocks, blockSize: number, total: number): ProductGroup[] {
  const groups: ProductGroup[] = [];
  let current: ProductGroup | null = null;
  const close = () => {
    if (current && current.count > 1) groups.push(current);
  };
  for (const block of [...blocks.keys()].sort((a, b) => a - b)) {
    const rows = blocks.get(block) ?? [];
    for (let i = 0; i < rows.length; i++) {
      const index = block * blockSize + i;
      const group = (rows[i] as GroupedRow).group;
      if (index >= total) break;
      if (current && index === current.first + current.count && group === current.group) current.count++;
      else {
        close();
        current = { group, first: index, count: 1 };
      }
    }
  }
  close();
  return groups;
}

/**
 * The blocks to read: those of the rows shown and, beside a block holding variants, the neighbours not
 * read yet (a product may run over into them: its header goes above its first row and counts them all).
 */
export function blocksWithProducts(blocks: readonly number[], read: RowBlocks, total: number, blockSize: number): number[] {
  const last = Math.ceil(total / blockSize) - 1;
  const wanted = new Set(blocks);
  for (const block of blocks) {
    const rows = read.get(block);
    if (!rows || !holdsVariants(rows)) continue;
    for (const next of [block - 1, block + 1]) if (next >= 0 && next <= last && !read.has(next)) wanted.add(next);
  }
  return [...wanted].sort((a, b) => a - b);
}

/** A line of the grid: a product's header (above its variants), or a row (with its product when it has several). */
export type GridLine = { kind: 'product'; product: ProductGroup } | { kind: 'row'; row: number; product?: ProductGroup };

/**
 * Where the focus is, so that it stays on the same thing when lines move (a product's header added
 * above it, a product collapsed): a row's cell, the header row (row -1), or a product's header line
 * (`product`, `row` its first row). `col` is kept on a product's line, for the rows below it.
 */
export interface GridFocus {
  row: number;
  col: number;
  product?: true;
}

/** The grid's lines in order and the way between rows, headers and lines. */
export interface GridLayout {
  lines: readonly GridLine[];
  /** The line showing a row: its product's header line while the product is collapsed. */
  lineOfRow(row: number): number;
  /** The line of a focus: -1 for the header row. */
  lineOf(focus: GridFocus): number;
  /** The focus on a line (-1: the header row). */
  focusAt(position: GridPosition): GridFocus;
}

/**
 * The grid's lines: each product with several rows gets a header line above them (its rows left out
 * while it is collapsed, by group), every other row is a line of its own.
 */
export function gridLayout(total: number, groups: readonly ProductGroup[], collapsed: ReadonlySet<number>): GridLayout {
  const lines: GridLine[] = [];
  const rowLines = new Int32Array(Math.max(0, total));
  const headerLines = new Map<number, number>();
  let next = 0;
  for (let row = 0; row < total; ) {
    while (next < groups.length && (groups[next] as ProductGroup).first < row) next++;
    const product = groups[next];
    if (product?.first !== row) {
      rowLines[row] = lines.length;
      lines.push({ kind: 'row', row });
      row++;
      continue;
    }
    const header = lines.length;
    headerLines.set(row, header);
    lines.push({ kind: 'product', product });
    const end = Math.min(total, row + product.count);
    for (; row < end; row++) {
      if (collapsed.has(product.group)) rowLines[row] = header;
      else {
        rowLines[row] = lines.length;
        lines.push({ kind: 'row', row, product });
      }
    }
    next++;
  }
  const lineOfRow = (row: number) => rowLines[clamp(row, 0, total - 1)] ?? 0;
  return {
    lines,
    lineOfRow,
    lineOf: (focus) => {
      if (focus.row < 0) return -1;
      if (focus.product) return headerLines.get(focus.row) ?? lineOfRow(focus.row);
      return lineOfRow(focus.row);
    },
    focusAt: ({ row, col }) => {
      const line = lines[row];
      if (!line) return { row: -1, col };
      return line.kind === 'product' ? { row: line.product.first, col, product: true } : { row: line.row, col };
    },
  };
}

/**
 * Where a key moves the focus over the grid's lines (movePosition's rules); on a product's header line,
 * the only cell, the keys along the row leave the focus where it is.
 */
export function moveFocus(layout: GridLayout, focus: GridFocus, key: string, ctrl: boolean, cols: number): GridFocus | null {
  if (focus.product && !ctrl && ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key)) return focus;
  const next = movePosition({ row: layout.lineOf(focus), col: focus.col }, key, ctrl, { rows: layout.lines.length, cols });
  return next && layout.focusAt(next);
}

/**
 * What a key does on a focused value, as in a spreadsheet: Enter or F2 edits it, Space shows its
 * evidence, a printable character starts an edit that replaces the value with it.
 */
export type CellKeyAction = { kind: 'edit' } | { kind: 'evidence' } | { kind: 'type'; text: string };

/** The modifier keys held with a key. */
export interface KeyModifiers {
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
}

/**
 * The action of a key on a focused value, null for a key that does none. A character typed with
 * Ctrl or Cmd is a shortcut, not text; with Ctrl and Alt together (AltGr) it is text.
 */
export function cellKeyAction(key: string, modifiers: KeyModifiers): CellKeyAction | null {
  if (key === 'Enter' || key === 'F2') return { kind: 'edit' };
  if (modifiers.meta || (modifiers.ctrl && !modifiers.alt)) return null;
  if (key === ' ') return { kind: 'evidence' };
  // Named keys (Tab, Escape, Dead, Process while composing…) are longer than one character.
  return [...key].length === 1 ? { kind: 'type', text: key } : null;
}

/**
 * Whether a variant's cell holds its product's value, shown once (on the product's first row): the
 * same value as there, and shared by nature (a GENERATE field, written once per product) or taken
 * from the product's row.
 */
export function sharedWithProduct(action: BatchAction | null, cell: ValueCell | undefined, lead: ValueCell | undefined): boolean {
  if (!cell || !lead || cell.status === 'failed' || cell.value === null || cell.value === '' || cell.value !== lead.value) return false;
  if (action === 'GENERATE') return true;
  return cell.source !== null && (cell.source.kind === 'column' || cell.source.kind === 'value_list') && cell.source.from_product === true;
}

/**
 * Whether a column is one of the template's: a column the run's channel requires that the template
 * lacks (action null) only shows its empty cells and their issue, never edited nor run again.
 */
export const inTemplate = (column: Pick<ValueColumn, 'action'>): boolean => column.action !== null;

/** Products and output fields ticked for a rerun. */
export interface Selection {
  products: ReadonlySet<number>;
  fields: ReadonlySet<string>;
}

export const NO_SELECTION: Selection = { products: new Set(), fields: new Set() };

export const isEmptySelection = (selection: Selection): boolean => selection.products.size === 0 && selection.fields.size === 0;

/**
 * Whether a cell is in the selection: the ticked products × the ticked fields; ticked products alone
 * take every field, ticked fields alone every product.
 */
export function inSelection(selection: Selection, product: number, field: string): boolean {
  if (isEmptySelection(selection)) return false;
  const productIn = selection.products.size === 0 || selection.products.has(product);
  const fieldIn = selection.fields.size === 0 || selection.fields.has(field);
  return productIn && fieldIn;
}

/** Whether a cell is in the selection (inSelection) and can be run again: its column is the template's. */
export const cellInSelection = (selection: Selection, product: number, column: ValueColumn): boolean => inTemplate(column) && inSelection(selection, product, column.name);

/**
 * The rerun request of a selection, fields in the grid's order (the template's only) and products
 * ascending; null when nothing is ticked, or only fields that cannot run again.
 */
export function selectionRequest(selection: Selection, columns: readonly ValueColumn[]): RerunRequest | null {
  if (isEmptySelection(selection)) return null;
  const request: RerunRequest = {};
  if (selection.products.size > 0) request.products = [...selection.products].sort((a, b) => a - b);
  if (selection.fields.size > 0) {
    const fields = columns.filter((column) => inTemplate(column) && selection.fields.has(column.name)).map((column) => column.name);
    if (fields.length === 0) return null;
    request.fields = fields;
  }
  return request;
}

/** Failed cells over the whole run. */
export const failedCount = (columns: readonly ValueColumn[]): number => columns.reduce((sum, column) => sum + column.counts.failed, 0);

/** Whether a reason says why a cell is empty; any other code is a failure's. */
export const isEmptyReason = (code: string): boolean => (EMPTY_REASONS as readonly string[]).includes(code);

export interface ReasonCount {
  code: ReasonCode;
  /** Cells it explains. */
  count: number;
}

/**
 * The reasons behind the empty (or the failed) cells of these columns, with how many cells each
 * explains, most first (ties in the order of EMPTY_REASONS, failure codes after them by name). The
 * reason `chosen` stays listed when no cell has it any more, so the filter on it can still be seen and left.
 */
export function reasonCounts(columns: readonly ValueColumn[], status: 'empty' | 'failed', chosen: ReasonCode | null = null): ReasonCount[] {
  const counts = new Map<ReasonCode, number>();
  for (const column of columns) {
    for (const [code, n] of Object.entries(column.reasons) as [ReasonCode, number][]) {
      if (n > 0 && isEmptyReason(code) === (status === 'empty')) counts.set(code, (counts.get(code) ?? 0) + n);
    }
  }
  if (chosen !== null && !counts.has(chosen)) counts.set(chosen, 0);
  const rank = (code: string) => {
    const index = (EMPTY_REASONS as readonly string[]).indexOf(code);
    return index === -1 ? EMPTY_REASONS.length : index;
  };
  return [...counts].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count || rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}

/** Sentences whose fix is made in the template (a column to map, the unit or decimal mark of the file's numbers, the field's unit). */
const FIXED_IN_TEMPLATE: ReadonlySet<ReasonMessage> = new Set<ReasonMessage>(['not_found', 'copy_not_found', 'unit_unknown', 'ambiguous_number', 'other_unit', 'other_tax', 'code_not_word']);

export const fixedInTemplate = (key: ReasonMessage): boolean => FIXED_IN_TEMPLATE.has(key);

/** The value typed in a cell as the API takes it: null when left blank, else the text as typed. */
export function typedValue(draft: string): string | null {
  return draft.trim() === '' ? null : draft;
}

/** A cell's value as the editor starts from it. */
export function draftOf(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A function that runs `fn` at most once per `ms`: the first call at once, later ones once the
 * interval has passed (one trailing call gathers every call made meanwhile). `cancel` drops a pending call.
 */
export function throttle(fn: () => void, ms: number, now: () => number = Date.now): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    fn();
  };
  return {
    call: () => {
      if (timer !== undefined) return;
      const wait = last + ms - now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
