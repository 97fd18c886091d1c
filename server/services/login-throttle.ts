const WINDOW_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 10;
const MAX_KEYS = 100_000;

/**
 * Attempts per counter over a sliding five minutes; a counter holding ten is full. An attempt counts
 * from its start, so a burst of parallel tries cannot slip past the limit. At most MAX_KEYS counters
 * are kept: past that the idle ones go, then the oldest, so a flood of distinct counters (random API
 * key prefixes) neither grows memory nor makes every attempt scan the whole map.
 */
class AttemptCounters {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Registers an attempt on each counter; false, registering nothing, when one of them is full. */
  begin(keys: string[]): boolean {
    if (keys.some((key) => this.recent(key).length >= MAX_ATTEMPTS)) return false;
    if (this.attempts.size > MAX_KEYS) this.prune();
    for (const key of keys) this.attempts.set(key, [...this.recent(key), this.now()]);
    return true;
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  /** Takes back the latest attempt of a counter. */
  takeBack(key: string): void {
    this.attempts.get(key)?.pop();
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    return (this.attempts.get(key) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const key of this.attempts.keys()) {
      if (this.recent(key).length === 0) this.attempts.delete(key);
    }
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= MAX_KEYS * 0.9) break;
      this.attempts.delete(key);
    }
  }
}

/**
 * Counts sign-in attempts per account and per address over a sliding five minutes;
 * past ten unsuccessful ones either is refused until the window moves on.
 */
export class LoginThrottle {
  private readonly counters: AttemptCounters;

  constructor(now: () => number = Date.now) {
    this.counters = new AttemptCounters(now);
  }

  /** Registers an attempt; false when the account or the address is locked. */
  begin(email: string, address: string): boolean {
    return this.counters.begin([`account:${email}`, `address:${address}`]);
  }

  /** A right password clears the account and takes back this attempt from the address. */
  succeeded(email: string, address: string): void {
    this.counters.clear(`account:${email}`);
    this.counters.takeBack(`address:${address}`);
  }
}

/**
 * Counts API-key attempts apart from sign-ins, per address and key prefix together: ten wrong keys
 * with one prefix from one address in five minutes refuse that prefix from that address. Random keys
 * from an address lock out neither its sign-ins nor its other keys, and nobody can lock out a key
 * whose prefix they know from another address. Random keys across prefixes are not capped per
 * address: a key holds 240 random bits, so guessing is hopeless, and each costs one hash and one
 * indexed read.
 */
export class ApiKeyThrottle {
  private readonly counters: AttemptCounters;

  constructor(now: () => number = Date.now) {
    this.counters = new AttemptCounters(now);
  }

  /** Registers an attempt; false when this prefix is locked for this address. */
  begin(prefix: string, address: string): boolean {
    return this.counters.begin([`${address} ${prefix}`]);
  }

  /** The right key clears its prefix for the address. */
  succeeded(prefix: string, address: string): void {
    this.counters.clear(`${address} ${prefix}`);
  }
}
