import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { RunInputSlice } from '../lib/run-input.ts';
import { IDLE_CONNECTION_MS } from './connections.ts';

const CHUNK_QUEUE = 'batch-chunk';
/** An advisory lock key of its own (the store's are "FICH" and the one after). */
const SETUP_LOCK = 0x46494348 + 2;
const FINALIZE_QUEUE = 'batch-finalize';

export interface ChunkJob {
  batchId: string;
  /** The products (row indexes) the job computes. */
  rows: number[];
  /** What the file holds of them: a worker does not read the file (absent from jobs sent before, or when the file could not be read). */
  input?: RunInputSlice;
}

export interface FinalizeJob {
  batchId: string;
}

export interface RunJobHandlers {
  chunk(job: ChunkJob): Promise<void>;
  finalize(job: FinalizeJob): Promise<void>;
}

export interface RunJobsOptions {
  connectionString: string;
  /** The queue's share of the process's connections (connections.ts). */
  connections: number;
  /** The jobs this process works on at once (FICHE_WORKER_JOBS; 0 for a web process). */
  slots: number;
  /** The longest a job may take; a worker that stops renewing its jobs' leases loses them sooner. */
  expireInSeconds: number;
  log: FastifyBaseLogger;
}

/** How a process names its queue connections: this, an id of its own, and its job slots. */
const WORKER_NAME = 'fiche-jobs/';

/** How long a job is held without its worker renewing it (every third of it): a dead worker's job is taken over within about this and a maintenance interval. */
const LEASE_SECONDS = 20;

/**
 * Batch runs as pg-boss jobs (cluster mode): a run's pending products in chunks, then one job that
 * writes its output files. Any worker process takes them; a job whose worker dies expires and is
 * retried by another. A chunk's priority is minus its place in its run, so workers serve the runs
 * waiting round-robin — the first chunk of a preview does not wait behind the twentieth of a long
 * run — and a preview's chunks come first among equals.
 */
export class RunJobs {
  private readonly connections: QueueConnections;
  private readonly boss: PgBoss;
  /** This process's polling loops, woken when it sends a job rather than at their next poll. */
  private readonly workers: string[] = [];
  /** The jobs this process is working on, whose leases it renews. */
  private readonly held = new Set<string>();
  private readonly lease: number;
  private renewal: NodeJS.Timeout | undefined;

  constructor(private readonly options: RunJobsOptions) {
    this.connections = new QueueConnections(options.connectionString, options.connections, `${WORKER_NAME}${randomUUID().slice(0, 8)}/${options.slots}`, options.log);
    this.lease = Math.min(LEASE_SECONDS, options.expireInSeconds);
    this.boss = new PgBoss({
      db: this.connections,
      // Expired leases are looked for this often: a dead worker's job is taken over within a lease and this.
      maintenanceIntervalSeconds: Math.max(1, Math.min(10, Math.floor(this.lease / 2))),
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  /**
   * Starts the queue, its schema and queues made by the first process: processes starting together
   * (a compose file's web and workers) take turns, since pg-boss's setup deadlocks with itself.
   */
  async start(): Promise<void> {
    // The lock is held on one of the queue's own connections: starting takes no connection beyond its share.
    const client = await this.connections.session();
    try {
      await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      await this.boss.start();
      const common = { retryLimit: 10, retryDelay: 1, retryBackoff: true, expireInSeconds: this.options.expireInSeconds };
      await this.boss.createQueue(CHUNK_QUEUE, { name: CHUNK_QUEUE, policy: 'standard', ...common });
      // One finalize job waiting per run at most: several chunks may end at once and each asks for it.
      await this.boss.createQueue(FINALIZE_QUEUE, { name: FINALIZE_QUEUE, policy: 'short', ...common });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
      client.release();
    }
  }

  async sendChunks(batchId: string, chunks: Omit<ChunkJob, 'batchId'>[], preview: boolean): Promise<void> {
    if (chunks.length === 0) return;
    await this.boss.insert(
      chunks.map((chunk, index) => ({
        name: CHUNK_QUEUE,
        data: { batchId, ...chunk } satisfies ChunkJob,
        priority: (preview ? 1 : 0) - index,
        retryLimit: 10,
        retryDelay: 1,
        retryBackoff: true,
        expireInSeconds: this.options.expireInSeconds,
      })),
    );
    this.wakeWorkers();
  }

  async sendFinalize(batchId: string): Promise<void> {
    await this.boss.send(FINALIZE_QUEUE, { batchId } satisfies FinalizeJob, { singletonKey: batchId });
    this.wakeWorkers();
  }

  /** Row indexes of the run's chunk jobs not finished yet (waiting, running or to retry). */
  async openChunkRows(batchId: string): Promise<Set<number>> {
    const { rows } = await this.query<{ rows: number[] }>("select data->'rows' as rows from pgboss.job where name = $1 and data->>'batchId' = $2 and state < 'completed'", [CHUNK_QUEUE, batchId]);
    return new Set(rows.flatMap((row) => row.rows));
  }

  /**
   * The job slots of the worker processes alive now: each names its queue connections after itself
   * and its slots, and a process that ends loses its connections at once. At least 1.
   */
  async liveSlots(): Promise<number> {
    const { rows } = await this.query<{ name: string }>('select distinct application_name as name from pg_stat_activity where datname = current_database() and application_name like $1', [`${WORKER_NAME}%`]);
    return Math.max(
      1,
      rows.reduce((sum, row) => sum + (Number(row.name.split('/').at(-1)) || 0), 0),
    );
  }

  /** Whether the run's finalize job is waiting or running. */
  async finalizeOpen(batchId: string): Promise<boolean> {
    const { rows } = await this.query("select 1 from pgboss.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1", [FINALIZE_QUEUE, batchId]);
    return rows.length > 0;
  }

  /** Takes jobs with `concurrency` loops per queue until stopped, holding each on a lease it renews while it works. */
  async work(handlers: RunJobHandlers, concurrency: number): Promise<void> {
    const poll = { batchSize: 1, pollingIntervalSeconds: 0.5 };
    for (let i = 0; i < concurrency; i++) {
      this.workers.push(await this.boss.work<ChunkJob>(CHUNK_QUEUE, poll, ([job]) => this.leased(job.id, () => handlers.chunk(job.data))));
      this.workers.push(await this.boss.work<FinalizeJob>(FINALIZE_QUEUE, poll, ([job]) => this.leased(job.id, () => handlers.finalize(job.data))));
    }
    this.renewal = setInterval(
      () => {
        void this.renew([...this.held]);
        void this.reclaimUnleased();
      },
      (this.lease * 1000) / 3,
    );
    this.renewal.unref();
  }

  /** Works on a job on a lease: a process that dies stops renewing it, and the queue hands the job on when it runs out. */
  private async leased(jobId: string, work: () => Promise<void>): Promise<void> {
    this.held.add(jobId);
    try {
      await this.renew([jobId]);
      await work();
    } finally {
      this.held.delete(jobId);
    }
  }

  /**
   * Jobs taken a lease ago and never put on one: their worker died between taking them and its first
   * renewal (which follows within milliseconds). They expire now, for the queue to hand them on.
   */
  private async reclaimUnleased(): Promise<void> {
    await this.query("update pgboss.job set expire_in = now() - started_on where name = any($1) and state = 'active' and expire_in = make_interval(secs => $2) and started_on < now() - make_interval(secs => $3)", [[CHUNK_QUEUE, FINALIZE_QUEUE], this.options.expireInSeconds, this.lease]).catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'jobs of a lost worker could not be reclaimed'),
    );
  }

  /** The jobs' expiry moved to a lease from now; a renewal that fails is tried again at the next one. */
  private async renew(jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.query("update pgboss.job set expire_in = (now() - started_on) + make_interval(secs => $2) where id = any($1::uuid[]) and state = 'active'", [jobIds, this.lease]).catch((error: unknown) => this.options.log.warn({ err: error }, 'job leases could not be renewed'));
  }

  private wakeWorkers(): void {
    for (const id of this.workers) this.boss.notifyWorker(id);
  }

  async stop(): Promise<void> {
    clearInterval(this.renewal);
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true, close: false });
    await this.connections.end();
  }

  private query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<{ rows: T[] }> {
    return this.connections.executeSql<T>(text, values);
  }
}

/**
 * The queue's connections, ended only once no query is under way. pg-boss ending its own pool as it
 * stops strands a polling loop still waiting for a connection: that loop never stops, and the timer
 * pg-boss keeps while waiting for it holds the process open for good.
 */
class QueueConnections {
  private readonly pool: pg.Pool;
  private underWay = 0;
  private drained: (() => void) | undefined;

  constructor(connectionString: string, max: number, applicationName: string, log: FastifyBaseLogger) {
    this.pool = new pg.Pool({ connectionString, max, application_name: applicationName, idleTimeoutMillis: IDLE_CONNECTION_MS });
    this.pool.on('error', (error) => log.warn({ err: error }, 'an idle job queue connection was lost'));
    // A connection lost while lent out fails its query; heard here, its 'error' event does not end the process.
    this.pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'a job queue connection was lost')));
  }

  /** One connection of the queue's, held until released. */
  session(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async executeSql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<T>> {
    this.underWay++;
    try {
      return await this.pool.query<T>(text, values);
    } finally {
      this.underWay--;
      if (this.underWay === 0) this.drained?.();
    }
  }

  /** Ends the pool once the queries under way (loops finishing their last poll) have returned. */
  async end(): Promise<void> {
    while (this.underWay > 0) {
      await new Promise<void>((resolve) => {
        this.drained = resolve;
      });
    }
    await this.pool.end();
  }
}
