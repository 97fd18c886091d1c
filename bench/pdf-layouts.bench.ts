/**
 * PDF price lists read as a person reads them (docs/pdf.md). Run alone:
 * `node --import tsx bench/pdf-layouts.bench.ts` (`--missed` to list the samples not held whole).
 * For each public list of test/fixtures/pdf-layouts/real/: the products a person counts, the rows
 * read and how close their count is (an upper bound of the items right), the samples one row holds
 * whole (name, price, section, size), the items right so estimated, the sections found and the time;
 * then the same over each set (the lists it was built on, and the rounds of lists nobody had tuned for).
 */
import { readRealList, realLists } from '../test/fixtures/pdf-layouts-real.ts';

const missed = process.argv.includes('--missed');
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
const totals = new Map<string, { counted: number; right: number; samples: number; of: number; estimate: number }>();
for (const list of realLists()) {
  const read = await readRealList(list);
  for (const set of [list.set, 'all']) {
    const total = totals.get(set) ?? { counted: 0, right: 0, samples: 0, of: 0, estimate: 0 };
    totals.set(set, {
      counted: total.counted + list.products,
      right: total.right + read.right,
      samples: total.samples + read.samples,
      of: total.of + list.samples.length,
      estimate: total.estimate + read.estimate,
    });
  }
  console.log(
    `${list.set.padEnd(6)} ${list.file.padEnd(34)} products ${String(list.products).padStart(4)}  rows ${String(read.rows).padStart(4)}  close ${String(read.right).padStart(4)} (${percent(read.right, list.products).padStart(7)})  strict samples ${String(read.samples).padStart(2)}/${String(list.samples.length).padEnd(2)}  estimate ${read.estimate.toFixed(1).padStart(6)} (${percent(read.estimate, list.products).padStart(7)})  sections ${read.sections}/${list.sections.length}  ${read.millis.toFixed(0).padStart(5)} ms`,
  );
  if (missed) for (const { sample, why } of read.missed) console.log(`    missed ${JSON.stringify(sample)}: ${why}`);
}
// Per set: the count's closeness (an upper bound), the samples held whole, and the estimate (the sum of each list's closeness times its share of samples).
for (const [set, { counted, right, samples, of, estimate }] of totals) console.log(`${set} lists: ${counted} products, count close ${right} (${percent(right, counted)}), strict samples ${samples}/${of} (${percent(samples, of)}), estimate ${estimate.toFixed(1)} right (${percent(estimate, counted)})`);
