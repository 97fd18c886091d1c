import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type MessagePort, workerData } from 'node:worker_threads';
import { forgetTexts } from '../engine/text-memo.ts';
import type { RunnerData } from './jobs.ts';

// Loaded the way Piscina loads task files: through require, which tsx's hook compiles in worker
// threads (its import hook is not active there).
const load = createRequire(import.meta.url);

/**
 * pdf.js's legacy build (and its fake worker, loaded at the first PDF read) installs core-js over
 * V8's JSON.stringify (≈ 25× slower) and Array.prototype.push for the whole thread: every task of
 * the thread would pay for them. The thread keeps V8's own, put back after each load and each task.
 */
const NATIVE = { stringify: JSON.stringify, push: Array.prototype.push };
function keepNatives(): void {
  if (JSON.stringify !== NATIVE.stringify) JSON.stringify = NATIVE.stringify;
  if (Array.prototype.push !== NATIVE.push) Array.prototype.push = NATIVE.push;
}

for (const file of (workerData as RunnerData | null)?.preload ?? []) load(fileURLToPath(file));
keepNatives();

/** What the pool sends a worker: the task file, its input, and a port to tell it the task started. */
export interface TaskEnvelope {
  file: string;
  input: unknown;
  started: MessagePort;
}

/**
 * Every pool task goes through here. It tells the main thread when the task starts, so the pool's
 * timeout counts running time only (not time queued, nor a replacement thread starting up), then
 * runs the task file's default export; at its end the engine's memos forget the task's texts.
 */
export default async function runTask({ file, input, started }: TaskEnvelope): Promise<unknown> {
  // Loading our own task file (once per thread) is not the input's doing: the clock starts after it.
  const task = load(fileURLToPath(file)) as { default: (input: unknown) => unknown };
  keepNatives();
  started.postMessage('started');
  started.close();
  try {
    return await task.default(input);
  } finally {
    keepNatives();
    forgetTexts();
  }
}
