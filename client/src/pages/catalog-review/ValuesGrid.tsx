import { useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonCode } from '../../../../domain/cell-reasons.ts';
import type { ValueColumn, ValueRow } from '../../../../domain/values.ts';
import { useEditValue, useValueBlocks, VALUES_BLOCK, type ValuesFilter } from '../../api/catalog-values.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  cellKeyAction,
  clampPosition,
  draftOf,
  type GridFocus,
  type GridPosition,
  gridLayout,
  inTemplate,
  moveFocus,
  productGroups,
  type Selection,
  typedValue,
} from '../../lib/review.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { type CellAnchor, EvidencePopover } from './EvidencePopover.tsx';
import { FIELD_WIDTH, GridRow, HEADER_HEIGHT, PRODUCT_WIDTH, posAttribute, ROW_HEIGHT, useGridLabels } from './GridCells.tsx';
import { FieldHeader, ProductHeader, ProductHeaderRow } from './GridHeaders.tsx';
import { focusSelector, keeping, lineKey, renderedBlocks, toggled, useKeptView, useStableList } from './grid-lines.ts';

interface Editing {
  row: number;
  col: number;
  product: number;
  field: string;
  draft: string;
  original: string;
  /** Begun with a character typed over the value. */
  typed: boolean;
}

interface Props {
  runId: string;
  filter: ValuesFilter;
  /** The reason the empty or failed filter is narrowed to. */
  reason: ReasonCode | null;
  /** Rows matching the filter. */
  total: number;
  columns: ValueColumn[];
  /** Values may be edited (the run is done). */
  editable: boolean;
  selection: Selection;
  onSelectProduct: (product: number, selected: boolean) => void;
  onSelectField: (field: string, selected: boolean) => void;
  /** A short message for assistive technology (saved, cannot edit now). */
  onAnnounce: (text: string) => void;
  label: string;
  /** The run's template, which the evidence of some empty cells links to. */
  templateName?: string;
  /** The run's channel, by name, when it writes one's file: it requires the columns the template lacks. */
  channelName?: string;
}

/**
 * The products × output fields grid (WAI-ARIA grid): rows and columns virtualised, rows read in blocks
 * as they come into view, one focusable cell (a click, arrows, Home/End, Page Up/Down move it). As in a
 * spreadsheet, Enter, F2, a double-click or a character typed edits the focused value (the character
 * replaces it), Enter saves and Escape cancels; Space (or the focused cell's button) shows its evidence;
 * the tick boxes select products and fields.
 * A product sold in several rows (its variants) gets a header line above them, a row of the grid whose
 * one cell is the button that shows or hides them; its variants show the values they share with it muted.
 * The page gives it a new key for each filter (and reason): a filter starts at the top, nothing open,
 * every product expanded.
 */
export function ValuesGrid({
  runId,
  filter,
  reason,
  total,
  columns,
  editable,
  selection,
  onSelectProduct,
  onSelectField,
  onAnnounce,
  label,
  templateName,
  channelName,
}: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labels = useGridLabels();
  const scrollRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const [active, setActive] = useState<GridFocus>({ row: 0, col: 1 });
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  // Every block read while the grid is shown: products are grouped over them, so a product scrolled
  // out of view keeps its header (and the lines below it their place).
  const [read, setRead] = useState<ReadonlyMap<number, readonly ValueRow[]>>(() => new Map());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [evidence, setEvidence] = useState<GridPosition | null>(null);
  const anchor = useRef<CellAnchor | null>(null);
  const focusPending = useRef(false);
  const edit = useEditValue(runId);
  const groups = useMemo(() => productGroups(read, VALUES_BLOCK, total), [read, total]);
  const layout = useMemo(() => gridLayout(total, groups, collapsed), [total, groups, collapsed]);
  const { lines } = layout;
  // The focus as a line of the grid (the key rules work on lines), and back, kept inside the grid.
  const shownLine = clampPosition({ row: layout.lineOf(active), col: active.col }, { rows: lines.length, cols: columns.length + 1 });
  const shown = layout.focusAt(shownLine);

  const rows = useVirtualizer({
    count: lines.length,
    getItemKey: (index) => lineKey(lines[index]),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor: keeping(shownLine.row),
  });
  const cols = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => FIELD_WIDTH,
    overscan: 2,
    paddingStart: PRODUCT_WIDTH,
    scrollPaddingStart: PRODUCT_WIDTH,
    rangeExtractor: keeping(shown.col - 1),
  });
  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  const fieldIndexes = useStableList(colItems.map((item) => item.index));

  const blocks = renderedBlocks(
    rowItems.map((item) => lines[item.index]),
    read,
    total,
  );
  const results = useValueBlocks(runId, filter, reason, blocks);
  const pages = new Map(blocks.map((block, i) => [block, results[i]?.data?.rows]));
  const rowAt = (index: number): ValueRow | undefined => {
    const block = Math.floor(index / VALUES_BLOCK);
    return (pages.get(block) ?? read.get(block))?.[index % VALUES_BLOCK];
  };

  // Blocks newly read (or read again) join the grouping before the grid is painted.
  useLayoutEffect(() => {
    const fresh = blocks.flatMap((block, i) => {
      const blockRows = results[i]?.data?.rows;
      return blockRows && read.get(block) !== blockRows ? [[block, blockRows] as const] : [];
    });
    if (fresh.length > 0) setRead((current) => new Map([...current, ...fresh]));
  });

  useKeptView(scrollRef, layout, active);

  const focusPosition = useCallback((focus: GridFocus) => {
    scrollRef.current?.querySelector<HTMLElement>(focusSelector(focus))?.focus({ preventScroll: true });
  }, []);

  /** Moves the focus (and the view) to a position once it is rendered. */
  const moveTo = (focus: GridFocus) => {
    focusPending.current = true;
    setActive(focus);
  };
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    if (shownLine.row >= 0) rows.scrollToIndex(shownLine.row, { align: 'auto' });
    if (shown.col >= 1 && !shown.product) cols.scrollToIndex(shown.col - 1, { align: 'auto' });
    focusPosition(shown);
  });

  const toggleProduct = useCallback((group: number) => setCollapsed((current) => toggled(current, group)), []);

  const fieldAt = (col: number) => columns[col - 1];

  /** Edits a value, from what it holds or (`typed`) from a character typed over it. */
  const startEdit = (position: GridFocus, typed?: string) => {
    if (editing) return;
    const row = rowAt(position.row);
    const column = fieldAt(position.col);
    if (!row || !column || position.row < 0 || position.product) return;
    if (!inTemplate(column)) {
      onAnnounce(t('review.edit.notInTemplate'));
      return;
    }
    if (!editable) {
      onAnnounce(t('review.edit.notDone'));
      return;
    }
    if (row.state === 'pending') {
      onAnnounce(t('review.edit.pending'));
      return;
    }
    const original = draftOf(row.cells[column.name]?.value);
    setEvidence(null);
    setEditError(null);
    setActive(position);
    setEditing({ row: position.row, col: position.col, product: row.product, field: column.name, draft: typed ?? original, original, typed: typed !== undefined });
  };

  const stopEditing = (refocus: boolean) => {
    if (!editing) return;
    const position = { row: editing.row, col: editing.col };
    setEditing(null);
    setEditError(null);
    if (refocus) moveTo(position);
  };

  const save = () => {
    if (!editing) return;
    if (editing.draft === editing.original) {
      stopEditing(true);
      return;
    }
    setEditError(null);
    edit.mutate(
      { product: editing.product, field: editing.field, value: typedValue(editing.draft) },
      {
        onSuccess: () => {
          stopEditing(true);
          onAnnounce(t('review.edit.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'bad_request') setEditError(t('review.edit.invalid'));
          else if (error instanceof ApiError && error.status === 409) setEditError(t('review.edit.conflict'));
          else setEditError(t('review.edit.failed', { reason: errorText(error) }));
        },
      },
    );
  };

  const openEvidence = useCallback((position: GridPosition) => {
    const key = posAttribute(position.row, position.col);
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-pos="${key}"]`);
    if (!element) return;
    let last = element.getBoundingClientRect();
    anchor.current = {
      // The cell may be re-rendered (or scrolled out) while open: its latest box, else the last one seen.
      getBoundingClientRect: () => {
        const current = scrollRef.current?.querySelector<HTMLElement>(`[data-pos="${key}"]`);
        if (current) last = current.getBoundingClientRect();
        return last;
      },
      contextElement: element,
    };
    setActive(position);
    setEvidence(position);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing || !(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    const next = moveFocus(layout, shown, event.key, event.ctrlKey || event.metaKey, columns.length + 1);
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    // On a product's header, Enter and Space press its button (shows or hides the variants); on a
    // tick box (the product column, the header row), Space ticks it.
    if (shown.row < 0 || shown.col < 1 || shown.product) return;
    const action = cellKeyAction(event.key, { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey });
    if (!action || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (action.kind === 'edit') startEdit(shown);
    else if (action.kind === 'type') startEdit(shown, action.text);
    else openEvidence(shown);
  };

  /** The value cell an event happened in (not a product's cell nor a header), by its position. */
  const cellOf = (target: EventTarget): GridPosition | null => {
    const pos = target instanceof Element ? target.closest<HTMLElement>('td[data-pos]')?.dataset.pos : undefined;
    if (!pos) return null;
    const [row, col] = pos.split(':').map(Number) as [number, number];
    return row >= 0 && col >= 1 ? { row, col } : null;
  };

  // A click only selects a cell (the focus goes to it, see onFocus); the focused cell's button shows its evidence.
  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-evidence]')) return;
    const position = cellOf(event.target);
    if (position) openEvidence(position);
  };

  const onDoubleClick = (event: MouseEvent<HTMLTableElement>) => {
    const position = editing ? null : cellOf(event.target);
    if (position) startEdit(position);
  };

  // The second press of a double-click on a value would select a word of the page.
  const onMouseDown = (event: MouseEvent<HTMLTableElement>) => {
    if (event.detail > 1 && !editing && cellOf(event.target)) event.preventDefault();
  };

  // A click (or a tab) into a cell (or a product's header) makes it the focused one.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const pos = (event.target as HTMLElement).closest<HTMLElement>('[data-pos]')?.dataset.pos;
    if (!pos) return;
    const [row, col] = pos.split(':') as [string, string];
    const next: GridFocus = col === 'product' ? { row: Number(row), col: shown.col, product: true } : { row: Number(row), col: Number(col) };
    if (next.row !== shown.row || next.col !== shown.col || next.product !== shown.product) setActive(next);
  };

  const evidenceRow = evidence ? rowAt(evidence.row) : undefined;
  const evidenceColumn = evidence ? fieldAt(evidence.col) : undefined;
  const width = cols.getTotalSize();
  const height = rows.getTotalSize();

  return (
    <>
      <div ref={scrollRef} className="review-grid" style={{ height: height + 18 }}>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern, a table made a grid
          role="grid"
          aria-label={label}
          aria-rowcount={lines.length + 1}
          aria-colcount={columns.length + 1}
          aria-multiselectable="true"
          aria-readonly={editable ? undefined : true}
          className="review-table"
          style={{ width, height }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onClick={onClick}
          onDoubleClick={onDoubleClick}
          onMouseDown={onMouseDown}
        >
          <thead className="review-head" style={{ width, height: HEADER_HEIGHT }}>
            <tr aria-rowindex={1} className="review-row review-head-row" style={{ width, height: HEADER_HEIGHT }}>
              <ProductHeader active={shown.row === -1 && shown.col === 0} />
              {colItems.map((item) => {
                const column = columns[item.index] as ValueColumn;
                return (
                  <FieldHeader
                    key={column.name}
                    column={column}
                    col={item.index + 1}
                    style={{ left: item.start, width: item.size, height: HEADER_HEIGHT }}
                    active={shown.row === -1 && shown.col === item.index + 1}
                    selected={selection.fields.has(column.name)}
                    onSelect={(on) => onSelectField(column.name, on)}
                    channel={channelName}
                  />
                );
              })}
            </tr>
          </thead>
          {total > 0 && (
            <tbody>
              {rowItems.map((item) => {
                const line = lines[item.index];
                if (!line) return null;
                if (line.kind === 'product') {
                  const { product } = line;
                  return (
                    <ProductHeaderRow
                      key={item.key as string}
                      first={product.first}
                      group={product.group}
                      line={item.index}
                      top={item.start}
                      width={width}
                      cols={columns.length + 1}
                      name={labels.groupName(rowAt(product.first), product.group)}
                      count={labels.variants(product.count)}
                      expanded={!collapsed.has(product.group)}
                      active={shown.product === true && shown.row === product.first}
                      onToggle={toggleProduct}
                    />
                  );
                }
                const row = rowAt(line.row);
                const column = editing?.row === line.row ? fieldAt(editing.col) : undefined;
                return (
                  <GridRow
                    key={item.key as string}
                    rowIndex={line.row}
                    line={item.index}
                    top={item.start}
                    width={width}
                    row={row}
                    variant={line.product !== undefined}
                    lead={line.product && line.product.first !== line.row ? rowAt(line.product.first) : undefined}
                    columns={columns}
                    fieldIndexes={fieldIndexes}
                    activeCol={!shown.product && shown.row === line.row ? shown.col : -1}
                    selection={selection}
                    labels={labels}
                    onSelectProduct={onSelectProduct}
                    editing={
                      editing && column
                        ? {
                            col: editing.col,
                            cell: {
                              label: t('review.edit.label', { field: column.name, product: row ? labels.productName(row) : '' }),
                              draft: editing.draft,
                              typed: editing.typed,
                              saving: edit.isPending,
                              errorId: editError ? errorId : undefined,
                              onChange: (draft) => setEditing({ ...editing, draft }),
                              onSave: save,
                              onCancel: () => stopEditing(true),
                              onBlur: () => stopEditing(false),
                            },
                          }
                        : null
                    }
                  />
                );
              })}
            </tbody>
          )}
        </table>
      </div>
      {editError && (
        <p id={errorId} className="review-edit-error" role="alert">
          {editError}
        </p>
      )}
      {groups.length > 0 && <p className="review-keys">{t('review.grid.keysProducts')}</p>}
      <EvidencePopover
        open={evidence !== null && evidenceColumn !== undefined}
        anchor={anchor}
        field={evidenceColumn?.name ?? ''}
        product={evidenceRow ? labels.productName(evidenceRow) : ''}
        cell={evidenceRow && evidenceColumn ? (evidenceRow.cells[evidenceColumn.name] ?? null) : null}
        pending={evidenceRow?.state === 'pending'}
        canEdit={editable && evidenceRow !== undefined && evidenceRow.state !== 'pending' && evidenceColumn !== undefined && inTemplate(evidenceColumn)}
        templateName={templateName}
        notInTemplate={evidenceColumn !== undefined && !inTemplate(evidenceColumn)}
        onClose={(restoreFocus) => {
          const position = evidence;
          setEvidence(null);
          if (restoreFocus && position) moveTo(position);
        }}
        onEdit={() => evidence && startEdit(evidence)}
      />
    </>
  );
}
