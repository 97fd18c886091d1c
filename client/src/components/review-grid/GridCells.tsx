import { memo } from 'react';
import type { ValueColumn, ValueRow } from '../../../../domain/values.ts';
import { cellInSelection, type Selection, sharedWithProduct } from '../../lib/review.ts';
import { CellContent, valueText } from './CellContent.tsx';
import { type CellEditing, CellEditor } from './CellEditor.tsx';
import { issueSeverity } from './CellMarkers.tsx';
import { EvidenceButton } from './EvidenceButton.tsx';
import { FIELD_WIDTH, PRODUCT_WIDTH, ROW_HEIGHT } from './grid-geometry.ts';
import { posAttribute } from './grid-lines.ts';
import type { GridLabels } from './useGridLabels.ts';
import './grid-cells.css';

interface ProductCellProps {
  row: ValueRow | undefined;
  rowIndex: number;
  active: boolean;
  selected: boolean;
  /** A variant after its product's first row, named as that row is: the name is muted, said above. */
  sameName: boolean;
  labels: GridLabels;
  onSelect: (product: number, selected: boolean) => void;
}

/** A row's header: the product's tick box and name (a placeholder while its block loads). */
function ProductCell({ row, rowIndex, active, selected, sameName, labels, onSelect }: ProductCellProps) {
  if (!row) {
    return (
      <th scope="row" aria-colindex={1} className="review-product" data-pos={posAttribute(rowIndex, 0)} tabIndex={active ? 0 : -1}>
        <span className="review-skeleton" aria-hidden="true" />
        <span className="visually-hidden">{labels.loading}</span>
      </th>
    );
  }
  const name = labels.productName(row);
  const number = labels.productNumber(row);
  return (
    <th scope="row" aria-colindex={1} aria-selected={selected} className={`review-product${selected ? ' review-selected' : ''}`}>
      <input type="checkbox" className="review-check" data-pos={posAttribute(rowIndex, 0)} tabIndex={active ? 0 : -1} checked={selected} aria-label={labels.selectProduct(name)} onChange={(event) => onSelect(row.product, event.target.checked)} />
      <span className={`review-product-name${sameName ? ' review-product-same' : ''}`} title={row.key ? `${number} · ${row.key}` : number}>
        {name}
      </span>
      {row.state === 'failed' && (
        <span className="review-mark review-product-failed" role="img" aria-label={labels.productFailed} title={labels.productFailed}>
          !
        </span>
      )}
    </th>
  );
}

interface DataCellProps {
  row: ValueRow | undefined;
  /** The first row of the row's product, when the row is one of its later variants. */
  lead: ValueRow | undefined;
  column: ValueColumn;
  rowIndex: number;
  col: number;
  left: number;
  active: boolean;
  selected: boolean;
  editing: CellEditing | null;
  labels: GridLabels;
}

/** One product's value for one output field: its text, its source marker, its status; a variant's value that is its product's, muted. */
function DataCell({ row, lead, column, rowIndex, col, left, active, selected, editing, labels }: DataCellProps) {
  const cell = row?.cells[column.name];
  const status = row?.state === 'pending' ? 'pending' : (cell?.status ?? (row ? 'empty' : 'loading'));
  const shared = row?.state !== 'pending' && lead?.state !== 'pending' && sharedWithProduct(column.action, cell, lead?.cells[column.name]);
  const text = valueText(cell);
  const reason = row?.state !== 'pending' && cell?.reason ? labels.reason(cell.reason.code) : undefined;
  return (
    // The grid handles the keys, clicks and double-clicks of every cell (a click selects, Enter, F2, a
    // double-click or a character typed edits, Space opens the evidence). In a table with role grid a
    // td is a gridcell, which takes aria-selected (Biome reads it as a plain cell).
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a gridcell supports aria-selected
    <td
      aria-colindex={col + 1}
      aria-selected={selected}
      data-pos={posAttribute(rowIndex, col)}
      data-status={status}
      data-issue={issueSeverity(cell) ?? undefined}
      tabIndex={editing ? undefined : active ? 0 : -1}
      data-shared={shared || undefined}
      className={`review-cell${selected ? ' review-selected' : ''}${editing ? ' review-cell-editing' : ''}`}
      style={{ left, width: FIELD_WIDTH }}
      title={text || reason}
    >
      {editing ? (
        <CellEditor editing={editing} />
      ) : (
        <>
          <CellContent row={row} cell={cell} shared={shared} labels={labels} />
          {active && row && <EvidenceButton name={labels.evidence} />}
        </>
      )}
    </td>
  );
}

interface GridRowProps {
  rowIndex: number;
  /** Its line in the grid (product headers and collapsed products make it differ from `rowIndex`). */
  line: number;
  top: number;
  width: number;
  row: ValueRow | undefined;
  /** One of a product's several rows: shown under its header. */
  variant: boolean;
  /** Its product's first row, when it is a later one. */
  lead: ValueRow | undefined;
  columns: readonly ValueColumn[];
  /** The output fields rendered (indexes into `columns`): those in view and the focused one. */
  fieldIndexes: readonly number[];
  /** The focused column when the focus is in this row, else -1. */
  activeCol: number;
  selection: Selection;
  /** The cell being edited, when it is in this row. */
  editing: { col: number; cell: CellEditing } | null;
  labels: GridLabels;
  onSelectProduct: (product: number, selected: boolean) => void;
}

/**
 * One product's row (one variant's, under its product's header). Memoised: while the grid scrolls up
 * and down, only the rows coming into view render (the others keep the same props).
 */
export const GridRow = memo(function GridRow({ rowIndex, line, top, width, row, variant, lead, columns, fieldIndexes, activeCol, selection, editing, labels, onSelectProduct }: GridRowProps) {
  return (
    <tr aria-rowindex={line + 2} className={`review-row${variant ? ' review-row-variant' : ''}`} style={{ width, height: ROW_HEIGHT, transform: `translateY(${top}px)` }}>
      <ProductCell row={row} rowIndex={rowIndex} active={activeCol === 0} selected={row !== undefined && selection.products.has(row.product)} sameName={row !== undefined && lead !== undefined && row.key !== null && row.key === lead.key} labels={labels} onSelect={onSelectProduct} />
      {fieldIndexes.map((index) => {
        const column = columns[index] as ValueColumn;
        const col = index + 1;
        return (
          <DataCell
            key={column.name}
            row={row}
            lead={lead}
            column={column}
            rowIndex={rowIndex}
            col={col}
            left={PRODUCT_WIDTH + index * FIELD_WIDTH}
            active={activeCol === col}
            selected={row !== undefined && cellInSelection(selection, row.product, column)}
            editing={editing?.col === col ? editing.cell : null}
            labels={labels}
          />
        );
      })}
    </tr>
  );
});
