import { Backoff, type BackoffRule } from '../lib/backoff.ts';
import { RateLimit } from '../lib/rate-limit.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** One account from one address: a person mistyping waits 5 s after five failures, then twice as long each time, at most 15 minutes. */
const PAIR: BackoffRule = { free: 5, baseMs: 5000, maxMs: 15 * MINUTE, forgetMs: HOUR };
/** One address, any accounts (password spraying): ten failures, then 30 s doubling up to 15 minutes. */
const ADDRESS: BackoffRule = { free: 10, baseMs: 30_000, maxMs: 15 * MINUTE, forgetMs: HOUR };
/**
 * One account from the addresses it never signed in from (guessing spread over many addresses):
 * ten failures, then a wait of 1 s doubling up to one minute — under 100 failures an hour (ASVS),
 * and never a lock longer than a minute.
 */
const ACCOUNT: BackoffRule = { free: 10, baseMs: 1000, maxMs: MINUTE, forgetMs: HOUR };
/** How long a successful sign-in makes its address known to the account, and how many are kept per account. */
const KNOWN_FOR_MS = 30 * 24 * HOUR;
const KNOWN_PER_ACCOUNT = 10;
const MAX_KNOWN_ACCOUNTS = 100_000;

/** A sign-in attempt let through: counted as failed unless it says it succeeded. */
export interface LoginAttempt {
  succeeded(): void;
}

/**
 * Sign-in attempts slowed by growing delays, never a hard lock (docs/decisions.md, "Sign-in"): per
 * account and address, per address, and per account for the addresses it never
 * signed in from. An address the account signed in from in the last 30 days is held by neither the
 * account's budget nor another address's failures, so guessing from elsewhere cannot lock its
 * owner out; a new address waits at most a minute behind the account's last attempt.
 */
export class LoginThrottle {
  private readonly pairs: Backoff;
  private readonly addresses: Backoff;
  private readonly accounts: Backoff;
  /** By account, the addresses it signed in from and when (the oldest first). */
  private readonly known = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {
    this.pairs = new Backoff(PAIR, now);
    this.addresses = new Backoff(ADDRESS, now);
    this.accounts = new Backoff(ACCOUNT, now);
  }

  /** Registers an attempt; undefined when it must wait. */
  begin(email: string, address: string): LoginAttempt | undefined {
    const pair = `${email}\n${address}`;
    const known = this.isKnown(email, address);
    const waits = [this.pairs.wait(pair), this.addresses.wait(address), known ? 0 : this.accounts.wait(email)];
    if (waits.some((wait) => wait > 0)) return undefined;
    this.pairs.count(pair);
    this.addresses.count(address);
    if (!known) this.accounts.count(email);
    return {
      succeeded: () => {
        this.pairs.clear(pair);
        this.addresses.takeBack(address);
        if (!known) this.accounts.takeBack(email);
        this.remember(email, address);
      },
    };
  }

  private isKnown(email: string, address: string): boolean {
    const at = this.known.get(email)?.get(address);
    return at !== undefined && this.now() - at <= KNOWN_FOR_MS;
  }

  private remember(email: string, address: string): void {
    const addresses = this.known.get(email) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.now());
    for (const oldest of addresses.keys()) {
      if (addresses.size <= KNOWN_PER_ACCOUNT) break;
      addresses.delete(oldest);
    }
    this.known.delete(email);
    if (this.known.size >= MAX_KNOWN_ACCOUNTS) this.known.delete(this.known.keys().next().value as string);
    this.known.set(email, addresses);
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
  private readonly counters: RateLimit;

  constructor(now: () => number = Date.now) {
    this.counters = new RateLimit({ max: 10, windowMs: 5 * 60 * 1000 }, now);
  }

  /** Registers an attempt; false when this prefix is locked for this address. */
  begin(prefix: string, address: string): boolean {
    return this.counters.take(`${address} ${prefix}`);
  }

  /** The right key clears its prefix for the address. */
  succeeded(prefix: string, address: string): void {
    this.counters.clear(`${address} ${prefix}`);
  }
}
