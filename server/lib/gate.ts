import { ApiError } from './api-error.ts';

/** At most `max` holders at once; one more is refused with 429 rather than queued in memory. */
export class Gate {
  private holders = 0;

  constructor(private readonly max: number) {}

  enter(): () => void {
    if (this.holders >= this.max) throw new ApiError('too_many_requests');
    this.holders++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders--;
    };
  }
}
