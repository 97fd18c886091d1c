/**
 * Hostile small files (issue 44, finding 1). Run alone: `node --import tsx bench/hostile-files.bench.ts`.
 * A 7 KB workbook whose one shared string of a million characters fills 450 cells: the time to parse
 * and analyse it, the analysis stored (it was 450 MB before cells were capped) and the heap it took;
 * beside it, a 5 MB CSV of ordinary products for scale.
 */
import { analyse } from '../engine/analysis/analyse.ts';
import { parseTable } from '../engine/parsers/index.ts';
import { sharedStringBombXlsx } from '../test/fixtures/bad-files.ts';
import { csvOfSize } from '../test/fixtures/products.ts';

const RUNS = 5;

async function measure(label: string, file: Buffer, type: 'csv' | 'xlsx'): Promise<void> {
  const times: number[] = [];
  let analysisBytes = 0;
  let heapMb = 0;
  for (let run = 0; run < RUNS; run++) {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const table = await parseTable(file, type, type);
    const result = analyse(table, { storedName: `bench.${type}`, fileType: type, size: file.length });
    times.push(performance.now() - started);
    analysisBytes = Buffer.byteLength(JSON.stringify(result));
    heapMb = Math.max(heapMb, (process.memoryUsage().heapUsed - before) / 2 ** 20);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  console.log(`${label.padEnd(44)} ${(file.length / 1024).toFixed(1).padStart(8)} KB  parse+analyse median ${median.toFixed(0).padStart(5)} ms  analysis ${(analysisBytes / 1024).toFixed(1).padStart(7)} KB  heap +${heapMb.toFixed(0)} MB`);
}

await measure('XLSX, 1,000,000-char shared string × 450 cells', sharedStringBombXlsx(), 'xlsx');
await measure('XLSX, 40,000-char shared string × 450 cells', sharedStringBombXlsx(40_000), 'xlsx');
await measure('CSV, 5 MB of products', csvOfSize(5 * 1024 * 1024), 'csv');
