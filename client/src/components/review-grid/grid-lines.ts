import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { ValueRow } from '../../../../domain/values.ts';
import { VALUES_BLOCK } from '../../api/catalog-values.ts';
import { blocksOf, blocksWithProducts, type GridFocus, type GridLine, type gridLayout } from '../../lib/review.ts';
import { HEADER_HEIGHT, ROW_HEIGHT } from './grid-geometry.ts';

/** The attribute the grid finds a position's focusable element by. */
export const posAttribute = (row: number, col: number) => `${row}:${col}`;
/** The same for a product's header line, by the product's first row. */
export const productPos = (first: number) => `${first}:product`;

/** The same array as last render when its items are the same, so memoised rows see no change. */
export function useStableList(list: number[]): readonly number[] {
  const kept = useRef<readonly number[]>(list);
  if (kept.current.length !== list.length || kept.current.some((item, i) => item !== list[i])) kept.current = list;
  return kept.current;
}

/** A line's row: a product's header stands for its first row. */
export const rowOfLine = (line: GridLine | undefined): number => (line === undefined ? -1 : line.kind === 'product' ? line.product.first : line.row);
/** A line's identity for the virtualiser and React, the same wherever headers move it. */
export const lineKey = (line: GridLine | undefined): string => (line === undefined ? '' : line.kind === 'product' ? `p${line.product.first}` : `r${line.row}`);
/** The element a focus is on. */
export const focusSelector = (focus: GridFocus) => `[data-pos="${focus.product ? productPos(focus.row) : posAttribute(focus.row, focus.col)}"]`;

export function toggled(set: ReadonlySet<number>, item: number): Set<number> {
  const next = new Set(set);
  if (!next.delete(item)) next.add(item);
  return next;
}

/** The default range plus one index kept rendered (the focused row or column), so the focus never falls off the page. */
export const keeping = (index: number) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  if (index < 0 || index >= range.count || indexes.includes(index)) return indexes;
  return [...indexes, index].sort((a, b) => a - b);
};

/**
 * The blocks of the rows rendered (those in view and the focused one), each read once, and beside a
 * block holding variants its neighbours (its products' rows may run over into them).
 */
export const renderedBlocks = (lines: readonly (GridLine | undefined)[], read: ReadonlyMap<number, readonly ValueRow[]>, total: number): number[] =>
  blocksWithProducts(
    blocksOf(
      lines.map((line) => rowOfLine(line)),
      VALUES_BLOCK,
    ),
    read,
    total,
    VALUES_BLOCK,
  );

/**
 * Lines added or taken away above the view (a product's header once its rows are read, a product
 * collapsed) leave what the view shows where it was: the focused line when it is in view, else the top line.
 */
export function useKeptView(scrollRef: RefObject<HTMLDivElement | null>, layout: ReturnType<typeof gridLayout>, active: GridFocus): void {
  const laidOut = useRef(layout);
  useLayoutEffect(() => {
    const before = laidOut.current;
    laidOut.current = layout;
    const scroller = scrollRef.current;
    if (before === layout || !scroller || scroller.scrollTop <= 0) return;
    const top = Math.floor(scroller.scrollTop / ROW_HEIGHT);
    const bottom = Math.floor((scroller.scrollTop + scroller.clientHeight - HEADER_HEIGHT) / ROW_HEIGHT) - 1;
    const focused = before.lineOf(active);
    let anchor: GridFocus | null = focused >= top && focused <= bottom ? active : null;
    const line = before.lines[top];
    if (!anchor && line) anchor = line.kind === 'product' ? { row: line.product.first, col: 0, product: true } : { row: line.row, col: 0 };
    if (!anchor) return;
    const moved = layout.lineOf(anchor) - before.lineOf(anchor);
    if (moved !== 0) scroller.scrollTop += moved * ROW_HEIGHT;
    // A focus move alone changes nothing here (the layout is the same).
  }, [layout, active, scrollRef]);
}
