import { isBareDomain, isEmailAddress, isWebAddress } from '../../lexicon/addresses.ts';
import { namesHours, statesHours } from '../../lexicon/hours.ts';
import { namesConcept } from '../../lexicon/index.ts';
import { isFunctionWord } from '../../lexicon/words.ts';
import { amountOf, readingLanguage } from './amounts.ts';
import { filled, type Placed, placedText, SET_LARGER } from './placed.ts';
import { REFERENCE_MARKS } from './text-lines.ts';

/**
 * A table's lines in blocks, by the space between them, and whose row each line of a block is:
 * the row of its price, as the document sets its prices (on a row's first line, its last or its
 * middle one); a block without a price is a heading, when it reads as one.
 */

/** Space between lines wider than this many line pitches parts two blocks. */
export const BLOCK_GAP = 1.4;
/** Two lines are set alike when their sizes differ by at most this share. */
const SAME_SIZE = 0.05;

/** Whether a line is set as large as another, within `SAME_SIZE` of its size. */
export const setAlike = (line: { height: number }, other: { height: number }) => Math.abs(line.height - other.height) <= other.height * SAME_SIZE;
/** A heading is a short text: at most so many characters, so many words. */
const HEADING_MAX = 80;
const HEADING_WORDS = 8;
/** A heading may end in a colon when it is this many words or fewer ('Warme Getränke:', 'coffee and tea:'). */
const LABEL_WORDS = 3;

/** The usual space between two lines of the table: the lower quartile of the gaps. */
export function pitchOf(lines: readonly Placed[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [above, below] = [lines[i - 1] as Placed, lines[i] as Placed];
    if (above.page === below.page && above.y > below.y) gaps.push(above.y - below.y);
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? 12;
}

/**
 * Lines close together, in blocks; a line that `stands` alone is a block of its own, but for a line
 * standing out as a `heading` and the next one set alike (a heading over two lines).
 */
export function blocksOf(lines: readonly Placed[], pitch: number, stands: (line: Placed) => boolean = () => false, heading: (line: Placed) => boolean = () => false): Placed[][] {
  const blocks: Placed[][] = [];
  for (const line of lines) {
    const block = blocks.at(-1);
    const last = block?.at(-1);
    const within = (space: number) => last !== undefined && last.page === line.page && last.y - line.y <= space * BLOCK_GAP;
    // Headings set larger than the rows stand further apart than they do.
    const twoLines = block?.length === 1 && last && heading(last) && heading(line) && setAlike(line, last) && within(Math.max(pitch, last.height));
    if (block && last && ((!stands(last) && !stands(line) && within(pitch)) || twoLines)) block.push(line);
    else blocks.push([line]);
  }
  return blocks;
}

/** A group's heading written as its label and its number, then its name ('Rubro 0071  ACEITES VEGETALES', 'Warengruppe 12: Schrauben'). */
const NUMBERED_GROUP = /^(\p{L}+)\.?\s+\d[\d./-]*\s*[:.–-]?\s*(.*)$/u;

/**
 * The name of a group's heading, a word naming a group of products (the lexicon's category) and the
 * group's number before it, however its parts stand in the columns: '' for the word alone ('Rubro'),
 * a heading that names no group.
 */
export function groupName(text: string): string | undefined {
  const numbered = NUMBERED_GROUP.exec(text);
  const label = numbered?.[1] ?? text;
  if (!/^\p{L}+$/u.test(label) || !namesConcept(label, 'category')) return undefined;
  return numbered?.[2] ?? '';
}

/** Whether a line is a group's heading (groupName), however many cells it fills. */
export const headsAGroup = (line: Placed): boolean => groupName(placedText(line)) !== undefined;

/** A label of a word or two before a colon ('Pedicure:', 'Warme Getränke:'): it says what follows it. */
const isLabel = (line: Placed): boolean => line.single && /^\S+(\s\S+)?\s*:$/u.test(placedText(line).trim());

/**
 * The labels before a colon right over a named and priced row (`isRow`) that read as a heading
 * (`heads`): each heads the rows under it ('Pedicure:' over 'Klasyczny pedicure - 70 zł'), however
 * close the row above; over unpriced lines a label is a card's ('Características:').
 */
export function labelsOverRows(lines: readonly Placed[], isRow: (line: Placed) => boolean, heads: (line: Placed) => boolean): ReadonlySet<Placed> {
  return new Set(lines.filter((line, at) => isLabel(line) && lines[at + 1] !== undefined && isRow(lines[at + 1] as Placed) && heads(line)));
}

/** A bullet before an item or an option ('- Chorizo', '• Snittar', '- mit Käse'). */
export const BULLET = /^[-–•·◦▪]\s+/;
/** A cell of list marks alone ('o  o': a word processor's second-level bullets, '▪'): no text of the row's. */
export const onlyMarks = (cell: string) => /^(?:[-–•·◦▪▫■□●○o]\s*)+$/u.test(cell.trim());

/** A dish's number before its name ('13. BUTTER CHICKEN', '25(A) CHICKEN PASANDA', '74.GARLIC ROTI', '2. „SAGANAKI FETA“', '7 „GEMÜSE PFANNE“'). */
export const ITEM_NUMBER = /^\d{1,3}(?:(?:\([A-Za-z]\)|[A-Za-z]?\.)\s*(?=["\p{Pi}\p{Ps}]?\p{L})|\s*(?=["\p{Pi}\p{Ps}]\p{L}))/u;

/** The line of a block that holds only a line opening on its item's number ('16. Gemischter Salat'). */
function numberedLine(block: readonly Placed[]): Placed | undefined {
  const [only] = block;
  return block.length === 1 && only !== undefined && ITEM_NUMBER.test(placedText(only)) ? only : undefined;
}

/** A block priced once that opens on no number: what a numbered line heads when it is an item's name over its description, or a heading over a lone item. */
function isOneItem(block: readonly Placed[] | undefined, isAnchor: (line: Placed) => boolean): block is readonly Placed[] {
  return block !== undefined && block.filter(isAnchor).length === 1 && !block.some((line) => ITEM_NUMBER.test(placedText(line)));
}

/** Numbered lines set alike are names when at least this many of them stand, ... */
const NAMES_AT_LEAST = 3;
/** ... and this share of them head one priced block each. */
const NAMES_SHARE = 0.75;

/**
 * The numbered lines set larger than the rows that are items' names over their descriptions, not
 * headings: lines set alike that head one priced block each, nearly all of them ('16. Gemischter
 * Salat' over 'Eisbergsalat, Zwiebeln … 7,00 €', then '17. Tomate-Mozzarella' …). Numbered headings
 * each head several items, but for the odd one.
 */
export function numberedNamesSetLarger(segments: readonly (readonly Placed[][])[], isAnchor: (line: Placed) => boolean, rowHeight: number): ReadonlySet<Placed> {
  const numbered = segments.flatMap((blocks) =>
    blocks.flatMap((block, at) => {
      const line = numberedLine(block);
      return line && line.height > rowHeight * SET_LARGER ? [{ line, one: isOneItem(blocks[at + 1], isAnchor) }] : [];
    }),
  );
  const names = numbered.filter(({ line, one }) => {
    const alike = numbered.filter((other) => setAlike(other.line, line));
    return one && alike.length >= NAMES_AT_LEAST && alike.filter((other) => other.one).length >= alike.length * NAMES_SHARE;
  });
  return new Set(names.map(({ line }) => line));
}

/**
 * A line opening on its item's number, set no larger than the rows (or one of `namesSetLarger`),
 * over a block priced once whose lines open on no number: the item's name, its description and price
 * under it ('1. Margarita' over 'o Salsa de tomate, mozzarella' and 'o Precio: $280'), no heading;
 * its text goes where the description is written. A numbered heading heads several items, or is set
 * larger than they are.
 */
export function numberedName(block: readonly Placed[], next: readonly Placed[] | undefined, isAnchor: (line: Placed) => boolean, rowHeight: number, namesSetLarger: ReadonlySet<Placed>): Placed[] | undefined {
  const only = numberedLine(block);
  if (!only || !isOneItem(next, isAnchor) || (only.height > rowHeight * SET_LARGER && !namesSetLarger.has(only))) return undefined;
  const written = (column: number) => next.reduce((sum, line) => sum + (amountOf(line.cells[column] ?? '') === undefined ? (line.cells[column] ?? '').length : 0), 0);
  const description = only.cells.reduce((best, _, column) => (written(column) > written(best) ? column : best), 0);
  return [{ ...only, cells: only.cells.map((_, column) => (column === description ? placedText(only) : '')) }];
}

const NAMED_BULLET = new RegExp(`${BULLET.source}\\p{Lu}`, 'u');
/** A line opening on a bullet and a name of its own ('- Corona 355ml'), not an option of the line above ('- mit Käse'). */
export const bulletsAName = (line: Placed) => NAMED_BULLET.test(placedText(line));

/** A line this much nearer the line above than the line below hangs under the line above. */
const HANGS = 0.75;

/** Whether a line stands nearer the line above it than the line below (a name's second line, 'dazu' over 'Schupfnudeln'): a heading stands at least as far from the rows above as from those it heads. */
function hangsUnder(line: Placed, before: Placed | undefined, after: Placed, by = HANGS): boolean {
  return before !== undefined && before.page === line.page && line.page === after.page && before.y - line.y < (line.y - after.y) * by;
}

/** A name's last line stands this much nearer its row than what follows, at most. */
const NAME_HANGS = 0.5;

/**
 * A name's last line set as its first, in capitals, close under its priced row and far from what
 * follows ('ZAJĘCIA ROZWIJAJĄCE DLA UCZNIÓW  70zł' over 'UZDOLNIONYCH MATEMATYCZNIE'): the row's, no heading.
 */
export function endsAName(block: readonly Placed[], row: Placed | undefined, following: Placed | undefined, amounts: readonly number[]): boolean {
  const [line] = block;
  const name = row?.cells.filter((_, at) => !amounts.includes(at)).join(' ') ?? '';
  return block.length === 1 && line !== undefined && following !== undefined && inCapitals(placedText(line)) && inCapitals(name) && hangsUnder(line, row, following, NAME_HANGS);
}

/** A list's priced lines outnumber its lines without a price this many times when those are headings. */
export const ROWS_A_HEADING = 3;

/**
 * A block of a list of one-line rows whose headings are set as its rows are (a list in one font, each
 * heading known only by no price after it): each heading a block of its own, a line without a price
 * right over a named and priced one (not over its own price set lower), first in its block or under
 * another priced one. So is a group's label over items each after a bullet.
 */
export function atHeadings(block: readonly Placed[], isAnchor: (line: Placed) => boolean, isRow: (line: Placed) => boolean, isHeading: (line: Placed, row: Placed) => boolean): Placed[][] {
  const parts: Placed[][] = [[]];
  block.forEach((line, at) => {
    const [before, after] = [block[at - 1], block[at + 1]];
    // Over an item after a bullet, under whatever the item above ends with (its description's last line).
    const placed = before === undefined || isAnchor(before) || (after !== undefined && bulletsAName(after));
    const heading = after !== undefined && isRow(after) && placed && !hangsUnder(line, before, after) && !isAnchor(line) && isHeading(line, after);
    if (heading) parts.push([line], []);
    else parts.at(-1)?.push(line);
  });
  return parts.filter((part) => part.length > 0);
}

/** Where a row's price stands among its lines: on its first (top), its last (bottom) or its middle one. */
export type Alignment = 'top' | 'bottom' | 'middle';

/** A function word of the document's language, when it is told. */
function isFunctionWordHere(word: string): boolean {
  const language = readingLanguage();
  return language !== undefined && isFunctionWord(word, language);
}

/**
 * A text that goes on in the next line: it ends with a comma, a hyphen on its word ('Schweine-'), a
 * conjunction's '&', or a function word of the document's language ('…„Amsterdam“ mit'). A dash set
 * apart ('Klasyczny pedicure -') parts a name from its price: it ends the name.
 */
export function textGoesOn(text: string): boolean {
  const last = /(\p{L}+)$/u.exec(text)?.[1];
  return (/[,\-–&/(]$/.test(text) && !/\s[-–]$/.test(text)) || (last !== undefined && isFunctionWordHere(last.toLowerCase()));
}

export const goesOn = (line: Placed) => textGoesOn(placedText(line));

/** Whether a line takes up the text above it: it opens on a function word of the document's language or a joining sign ('mit Aufschnitt', '& baguette'). */
export function takesUp(line: Placed): boolean {
  const text = placedText(line);
  const first = /^(\p{L}+)/u.exec(text)?.[1];
  return /^[&+]/.test(text) || (first !== undefined && first === first.toLowerCase() && isFunctionWordHere(first));
}

/**
 * Where the document sets its prices, from what its blocks show: lines after a block's last price
 * can only continue it (top), lines before its first price only lead to it (bottom), both at once
 * (middle); a line that goes on ('…Schinken,') right before or after a price line says which too.
 */
export function alignmentOf(blocks: readonly Placed[][], isAnchor: (line: Placed) => boolean): Alignment {
  const votes = { top: 0, bottom: 0, middle: 0 };
  for (const block of blocks) {
    const anchors = block.flatMap((line, index) => (isAnchor(line) ? [index] : []));
    if (anchors.length === 0) continue;
    const leads = (anchors[0] as number) > 0;
    const trails = (anchors.at(-1) as number) < block.length - 1;
    if (leads && trails) votes.middle += 1;
    else if (leads) votes.bottom += 1;
    else if (trails) votes.top += 1;
    block.forEach((line, index) => {
      const next = block[index + 1];
      if (!next || isAnchor(line) === isAnchor(next)) return;
      if (goesOn(line)) votes[isAnchor(line) ? 'top' : 'bottom'] += 1;
      // A price on a line of its own ends the lines above it.
      if (isAnchor(next) && filled(next.cells) === 1) votes.bottom += 1;
    });
  }
  if (votes.bottom > votes.top && votes.bottom >= votes.middle) return 'bottom';
  return votes.middle > votes.top ? 'middle' : 'top';
}

/** Which of a block's price lines each of its lines belongs to: the numbered item's it stands in, lines before the first go to it, lines after the last, notes in brackets and lines set smaller to the one above, the others as the document aligns its prices. */
export function ownersOf(block: readonly Placed[], isAnchor: (line: Placed) => boolean, alignment: Alignment): number[] {
  const anchors = block.flatMap((line, index) => (isAnchor(line) ? [index] : []));
  const first = anchors[0] as number;
  // Items opening with their number ('2. „SAGANAKI FETA“'): a line is the item's it stands in, when that item has one price line.
  const starts = block.flatMap((line, index) => (ITEM_NUMBER.test(placedText(line)) ? [index] : []));
  const numbered = (index: number) => {
    const start = starts.findLast((at) => at <= index);
    const end = starts.find((at) => at > index) ?? block.length;
    const own = start === undefined || starts.length < 2 ? [] : anchors.filter((anchor) => anchor >= start && anchor < end);
    return own.length === 1 ? own[0] : undefined;
  };
  return block.map((line, index) => {
    if (isAnchor(line)) return index;
    const item = numbered(index);
    if (item !== undefined) return item;
    const above = anchors.filter((anchor) => anchor < index).at(-1);
    const below = anchors.find((anchor) => anchor > index);
    if (above === undefined) return first;
    // A note in brackets says something of the row before it ('Nacho’s' over '(vegetarisch)'); so does a line set smaller than it (its description).
    if (below === undefined || isNote(placedText(line)) || line.height * SET_LARGER < (block[above] as Placed).height) return above;
    // A text going on ('…Ricotta gefüllt,') right over a price line goes on in it, wherever the document sets its prices.
    if (below === index + 1 && goesOn(line)) return below;
    if (alignment === 'top') return above;
    if (alignment === 'bottom') return below;
    const distance = (anchor: number) => Math.abs((block[anchor] as Placed).y - line.y);
    return distance(below) < distance(above) ? below : above;
  });
}

export const joined = (lines: readonly Placed[], width: number) =>
  Array.from({ length: width }, (_, column) =>
    lines
      .map((line) => line.cells[column]?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );

/** A note in brackets ('(vegetarisch)', '(VAT included)'): it says something of a row, no heading. */
export const isNote = (text: string) => /^\(.*\)$/.test(text);

/** Marks framing a heading: symbols and modifier signs ('˜'), and a symbol font's ornaments, which it maps to private-use characters ('\uf097 GIN 4cl \uf096'). */
const FRAMED = /^[\p{So}\p{Sk}\p{Co}:*=~•·_#|–—-]+\s*\p{L}/u;
const FRAME = /^[\s\p{So}\p{Sk}\p{Co}:*=~•·_#|–—-]+|[\s\p{So}\p{Sk}\p{Co}:*=~•·_#|–—-]+$/gu;

/** A mark after a heading's words referring to the list's foot ('Süße Pfannkuchen *1,2': what its dishes contain): no word of the heading. */
const FOOT_REFERENCE = /\s+[*†]{1,3}(?:\d{1,2}|\p{Lu})(?:,\s?(?:\d{1,2}|\p{Lu}))*(?=\s|$)/gu;

/** A text all in capitals ('TORONTO BRIDGE'), a letter among it. */
export const inCapitals = (text: string) => /\p{Lu}/u.test(text) && text === text.toUpperCase();

/** A heading: a short run of text alone on its line(s), no price. */
export function headingOf(block: readonly Placed[]): string | undefined {
  const group = block.length === 1 && block[0] ? groupName(placedText(block[0])) : undefined;
  if (group !== undefined) return group;
  if (block.length > 2 || !block.every((line) => line.single)) return undefined;
  const written = block.map(placedText).join(' ').trim();
  // A heading framed or led by marks (':: HEXA GLASS ::', '** Desserts **', '◗ VOORGERECHTEN') is its words.
  const text = (FRAMED.test(written) ? written.replace(FRAME, '') : written).replace(FOOT_REFERENCE, '');
  // Where the business is reached, or when a menu is served or the shop open, heads nothing ('TOT 17:00' under 'LUNCH').
  if (isWebAddress(text) || isBareDomain(text) || isEmailAddress(text) || statesHours(text) || namesHours(text)) return undefined;
  // Marks referring to a legend, several with commas ('A,F,J,4,7': a dish's allergens), say something of the row beside them.
  if (text.includes(',') && REFERENCE_MARKS.test(text)) return undefined;
  // A note ('(VAT included)', 'Prices per kg:') or a sentence is no heading; a word or two before a colon is ('Dienstleistungen:').
  // A heading's own note in brackets adds no words to it ('Lézeres kezelések (személyes konzultáció szükséges …)'); a surcharge so written is no note ('(+ 1.0)').
  const bare = text.replace(/\s*\(([^()]*)\)/g, (note, inside: string) => (amountOf(inside) === undefined ? '' : note));
  const words = bare.split(/\s+/).length;
  const short = bare.length <= HEADING_MAX && words <= HEADING_WORDS;
  // In capitals, a label before a colon is a heading however long ('CAZUELA DE QUESO FUNDIDO:').
  const labelled = /:$/.test(text) && (words <= LABEL_WORDS || inCapitals(text));
  // A label in capitals before a note ('QUESADILLAS: 3 tortillas de maíz con:') heads by its label.
  const [label, note] = text.split(/:\s+/, 2);
  if (note !== undefined && label !== undefined && inCapitals(label) && label.split(/\s+/).length <= HEADING_WORDS) return label;
  return text !== '' && short && /\p{L}/u.test(text) && (labelled || !/[:.]$/.test(text)) && !isNote(text) ? text.replace(/\s*:$/, '') : undefined;
}

/**
 * A numbered dish starts at its number: the lines of its block before it that describe the row
 * above go on in that row ('Paniertes Schnitzel mit Paprika-' / 'Tomatensoße' over '13. „HOLSTEINER
 * ART“'); the block from the number on.
 */
export function fromItsNumber(block: Placed[], above: { cells: string[] } | undefined, isAnchor: (line: Placed) => boolean, describes: (lines: readonly Placed[]) => boolean, width: number): Placed[] {
  const numbered = block.findIndex(isAnchor);
  if (above === undefined || numbered <= 0 || !ITEM_NUMBER.test(placedText(block[numbered] as Placed)) || !describes(block.slice(0, numbered))) return block;
  goOnIn(above, joined(block.slice(0, numbered), width));
  return block.slice(numbered);
}

/** A row's cells going on in more text, column by column (its description set apart). */
export function goOnIn(row: { cells: string[] }, more: readonly string[]): void {
  row.cells = row.cells.map((cell, column) => [cell, more[column]].filter(Boolean).join(' '));
}
