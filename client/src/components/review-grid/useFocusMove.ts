import type { Virtualizer } from '@tanstack/react-virtual';
import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect, useRef } from 'react';
import type { GridFocus, GridPosition } from '../../lib/review.ts';
import { focusSelector } from './grid-lines.ts';

interface Options {
  scrollRef: RefObject<HTMLDivElement | null>;
  rows: Virtualizer<HTMLDivElement, Element>;
  cols: Virtualizer<HTMLDivElement, Element>;
  /** The focused position as a line of the grid, and as a position, kept inside the grid. */
  shownLine: GridPosition;
  shown: GridFocus;
  setActive: Dispatch<SetStateAction<GridFocus>>;
}

/** Moves the focus (and the view) to a position once it is rendered. */
export function useFocusMove({ scrollRef, rows, cols, shownLine, shown, setActive }: Options): (focus: GridFocus) => void {
  const focusPending = useRef(false);

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    if (shownLine.row >= 0) rows.scrollToIndex(shownLine.row, { align: 'auto' });
    if (shown.col >= 1 && !shown.product) cols.scrollToIndex(shown.col - 1, { align: 'auto' });
    scrollRef.current?.querySelector<HTMLElement>(focusSelector(shown))?.focus({ preventScroll: true });
  });

  return (focus: GridFocus) => {
    focusPending.current = true;
    setActive(focus);
  };
}
