import { type CSSProperties, memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueColumn } from '../../../../domain/values.ts';
import { posAttribute, productPos, ROW_HEIGHT } from './GridCells.tsx';

/** The grid's header lines: its column headers, and a product's header above its variants' rows. */

/** The product column's header. */
export function ProductHeader({ active }: { active: boolean }) {
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
  /** The run's channel, by name: it requires the columns the template lacks. */
  channel?: string;
}

/**
 * An output field's header: its tick box, name, action and counts. A column the run's channel
 * requires that the template lacks has no tick box (it cannot run again): a marker says it is not in
 * the configuration, and why it is there; the header itself takes the grid's focus.
 */
export function FieldHeader({ column, col, style, active, selected, onSelect, channel }: FieldHeaderProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const { counts } = column;
  const countsLine = (
    <span className="review-counts">
      {t('review.grid.counts', { ok: counts.ok, empty: counts.empty, failed: counts.failed })}
      {counts.edited > 0 && ` · ${t('review.grid.countEdited', { count: counts.edited })}`}
    </span>
  );
  if (column.action === null) {
    const why = channel ? t('review.grid.notInTemplateTip', { channel }) : t('review.grid.notInTemplateTipNoChannel');
    return (
      <th
        scope="col"
        aria-colindex={col + 1}
        aria-describedby={hintId}
        className="review-th review-th-missing"
        style={style}
        data-pos={posAttribute(-1, col)}
        tabIndex={active ? 0 : -1}
      >
        <span className="review-th-top">
          <span className="review-th-name" title={column.name}>
            {column.name}
          </span>
        </span>
        <span className="review-action review-action-missing" title={why}>
          {t('review.grid.notInTemplate')}
        </span>
        {/* Its description, not part of its name (said with every cell of the column). */}
        <span id={hintId} hidden>
          {why}
        </span>
        {countsLine}
      </th>
    );
  }
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
      {countsLine}
    </th>
  );
}

interface ProductHeaderRowProps {
  /** The product's first row, which names it. */
  first: number;
  group: number;
  line: number;
  top: number;
  width: number;
  /** Columns of the grid, the product column included: the header's one cell spans them. */
  cols: number;
  name: string;
  count: string;
  expanded: boolean;
  active: boolean;
  onToggle: (group: number) => void;
}

/**
 * A product's header, above its variants' rows: its name, how many variants, and the button that
 * shows or hides them (its line's only cell, where the grid's focus goes on this line).
 */
export const ProductHeaderRow = memo(function ProductHeaderRow({ first, group, line, top, width, cols, name, count, expanded, active, onToggle }: ProductHeaderRowProps) {
  return (
    <tr aria-rowindex={line + 2} className="review-row review-group-row" style={{ width, height: ROW_HEIGHT, transform: `translateY(${top}px)` }}>
      <td aria-colindex={1} aria-colspan={cols} className="review-group">
        <button
          type="button"
          className="review-group-toggle"
          aria-expanded={expanded}
          data-pos={productPos(first)}
          tabIndex={active ? 0 : -1}
          onClick={() => onToggle(group)}
        >
          <svg className="review-group-chevron" width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
            <path d="m9 6 6 6-6 6" />
          </svg>
          <span className="review-group-name">{name}</span>{' '}
          <span className="review-group-count">{count}</span>
        </button>
      </td>
    </tr>
  );
});
