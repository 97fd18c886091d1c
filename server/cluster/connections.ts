/**
 * How long a pooled connection stays open unused. pg's 10 s closes and reopens connections between
 * the bursts of a run; a closing backend still counts against the server's connections for a moment,
 * so a churning process briefly holds one more than its budget.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/** The fewest PostgreSQL connections a process can work with: its store, its job queue and LISTEN. */
export const MIN_CONNECTIONS = 5;

/**
 * How a process's PostgreSQL connections (DATABASE_CONNECTIONS) are shared: one for LISTEN, about a
 * quarter for the job queue's polls and sends (2 to 4), the rest for the store (queries,
 * transactions, shared files, NOTIFY). A process never opens more than `total`.
 */
export function connectionBudget(total: number): { store: number; queue: number; listen: number } {
  const listen = 1;
  const queue = Math.max(2, Math.min(4, Math.round(total / 4)));
  return { store: total - queue - listen, queue, listen };
}
