import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { FileError } from '../errors.ts';
import { annotationPieces } from './pdf-annotations.ts';
import { layoutTable } from './pdf-layout/layout.ts';
import { withUtf8Read, withWindowsLetters, withWindowsSigns } from './pdf-layout/mac-roman.ts';
import { withoutOverprints } from './pdf-layout/overprints.ts';
import { shadesOf, withShades } from './pdf-layout/shades.ts';
import { withSideNames } from './pdf-layout/side-names.ts';
import { type Line, linesOf, type Piece, withEuroSigns, withoutDrawnRules, withoutTabGlyphs } from './pdf-layout/text-lines.ts';
import { loadPdfJs, type PdfJs } from './pdfjs.ts';
import { checkColumns, type Table } from './table.ts';

/**
 * 500 products fit in about 15 pages; far longer documents are not product tables. A page whose text
 * alone took `mostMillisReadingDrawn` to read is not drawn again for its shades: its drawing takes
 * several times as long (a million strokes compress to kilobytes).
 */
export const PDF_LIMITS = { maxPages: 200, maxMillis: 20_000, mostMillisReadingDrawn: 3_000 };

/**
 * A page of more text runs than a price list holds is not drawn again for its shades (a page of
 * millions of runs), nor a document of more bytes a page than text and rules take: its pictures would
 * be decoded for it, at ten times the cost of reading its text.
 */
const MOST_PIECES_DRAWN = 20_000;
const MOST_BYTES_A_PAGE_DRAWN = 256 * 1024;

/** How long past its deadline a reading may take to stop before it is given up. */
const DEADLINE_GRACE_MILLIS = 2_000;

type Page = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;
type Drawing = Awaited<ReturnType<Page['getOperatorList']>>;

function checkDeadline(deadline: number): void {
  if (Date.now() > deadline) throw new FileError('pdf_malformed', 'took too long');
}

/** A text run as it reads; one set vertically (a band's name up its side) keeps where it runs up the page. */
function pieceOf(item: TextItem): Piece {
  const [across = 1, up = 0, , , x = 0, y = 0] = item.transform as number[];
  if (Math.abs(up) <= Math.abs(across)) return { x, y, right: x + item.width, height: item.height || 10, text: item.str, font: item.fontName };
  const size = Math.abs(up);
  const [bottom, top] = up > 0 ? [y, y + item.width] : [y - item.width, y];
  return { x: x - size, y: top, right: x - size + item.width, height: size, text: item.str, font: item.fontName, side: { bottom, top } };
}

/**
 * Text runs as pdf.js normalizes them (ligatures as their letters: 'ﬁ' as 'fi'), once a misread
 * font's letters are read again (a ligature may stand for one), Windows text's signs as they are,
 * UTF-8 printed as Windows text read as UTF-8.
 */
const normalized = (pieces: readonly Piece[], normalizeUnicode: PdfJs['normalizeUnicode']): Piece[] => pieces.map((piece) => ({ ...piece, text: withUtf8Read(withWindowsSigns(normalizeUnicode(piece.text))) }));

/**
 * A page's text runs, read as pdf.js streams them in batches with the deadline checked at each: one
 * page of millions of tiny runs is stopped in time, not only between pages.
 */
async function piecesOf(page: Page, deadline: number): Promise<Piece[]> {
  // Not cancelled on the deadline: a batch pdf.js sends after a cancel throws outside any task; the
  // document's destruction stops the reading.
  const reader = page.streamTextContent({ disableNormalization: true }).getReader();
  const pieces: Piece[] = [];
  for (;;) {
    checkDeadline(deadline);
    const { done, value } = await reader.read();
    if (done) return pieces;
    for (const item of value.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      pieces.push(pieceOf(item));
    }
  }
}

/**
 * Reads the text of a PDF (pdf.js legacy build, no eval, no fonts loaded) and rebuilds its table as
 * a person reads it (pdf-layout/). A PDF without text whose pages are pictures is a scan.
 */
export async function parsePdf(buffer: Buffer): Promise<Table> {
  if (buffer.length === 0) throw new FileError('pdf_empty_file');
  if (!buffer.subarray(0, 1024).includes('%PDF-')) throw new FileError('pdf_invalid_signature');
  // Loaded before the deadline starts: the reading is what a hostile file can draw out, not the load.
  const pdfjs = await loadPdfJs();
  const deadline = Date.now() + PDF_LIMITS.maxMillis;
  const { lines, pictures } = await withinDeadline(textOf(buffer, deadline, pdfjs));
  if (lines.length === 0) throw new FileError(pictures ? 'pdf_scanned' : 'pdf_empty_file');
  checkDeadline(deadline);
  const { table, layout } = layoutTable(lines);
  // The columns found were checked (pdf-layout/grid.ts); a price split off or a section adds one.
  checkColumns(table.headers.length);
  return { ...table, layout };
}

/** How pdf.js opens a document here: no eval, no fonts loaded, damaged parts skipped. */
const OPENING = { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, useWorkerFetch: false, stopAtErrors: false } as const;

/**
 * The document's lines of text, page by page, and whether a page without text holds a picture. Its
 * drawing is read without its pictures (pdf.js drops images above `maxImageSize` pixels unread): a
 * menu's photos took a fifth of its reading, decoded for nothing. A page without text is drawn again
 * from a second opening that keeps them, to tell a scan.
 */
async function textOf(buffer: Buffer, deadline: number, { getDocument, normalizeUnicode, OPS, VerbosityLevel }: PdfJs): Promise<{ lines: Line[]; pictures: boolean }> {
  // Each opening hands pdf.js a copy of the bytes (it detaches what it is given): they stay here for the second.
  const bytes = buffer.length;
  const pictured = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  const opened = (withPictures: boolean) =>
    getDocument({ ...OPENING, data: new Uint8Array(buffer), maxImageSize: withPictures ? -1 : 0, verbosity: VerbosityLevel.ERRORS });
  const task = opened(false);
  let picturesTask: ReturnType<typeof opened> | undefined;
  const showsPicture = async (number: number) => {
    picturesTask ??= opened(true);
    const page = await (await picturesTask.promise).getPage(number);
    const drawn = await page.getOperatorList();
    page.cleanup();
    return drawn.fnArray.some((op) => pictured.has(op));
  };
  const lines: Line[] = [];
  let pictures = false;
  try {
    let document: Awaited<typeof task.promise>;
    try {
      document = await task.promise;
    } catch (error) {
      throw new FileError('pdf_malformed', (error as Error).message);
    }
    const pages = Math.min(document.numPages, PDF_LIMITS.maxPages);
    for (let number = 1; number <= pages; number++) {
      checkDeadline(deadline);
      let pieces: Piece[];
      let shades: ReturnType<typeof shadesOf> = [];
      try {
        const page = await document.getPage(number);
        const reading = Date.now();
        pieces = await piecesOf(page, deadline);
        const light = Date.now() - reading <= PDF_LIMITS.mostMillisReadingDrawn;
        // The drawing says what the text does not: pictures on a page without text, shaded cells behind headings.
        // A page without text may hold it in its annotations (boxes of text added in a viewer), drawn only.
        const annotated = pieces.length === 0 && (await page.getAnnotations()).length > 0;
        const worth: boolean = pieces.length === 0 ? !pictures || annotated : light && pieces.length <= MOST_PIECES_DRAWN && bytes / document.numPages <= MOST_BYTES_A_PAGE_DRAWN;
        const drawn: Drawing | undefined = worth ? await page.getOperatorList() : undefined;
        if (drawn && pieces.length === 0) {
          pieces = annotationPieces(drawn, OPS);
          pictures ||= await showsPicture(number);
        }
        shades = drawn && pieces.length > 0 ? shadesOf(drawn, OPS) : [];
        page.cleanup();
      } catch (error) {
        if (error instanceof FileError) throw error;
        throw new FileError('pdf_malformed', (error as Error).message);
      }
      lines.push(...withShades(linesOf(withSideNames(withEuroSigns(withoutDrawnRules(withoutTabGlyphs(withoutOverprints(normalized(withWindowsLetters(pieces), normalizeUnicode)))))), number), shades));
    }
  } finally {
    await Promise.all([task.destroy(), picturesTask?.destroy()]);
  }
  return { lines, pictures };
}

/**
 * The reading settled by a timer a little after its deadline, whatever pdf.js does: a document
 * destroyed in the middle of a page can leave its promises pending with nothing else keeping the
 * thread alive, and the file would then be neither read nor refused.
 */
async function withinDeadline<T>(reading: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FileError('pdf_malformed', 'took too long')), PDF_LIMITS.maxMillis + DEADLINE_GRACE_MILLIS);
  });
  try {
    return await Promise.race([reading, overdue]);
  } finally {
    clearTimeout(timer);
  }
}
