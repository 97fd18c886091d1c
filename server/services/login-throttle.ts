const WINDOW_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 10;
const MAX_KEYS = 100_000;

/**
 * Counts sign-in attempts per account and per address over a sliding five minutes;
 * past ten unsuccessful ones either is refused until the window moves on. An attempt
 * counts from its start, so a burst of parallel tries cannot slip past the limit.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Registers an attempt; false when the account or the address is locked. */
  begin(email: string, address: string): boolean {
    const keys = [`account:${email}`, `address:${address}`];
    if (keys.some((key) => this.recent(key).length >= MAX_ATTEMPTS)) return false;
    if (this.attempts.size > MAX_KEYS) this.prune();
    for (const key of keys) this.attempts.set(key, [...this.recent(key), this.now()]);
    return true;
  }

  /** A right password clears the account and takes back this attempt from the address. */
  succeeded(email: string, address: string): void {
    this.attempts.delete(`account:${email}`);
    this.attempts.get(`address:${address}`)?.pop();
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    return (this.attempts.get(key) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const key of this.attempts.keys()) {
      if (this.recent(key).length === 0) this.attempts.delete(key);
    }
  }
}
