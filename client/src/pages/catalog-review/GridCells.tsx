import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueCell, ValueColumn, ValueRow } from '../../../../domain/values.ts';
import { SourceMarker } from './SourceMarker.tsx';

/** The attribute the grid finds a position's focusable element by. */
export const posAttribute = (row: number, col: number) => `${row}:${col}`;

/** A product's name in the grid: its key, else its row number. */
export function useProductName() {
  const { t } = useTranslation();
  return (row: Pick<ValueRow, 'key' | 'product'>) => row.key ?? t('review.grid.productNumber', { n: row.product + 1 });
}

/** The text a cell shows for its value ('' when it has none). */
export const valueText = (cell: ValueCell | undefined): string => (cell?.value === null || cell?.value === undefined ? '' : String(cell.value));

interface ProductHeaderProps {
  active: boolean;
}

/** The product column's header. */
export function ProductHeader({ active }: ProductHeaderProps) {
  const { t } = useTranslation();
  return (
    <th scope="col" aria-colindex={1} className="review-th review-th-product" data-pos={posAttribute(-1, 0)} tabIndex={active ? 0 : -1}>
      {t('review.grid.product')}
    </th>
  );
}

interface FieldHeaderProps {
  column: ValueColumn;
  col: number;
  style: CSSProperties;
  active: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** An output field's header: its tick box, name, action and counts. */
export function FieldHeader({ column, col, style, active, selected, onSelect }: FieldHeaderProps) {
  const { t } = useTranslation();
  const { counts } = column;
  return (
    <th scope="col" aria-colindex={col + 1} aria-selected={selected} className={`review-th${selected ? ' review-selected' : ''}`} style={style}>
      <span className="review-th-top">
        <input
          type="checkbox"
          className="review-check"
          data-pos={posAttribute(-1, col)}
          tabIndex={active ? 0 : -1}
          checked={selected}
          aria-label={t('review.grid.selectField', { name: column.name })}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <span className="review-th-name" title={column.name}>
          {column.name}
        </span>
      </span>
      <span className={`review-action review-action-${column.action}`}>{t(`fieldMapper.actions.${column.action}`)}</span>
      <span className="review-counts">
        {t('review.grid.counts', { ok: counts.ok, empty: counts.empty, failed: counts.failed })}
        {counts.edited > 0 && ` · ${t('review.grid.countEdited', { count: counts.edited })}`}
      </span>
    </th>
  );
}

interface ProductCellProps {
  row: ValueRow | undefined;
  rowIndex: number;
  active: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** A row's header: the product's tick box and name (a placeholder while its block loads). */
export function ProductCell({ row, rowIndex, active, selected, onSelect }: ProductCellProps) {
  const { t } = useTranslation();
  const productName = useProductName();
  if (!row) {
    return (
      <th scope="row" aria-colindex={1} className="review-product" data-pos={posAttribute(rowIndex, 0)} tabIndex={active ? 0 : -1}>
        <span className="review-skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('review.grid.loadingRow')}</span>
      </th>
    );
  }
  const name = productName(row);
  const number = t('review.grid.productNumber', { n: row.product + 1 });
  return (
    <th scope="row" aria-colindex={1} aria-selected={selected} className={`review-product${selected ? ' review-selected' : ''}`}>
      <input
        type="checkbox"
        className="review-check"
        data-pos={posAttribute(rowIndex, 0)}
        tabIndex={active ? 0 : -1}
        checked={selected}
        aria-label={t('review.grid.selectProduct', { name })}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <span className="review-product-name" title={row.key ? `${number} · ${row.key}` : number}>
        {name}
      </span>
      {row.state === 'failed' && (
        <span className="review-product-failed" role="img" aria-label={t('review.grid.productFailed')} title={t('review.grid.productFailed')}>
          !
        </span>
      )}
    </th>
  );
}

/** What a cell shows when it is not being edited. */
function CellContent({ row, cell }: { row: ValueRow | undefined; cell: ValueCell | undefined }) {
  const { t } = useTranslation();
  if (!row) {
    return (
      <>
        <span className="review-skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('review.grid.loadingRow')}</span>
      </>
    );
  }
  if (row.state === 'pending') {
    return (
      <span className="review-pending">
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">{t('review.grid.pending')}</span>
      </span>
    );
  }
  if (cell?.status === 'failed') return <span className="review-failed">{t('review.cellStatus.failed')}</span>;
  const text = valueText(cell);
  return (
    <>
      {text === '' ? (
        <span className="review-muted">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('review.cellStatus.empty')}</span>
        </span>
      ) : (
        <span className="review-value">{text}</span>
      )}
      {cell?.source && <SourceMarker kind={cell.source.kind} />}
    </>
  );
}

interface EditorProps {
  label: string;
  value: string;
  saving: boolean;
  errorId: string | undefined;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onBlur: () => void;
}

/** The text box a cell turns into while edited: Enter saves, Escape cancels; the grid's keys stay out. */
function CellEditor({ label, value, saving, errorId, onChange, onSave, onCancel, onBlur }: EditorProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (!saving) onCancel();
    }
  };
  return (
    <input
      ref={ref}
      className="review-editor"
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      aria-busy={saving || undefined}
      readOnly={saving}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!saving) onBlur();
      }}
    />
  );
}

export interface CellEditing {
  label: string;
  draft: string;
  saving: boolean;
  errorId: string | undefined;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The focus left the editor (a click elsewhere): the edit is dropped, the focus stays there. */
  onBlur: () => void;
}

interface DataCellProps {
  row: ValueRow | undefined;
  column: ValueColumn;
  rowIndex: number;
  col: number;
  style: CSSProperties;
  active: boolean;
  selected: boolean;
  editing: CellEditing | null;
  onOpen: () => void;
}

/** One product's value for one output field: its text, its source marker, its status. */
export function DataCell({ row, column, rowIndex, col, style, active, selected, editing, onOpen }: DataCellProps) {
  const cell = row?.cells[column.name];
  const status = row?.state === 'pending' ? 'pending' : (cell?.status ?? (row ? 'empty' : 'loading'));
  const text = valueText(cell);
  return (
    // The grid's keydown opens (Space) and edits (Enter) the focused cell; a click opens it too. In a
    // table with role grid a td is a gridcell, which takes aria-selected (Biome reads it as a plain cell).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled once for the whole grid
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a gridcell supports aria-selected
    <td
      aria-colindex={col + 1}
      aria-selected={selected}
      data-pos={posAttribute(rowIndex, col)}
      data-status={status}
      tabIndex={editing ? undefined : active ? 0 : -1}
      className={`review-cell review-cell-${status}${selected ? ' review-selected' : ''}${editing ? ' review-cell-editing' : ''}`}
      style={style}
      title={text || undefined}
      onClick={editing ? undefined : onOpen}
    >
      {editing ? (
        <CellEditor
          label={editing.label}
          value={editing.draft}
          saving={editing.saving}
          errorId={editing.errorId}
          onChange={editing.onChange}
          onSave={editing.onSave}
          onCancel={editing.onCancel}
          onBlur={editing.onBlur}
        />
      ) : (
        <CellContent row={row} cell={cell} />
      )}
    </td>
  );
}
