import { type KeyboardEvent, memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellIssue, SourceKind, ValueCell, ValueColumn, ValueRow } from '../../../../domain/values.ts';
import { cellInSelection, type Selection, sharedWithProduct } from '../../lib/review.ts';
import { useReasonText } from './useReasonText.ts';

/** The grid's fixed geometry: the virtualisers and the cells place everything from it. */
export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 84;
export const PRODUCT_WIDTH = 180;
export const FIELD_WIDTH = 200;

/** Every source kind (a Record, so a new kind in domain/values.ts is a type error here until named). */
const SOURCE_KINDS = Object.keys({ column: true, value_list: true, web: true, generated: true, default: true, manual: true } satisfies Record<SourceKind, true>) as SourceKind[];

/** The attribute the grid finds a position's focusable element by. */
export const posAttribute = (row: number, col: number) => `${row}:${col}`;
/** The same for a product's header line, by the product's first row. */
export const productPos = (first: number) => `${first}:product`;

/** The text a cell shows for its value ('' when it has none). */
export const valueText = (cell: ValueCell | null | undefined): string => (cell?.value === null || cell?.value === undefined ? '' : String(cell.value));

/** The words every cell may need, translated once per language rather than once per cell and render. */
export interface GridLabels {
  loading: string;
  pending: string;
  empty: string;
  failed: string;
  productFailed: string;
  /** Why a cell is empty or failed, in a few words (its tooltip). */
  reason: (code: string) => string;
  /** An empty cell with its reason, for assistive technology. */
  emptyBecause: (reason: string) => string;
  /** A cell's channel marker: the channel would refuse the value, or a repair was made. */
  issue: Record<CellIssue['severity'], string>;
  source: Record<SourceKind, string>;
  /** The same, for a value reused from an earlier run. */
  cachedSource: Record<SourceKind, string>;
  letter: Record<SourceKind, string>;
  /** A product's name in the grid: its key, else its row number. */
  productName: (row: Pick<ValueRow, 'key' | 'product'>) => string;
  productNumber: (row: Pick<ValueRow, 'product'>) => string;
  selectProduct: (name: string) => string;
  /** A product sold in several rows, above them: its name, else the key of its first row, else its number in the file. */
  groupName: (first: Pick<ValueRow, 'key' | 'name'> | undefined, group: number) => string;
  variants: (count: number) => string;
  /** A variant's cell holding its product's value: the marker's name, and its tooltip. */
  shared: string;
  sharedTip: string;
  /** The tooltip of the focused cell's button showing its evidence. */
  evidence: string;
}

export function useGridLabels(): GridLabels {
  const { t } = useTranslation();
  const reasons = useReasonText();
  return useMemo(() => {
    const productNumber = (row: Pick<ValueRow, 'product'>) => t('review.grid.productNumber', { n: row.product + 1 });
    const source = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, t(`review.source.${kind}`)])) as Record<SourceKind, string>;
    return {
      loading: t('review.grid.loadingRow'),
      pending: t('review.grid.pending'),
      empty: t('review.cellStatus.empty'),
      failed: t('review.cellStatus.failed'),
      productFailed: t('review.grid.productFailed'),
      reason: reasons.label,
      emptyBecause: (reason) => t('review.grid.emptyBecause', { reason }),
      issue: { error: t('review.issue.error'), warning: t('review.issue.warning') },
      source,
      cachedSource: Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, t('review.sourceReused', { source: source[kind] })])) as Record<SourceKind, string>,
      letter: Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, t(`review.sourceLetter.${kind}`)])) as Record<SourceKind, string>,
      productName: (row) => row.key ?? productNumber(row),
      productNumber,
      selectProduct: (name) => t('review.grid.selectProduct', { name }),
      groupName: (first, group) => first?.name ?? first?.key ?? t('review.grid.productGroup', { n: group + 1 }),
      variants: (count) => t('review.grid.variants', { count }),
      shared: t('review.grid.shared'),
      sharedTip: t('review.grid.sharedTip'),
      evidence: t('review.grid.evidence'),
    };
  }, [t, reasons]);
}

/** A short letter in a badge saying where a value came from, named for assistive technology (a dot: reused from an earlier run). */
export function SourceBadge({ kind, name, letter, cached = false }: { kind: SourceKind; name: string; letter: string; cached?: boolean }) {
  return (
    <span className={`review-source review-source-${kind}${cached ? ' review-source-cached' : ''}`} role="img" aria-label={name} title={name}>
      {letter}
    </span>
  );
}

/** The worst severity among a cell's issues, or null when it has none. */
export function issueSeverity(cell: ValueCell | null | undefined): CellIssue['severity'] | null {
  const issues = cell?.issues ?? [];
  if (issues.length === 0) return null;
  return issues.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
}

/** A cell's channel verdict: '!' the channel would refuse it, '~' a repair was made; named for assistive technology. */
export function IssueMarker({ severity, name }: { severity: CellIssue['severity']; name: string }) {
  return (
    <span className={`review-issue review-issue-${severity}`} role="img" aria-label={name} title={name}>
      {severity === 'error' ? '!' : '~'}
    </span>
  );
}

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
      <input
        type="checkbox"
        className="review-check"
        data-pos={posAttribute(rowIndex, 0)}
        tabIndex={active ? 0 : -1}
        checked={selected}
        aria-label={labels.selectProduct(name)}
        onChange={(event) => onSelect(row.product, event.target.checked)}
      />
      <span className={`review-product-name${sameName ? ' review-product-same' : ''}`} title={row.key ? `${number} · ${row.key}` : number}>
        {name}
      </span>
      {row.state === 'failed' && (
        <span className="review-product-failed" role="img" aria-label={labels.productFailed} title={labels.productFailed}>
          !
        </span>
      )}
    </th>
  );
}

/** What a cell shows when it is not being edited. */
function CellContent({ row, cell, shared, labels }: { row: ValueRow | undefined; cell: ValueCell | undefined; shared: boolean; labels: GridLabels }) {
  if (!row) {
    return (
      <>
        <span className="review-skeleton" aria-hidden="true" />
        <span className="visually-hidden">{labels.loading}</span>
      </>
    );
  }
  if (row.state === 'pending') {
    return (
      <span className="review-pending">
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">{labels.pending}</span>
      </span>
    );
  }
  if (cell?.status === 'failed') return <span className="review-failed">{labels.failed}</span>;
  const text = valueText(cell);
  const severity = issueSeverity(cell);
  const reason = cell?.reason ? labels.reason(cell.reason.code) : null;
  return (
    <>
      {severity && <IssueMarker severity={severity} name={labels.issue[severity]} />}
      {text === '' ? (
        <span className="review-muted">
          <span aria-hidden="true" className={reason ? 'review-why' : undefined}>
            —
          </span>
          <span className="visually-hidden">{reason ? labels.emptyBecause(reason) : labels.empty}</span>
        </span>
      ) : (
        <span className={`review-value${shared ? ' review-value-shared' : ''}`}>{text}</span>
      )}
      {shared && <SharedMarker name={labels.shared} tip={labels.sharedTip} />}
      {cell?.source && (
        <SourceBadge
          kind={cell.source.kind}
          name={(cell.source.cached_from ? labels.cachedSource : labels.source)[cell.source.kind]}
          letter={labels.letter[cell.source.kind]}
          cached={Boolean(cell.source.cached_from)}
        />
      )}
    </>
  );
}

/** A variant's value that is its product's (the same on every variant): a small linked mark, named for assistive technology. */
function SharedMarker({ name, tip }: { name: string; tip: string }) {
  return (
    <span className="review-shared" role="img" aria-label={name} title={tip}>
      <svg width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </svg>
    </span>
  );
}

/** The text box a cell turns into while edited, and what it does. */
export interface CellEditing {
  label: string;
  draft: string;
  /** The edit began with a character typed over the value: the caret goes after it (else the value is selected). */
  typed: boolean;
  saving: boolean;
  errorId: string | undefined;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The focus left the editor (a click elsewhere): the edit is dropped, the focus stays there. */
  onBlur: () => void;
}

/** Enter saves, Escape cancels; the grid's keys stay out. */
function CellEditor({ editing }: { editing: CellEditing }) {
  const { label, draft, typed, saving, errorId, onChange, onSave, onCancel, onBlur } = editing;
  const ref = useRef<HTMLInputElement>(null);
  // Only as it opens: the value typed over stays unselected, the value kept is selected.
  const typedOver = useRef(typed);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    if (typedOver.current) input.setSelectionRange(input.value.length, input.value.length);
    else input.select();
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
      value={draft}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!saving) onBlur();
      }}
    />
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

/**
 * The focused cell's way to its evidence with a mouse: a click on a cell only selects it (as in a
 * spreadsheet). Hidden from assistive technology and out of the tab order: Space does the same, and
 * the grid's click handler opens the evidence of the cell it is in.
 */
function EvidenceButton({ name }: { name: string }) {
  return (
    <button
      type="button"
      className="review-evidence-open"
      data-evidence=""
      tabIndex={-1}
      aria-hidden="true"
      title={name}
      // The focus stays on the cell (the popover takes it when it opens).
      onMouseDown={(event) => event.preventDefault()}
    >
      <svg width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.01" />
      </svg>
    </button>
  );
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
export const GridRow = memo(function GridRow({
  rowIndex,
  line,
  top,
  width,
  row,
  variant,
  lead,
  columns,
  fieldIndexes,
  activeCol,
  selection,
  editing,
  labels,
  onSelectProduct,
}: GridRowProps) {
  return (
    <tr
      aria-rowindex={line + 2}
      className={`review-row${variant ? ' review-row-variant' : ''}`}
      style={{ width, height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
    >
      <ProductCell
        row={row}
        rowIndex={rowIndex}
        active={activeCol === 0}
        selected={row !== undefined && selection.products.has(row.product)}
        sameName={row !== undefined && lead !== undefined && row.key !== null && row.key === lead.key}
        labels={labels}
        onSelect={onSelectProduct}
      />
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
