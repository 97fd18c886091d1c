/**
 * PDF price lists read as a person reads them (docs/pdf.md). Run alone:
 * `node --import tsx bench/pdf-layouts.bench.ts`. For each public list of
 * test/fixtures/pdf-layouts/real/: the products a person counts, the rows read, the samples and
 * sections found, and the time to read it; then the share over all of them.
 */
import { readRealList, realLists } from '../test/fixtures/pdf-layouts-real.ts';

let counted = 0;
let right = 0;
for (const list of realLists()) {
  const read = await readRealList(list);
  counted += list.products;
  right += read.right;
  const share = ((read.right / list.products) * 100).toFixed(0);
  console.log(
    `${list.file.padEnd(34)} products ${String(list.products).padStart(4)}  rows ${String(read.rows).padStart(4)}  right ${String(read.right).padStart(4)} (${share.padStart(3)} %)  samples ${read.samples}/${list.samples.length}  sections ${read.sections}/${list.sections.length}  ${read.millis.toFixed(0).padStart(5)} ms`,
  );
}
console.log(`all lists: ${right} of ${counted} products (${((right / counted) * 100).toFixed(1)} %)`);
