import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a loop over a run's products holds the event loop before letting it through. */
const SLICE_MS = 5;

/**
 * `items` mapped by `map`, the event loop let through every few milliseconds: a loop over a file's
 * products (its quote, its fingerprints) holds no request waiting meanwhile for longer than that.
 */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T, index: number) => R): Promise<R[]> {
  const mapped: R[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    mapped.push(map(item, index));
  }
  return mapped;
}
