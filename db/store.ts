import { AsyncLocalStorage } from 'node:async_hooks';
import { letThrough } from './time-slices.ts';

/**
 * Which writers a transaction waits for (PostgreSQL; SQLite has one writer at a time anyway): every
 * other one that waits for everyone (the default: the checks written once, a balance read then
 * debited, a name checked then taken, hold across processes), and/or those of one run (a run's
 * products recorded while its chunks run in parallel, its refunds read then written).
 */
export interface Serialised {
  everyone: boolean;
  run?: string;
}

export const WITH_EVERYONE: Serialised = { everyone: true };

/** What a store runs its work on: a connection (SQLite), or a pool or a transaction (PostgreSQL). */
export interface StoreDriver<Conn> {
  /** The connection or pool that work outside a transaction uses. */
  readonly connection: Conn;
  /** True when the driver is one connection shared by every caller (SQLite): work is then taken in turn. */
  readonly exclusive: boolean;
  /** Runs `work` in a transaction that takes its locks up front, committed when it resolves. */
  transaction<T>(work: (tx: Conn) => Promise<T>, serialised: Serialised): Promise<T>;
}

/** The connection an async context works on, while its unit of work lasts. */
interface Holding<Conn> {
  conn: Conn;
  /** Inside a transaction: a nested one joins it. */
  inTransaction: boolean;
  /** False once the work has ended: a promise it started and left running must queue like anyone. */
  active: boolean;
}

/**
 * The database as the repositories use it, asynchronous on both dialects. On PostgreSQL each call
 * takes a pooled connection, and a transaction's calls run on its own. On SQLite every caller
 * shares one connection, so an open transaction must not see another request's statements: each
 * unit of work holds the connection in turn (first come, first served, but a request's units before
 * those of work in the background: batch runs), and calls made within that work — found through
 * AsyncLocalStorage — run on it at once instead of waiting for themselves.
 */
export class Store<Conn> {
  private readonly holding = new AsyncLocalStorage<Holding<Conn>>();
  /** Set for work in the background: its units wait for every other's (SQLite). */
  private readonly backgroundWork = new AsyncLocalStorage<true>();
  /** Whether a unit of work holds the connection, and the units waiting for it, by rank (SQLite). */
  private busy = false;
  private readonly waiting = { foreground: [] as (() => void)[], background: [] as (() => void)[] };
  /** Statements compiled once, by name (SQLite: `kept`). */
  private readonly statements = new Map<string, unknown>();

  constructor(private readonly driver: StoreDriver<Conn>) {}

  /** Runs `work` on the connection (the caller's transaction when inside one). */
  async run<T>(work: (conn: Conn) => Promise<T> | T): Promise<T> {
    const current = this.current();
    if (current) {
      // A long unit (a run's start writing its 500 products) lets the event loop through between its
      // statements once the slice is spent; it keeps the connection meanwhile, so nothing interleaves.
      if (this.driver.exclusive) await letThrough();
      return work(current.conn);
    }
    if (!this.driver.exclusive) return work(this.driver.connection);
    return this.inTurn(() => this.within(this.driver.connection, false, work));
  }

  /** Runs `work` in one transaction: all of it is written, or none of it (joined when already inside one). */
  async transaction<T>(work: (tx: Conn) => Promise<T>, serialised: Serialised = WITH_EVERYONE): Promise<T> {
    const current = this.current();
    if (current?.inTransaction) return work(current.conn);
    const begin = () => this.driver.transaction((tx) => this.within(tx, true, work), serialised);
    if (!this.driver.exclusive || current) return begin();
    return this.inTurn(begin);
  }

  /**
   * A statement compiled once and kept, by name, where every caller shares one connection (SQLite):
   * building and compiling a query costs more than running it. Undefined on PostgreSQL, whose calls
   * and transactions each take a connection of their own: the caller builds its query there.
   */
  kept<T>(name: string, build: (conn: Conn) => T): T | undefined {
    if (!this.driver.exclusive) return undefined;
    let statement = this.statements.get(name) as T | undefined;
    if (statement === undefined) {
      statement = build(this.driver.connection);
      this.statements.set(name, statement);
    }
    return statement;
  }

  /** True when the caller runs inside a transaction of this store. */
  inTransaction(): boolean {
    return this.current()?.inTransaction === true;
  }

  private current(): Holding<Conn> | undefined {
    const mine = this.holding.getStore();
    return mine?.active ? mine : undefined;
  }

  private async within<T>(conn: Conn, inTransaction: boolean, work: (conn: Conn) => Promise<T> | T): Promise<T> {
    const holding: Holding<Conn> = { conn, inTransaction, active: true };
    try {
      return await this.holding.run(holding, () => work(conn));
    } finally {
      holding.active = false;
    }
  }

  /**
   * Runs `work` (a batch run) in the background: on SQLite its units of work give way to any other
   * waiting for the connection, so a request never queues behind a run's writes.
   */
  background<T>(work: () => Promise<T>): Promise<T> {
    return this.backgroundWork.run(true, work);
  }

  /**
   * Waits for the units of work queued before this one (a background unit for every other), then
   * runs it alone. Queued units follow one another through promise callbacks, which the event loop
   * runs before any I/O: once the process's slice is spent (shared with its loops over products:
   * server/lib/time-slices.ts), it is let through (a request waiting on no database answers meanwhile).
   */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting[this.backgroundWork.getStore() ? 'background' : 'foreground'].push(resolve));
    this.busy = true;
    try {
      await letThrough();
      return await work();
    } finally {
      const next = this.waiting.foreground.shift() ?? this.waiting.background.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
