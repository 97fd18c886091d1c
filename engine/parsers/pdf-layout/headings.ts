import { languageOf } from '../../lexicon/words.ts';
import { statesPrice } from './amounts.ts';
import { blocksOf, headingOf, inCapitals } from './blocks.ts';
import { spanOf } from './grid.ts';
import { holdsAmount, type Placed } from './placed.ts';
import { gluedPrice } from './price-columns.ts';

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
  /** The section's heading's last line, when it came as a block of its own. */
  private under: Placed | undefined;

  constructor(opening: Opening) {
    this.section = opening.section;
    this.parent = opening.parent;
  }

  /** The next heading, `rows` rows read so far. */
  head(heading: string, rows: number, height = 0, under?: Placed): void {
    if (rows === this.rowsAt && this.section !== '') this.parent = this.section;
    this.section = heading;
    this.rowsAt = rows;
    this.height = height;
    this.under = under;
  }

  /**
   * A heading standing alone as a block, unless it is the heading's subtitle, no row read since the
   * heading and set smaller than it: in lower or mixed case and smaller than the rows ('Koude
   * Voorgerechten' under 'Kria Orektika Piata'), or, in any case, set as the heading's next line
   * (`isNextLine`: 'SOUPS' under 'ZUPY', 'ENTRANTES FRÍOS' under 'ENTRANTS FREDS': its
   * translation), or a sentence in the document's words ('Unsere Pfannkuchen werden in 24 cm Pfannen
   * ausgebacken' under 'Süße Pfannkuchen'); one in capitals set small and apart is a heading still
   * ('A N T I P A S T I' under a title). Whether it heads the rows to come.
   */
  headBlock(heading: string, block: readonly Placed[], rows: number, rowHeight: number, columnLabel = false): boolean {
    const largest = Math.max(...block.map((line) => line.height));
    const first = block[0] as Placed;
    // A column's label on the line of its prices' labels, right under a heading (not a sentence, no price), heads nothing: the heading above does.
    const under = this.under !== undefined && this.under.page === first.page && this.under.y - first.y <= first.height * LABEL_UNDER && !priced(this.under);
    if (columnLabel && under && rows === this.rowsAt && !readsAsSentence(this.section)) return false;
    const smaller = rows === this.rowsAt && largest < this.height * (1 - SET_APART);
    const secondLine = rows === this.rowsAt && largest < this.height && this.under !== undefined && isNextLine(this.under, first);
    if (secondLine || (smaller && (readsAsSentence(heading) || (!inCapitals(heading) && largest < rowHeight * (1 - SET_APART / 2))))) return false;
    this.head(heading, rows, Math.min(...block.map((line) => line.height)), block.at(-1));
    return true;
  }
}

/** A heading's subtitle that reads as a sentence holds this many words at least ('Pizza aus dem Steinofen' is a heading). */
const SENTENCE_WORDS = 5;

/** Whether a text reads as a sentence: words enough, a language's function words among them. */
const readsAsSentence = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= SENTENCE_WORDS && languageOf(text) !== undefined;

/** A line set this much larger or smaller than the one above it stands apart from it. */
const SET_APART = 0.1;
/** A heading's next line stands under it at most this many of its own font sizes. */
const SECOND_LINE = 1.5;
/** Whether a line holds an amount, in a cell of its own or run into its text. */
const priced = (line: Placed) => gluedPrice(line, -1) !== undefined || holdsAmount(line);

/** A column's label stands right under a heading at most this many of its font sizes down. */
const LABEL_UNDER = 2.5;
/** A line follows another at most this many of its font sizes down (a line spacing of 1.2 is the common one). */
const LINE_STEP = 1.2;

/** Whether a line is set as the next line of a heading: right under it, nearer than either's size, centred under it or starting where it does. */
function isNextLine(heading: Placed, line: Placed): boolean {
  const [above, below] = [spanOf(heading.reach), spanOf(line.reach)];
  if (above === undefined || below === undefined || heading.page !== line.page || heading.y - line.y >= Math.min(heading.height * LINE_STEP, line.height * SECOND_LINE)) return false;
  const centred = Math.abs(above.left + above.right - below.left - below.right) / 2 <= line.height;
  return centred || Math.abs(above.left - below.left) <= line.height;
}

/** What stands just above a table's first header is its first section's heading: the last block, or its last line set apart by its size ('SOCIOS' under the list's date). */
export function headingAbove(before: readonly Placed[], pitch: number): string | undefined {
  const block = blocksOf(before, pitch).at(-1) ?? [];
  const [above, last] = block.slice(-2);
  const apart = above !== undefined && last !== undefined && Math.abs(last.height - above.height) > above.height * SET_APART;
  const heading = headingOf(block) ?? (apart ? headingOf([last]) : undefined);
  return heading !== undefined && statesPrice(heading) ? undefined : heading;
}
