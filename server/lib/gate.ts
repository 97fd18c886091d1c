import { ApiError } from './api-error.ts';

/**
 * At most `perKey` holders for one key (a workspace) and `total` for all keys at once; one more is
 * refused with 429 rather than queued in memory. A key at its cap never blocks another key.
 */
export class Gate {
  private readonly holders = new Map<string, number>();
  private count = 0;

  constructor(private readonly limits: { perKey: number; total: number }) {}

  enter(key: string): () => void {
    const held = this.holders.get(key) ?? 0;
    if (held >= this.limits.perKey || this.count >= this.limits.total) throw new ApiError('too_many_requests');
    this.holders.set(key, held + 1);
    this.count++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.count--;
      const left = (this.holders.get(key) ?? 1) - 1;
      if (left === 0) this.holders.delete(key);
      else this.holders.set(key, left);
    };
  }
}
