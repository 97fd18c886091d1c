const MAX_KEYS = 100_000;

/**
 * At most `max` uses per key over a sliding window. A use counts from its start, so a burst of
 * parallel ones cannot slip past the limit. At most MAX_KEYS keys are kept: past that the idle ones
 * go, then the oldest, so a flood of distinct keys (random API key prefixes) neither grows memory
 * nor makes every use scan the whole map.
 */
export class RateLimit {
  private readonly uses = new Map<string, number[]>();

  constructor(
    private readonly rule: { max: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Registers a use of `key`; false, registering nothing, when its window is full. */
  take(key: string): boolean {
    const recent = this.recent(key);
    if (recent.length >= this.rule.max) return false;
    if (this.uses.size > MAX_KEYS) this.prune();
    this.uses.set(key, [...recent, this.now()]);
    return true;
  }

  clear(key: string): void {
    this.uses.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    return (this.uses.get(key) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const key of this.uses.keys()) {
      if (this.recent(key).length === 0) this.uses.delete(key);
    }
    for (const key of this.uses.keys()) {
      if (this.uses.size <= MAX_KEYS * 0.9) break;
      this.uses.delete(key);
    }
  }
}
