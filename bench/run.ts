// Runs every bench/*.bench.ts (or those named on the command line), one after the other, each in its own process.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const only = process.argv.slice(2);
const files = fs
  .readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

console.log(`# Fiche benchmarks — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const file of files) {
  console.log(`\n# ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
}
