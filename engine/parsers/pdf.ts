import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FileError } from '../errors.ts';
import { type Table, uniqueHeaders } from './table.ts';

/** 500 products fit in about 15 pages; far longer documents are not product tables. */
export const PDF_LIMITS = { maxPages: 200, maxMillis: 20_000 };

interface Piece {
  x: number;
  right: number;
  y: number;
  height: number;
  text: string;
}

interface Line {
  page: number;
  cells: Piece[];
}

/** Text items of a page grouped into lines: same baseline within a tolerance, left to right. */
function linesOf(pieces: Piece[], page: number): Line[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; tolerance: number; pieces: Piece[] }[] = [];
  for (const piece of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - piece.y) <= last.tolerance) last.pieces.push(piece);
    else lines.push({ y: piece.y, tolerance: Math.max(2, piece.height * 0.4), pieces: [piece] });
  }
  return lines.map((line) => ({ page, cells: mergeClose(line.pieces.sort((a, b) => a.x - b.x)) }));
}

/** Pieces closer than about a space apart are one cell (pdf.js may split a cell's text). */
function mergeClose(pieces: Piece[]): Piece[] {
  const cells: Piece[] = [];
  for (const piece of pieces) {
    const last = cells.at(-1);
    const gap = last ? piece.x - last.right : Number.POSITIVE_INFINITY;
    if (last && gap < Math.max(1.5, piece.height * 0.35)) {
      last.text = `${last.text}${gap > piece.height * 0.15 ? ' ' : ''}${piece.text}`;
      last.right = Math.max(last.right, piece.right);
    } else {
      cells.push({ ...piece });
    }
  }
  return cells;
}

const PAGE_NUMBER = /^(page|p\.)?\s*\d+\s*((\/|of|sur|de)\s*\d+)?$/i;

function lineKey(line: Line): string {
  return line.cells.map((cell) => cell.text.toLowerCase()).join('\u0001');
}

/**
 * Rebuilds the product table: the header is the widest line of the first page that has one;
 * columns start at its cells' x positions; each later line's cells go to the column they start in.
 * The header repeated on later pages, and what stands above it there, are skipped.
 */
export function tableFromLines(lines: Line[]): Table {
  let headerAt = -1;
  let width = 1;
  const firstPage = lines[0]?.page;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (line.page !== firstPage) break;
    if (line.cells.length > width) {
      width = line.cells.length;
      headerAt = i;
    }
  }
  if (headerAt === -1) headerAt = lines.findIndex((line) => line.cells.length > 0);
  const header = lines[headerAt];
  if (!header) throw new FileError('pdf_empty_file');
  const starts = header.cells.map((cell) => cell.x);
  const key = lineKey(header);
  const headerPages = new Set(lines.filter((line) => lineKey(line) === key).map((line) => line.page));

  const rows: string[][] = [];
  let currentPage = header.page;
  let pastHeader = true;
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (line.page !== currentPage) {
      currentPage = line.page;
      pastHeader = !headerPages.has(line.page);
    }
    if (!pastHeader) {
      if (lineKey(line) === key) pastHeader = true;
      continue;
    }
    if (line.cells.length === 1 && PAGE_NUMBER.test(line.cells[0]?.text ?? '')) continue;
    const row = Array.from({ length: starts.length }, () => '');
    for (const cell of line.cells) {
      let column = 0;
      const tolerance = Math.max(3, cell.height);
      for (let c = 0; c < starts.length; c++) if ((starts[c] ?? 0) <= cell.x + tolerance) column = c;
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
    }
    rows.push(row);
  }
  return { headers: uniqueHeaders(header.cells.map((cell) => cell.text)), rows };
}

/** Reads the text of a PDF (pdf.js legacy build, no eval, no fonts loaded) and rebuilds its table. */
export async function parsePdf(buffer: Buffer): Promise<Table> {
  if (buffer.length === 0) throw new FileError('pdf_empty_file');
  if (!buffer.subarray(0, 1024).includes('%PDF-')) throw new FileError('pdf_invalid_signature');
  const deadline = Date.now() + PDF_LIMITS.maxMillis;
  const task = getDocument({
    data: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  const lines: Line[] = [];
  try {
    let document: Awaited<typeof task.promise>;
    try {
      document = await task.promise;
    } catch (error) {
      throw new FileError('pdf_malformed', (error as Error).message);
    }
    const pages = Math.min(document.numPages, PDF_LIMITS.maxPages);
    for (let number = 1; number <= pages; number++) {
      if (Date.now() > deadline) throw new FileError('pdf_malformed', 'took too long');
      let pieces: Piece[];
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        pieces = [];
        for (const item of content.items) {
          if (!('str' in item) || item.str.trim() === '') continue;
          const [, , , , x = 0, y = 0] = item.transform as number[];
          pieces.push({ x, y, right: x + item.width, height: item.height || 10, text: item.str.trim() });
        }
        page.cleanup();
      } catch (error) {
        if (error instanceof FileError) throw error;
        throw new FileError('pdf_malformed', (error as Error).message);
      }
      lines.push(...linesOf(pieces, number));
    }
  } finally {
    await task.destroy();
  }
  if (lines.length === 0) throw new FileError('pdf_empty_file');
  return tableFromLines(lines);
}
