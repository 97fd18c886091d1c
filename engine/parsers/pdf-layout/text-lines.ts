import { amountOf, slashedPrices, trailingPrice } from './amounts.ts';
import { type Extent, withBlockPrices, withCentredPrices, withLoweredPrices } from './off-baseline-prices.ts';

/**
 * A PDF page's positioned text as lines of words: pieces on one baseline make a line; a piece's
 * words get their own positions (pdf.js gives a whole run of text, spaces and all, as one piece);
 * words closer than a column gap make a chunk, the unit a column holds.
 */

/** A run of text as pdf.js places it: left and right edges, baseline, font size (points, y up). */
export interface Piece {
  x: number;
  right: number;
  y: number;
  height: number;
  text: string;
  /** The font pdf.js names it by: a glyph drawn in a font of its own may stand for another. */
  font?: string;
  /** Set vertically: from where to where it runs up the page. */
  side?: { bottom: number; top: number };
}

export interface Word {
  x: number;
  right: number;
  text: string;
  /** The first word of a pdf.js piece: a cell's text may end before it. */
  opens: boolean;
  /** Its font size. */
  height?: number;
  /** Its own baseline (its line's is its first piece's). */
  y?: number;
}

/** Words of a line with less than a column gap between them. */
export interface Chunk {
  x: number;
  right: number;
  text: string;
  words: Word[];
  /** The font size of its largest word (a line's may be another region's). */
  height?: number;
  /** Set letter by letter ('C A F É S'). */
  letterSpaced?: boolean;
}

export interface Line {
  page: number;
  /** Baseline, in points from the page's bottom. */
  y: number;
  /** The font size of its largest text. */
  height: number;
  chunks: Chunk[];
  /** It stands on a shaded cell (a fill behind it). */
  shaded?: boolean;
  /** It is a band's name set up its side: a heading. */
  sideName?: boolean;
}

/** Space wider than this many font sizes parts two chunks: a tab, a column's gutter. */
const CHUNK_GAP = 0.8;

/** Accents a TeX-made PDF sets apart, before their letter ('Th´e'), and the marks they are. */
const SPACING_ACCENTS: Readonly<Record<string, string>> = { '´': '\u0301', '`': '\u0300', ˆ: '\u0302', '^': '\u0302', '¨': '\u0308', '˜': '\u0303', '~': '\u0303' };

/** 'Th´e' → 'Thé': an accent set before its letter, joined to it where the two make one letter. */
function withAccents(text: string): string {
  return text.replace(/([´`ˆ^¨˜~])\s?(\p{L})/gu, (whole, accent: string, letter: string) => {
    const joined = `${letter}${SPACING_ACCENTS[accent] ?? ''}`.normalize('NFC');
    return joined.length === 1 ? joined : whole;
  });
}

/** A heading set letter by letter ('C A F É S'): at least so many letters alone. */
const SPACED_LETTERS = 3;
/** A chunk of single letters but for a few pairs kerned together or a word run into it: at least this share of its words so set. */
const MOSTLY_LETTERS = 0.8;
/** Between runs of letter-spaced text, a space this many times the letters' parts two words. */
const RUN_GAP = 1.2;

/**
 * A chunk written letter-spaced ('C A F É S', 'P R E I S   L I S T E'): its letters joined into words,
 * a space wider than the letters' usual one or a sign between them ('&') parting two words.
 */
function unspaced(chunk: Chunk): Chunk {
  const { words } = chunk;
  // Figures are spaced as the letters are ('€ 1 . 5 0'), and so are a word's apostrophe and the marks of a number.
  const letter = (word: Word) => /^[\p{L}\p{N}.,'’]$/u.test(word.text);
  // A pair or three of letters the font kerns together ('H o c h s t e c ke n', 'B A L AYA G E') are spaced letters too.
  const kerned = (word: Word) => /^\p{L}{2,3}$/u.test(word.text);
  // A slash or a hyphen set as close as the letters is within a word ('BIANCO/ROSSO').
  const joins = (word: Word) => letter(word) || kerned(word) || /^[/\-–]$/.test(word.text);
  // A number of two figures so set in one run of text ('2 0', '€ 2 0') is one too.
  const number = /^\p{Sc}$/u.test(words[0]?.text ?? '') ? words.slice(1) : words;
  const figures = number.length >= 2 && number.every((word, at) => /^\p{N}$/u.test(word.text) && (at === 0 || !word.opens));
  const letters = words.filter(letter).length;
  // Most of its words, not all: a word of the next column's may have run into the chunk ('F a s h i o n  C o l o r   Stundensatz').
  const spaced = words.every((word) => word.text.length === 1) || words.filter((word) => word.text.length === 1 || kerned(word)).length >= words.length * MOSTLY_LETTERS;
  if ((letters < SPACED_LETTERS && !figures) || !spaced) return chunk;
  const gaps = words.slice(1).map((word, i) => word.x - (words[i] as Word).right);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  const inRuns = words.some((word) => !word.opens);
  const joined: Word[] = [{ ...(words[0] as Word) }];
  words.slice(1).forEach((word, i) => {
    const last = joined.at(-1) as Word;
    // A sign between the letters ('P A S T A & S P Ä T Z L E') stands between two words; so does a new
    // run of text set wider apart, where the runs hold several letters ('A M A R O' 'D E L'; not a kerned 'AV').
    // Letters and figures so set part there too: a word's own spaces are lost with the rest ('S A L M O N E 9').
    // Figures after the letters so open a run of their own, as a price set apart does.
    const gap = gaps[i] ?? 0;
    const kinds = /^\p{L}$/u.test(word.text) !== /^\p{L}$/u.test(last.text.at(-1) ?? '') && /\p{N}/u.test(word.text + (last.text.at(-1) ?? ''));
    if (kinds) joined.push({ ...word, opens: word.opens || /^\p{N}$/u.test(word.text) });
    else if (gap > usual * 1.5 + 0.5 || !joins(word) || !joins(words[i] as Word) || (inRuns && word.opens && gap > usual * RUN_GAP)) joined.push({ ...word });
    else joined[joined.length - 1] = { ...last, text: last.text + word.text, right: word.right };
  });
  return { ...chunk, words: joined, text: joined.map((word) => word.text).join(' '), letterSpaced: true };
}

/**
 * Leaders between a name and its price: dots ('Cola ......1 bon', 'Thé . . . . 3,00', 'Café……2', dots
 * and ellipses mixed: 'suppe……….59,-'), or a run of dashes or underscores ('Cone ------ R$ 7,00');
 * not an ellipsis before a bracket ('Fanta,...)'), nor a dash or two ('5,--').
 */
const LEADER = /(?:…|\.{1,2}…|\.(?: ?\.){2,})(?: ?[.…])*|[-–—_]{4,}/g;
/** What a leader leads to: a word, a figure or a currency sign, or the next piece (checked where the leader ends, so in linear time). */
const LED = /\s*(?:[\p{L}\p{N}\p{Sc}]|$)/uy;

/** A bar set between words ('COLA | 57,-'): a rule between two cells, as a column's edge is. */
const BAR = /^[|¦]$/;

const leadsOn = (text: string, end: number) => {
  LED.lastIndex = end;
  return LED.test(text);
};

/**
 * A piece's words, each placed in proportion to its characters (pdf.js gives the piece's width only).
 * A dot leader is space: what follows it is a cell of its own, as if the leader were blank.
 */
function wordsOf(piece: Piece): Word[] {
  const perChar = piece.text.length > 0 ? (piece.right - piece.x) / piece.text.length : 0;
  const words: Word[] = [];
  const text = piece.text.replace(LEADER, (leader: string, at: number, whole: string) => (leadsOn(whole, at + leader.length) ? ' '.repeat(leader.length) : leader));
  for (const match of text.matchAll(/\S+/g)) {
    const start = piece.x + (match.index ?? 0) * perChar;
    words.push({ x: start, right: start + match[0].length * perChar, text: match[0], opens: words.length === 0, height: piece.height, y: piece.y });
  }
  return words;
}

/**
 * A chunk parted at a bar before its price ('COLA | 33 cl: 57,-', 'TOAST | 170,-'): the price a cell of
 * its own, the bar dropped. A bar before no price ('Esfirra | 2 unidades') is the name's, and so are
 * bars listing options ('Régua | 3 copos 200ml | 3 copos 100ml 20') and a bar between the prices of
 * two sizes ('1,20 € | 2,00 €').
 */
function atBar(chunk: Chunk): Chunk[] {
  const bar = chunk.words.findIndex((word) => BAR.test(word.text));
  if (bar !== chunk.words.findLastIndex((word) => BAR.test(word.text)) || slashedPrices(chunk.text) !== undefined) return [chunk];
  const after = chunk.words.slice(bar + 1);
  const text = after.map((word) => word.text).join(' ');
  if (bar < 1 || after.length === 0 || (amountOf(text) === undefined && trailingPrice(text) === undefined)) return [chunk];
  const before = chunk.words.slice(0, bar);
  return [before, after].map((words) => ({ ...chunk, x: (words[0] as Word).x, right: (words.at(-1) as Word).right, text: words.map((word) => word.text).join(' '), words }));
}

/** Words set letter by letter stand further apart than others: a chunk so set goes on over a space this many times its letters'. */
const SPACED_WORD_GAP = 2.5;

/** How far a letter-spaced chunk's next word may stand (0 when the chunk or the word is not so set): a few times its letters' spacing. */
function spacedGap(chunk: Chunk, word: Word): number {
  const { words } = chunk;
  if (word.text.length !== 1 || words.length < SPACED_LETTERS || !words.slice(-SPACED_LETTERS).every((one) => one.text.length === 1)) return 0;
  const [before, last] = words.slice(-2) as [Word, Word];
  return (last.x - before.right) * SPACED_WORD_GAP;
}

/** Words of a line set justified, the space between them stretched up to so many font sizes. */
const STRETCHED_GAP = 1;

/** Words of letters a stretched space apart ('Zaika   special   suppe'), no figure among them (an amount, '1 bon', ends its cell): one text still. */
const stretched = (chunk: Chunk, word: Word, height: number) => word.x - chunk.right < height * STRETCHED_GAP && /^\p{L}+$/u.test(word.text) && /^[\p{L} ]+$/u.test(chunk.text);

/** A legend's first mark ('A,', 'G', '1,'): capitals, or a number before a comma. */
const FIRST_MARK = /^(\p{Lu}{1,8},?|\d{1,2},)$/u;
const marksAfter = (previous: Word, word: Word) => FIRST_MARK.test(word.text) && (word.height ?? 0) <= (previous.height ?? 0) * 0.8;

function chunksOf(words: Word[], height: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (const word of words) {
    const last = chunks.at(-1);
    if (last && (word.x - last.right < Math.max(3, height * CHUNK_GAP, spacedGap(last, word)) || stretched(last, word, height))) {
      const previous = last.words.at(-1) as Word;
      // pdf.js splits some words in pieces with no space between them: one word again. The space is the words'
      // own font's (a line may hold a larger heading of another column). Legend marks set smaller right after
      // a word are words of their own ('BRUSCHETTA' 'A, G', no space between).
      if (word.x - last.right > Math.min(word.height ?? height, previous.height ?? height) * 0.12 || marksAfter(previous, word)) {
        last.words.push(word);
        last.text = `${last.text} ${word.text}`;
      } else {
        previous.text += word.text;
        previous.right = word.right;
        last.text += word.text;
      }
      last.right = Math.max(last.right, word.right);
      last.height = Math.max(last.height ?? 0, word.height ?? 0);
    } else {
      chunks.push({ x: word.x, right: word.right, text: word.text, words: [word], height: word.height ?? height });
    }
  }
  return chunks;
}

/**
 * A font that draws tabs as a glyph ('!' in some Word exports: 'verkorten machinaal!  !  € 7,00!'):
 * when most lines hold one, it is space.
 */
export function withoutTabGlyphs(pieces: readonly Piece[]): Piece[] {
  const marked = pieces.filter((piece) => piece.text.includes('!')).length;
  if (marked < Math.max(3, pieces.length * TAB_GLYPHS)) return [...pieces];
  return pieces.map((piece) => ({ ...piece, text: piece.text.replace(/!/g, ' ') })).filter((piece) => piece.text.trim() !== '');
}

/** A rule drawn in a font: one sign set again and again, nothing else ('ßßßßßßßß' under a heading, a decorative font's line). */
const DRAWN_RULE = /^(\S)\1{7,}$/u;

/** Without rules drawn as text: no words, no cell's, no heading's ('LES SIDES' over 'ßßßß…'). */
export const withoutDrawnRules = (pieces: readonly Piece[]): Piece[] => pieces.filter((piece) => !DRAWN_RULE.test(piece.text.trim()));

/** A share of a page's pieces that, drawing '!', says the font draws tabs so. */
const TAB_GLYPHS = 0.3;

/**
 * The euro sign as fonts draw it. TeX's eurosym font draws it as an 'e' ('2.50' then 'e' in a font of
 * its own): an 'e' alone, in another font than the number it touches on its baseline, is the euro
 * sign. A font encoded in Latin-9, whose byte A4 is the euro, is read as Latin-1, whose A4 is the
 * generic currency sign: '¤' beside a number ('¤ 5,70', '12,50¤') is the euro.
 */
export function withEuroSigns(pieces: readonly Piece[]): Piece[] {
  const before = endingAt(pieces);
  return pieces.map((piece) => {
    if (piece.text.includes('¤')) return { ...piece, text: piece.text.replace(LATIN_9_EURO, (sign) => sign.replace('¤', '€')) };
    if (piece.text.trim() !== 'e' || piece.font === undefined) return piece;
    const touched = before(piece, piece.y + 1).some((other) => other.font !== piece.font && /\d$/.test(other.text.trim()) && other.y >= piece.y - 1);
    // Set apart from the number by a space, as '2.50 €' is written.
    return touched ? { ...piece, text: ' €' } : piece;
  });
}

/** The generic currency sign beside a number, a space between or none. */
const LATIN_9_EURO = /¤\s?(?=\d)|(?<=\d)\s?¤/g;

/** A piece's neighbours looked at on its left, nearest baseline first: a text's sign touches it, a page of runs piled at one edge is not read again for each. */
const NEIGHBOURS_SEEN = 4;

/**
 * Where pieces end, by their right edge rounded, each edge's pieces by baseline: the pieces a piece
 * touches on its left (`slack` apart at most), with their baseline at most `top`, the nearest first, found without a scan of the page.
 */
function endingAt(pieces: readonly Piece[]): (piece: Piece, top: number, slack?: number) => Piece[] {
  const byRight = new Map<number, Piece[]>();
  for (const piece of pieces) {
    const key = Math.round(piece.right);
    const here = byRight.get(key);
    if (here) here.push(piece);
    else byRight.set(key, [piece]);
  }
  for (const here of byRight.values()) here.sort((a, b) => a.y - b.y);
  return (piece, top, slack = Math.min(piece.height * 0.3, 5)) => {
    const found: Piece[] = [];
    for (let key = Math.floor(piece.x - slack); key <= Math.ceil(piece.x + slack); key++) {
      const here = byRight.get(key) ?? [];
      let below = lastAtOrUnder(here, top);
      for (let seen = 0; below >= 0 && seen < NEIGHBOURS_SEEN; below--, seen++) {
        const other = here[below] as Piece;
        if (other !== piece && Math.abs(other.right - piece.x) <= slack) found.push(other);
      }
    }
    return found.sort((a, b) => b.y - a.y);
  };
}

/** The index of the last piece, in baseline order, whose baseline is at most `top` (-1 when none). */
function lastAtOrUnder(sorted: readonly Piece[], top: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as Piece).y <= top) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Such marks stand this many of their sizes after the text at most (a space of the text's). */
const MARKS_REACH = 1.5;
/** Marks referring to a legend: capital letters, alone or run together, and numbers of a digit or two, after commas ('A, E', '2, 3, H', 'ACGHL': an allergen's each). */
export const REFERENCE_MARKS = /^(\p{Lu}{1,8}|\d{1,2})(\s*,\s*(\p{Lu}|\d{1,2}))*$/u;

/** A legend's line, saying what such a mark stands for ('*1 = mit Farbstoff', 'A = Gluten', '*) hausgemacht'). */
const LEGEND = /^(?:[*†]{1,3}\s?(?:\d{1,2}|\p{Lu}{1,2})?\s?[=:)]|(?:\d{1,2}|\p{Lu}{1,2})\s?=)\s*\p{L}/u;
export const explainsMarks = (text: string) => LEGEND.test(text.trim());

/**
 * A sign set smaller and raised right after a text ('5.2°', 'm²'), or marks so set a space after it
 * ('Classico ᴬ'ᴱ'): on that text's baseline, so on its line.
 */
function onBaselines(pieces: readonly Piece[]): Piece[] {
  const before = endingAt(pieces);
  return pieces.map((piece) => {
    const reach = REFERENCE_MARKS.test(piece.text.trim()) ? piece.height * MARKS_REACH : undefined;
    // Marks may stand as high as the text's capitals.
    const raised = reach === undefined ? 0.5 : 0.8;
    const base = before(piece, piece.y, reach).find((other) => piece.height <= other.height * 0.8 && piece.height >= other.height * 0.5 && piece.y > other.y && piece.y - other.y < other.height * raised);
    return base ? { ...piece, y: base.y } : piece;
  });
}

/** Where a piece's words stand across the page, its spaces aside (pdf.js may run a text on in spaces). */
function inkedExtent(piece: Piece): Extent {
  const words = wordsOf(piece);
  return { left: words[0]?.x ?? piece.x, right: words.at(-1)?.right ?? piece.right };
}

/** A page's pieces as lines, top to bottom: pieces whose baselines are within about half a font size. */
export function linesOf(pieces: readonly Piece[], page: number): Line[] {
  const sorted = onBaselines(pieces).sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: { y: number; height: number; pieces: Piece[] }[] = [];
  for (const piece of sorted) {
    const last = groups.at(-1);
    if (last && Math.abs(last.y - piece.y) <= Math.max(2, Math.min(last.height, piece.height) * 0.45)) {
      last.pieces.push(piece);
      last.height = Math.max(last.height, piece.height);
    } else {
      groups.push({ y: piece.y, height: piece.height, pieces: [piece] });
    }
  }
  return withBlockPrices(withCentredPrices(withLoweredPrices(groups, inkedExtent), inkedExtent), inkedExtent).map((group) => {
    const words = group.pieces.sort((a, b) => a.x - b.x).flatMap(wordsOf);
    const chunks = chunksOf(words, group.height)
      .flatMap(atBar)
      .map((chunk) => unspaced({ ...chunk, text: withAccents(chunk.text), words: chunk.words.map((word) => ({ ...word, text: withAccents(word.text) })) }));
    return { page, y: group.y, height: group.height, chunks, ...(group.pieces.some((piece) => piece.side) && { sideName: true }) };
  });
}

export const lineText = (line: Line): string => line.chunks.map((chunk) => chunk.text).join(' ');

/** The middle of a chunk across the page. */
export const centreOf = (chunk: Chunk): number => (chunk.x + chunk.right) / 2;

/** A chunk moved `by` points across the page, its words with it. */
export const movedBy = (chunk: Chunk, by: number): Chunk => ({ ...chunk, x: chunk.x + by, right: chunk.right + by, words: chunk.words.map((word) => ({ ...word, x: word.x + by, right: word.right + by })) });

/** The document's language is told from so many characters of its text at most. */
const LANGUAGE_CHARS = 50_000;

/** The document's text, its first `LANGUAGE_CHARS` characters. */
export function documentText(lines: readonly Line[]): string {
  const texts: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length >= LANGUAGE_CHARS) break;
    const text = lineText(line);
    texts.push(text);
    length += text.length + 1;
  }
  return texts.join('\n').slice(0, LANGUAGE_CHARS);
}
