/** When a key's attempts slow down: after `free` failures, each more doubles the wait, from `baseMs` up to `maxMs`. */
export interface BackoffRule {
  free: number;
  baseMs: number;
  maxMs: number;
  /** A key whose last attempt is older than this starts again from nothing. */
  forgetMs: number;
}

const MAX_KEYS = 100_000;

/**
 * Failed attempts per key with growing delays (OWASP ASVS V2.2.1: a soft lockout, never a hard
 * one): past the free failures, the next attempt waits a delay that doubles with each failure. An
 * attempt counts as failed from its start (a burst of parallel tries cannot slip through), and is
 * taken back when it succeeds. At most MAX_KEYS keys are kept: the stale ones go first, then the oldest.
 */
export class Backoff {
  private readonly entries = new Map<string, { failures: number; last: number }>();

  constructor(
    private readonly rule: BackoffRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds before `key` may try again (0: now). */
  wait(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures < this.rule.free) return 0;
    const delay = Math.min(this.rule.maxMs, this.rule.baseMs * 2 ** (entry.failures - this.rule.free));
    return Math.max(0, entry.last + delay - this.now());
  }

  /** Counts an attempt of `key`, failed until taken back. */
  count(key: string): void {
    if (this.entries.size >= MAX_KEYS) this.prune();
    const failures = (this.current(key)?.failures ?? 0) + 1;
    this.entries.delete(key);
    this.entries.set(key, { failures, last: this.now() });
  }

  takeBack(key: string): void {
    const entry = this.entries.get(key);
    if (entry && entry.failures > 0) entry.failures--;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string) {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.last > this.rule.forgetMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    for (const key of this.entries.keys()) this.current(key);
    // Entries are kept in the order of their last attempt: the oldest go first.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS * 0.9) break;
      this.entries.delete(key);
    }
  }
}
