/** PostgreSQL's SQLSTATE classes and codes of a failure that a later attempt may not meet. */
const TRANSIENT_CLASSES = ['08', '53']; // connection exception, insufficient resources (too many clients)
const TRANSIENT_CODES = new Set(['57P01', '57P02', '57P03', '40001', '40P01']); // shutdowns, cannot connect now, serialisation, deadlock
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What node-postgres says of a connection lost or not had, which carries no code. */
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether a failure is the database's for a while (a connection lost, too many clients, a restart),
 * not the work's: the work is worth doing again later. Drizzle wraps the driver's error (`cause`).
 */
export function isTransientDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (TRANSIENT_CODES.has(code) || NETWORK_CODES.has(code) || (code.length === 5 && TRANSIENT_CLASSES.includes(code.slice(0, 2))))) return true;
    if (current instanceof Error && LOST_CONNECTION.test(current.message)) return true;
  }
  return false;
}
