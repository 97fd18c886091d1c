import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { cellKeyAction, type GridFocus, type GridLayout, type GridPosition, moveFocus } from '../../lib/review.ts';

interface Options {
  layout: GridLayout;
  /** The focused position, kept inside the grid. */
  shown: GridFocus;
  /** Columns of the grid, the product column included. */
  cols: number;
  /** A value is being edited: its editor has the keys. */
  editing: boolean;
  /** Makes a position the focused one (it already has the focus). */
  select: (focus: GridFocus) => void;
  /** Moves the focus (and the view) to a position. */
  moveTo: (focus: GridFocus) => void;
  startEdit: (position: GridFocus, typed?: string) => void;
  openEvidence: (position: GridPosition) => void;
}

/** The value cell an event happened in (not a product's cell nor a header), by its position. */
function cellOf(target: EventTarget): GridPosition | null {
  const pos = target instanceof Element ? target.closest<HTMLElement>('td[data-pos]')?.dataset.pos : undefined;
  if (!pos) return null;
  const [row, col] = pos.split(':').map(Number) as [number, number];
  return row >= 0 && col >= 1 ? { row, col } : null;
}

/**
 * The grid's keys and mouse, as in a spreadsheet: a click selects a cell, Enter, F2, a double-click or
 * a character typed edits it, Space (or the focused cell's button) opens its evidence, the arrows,
 * Home/End and Page Up/Down move the focus. The handlers go on the grid's table.
 */
export function useGridKeys({ layout, shown, cols, editing, select, moveTo, startEdit, openEvidence }: Options) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing || !(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    const next = moveFocus(layout, shown, event.key, event.ctrlKey || event.metaKey, cols);
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
    if (next.row !== shown.row || next.col !== shown.col || next.product !== shown.product) select(next);
  };

  return { onKeyDown, onFocus, onClick, onDoubleClick, onMouseDown };
}
