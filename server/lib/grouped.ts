import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Calls handled in groups: an item added while a group is being handled joins the next one, so items
 * that come in together (a chunk's products finishing at once) cost one write or one pool task, and a
 * lone item is handled at once. `add` resolves with the item's own result (`handle` answers them in
 * the items' order, or nothing) and rejects with its group's error.
 */
export class Grouped<T, R = void> {
  private queued: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private handling = false;

  constructor(
    private readonly handle: (items: T[]) => Promise<readonly R[] | undefined>,
    /** The most items in a group (a write that holds the event loop while it runs stays short). */
    private readonly most = Number.POSITIVE_INFINITY,
  ) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queued.push({ item, resolve, reject });
      if (!this.handling) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.handling = true;
    // The items added in this turn of the event loop join the first group.
    await nextTurn();
    while (this.queued.length > 0) {
      const group = this.queued.splice(0, this.most);
      try {
        const results = await this.handle(group.map((entry) => entry.item));
        for (const [index, entry] of group.entries()) entry.resolve(results?.[index] as R);
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    this.handling = false;
  }
}
