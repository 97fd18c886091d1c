import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonCode } from '../../../../domain/cell-reasons.ts';
import type { ValueColumn, ValueRow } from '../../../../domain/values.ts';
import { VALUES_BLOCK, type ValuesFilter } from '../../api/catalog-values.ts';
import { clampPosition, type GridFocus, gridLayout, inTemplate, productGroups, type Selection } from '../../lib/review.ts';
import { EvidencePopover } from './EvidencePopover.tsx';
import { GridRow } from './GridCells.tsx';
import { GridHead } from './GridHead.tsx';
import { FIELD_WIDTH, HEADER_HEIGHT, PRODUCT_WIDTH, ROW_HEIGHT } from './grid-geometry.ts';
import { keeping, lineKey, toggled, useKeptView, useStableList } from './grid-lines.ts';
import { ProductHeaderRow } from './ProductHeaderRow.tsx';
import { useAcceptCell } from './useAcceptCell.ts';
import { useCellEditing } from './useCellEditing.ts';
import { useCellEvidence } from './useCellEvidence.ts';
import { useFieldLists } from './useFieldLists.ts';
import { useFocusMove } from './useFocusMove.ts';
import { useGridKeys } from './useGridKeys.ts';
import { useGridLabels } from './useGridLabels.ts';
import { useRenderedRows } from './useRenderedRows.ts';
import './review-grid.css';

interface Props {
  runId: string;
  filter: ValuesFilter;
  /** The reason the empty or failed filter is narrowed to. */
  reason: ReasonCode | null;
  /** Rows matching the filter. */
  total: number;
  columns: ValueColumn[];
  /** Why values cannot be edited (the run is not done, the screen is a phone's); null when they can. */
  readOnly: string | null;
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
export function ValuesGrid({ runId, filter, reason, total, columns, readOnly, selection, onSelectProduct, onSelectField, onAnnounce, label, templateName, channelName }: Props) {
  const { t } = useTranslation();
  const labels = useGridLabels();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridFocus>({ row: 0, col: 1 });
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  // Every block read while the grid is shown: products are grouped over them, so a product scrolled
  // out of view keeps its header (and the lines below it their place).
  const [read, setRead] = useState<ReadonlyMap<number, readonly ValueRow[]>>(() => new Map());
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

  const rowAt = useRenderedRows({ runId, filter, reason, total, lines: rowItems.map((item) => lines[item.index]), read, setRead });

  useKeptView(scrollRef, layout, active);

  const moveTo = useFocusMove({ scrollRef, rows, cols, shownLine, shown, setActive });

  const toggleProduct = useCallback((group: number) => setCollapsed((current) => toggled(current, group)), []);

  const fieldAt = (col: number) => columns[col - 1];

  const { evidence, anchor, openEvidence, closeEvidence } = useCellEvidence(scrollRef, setActive);
  const listOf = useFieldLists(templateName);
  const accept = useAcceptCell(runId, onAnnounce);
  const edit = useCellEditing({
    listOf,
    runId,
    readOnly,
    rowAt,
    fieldAt,
    productName: labels.productName,
    onAnnounce,
    onStart: (position) => {
      closeEvidence();
      setActive(position);
    },
    onRefocus: moveTo,
  });
  const keys = useGridKeys({ layout, shown, cols: columns.length + 1, editing: edit.editing, select: setActive, moveTo, startEdit: edit.startEdit, openEvidence });

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
          aria-readonly={readOnly === null ? undefined : true}
          className="review-table"
          style={{ width, height }}
          {...keys}
        >
          <GridHead width={width} columns={columns} fieldItems={colItems} activeCol={shown.row === -1 ? shown.col : -1} selection={selection} onSelectField={onSelectField} channel={channelName} />
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
                return (
                  <GridRow
                    key={item.key as string}
                    rowIndex={line.row}
                    line={item.index}
                    top={item.start}
                    width={width}
                    row={rowAt(line.row)}
                    variant={line.product !== undefined}
                    lead={line.product && line.product.first !== line.row ? rowAt(line.product.first) : undefined}
                    columns={columns}
                    fieldIndexes={fieldIndexes}
                    activeCol={!shown.product && shown.row === line.row ? shown.col : -1}
                    selection={selection}
                    labels={labels}
                    onSelectProduct={onSelectProduct}
                    editing={edit.editorIn(line.row)}
                  />
                );
              })}
            </tbody>
          )}
        </table>
      </div>
      {edit.editError && (
        <p id={edit.errorId} className="review-edit-error" role="alert">
          {edit.editError}
        </p>
      )}
      {edit.listNote && !edit.editError && (
        <p id={edit.noteId} className="review-edit-note" role="status">
          {edit.listNote}
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
        canEdit={readOnly === null && evidenceRow !== undefined && evidenceRow.state !== 'pending' && evidenceColumn !== undefined && inTemplate(evidenceColumn)}
        templateName={templateName}
        notInTemplate={evidenceColumn !== undefined && !inTemplate(evidenceColumn)}
        onClose={(restoreFocus) => {
          const position = evidence;
          closeEvidence();
          if (restoreFocus && position) moveTo(position);
        }}
        onEdit={() => evidence && edit.startEdit(evidence)}
        accepting={accept.accepting}
        onAccept={() => evidenceRow && evidenceColumn && accept.accept(evidenceRow.product, evidenceColumn.name)}
      />
    </>
  );
}
