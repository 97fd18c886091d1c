import { type Line, lineText } from './text-lines.ts';

/**
 * A page's furniture, part of no table: the running titles, title blocks, footers and page numbers
 * that stand on every page, told from the lines of the list.
 */

/** A page number with nothing but numbers ('3', '3 / 12', '- 3 -'). */
const BARE_PAGE_NUMBER = /^[-–\s]*\d+\s*(\/\s*\d+)?[-–\s]*$/;

const numbersIn = (text: string): string[] => text.match(/\d+/g) ?? [];

/** A section's number opening its heading ('1. PISOS'), which no page number does. */
const SECTION_NUMBER = /^\d+\.\s+\p{L}/u;

/** Numbers standing as numbers, not a mark referring to the foot nor part of an amount ('*1,2', '1,50'). */
const PAGE_NUMBER = /(?<![*†\d]|\d[,.])\d+(?![,.]?\d)/g;

/** A few words with the page's number among them ('Стр. 1 от 3', 'Seite 2'): its page number, in any language. */
const numbersItsPage = (line: Line) => line.chunks.length === 1 && lineText(line).split(/\s+/).length <= 4 && (lineText(line).match(PAGE_NUMBER) ?? ([] as string[])).includes(String(line.page)) && !SECTION_NUMBER.test(lineText(line));

/** A line repeated on so many pages runs on them, whichever they are. */
const RUNNING_PAGES = 3;

/** Lines this close to a page's top or bottom may be its furniture. */
const EDGE_LINES = 2;
/** So may the lines on from them while each is furniture too (a title block: the list's name, its date, its unit), this far at most. */
const EDGE_REACH = 6;

/**
 * Page furniture, part of no table: among the first or last lines of its page, one that stands at
 * the same height on three pages or more, or on every page, with the same words (a running title; a
 * footer, its numbers aside when it holds the page's number) or a few words numbering the page, and
 * the lines on from them that do the same (a title block); and bare page numbers anywhere. A table's
 * header repeated on each page is the table's to drop: a line of several cells runs on the pages only
 * when it holds a number (the list's date or number beside its title), which no column's label does.
 */
export function withoutFurniture(lines: readonly Line[]): Line[] {
  const byPage = new Map<number, Line[]>();
  for (const line of lines) byPage.set(line.page, [...(byPage.get(line.page) ?? []), line]);
  const edgeIndex = (line: Line) => {
    const page = byPage.get(line.page) ?? [];
    const index = page.indexOf(line);
    return Math.min(index, page.length - 1 - index);
  };
  const keyOf = (line: Line) => {
    const words = lineText(line).toLowerCase();
    if (line.chunks.length > 1 && !/\d/.test(words)) return undefined;
    // A footer numbering its pages says the same on each, its numbers aside.
    const text = line.chunks.length > 1 && numbersIn(words).includes(String(line.page)) ? words.replace(/\d+/g, '#') : words;
    return `${Math.round(line.y / 3)}\u0001${text}`;
  };
  const pagesOf = new Map<string, Set<number>>();
  for (const line of lines.filter((line) => edgeIndex(line) < EDGE_REACH)) {
    const key = keyOf(line);
    if (key !== undefined) pagesOf.set(key, (pagesOf.get(key) ?? new Set<number>()).add(line.page));
  }
  // On three pages or more, or on every page (but a cover): a heading repeated at the top of the next page its section goes on to, and no further, is the section's.
  const pages = [...byPage.keys()];
  const runsOn = (on: ReadonlySet<number>) => on.size >= RUNNING_PAGES || pages.every((page) => on.has(page) || page === pages[0]);
  const repeated = (line: Line) => {
    const key = keyOf(line);
    const on = key === undefined ? undefined : pagesOf.get(key);
    return on !== undefined && on.size >= 2 && runsOn(on);
  };
  const furniture = (line: Line) => repeated(line) || numbersItsPage(line);
  // A page's lines from its top or its bottom while each is furniture.
  const runs = new Set<Line>();
  for (const page of byPage.values()) {
    for (const order of [page, [...page].reverse()]) {
      for (const line of order.slice(0, EDGE_REACH)) {
        if (!furniture(line)) break;
        runs.add(line);
      }
    }
  }
  return lines.filter((line) => !BARE_PAGE_NUMBER.test(lineText(line)) && !runs.has(line) && !(edgeIndex(line) < EDGE_LINES && furniture(line)));
}
