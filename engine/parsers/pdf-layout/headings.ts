import { blocksOf, headingOf, inCapitals } from './blocks.ts';
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
  /** How large the section's heading is set, when it came as a block of its own. */
  private height = 0;

  constructor(opening: Opening) {
    this.section = opening.section;
    this.parent = opening.parent;
  }

  /** The next heading, `rows` rows read so far. */
  head(heading: string, rows: number, height = 0): void {
    if (rows === this.rowsAt && this.section !== '') this.parent = this.section;
    this.section = heading;
    this.rowsAt = rows;
    this.height = height;
  }

  /**
   * A heading standing alone as a block, unless it is the heading's subtitle: in lower or mixed case,
   * no row read since the heading, set smaller than it and than the rows ('Koude Voorgerechten' under
   * 'Kria Orektika Piata'); one in capitals set small is a heading still ('A N T I P A S T I'). Whether
   * it heads the rows to come.
   */
  headBlock(heading: string, block: readonly Placed[], rows: number, rowHeight: number): boolean {
    const largest = Math.max(...block.map((line) => line.height));
    if (!inCapitals(heading) && rows === this.rowsAt && largest < this.height * (1 - SET_APART) && largest < rowHeight * (1 - SET_APART / 2)) return false;
    this.head(heading, rows, Math.min(...block.map((line) => line.height)));
    return true;
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
