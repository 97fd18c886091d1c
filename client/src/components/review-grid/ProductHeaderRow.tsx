import { memo } from 'react';
import { ROW_HEIGHT } from './grid-geometry.ts';
import { productPos } from './grid-lines.ts';
import './product-header-row.css';

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
        <button type="button" className="review-group-toggle" aria-expanded={expanded} data-pos={productPos(first)} tabIndex={active ? 0 : -1} onClick={() => onToggle(group)}>
          <svg className="review-group-chevron" width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
            <path d="m9 6 6 6-6 6" />
          </svg>
          <span className="review-group-name">{name}</span> <span className="review-group-count">{count}</span>
        </button>
      </td>
    </tr>
  );
});
