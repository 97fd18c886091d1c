import { type Dispatch, type SetStateAction, useLayoutEffect } from 'react';
import type { ReasonCode } from '../../../../domain/cell-reasons.ts';
import type { ValueRow } from '../../../../domain/values.ts';
import { useValueBlocks, VALUES_BLOCK, type ValuesFilter } from '../../api/catalog-values.ts';
import type { GridLine } from '../../lib/review.ts';
import { renderedBlocks } from './grid-lines.ts';

interface Options {
  runId: string;
  filter: ValuesFilter;
  reason: ReasonCode | null;
  total: number;
  /** The lines the grid renders. */
  lines: readonly (GridLine | undefined)[];
  /** Every block read while the grid is shown, by block. */
  read: ReadonlyMap<number, readonly ValueRow[]>;
  setRead: Dispatch<SetStateAction<ReadonlyMap<number, readonly ValueRow[]>>>;
}

/** Reads the blocks of the rows rendered and gives the row at an index (undefined while its block loads). */
export function useRenderedRows({ runId, filter, reason, total, lines, read, setRead }: Options): (index: number) => ValueRow | undefined {
  const blocks = renderedBlocks(lines, read, total);
  const results = useValueBlocks(runId, filter, reason, blocks);
  const pages = new Map(blocks.map((block, i) => [block, results[i]?.data?.rows]));

  // Blocks newly read (or read again) join the grouping before the grid is painted.
  useLayoutEffect(() => {
    const fresh = blocks.flatMap((block, i) => {
      const blockRows = results[i]?.data?.rows;
      return blockRows && read.get(block) !== blockRows ? [[block, blockRows] as const] : [];
    });
    if (fresh.length > 0) setRead((current) => new Map([...current, ...fresh]));
  });

  return (index: number): ValueRow | undefined => {
    const block = Math.floor(index / VALUES_BLOCK);
    return (pages.get(block) ?? read.get(block))?.[index % VALUES_BLOCK];
  };
}
