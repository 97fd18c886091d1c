const WINDOW_MS = 5 * 60 * 1000;
const MAX_FAILURES = 10;
const MAX_KEYS = 100_000;

/**
 * Counts failed sign-ins per account and per address over a sliding five minutes;
 * past ten either one is refused until the window moves on.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  isBlocked(email: string, address: string): boolean {
    return this.recent(`account:${email}`).length >= MAX_FAILURES || this.recent(`address:${address}`).length >= MAX_FAILURES;
  }

  recordFailure(email: string, address: string): void {
    if (this.failures.size > MAX_KEYS) this.prune();
    for (const key of [`account:${email}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  recordSuccess(email: string): void {
    this.failures.delete(`account:${email}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
