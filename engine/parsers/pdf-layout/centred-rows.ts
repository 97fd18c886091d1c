import { filled, holdsAmount, type Placed } from './placed.ts';

/**
 * A ruled table's row whose name takes two lines, its other cells set once at their middle (a Word
 * table's cells centred up and down: 'Demontáž + montáž pneumatík' over '(plechový disk)', '4 ks' and
 * '30,00' between them): one line. Lines so close they overlap are one row's, never two rows nor a
 * heading over the next.
 */

/** Lines closer than this share of their font size overlap: one row of a table, not two lines of text. */
const OVERLAPPING = 0.7;

const overlap = (upper: Placed, lower: Placed) => upper.page === lower.page && upper.y - lower.y < Math.min(upper.height, lower.height) * OVERLAPPING;
/** Whether two lines hold text in different columns only. */
const apart = (one: Placed, other: Placed) => one.cells.every((cell, at) => cell.trim() === '' || (other.cells[at] ?? '').trim() === '');

/** How far off the middle of the name's two lines, in font sizes, a row's other cells may stand. */
const OFF_MIDDLE = 0.25;

/**
 * The lines with each row centred between its name's lines read as one line, at its priced line: the
 * name's first line the first of its row (the table's first, or under a priced row), its other
 * cells midway down it ('Med het och krämig risotto,' over '289' over 'rostad vitlökssky' under a
 * dish's name is that dish's description).
 */
export function withCentredRows(lines: readonly Placed[]): Placed[] {
  const read: Placed[] = [];
  for (let at = 0; at < lines.length; at++) {
    const [above, middle, under] = [lines[at], lines[at + 1], lines[at + 2]] as [Placed, Placed | undefined, Placed | undefined];
    const before = read.at(-1);
    const first = before === undefined || before.page !== above.page || before.header || holdsAmount(before);
    const centred =
      first &&
      middle !== undefined &&
      under !== undefined &&
      [above, under].every((line) => !holdsAmount(line) && filled(line.cells) > 0 && apart(line, middle)) &&
      holdsAmount(middle) &&
      overlap(above, middle) &&
      overlap(middle, under) &&
      Math.abs((above.y + under.y) / 2 - middle.y) <= middle.height * OFF_MIDDLE;
    if (!centred) {
      read.push(above);
      continue;
    }
    const cells = middle.cells.map((cell, column) => [above.cells[column], cell, under.cells[column]].filter((text) => text !== undefined && text.trim() !== '').join(' '));
    read.push({ ...middle, cells });
    at += 2;
  }
  return read;
}
