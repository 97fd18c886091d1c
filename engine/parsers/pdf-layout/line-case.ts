import { opensWithServing } from '../../lexicon/words.ts';
import { ITEM_NUMBER, inCapitals, setAlike } from './blocks.ts';
import { median, type Placed, placedText, SET_LARGER } from './placed.ts';

/**
 * What the case a line is set in says of it beside the rows: a heading set apart by its case alone,
 * or a description (a list of things in lower case under a name in capitals).
 */

/**
 * Lines in capitals between rows whose names are not ('ØL & VIN' over 'Pilsner lille / stor'), each
 * over two rows or more (one over a row alone names it: 'MARGHERITA' or 'GRILLAD RYGGBIFF' over its
 * priced description, but for one set as such a heading and as far over its row): headings set apart by their case, standing alone as those set larger do, and
 * headings however small they are set ('SOFTGETRÄNKE' in 7.5 points over drinks in 10).
 */
export function headingsByCase(data: readonly Placed[], isAnchor: (line: Placed) => boolean, amounts: readonly number[], notes: ReadonlySet<Placed>): ReadonlySet<Placed> {
  const anchors = data.filter(isAnchor);
  // A name's first word says how it is set ('LA JAM : emmental, jambon' is set in capitals).
  const firstWord = (line: Placed) => /\p{L}{2,}/u.exec(line.cells.filter((_, at) => !amounts.includes(at)).join(' '))?.[0] ?? '';
  if (anchors.filter((line) => !inCapitals(firstWord(line))).length < anchors.length * MOST_CAPITALISED) return headingsOverNumbers(data, isAnchor);
  const candidates = data.flatMap((line, at) => (!isAnchor(line) && capitals(line) && !notes.has(line) ? [at] : []));
  const rowsUnder = (at: number, index: number) => data.slice(at + 1, candidates[index + 1]).filter(isAnchor).length;
  const headings = candidates.filter((at, index) => rowsUnder(at, index) >= HEADED_ROWS);
  // Over one row: a heading when set as one over more is, and as far over its row ('DESSERT' over 'Baklava  69 kr', as 'DRIKKE' over three drinks).
  const gapUnder = (at: number) => {
    const [line, next] = [data[at] as Placed, data[at + 1]];
    return next?.page === line.page ? line.y - next.y : 0;
  };
  const setAsOne = (at: number) =>
    headings.some((heading) => {
      const [one, other] = [data[at] as Placed, data[heading] as Placed];
      return setAlike(one, other) && gapUnder(at) >= gapUnder(heading) * AS_FAR;
    });
  return new Set(candidates.filter((at, index) => rowsUnder(at, index) >= HEADED_ROWS || (rowsUnder(at, index) === 1 && setAsOne(at))).map((at) => data[at] as Placed));
}

/**
 * The lines between a heading set larger than the rows and its first row, when all are in capitals
 * and set smaller than the rows: that heading's notes ('READY AT 10:00AM', 'SERVED WITH SALAD OR
 * FRENCH FRIES' under 'LES QUICHES'), no heading, no row's.
 */
export function headingNotes(data: readonly Placed[], isAnchor: (line: Placed) => boolean): ReadonlySet<Placed> {
  const rowHeight = median(data.filter(isAnchor).map((line) => line.height));
  const notes = new Set<Placed>();
  let under: Placed[] | undefined;
  for (const line of data) {
    if (isAnchor(line)) {
      for (const note of under?.every((one) => capitals(one) && one.height * SET_LARGER < rowHeight) ? under : []) notes.add(note);
      under = undefined;
    } else if (line.height > rowHeight * SET_LARGER) under = [];
    else under?.push(line);
  }
  return notes;
}

/**
 * Where the rows' names are set in capitals and open with their dish's number ('21. „JÄGER ART“'),
 * a line in capitals without one, right over a numbered row and after no other line in capitals (a
 * description's last, or none), is a heading ('FRISCHES AUS DEM MEER' over '22. „FISCH TELLER“').
 */
function headingsOverNumbers(data: readonly Placed[], isAnchor: (line: Placed) => boolean): ReadonlySet<Placed> {
  const numbered = (line: Placed | undefined) => line !== undefined && ITEM_NUMBER.test(placedText(line));
  const anchors = data.filter(isAnchor);
  if (anchors.filter(numbered).length < anchors.length * MOST_CAPITALISED) return new Set();
  const next = (at: number) => data[at + 1];
  return new Set(data.filter((line, at) => !isAnchor(line) && capitals(line) && !numbered(line) && numbered(next(at)) && isAnchor(next(at) as Placed) && !(at > 0 && capitals(data[at - 1] as Placed))));
}

/** A heading over one row stands at least this share of the way another stands over its rows. */
const AS_FAR = 0.9;

/** A heading set apart by its case alone heads at least so many rows. */
const HEADED_ROWS = 2;

/**
 * Lines that read as a description, not a heading: a list of three things or more begun neither in
 * capitals nor in title case ('Romansallad, Caesardressing, italiensk' / 'hårdost & krutonger'), or,
 * after a row, where names begin in capitals, text begun in lower case ('onze klassieke bolognaise'),
 * and where names are set all in capitals ('11. „JÄGER ART“'), text that is not ('Paniertes Schnitzel
 * mit frischer Champignonsoße').
 */
function describes(lines: readonly string[], afterRow: boolean, capitalNames: boolean, namesInCapitals: boolean): boolean {
  const text = lines.join(' ').trim();
  // A heading over its description ('GERANIUM' over 'rozanne, bloody, blazing sunset.') is the heading's.
  const first = lines[0] ?? '';
  const set = (line: string) => inCapitals(line) || line.split(/\s+/).every((word) => !/^\p{Ll}/u.test(word));
  return (afterRow && ((capitalNames && /^\p{Ll}/u.test(text)) || (namesInCapitals && !inCapitals(text)))) || (text.split(/,|&/).length >= 3 && !set(first));
}

/**
 * Whether lines read as a description (`describes`), set no larger than the rows. Where most of the
 * rows' names begin in capitals, a line begun in lower case under one describes it ('STEAK TARTARE'
 * over 'kappertjes, tomaat'); a list that sets its names in lower case may so set its headings
 * ('stomatologia zachowawcza').
 */
export function describer(rows: readonly Placed[], amounts: readonly number[], rowHeight: number): (lines: readonly Placed[], afterRow: boolean) => boolean {
  const names = rows.map((line) =>
    line.cells
      .filter((_, at) => !amounts.includes(at))
      .join(' ')
      .trim(),
  );
  const capitalNames = names.filter((name) => /^\P{L}*\p{Lu}/u.test(name)).length >= names.length * MOST_CAPITALISED;
  const namesInCapitals = names.filter(inCapitals).length >= names.length * MOST_CAPITALISED;
  // A name set up a band's side heads it, however it is written ('na szybko' beside snacks).
  const sideName = (line: Placed) => line.sideName && line.single;
  // Right after a row, what it is served with describes it however large it is set ('mit frischem Knoblauch' under 'PEPERONI').
  const servedWith = (lines: readonly Placed[], afterRow: boolean) => afterRow && opensWithServing(placedText(lines[0] as Placed)) && !lines.some(sideName);
  return (lines, afterRow) => servedWith(lines, afterRow) || (describes(lines.map(placedText), afterRow, capitalNames, namesInCapitals) && lines.every((line) => line.height <= rowHeight * SET_LARGER && !sideName(line)));
}

/** Rows' names begin in capitals when so many of them do. */
const MOST_CAPITALISED = 0.8;

/** A line all in capitals ('TORONTO BRIDGE'), set like a heading. */
export const capitals = (line: Placed) => inCapitals(line.cells.join(' '));
