/** Every memo, so a pool task's end forgets them all (`forgetTexts`). */
const MEMOS = new Set<TextMemo<unknown>>();

/**
 * What texts work out to, kept: names, units and amounts repeat over a file's rows. Bounded (emptied
 * when full), and emptied at the end of each pool task (workers/run-task.ts): a cell is a slice of its
 * file's decoded text and holds all of that text while it is kept, so a thread would otherwise keep
 * the text of every file it read a while before (10 MB for a 5 MB CSV).
 */
export class TextMemo<V> {
  private readonly known = new Map<string, V>();

  constructor(private readonly kept: number) {
    MEMOS.add(this as TextMemo<unknown>);
  }

  /** What `text` works out to: kept from before, else worked out now (an undefined answer is kept too). */
  of(text: string, work: (text: string) => V): V {
    const known = this.known.get(text);
    if (known !== undefined || this.known.has(text)) return known as V;
    const value = work(text);
    if (this.known.size >= this.kept) this.known.clear();
    this.known.set(text, value);
    return value;
  }

  get size(): number {
    return this.known.size;
  }

  forget(): void {
    this.known.clear();
  }
}

/** Forgets what every memo keeps: a pool task's end (its file's text goes with it). */
export function forgetTexts(): void {
  for (const memo of MEMOS) memo.forget();
}
