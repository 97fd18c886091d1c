import { ApiError } from './api-error.ts';

export interface UploadTimeouts {
  /** Longest pause between two chunks of the body. */
  idleMs: number;
  /** Longest time for the whole body. */
  bodyMs: number;
}

/**
 * The time limits of one upload body, as an AbortSignal for its pipeline: it aborts with
 * `upload_timeout` when no byte came for `idleMs` or the body took longer than `bodyMs`, so a slow
 * or stalled client gives its upload slot back.
 */
export class UploadClock {
  private readonly controller = new AbortController();
  private readonly body: NodeJS.Timeout;
  private readonly idle: NodeJS.Timeout;

  constructor(timeouts: UploadTimeouts) {
    const expire = () => this.controller.abort(new ApiError('upload_timeout'));
    this.body = setTimeout(expire, timeouts.bodyMs);
    this.idle = setTimeout(expire, timeouts.idleMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Passes the chunks through, restarting the idle timer on each. */
  async *watch(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      this.idle.refresh();
      yield chunk;
    }
  }

  stop(): void {
    clearTimeout(this.body);
    clearTimeout(this.idle);
  }
}
