/** Columns of numbers that price nothing: a wine's vintages, an outline's item numbers. */

/** The first year a column of years may hold, and how many years after this one its last. */
const FIRST_YEAR = 1900;
const YEARS_AHEAD = 2;

/** A column of years holds so many of them at least (a wine list's measures, '50 ml', among its vintages). */
const YEARS_SHARE = 0.9;

/**
 * A column of years, not of prices (a wine's vintage, '2019', '2023'; a model year): three cells or
 * more, nine in ten of them a year of four digits alone, from 1900 to this year and the next two.
 */
export function isYears(cells: readonly string[]): boolean {
  const last = new Date().getFullYear() + YEARS_AHEAD;
  const years = cells.filter((cell) => /^\d{4}$/.test(cell.trim()) && Number(cell) >= FIRST_YEAR && Number(cell) <= last);
  return years.length >= 3 && years.length >= cells.length * YEARS_SHARE;
}

/** A column numbers its items when so many of its steps count on by one. */
const NUMBERING_STEPS = 0.8;
/** An item's number in an outline ('1.1', '2.10', '7'): its parts. */
const OUTLINE = /^(\d{1,3})(?:\.(\d{1,3}))?\.?$/;

/**
 * A column numbering its items, not pricing them ('1.1', '1.2' … '2.1', or '1', '2', '3'): most of
 * its numbers, in order, are the one before counted on by one.
 */
export function isNumbering(cells: readonly string[]): boolean {
  // Of its numbers: words beside them (a label run into the column) count for nothing.
  const parts = cells.map((cell) => OUTLINE.exec(cell.trim())).filter((part) => part !== null);
  if (parts.length < 3 || parts.length * 2 < cells.length) return false;
  const numbers = parts.map((part) => [Number(part?.[1]), part?.[2] === undefined ? undefined : Number(part[2])] as const);
  let steps = 0;
  for (let at = 1; at < numbers.length; at++) {
    const [[major, minor], [next, nextMinor]] = [numbers[at - 1], numbers[at]] as [readonly [number, number | undefined], readonly [number, number | undefined]];
    // A section's number opens its items' ('1.' then '1.1'), the next section's follows them ('1.9' then '2.').
    const counted = (next === major && (minor ?? 0) + 1 === nextMinor) || (next === major + 1 && (nextMinor === undefined || nextMinor === 1));
    if (counted) steps++;
  }
  return steps >= (numbers.length - 1) * NUMBERING_STEPS;
}
