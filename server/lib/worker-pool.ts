import { MessageChannel, type TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { MAX_UPLOAD_BYTES } from '../../domain/files.ts';
import type { RunnerData, WorkerJob, WorkerJobs } from '../../workers/jobs.ts';
import { ApiError } from './api-error.ts';

export interface RunOptions {
  /**
   * Whose task (a workspace id): each owner may hold a bounded number of tasks queued or running,
   * runs on all threads but one at most, and free threads go to the owners in turn, so one
   * workspace's heavy files never hold every thread nor make another's requests refused.
   */
  owner?: string;
  /** Running time allowed, counted from the moment a worker starts the task; past it the thread is terminated and replaced. */
  timeoutMs?: number;
  /** Time allowed from submission, waiting included (by default 4 × timeoutMs, at least 2 minutes). */
  deadlineMs?: number;
  transferList?: TransferListItem[];
  /** Aborts the task too (a running one has its thread terminated and replaced); its reason's message is the error's reason. */
  signal?: AbortSignal;
}

/**
 * Why a task did not finish: its owner's share of the pool was full (`queue_full`, nothing ran), it
 * ran or waited past its time (`timeout`), its caller aborted it (`aborted`), or its worker threw,
 * exited or ran out of memory (`crashed`). Services turn these into their own API errors.
 */
export type WorkerFailure = 'queue_full' | 'timeout' | 'aborted' | 'crashed';

export class WorkerError extends Error {
  constructor(
    readonly kind: WorkerFailure,
    message: string,
    /** A crashed thread that ran out of memory (one task per thread: this task's input did it). */
    readonly outOfMemory = false,
    options?: { cause?: unknown; ran?: boolean },
  ) {
    super(message, options);
    this.ran = options?.ran ?? false;
  }

  /** A timeout of the task's own running time (not of its wait for a thread): its input took that long. */
  readonly ran: boolean;
}

/**
 * A failed request-time task as the API answers it: the workspace's share full is 429
 * `too_many_requests`; a thread that ran out of memory on an input is `file_too_complex`; anything
 * else is `analysis_failed`.
 */
export function apiErrorOf(error: unknown): ApiError {
  if (!(error instanceof WorkerError)) return new ApiError('analysis_failed');
  if (error.kind === 'queue_full') return new ApiError('too_many_requests');
  return new ApiError(error.outOfMemory ? 'file_too_complex' : 'analysis_failed');
}

const DEFAULT_TIMEOUT_MS = 60_000;
const MIN_DEADLINE_MS = 120_000;
/**
 * Heap of a worker thread, from the upload limit: a 5 MB workbook (≈ 825,000 cells) needs between
 * 128 and 192 MB of heap to be read and analysed (measured); a thread gets about twice that, so a
 * file that needs more ends its own thread, never the server.
 */
export const WORKER_HEAP_MB = Math.ceil(MAX_UPLOAD_BYTES / (1024 * 1024)) * 80;

/**
 * Young generation of a worker thread. V8 sizes it from the old generation's cap, small for this
 * one, so a 5 MB file's table (≈ 25 MB of cells read once and dropped) was promoted and collected by a
 * full mark-compact after every analysis; room for one task's garbage lets it die young
 * (docs/performance.md, issue 45).
 */
const WORKER_YOUNG_MB = 192;

const RUNNER = new URL('../../workers/run-task.ts', import.meta.url).href;

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
  // A thread's heap is sized by its resourceLimits; a thread refuses the process's heap flags.
  const argv = process.execArgv.filter((arg) => !arg.startsWith('--watch') && !arg.startsWith('--max-semi-space-size'));
  const hasTsx = argv.some((arg, i) => /^--(import|loader)=tsx/.test(arg) || (/^--(import|loader)$/.test(arg) && argv[i + 1]?.startsWith('tsx')));
  return hasTsx ? argv : [...argv, '--import', 'tsx'];
}

const reasonOf = (signal: AbortSignal) => String((signal.reason as Error | undefined)?.message ?? signal.reason);

/**
 * The Piscina pool behind one small typed runner. Tasks wait here, one queue per owner, and a task
 * is handed to Piscina only when a thread is free, taking the owners in turn (round-robin) and
 * passing over an owner already on all threads but one. Each
 * task's timeout runs from the moment its worker starts it; errors come out as WorkerErrors.
 */
export class WorkerPool {
  readonly piscina: Piscina;

  private readonly threads: number;
  private readonly maxPerOwner: number;
  /** Threads one owner may use at once: all but one, so another owner always finds one. */
  private readonly maxRunningPerOwner: number;
  private readonly timeoutMs: number;
  private readonly taskFiles: Partial<Record<WorkerJob, string>>;
  /** Owners with tasks waiting for a thread, in the order they will be served. */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** Tasks each owner has queued or running. */
  private readonly held = new Map<string, number>();
  /** Tasks each owner has on a thread. */
  private readonly active = new Map<string, number>();
  private running = 0;

  constructor(opts: {
    threads: number;
    /** Tasks one owner may have queued or running at once; beyond, 429 `too_many_requests` for that owner only. */
    maxPerOwner: number;
    maxOldGenerationSizeMb?: number;
    /** Default running-time limit of a task (60 s). */
    timeoutMs?: number;
    /** Other task files for some jobs (file URLs): the pool's tests run hostile tasks this way. */
    taskFiles?: Partial<Record<WorkerJob, string>>;
    /** A thread's failure outside any task (an out-of-memory thread reports twice); by default ignored. */
    onError?: (error: Error) => void;
    /** The tasks each thread loads as it starts, so the first of each does not wait for it (the file analysis by default). */
    preload?: WorkerJob[];
    /** Threads started with the pool and kept (2); with none, nothing is loaded ahead: each task's code loads on its first run. */
    warm?: number;
  }) {
    this.threads = opts.threads;
    this.maxPerOwner = opts.maxPerOwner;
    this.maxRunningPerOwner = Math.max(1, opts.threads - 1);
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.taskFiles = opts.taskFiles ?? {};
    const warm = opts.warm ?? 2;
    this.piscina = new Piscina({
      filename: RUNNER,
      workerData: { preload: warm === 0 ? [] : (opts.preload ?? ['analyse-file']).map((job) => this.taskFile(job)) } satisfies RunnerData,
      // Threads kept (two by default): the one another workspace finds beside a busy one starts no cold thread.
      minThreads: Math.min(warm, opts.threads),
      maxThreads: opts.threads,
      idleTimeout: 60_000,
      execArgv: workerExecArgv(),
      // A hostile file that makes a parser balloon kills its thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    // Piscina emits 'error' for a thread that fails with no task left to fail; unheard, it would end the process.
    this.piscina.on('error', (error: Error) => opts.onError?.(error));
  }

  /** Runs a job's task; any failure is a `WorkerError` saying which kind. */
  async run<J extends WorkerJob>(job: J, input: WorkerJobs[J]['input'], opts: RunOptions = {}): Promise<WorkerJobs[J]['output']> {
    const owner = opts.owner ?? '';
    const held = this.held.get(owner) ?? 0;
    if (held >= this.maxPerOwner) throw new WorkerError('queue_full', `${owner || 'the pool'} has ${held} tasks queued or running`);
    this.held.set(owner, held + 1);
    const runFor = opts.timeoutMs ?? this.timeoutMs;
    const stop = new AbortController();
    const abort = (kind: WorkerFailure, reason: string, ran = false) => stop.abort(new WorkerError(kind, reason, false, { ran }));
    const deadline = setTimeout(() => abort('timeout', 'the task waited too long for a worker'), opts.deadlineMs ?? Math.max(MIN_DEADLINE_MS, runFor * 4));
    const onCallerAbort = () => abort('aborted', reasonOf(opts.signal as AbortSignal));
    if (opts.signal?.aborted) onCallerAbort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    let runTimer: NodeJS.Timeout | undefined;
    try {
      await this.turn(owner, stop.signal);
      const { port1, port2 } = new MessageChannel();
      port1.once('message', () => {
        runTimer = setTimeout(() => abort('timeout', 'the task did not finish in time', true), runFor);
      });
      try {
        return await this.piscina.run({ file: this.taskFile(job), input, started: port2 }, { filename: RUNNER, signal: stop.signal, transferList: [...(opts.transferList ?? []), port2] });
      } finally {
        port1.close();
        this.release(owner);
      }
    } catch (error) {
      if (stop.signal.aborted) throw stop.signal.reason;
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      throw new WorkerError('crashed', (error as Error).message, outOfMemory, { cause: error });
    } finally {
      clearTimeout(deadline);
      clearTimeout(runTimer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      const left = (this.held.get(owner) ?? 1) - 1;
      if (left === 0) this.held.delete(owner);
      else this.held.set(owner, left);
    }
  }

  /** Resolves once a thread is free for this owner's task and the owner is under its share of threads. */
  private turn(owner: string, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.running < this.threads && this.mayStart(owner)) {
      this.start(owner);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(owner) ?? [];
      this.waiting.set(owner, queue);
      const go = () => {
        signal.removeEventListener('abort', cancel);
        resolve();
      };
      const cancel = () => {
        const at = queue.indexOf(go);
        if (at !== -1) queue.splice(at, 1);
        if (queue.length === 0 && this.waiting.get(owner) === queue) this.waiting.delete(owner);
        reject(signal.reason);
      };
      queue.push(go);
      signal.addEventListener('abort', cancel, { once: true });
    });
  }

  private mayStart(owner: string): boolean {
    return (this.active.get(owner) ?? 0) < this.maxRunningPerOwner;
  }

  private start(owner: string): void {
    this.running++;
    this.active.set(owner, (this.active.get(owner) ?? 0) + 1);
  }

  /**
   * An owner's task is done and its thread free: the next owner in turn that is under its share gets
   * it and goes to the back of the line (owners at their share keep their place).
   */
  private release(owner: string): void {
    this.running--;
    const left = (this.active.get(owner) ?? 1) - 1;
    if (left === 0) this.active.delete(owner);
    else this.active.set(owner, left);
    for (const [next, queue] of this.waiting) {
      if (!this.mayStart(next)) continue;
      const go = queue.shift() as () => void;
      this.waiting.delete(next);
      if (queue.length > 0) this.waiting.set(next, queue);
      this.start(next);
      go();
      return;
    }
  }

  private taskFile(job: WorkerJob): string {
    return this.taskFiles[job] ?? taskFile(job);
  }

  destroy(): Promise<void> {
    return this.piscina.destroy();
  }
}
