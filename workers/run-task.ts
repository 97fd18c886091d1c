import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type MessagePort, workerData } from 'node:worker_threads';
import type { RunnerData } from './jobs.ts';

// Loaded the way Piscina loads task files: through require, which tsx's hook compiles in worker
// threads (its import hook is not active there).
const load = createRequire(import.meta.url);

for (const file of (workerData as RunnerData | null)?.preload ?? []) load(fileURLToPath(file));

/** What the pool sends a worker: the task file, its input, and a port to tell it the task started. */
export interface TaskEnvelope {
  file: string;
  input: unknown;
  started: MessagePort;
}

/**
 * Every pool task goes through here. It tells the main thread when the task starts, so the pool's
 * timeout counts running time only (not time queued, nor a replacement thread starting up), then
 * runs the task file's default export.
 */
export default async function runTask({ file, input, started }: TaskEnvelope): Promise<unknown> {
  // Loading our own task file (once per thread) is not the input's doing: the clock starts after it.
  const task = load(fileURLToPath(file)) as { default: (input: unknown) => unknown };
  started.postMessage('started');
  started.close();
  return task.default(input);
}
