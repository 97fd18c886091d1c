/**
 * PDF price lists read as a person reads them (docs/pdf.md). Run alone:
 * `node --import tsx bench/pdf-layouts.bench.ts`. For each public list of
 * test/fixtures/pdf-layouts/real/: the products a person counts, the rows read, the samples and
 * sections found, and the time to read it; then the share over all of them and over each set (the
 * lists it was built on, and the two rounds of lists nobody had tuned for).
 */
import { readRealList, realLists } from '../test/fixtures/pdf-layouts-real.ts';

const totals = new Map<string, { counted: number; right: number; samples: number; of: number }>();
for (const list of realLists()) {
  const read = await readRealList(list);
  for (const set of ['all', list.set]) {
    const total = totals.get(set) ?? { counted: 0, right: 0, samples: 0, of: 0 };
    totals.set(set, { counted: total.counted + list.products, right: total.right + read.right, samples: total.samples + read.samples, of: total.of + list.samples.length });
  }
  const share = ((read.right / list.products) * 100).toFixed(0);
  console.log(
    `${list.file.padEnd(34)} products ${String(list.products).padStart(4)}  rows ${String(read.rows).padStart(4)}  right ${String(read.right).padStart(4)} (${share.padStart(3)} %)  samples ${read.samples}/${list.samples.length}  sections ${read.sections}/${list.sections.length}  ${read.millis.toFixed(0).padStart(5)} ms`,
  );
}
// The lists the reader was built on, and those of issue 43 nobody had tuned for (first and second round).
for (const [set, { counted, right, samples, of }] of totals) console.log(`${set} lists: ${right} of ${counted} products (${((right / counted) * 100).toFixed(1)} %), samples ${samples}/${of}`);
