import os from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { ApiError } from '../lib/api-error.ts';

/** Task files under workers/, by job name. */
export type WorkerJob = 'analyse-file' | 'enrich-chunk' | 'write-outputs';

export interface RunOptions {
  /** The task is aborted after this long; a running one has its thread terminated and replaced. */
  timeoutMs?: number;
  transferList?: TransferListItem[];
  /** Aborts the task too (a running one has its thread terminated and replaced); its reason's message is the error's reason. */
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 60_000;

function taskFile(job: WorkerJob): string {
  return new URL(`../../workers/${job}.ts`, import.meta.url).href;
}

/**
 * Task files are TypeScript. Worker threads inherit the parent's execArgv, so when the process
 * runs under `node --import tsx` (npm start, tap's node-arg, the bench) each thread registers tsx
 * too and can import `.ts`. Should the process have been started some other way, the loader is
 * added explicitly rather than failing on the first task.
 */
function workerExecArgv(): string[] {
  const argv = process.execArgv.filter((arg) => !arg.startsWith('--watch'));
  const hasTsx = argv.some((arg, i) => /^--(import|loader)=tsx/.test(arg) || (/^--(import|loader)$/.test(arg) && argv[i + 1]?.startsWith('tsx')));
  return hasTsx ? argv : [...argv, '--import', 'tsx'];
}

/** The Piscina pool behind one small typed runner: bounded queue, per-task timeout, errors as ApiErrors. */
export class WorkerPool {
  readonly piscina: Piscina;

  private readonly timeoutMs: number;
  private readonly taskFiles: Partial<Record<WorkerJob, string>>;

  constructor(opts: {
    threads: number;
    maxQueue: number;
    maxOldGenerationSizeMb?: number;
    /** Default per-task timeout (60 s). */
    timeoutMs?: number;
    /** Other task files for some jobs (file URLs): the pool's tests run hostile tasks this way. */
    taskFiles?: Partial<Record<WorkerJob, string>>;
    /** A thread's failure outside any task (an out-of-memory thread reports twice); by default ignored. */
    onError?: (error: Error) => void;
  }) {
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.taskFiles = opts.taskFiles ?? {};
    this.piscina = new Piscina({
      // Each thread loads the file analysis task as it starts, so the first upload does not wait for it.
      filename: this.taskFile('analyse-file'),
      minThreads: 1,
      maxThreads: opts.threads,
      maxQueue: opts.maxQueue,
      idleTimeout: 60_000,
      execArgv: workerExecArgv(),
      // A hostile file that makes a parser balloon kills its thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? 768 },
    });
    // Piscina emits 'error' for a thread that fails with no task left to fail; unheard, it would end the process.
    this.piscina.on('error', (error: Error) => opts.onError?.(error));
  }

  /** Runs a task; a full queue is 429 `too_many_requests`, a timeout or a dead worker is `analysis_failed`. */
  async run<Result>(job: WorkerJob, input: unknown, opts: RunOptions = {}): Promise<Result> {
    const { maxQueue } = this.piscina.options;
    if (this.piscina.queueSize >= maxQueue) throw new ApiError('too_many_requests');
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? this.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
    try {
      return await this.piscina.run(input, {
        filename: this.taskFile(job),
        signal,
        transferList: opts.transferList,
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if ((error as Error).message === 'Task queue is at limit') throw new ApiError('too_many_requests');
      const reason = opts.signal?.aborted ? String((opts.signal.reason as Error | undefined)?.message ?? opts.signal.reason) : timeout.aborted ? 'timed out' : (error as Error).message;
      throw Object.assign(new ApiError('analysis_failed'), { cause: error, reason });
    }
  }

  private taskFile(job: WorkerJob): string {
    return this.taskFiles[job] ?? taskFile(job);
  }

  destroy(): Promise<void> {
    return this.piscina.destroy();
  }
}

/** The worker pool: sized by WORKERS, else one thread less than the cores (at least one); destroyed on close. */
export default fp(
  async function poolPlugin(app: FastifyInstance) {
    const threads = app.config.workers ?? Math.max(1, os.availableParallelism() - 1);
    const pool = new WorkerPool({
      threads,
      maxQueue: Math.max(4, threads * 4),
      onError: (error) => app.log.error({ err: error }, 'worker thread failed'),
    });
    app.decorate('pool', pool);
    app.addHook('onClose', async () => pool.destroy());
  },
  { name: 'pool', decorators: { fastify: ['config'] } },
);
