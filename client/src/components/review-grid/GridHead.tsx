import type { VirtualItem } from '@tanstack/react-virtual';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueColumn } from '../../../../domain/values.ts';
import type { Selection } from '../../lib/review.ts';
import { HEADER_HEIGHT } from './grid-geometry.ts';
import { posAttribute } from './grid-lines.ts';
import './grid-head.css';

/** The product column's header. */
function ProductHeader({ active }: { active: boolean }) {
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
function FieldHeader({ column, col, style, active, selected, onSelect, channel }: FieldHeaderProps) {
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
      <th scope="col" aria-colindex={col + 1} aria-describedby={hintId} className="review-th review-th-missing" style={style} data-pos={posAttribute(-1, col)} tabIndex={active ? 0 : -1}>
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
        <input type="checkbox" className="review-check" data-pos={posAttribute(-1, col)} tabIndex={active ? 0 : -1} checked={selected} aria-label={t('review.grid.selectField', { name: column.name })} onChange={(event) => onSelect(event.target.checked)} />
        <span className="review-th-name" title={column.name}>
          {column.name}
        </span>
      </span>
      <span className={`review-action review-action-${column.action}`}>{t(`fieldMapper.actions.${column.action}`)}</span>
      {countsLine}
    </th>
  );
}

interface GridHeadProps {
  width: number;
  columns: readonly ValueColumn[];
  /** The output fields rendered (those in view and the focused one), placed by the virtualiser. */
  fieldItems: readonly VirtualItem[];
  /** The focused column when the focus is in the header row, else -1. */
  activeCol: number;
  selection: Selection;
  onSelectField: (field: string, selected: boolean) => void;
  /** The run's channel, by name: it requires the columns the template lacks. */
  channel?: string;
}

/** The grid's header row, fixed above the rows: the product column's header and the output fields' headers. */
export function GridHead({ width, columns, fieldItems, activeCol, selection, onSelectField, channel }: GridHeadProps) {
  return (
    <thead className="review-head" style={{ width, height: HEADER_HEIGHT }}>
      <tr aria-rowindex={1} className="review-row review-head-row" style={{ width, height: HEADER_HEIGHT }}>
        <ProductHeader active={activeCol === 0} />
        {fieldItems.map((item) => {
          const column = columns[item.index] as ValueColumn;
          return <FieldHeader key={column.name} column={column} col={item.index + 1} style={{ left: item.start, width: item.size, height: HEADER_HEIGHT }} active={activeCol === item.index + 1} selected={selection.fields.has(column.name)} onSelect={(on) => onSelectField(column.name, on)} channel={channel} />;
        })}
      </tr>
    </thead>
  );
}
