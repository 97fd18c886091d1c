import type { Piece } from './pdf-layout/text-lines.ts';
import type { DrawingOps } from './pdfjs.ts';

/**
 * Text set in annotations (boxes of text added in a viewer: macOS Preview's text boxes over a picture
 * of the menu are FreeText annotations): pdf.js reads a page's text without them, while its drawing
 * holds their appearance. Each run of text drawn there is a piece, placed where the drawing puts it:
 * the text matrix, then the graphics state's, then the annotation's own matrix and its place on the page.
 */

type Matrix = readonly [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `a` then `b`: a point goes through `a` first (PDF's row vectors). */
const times = (a: Matrix, b: Matrix): Matrix => [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3], a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]];

const moved = (x: number, y: number, by: Matrix): Matrix => times([1, 0, 0, 1, x, y], by);

/** A matrix as pdf.js passes it: six numbers, or one typed array of them. */
function matrixOf(args: readonly unknown[]): Matrix {
  const [first] = args;
  const values = first !== null && typeof first === 'object' ? Array.from(first as ArrayLike<number>) : (args as number[]);
  return [values[0] ?? 1, values[1] ?? 0, values[2] ?? 0, values[3] ?? 1, values[4] ?? 0, values[5] ?? 0];
}

/** A glyph as pdf.js draws it (its text, its advance in thousandths of the font size); a number moves the next one back. */
type Glyph = { unicode?: string; width?: number } | number | null;

/** How far a run of glyphs advances, in the text's own units. */
const advanceOf = (glyphs: readonly Glyph[], size: number) => glyphs.reduce<number>((sum, glyph) => sum + ((typeof glyph === 'number' ? -glyph : (glyph?.width ?? 0)) / 1000) * size, 0);

/** The runs of text drawn in the page's annotations, as pieces of the page. */
export function annotationPieces({ fnArray, argsArray }: { fnArray: readonly number[]; argsArray: readonly unknown[] }, OPS: DrawingOps): Piece[] {
  const pieces: Piece[] = [];
  let inside = false;
  let graphics = IDENTITY;
  const saved: Matrix[] = [];
  let line = IDENTITY;
  let text = IDENTITY;
  let size = 1;
  let leading = 0;
  fnArray.forEach((op, at) => {
    const args = (argsArray[at] ?? []) as unknown[];
    const number = (index: number) => Number(args[index] ?? 0);
    if (op === OPS.beginAnnotation) {
      inside = true;
      graphics = times(matrixOf([args[3]]), matrixOf([args[2]]));
      saved.length = 0;
    } else if (op === OPS.endAnnotation) inside = false;
    else if (!inside) return;
    else if (op === OPS.save) saved.push(graphics);
    else if (op === OPS.restore) graphics = saved.pop() ?? graphics;
    else if (op === OPS.transform) graphics = times(matrixOf(args), graphics);
    else if (op === OPS.beginText) line = text = IDENTITY;
    else if (op === OPS.setTextMatrix) line = text = matrixOf(args);
    else if (op === OPS.moveText || op === OPS.setLeadingMoveText) {
      if (op === OPS.setLeadingMoveText) leading = -number(1);
      line = text = moved(number(0), number(1), line);
    } else if (op === OPS.setLeading) leading = number(0);
    else if (op === OPS.nextLine) line = text = moved(0, -leading, line);
    else if (op === OPS.setFont) size = number(1);
    else if (op === OPS.showText) {
      const glyphs = (args[0] ?? []) as Glyph[];
      const written = glyphs.map((glyph) => (typeof glyph === 'object' && glyph !== null ? (glyph.unicode ?? '') : '')).join('');
      const placed = times(text, graphics);
      const advance = advanceOf(glyphs, size);
      if (written.trim() !== '') pieces.push({ x: placed[4], y: placed[5], right: placed[4] + advance * placed[0], height: size * Math.hypot(placed[2], placed[3]), text: written });
      text = moved(advance, 0, text);
    }
  });
  return pieces;
}
