import { blocksOf, headingOf } from './blocks.ts';
import type { Placed } from './placed.ts';

/**
 * The headings rows go under, as a table's part is read: the section it opens under (where the part
 * before ended), each heading with the one over it, and the heading standing just above a header.
 */

/** The headings a part of the document opens under: the section the part before ended in, and its parent. */
export interface Opening {
  section: string;
  parent: string;
}

/**
 * The heading rows go under, and the one over it: a heading no row came under before the next one is
 * that one's parent ('PERENNIAL' over 'ASTER').
 */
export class Headings {
  section: string;
  parent: string;
  /** How many rows were read when the section's heading came. */
  private rowsAt = -1;

  constructor(opening: Opening) {
    this.section = opening.section;
    this.parent = opening.parent;
  }

  /** The next heading, `rows` rows read so far. */
  head(heading: string, rows: number): void {
    if (rows === this.rowsAt && this.section !== '') this.parent = this.section;
    this.section = heading;
    this.rowsAt = rows;
  }
}

/** A line set this much larger or smaller than the one above it stands apart from it. */
const SET_APART = 0.1;

/** What stands just above a table's first header is its first section's heading: the last block, or its last line set apart by its size ('SOCIOS' under the list's date). */
export function headingAbove(before: readonly Placed[], pitch: number): string | undefined {
  const block = blocksOf(before, pitch).at(-1) ?? [];
  const [above, last] = block.slice(-2);
  const apart = above !== undefined && last !== undefined && Math.abs(last.height - above.height) > above.height * SET_APART;
  return headingOf(block) ?? (apart ? headingOf([last]) : undefined);
}
