import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long work runs on the event loop, all of it together, before the loop is let through. */
const SLICE_MS = 5;

let sliceStart = performance.now();
let nextSlice: Promise<void> | undefined;

/**
 * Lets the event loop through once the current slice is spent. The slice is the process's, not the
 * caller's: every loop over a run's products and every database unit of work share it, so ten runs
 * each doing a little still let a waiting request through every few milliseconds (one slice a turn of
 * the loop, whoever spends it) — a slice of their own each would add up between two polls for I/O.
 */
export async function letThrough(): Promise<void> {
  while (performance.now() - sliceStart > SLICE_MS) {
    nextSlice ??= nextTurn().then(() => {
      nextSlice = undefined;
      sliceStart = performance.now();
    });
    await nextSlice;
  }
}

/** `items` mapped by `map`, letting the event loop through between them when the slice is spent. */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T, index: number) => R): Promise<R[]> {
  const mapped: R[] = [];
  for (const [index, item] of items.entries()) {
    await letThrough();
    mapped.push(map(item, index));
  }
  return mapped;
}
