import type { DrawingOps } from '../pdfjs.ts';
import type { Line } from './text-lines.ts';

/**
 * Shaded cells: a Word table sets its section headings apart by a fill behind them, in the items'
 * own font and size, which the text layer does not carry. The page's fills of a colour other than
 * white are found in its drawing operations, and the lines standing on one are marked.
 */

interface Shade {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

type Matrix = [number, number, number, number, number, number];

/** A fill this small in either direction is a rule or a border, not a cell. */
const LEAST = 4;
const WHITE = '#ffffff';

/** `m` applied after `ctm` (the PDF 'cm' operator). */
const times = (m: Matrix, ctm: Matrix): Matrix => [m[0] * ctm[0] + m[1] * ctm[2], m[0] * ctm[1] + m[1] * ctm[3], m[2] * ctm[0] + m[3] * ctm[2], m[2] * ctm[1] + m[3] * ctm[3], m[4] * ctm[0] + m[5] * ctm[2] + ctm[4], m[4] * ctm[1] + m[5] * ctm[3] + ctm[5]];

/** The page's fills of a colour other than white, from its operator list, in page space. */
export function shadesOf({ fnArray, argsArray }: { fnArray: readonly number[]; argsArray: readonly unknown[] }, OPS: DrawingOps): Shade[] {
  const saved: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let colour = '';
  const shades: Shade[] = [];
  for (const [i, op] of fnArray.entries()) {
    const args = argsArray[i] as unknown[] | null;
    if (op === OPS.save) saved.push(ctm);
    else if (op === OPS.restore) ctm = saved.pop() ?? ctm;
    else if (op === OPS.transform && args) ctm = times(args as Matrix, ctm);
    else if (op === OPS.setFillRGBColor) colour = typeof args?.[0] === 'string' ? args[0].toLowerCase() : '';
    // A path pdf.js found no extent for (an empty one, as Google Sheets writes) has none to shade.
    else if (op === OPS.constructPath && args?.[2] && (args[0] === OPS.fill || args[0] === OPS.eoFill) && colour !== '' && colour !== WHITE) {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = Array.from(args[2] as ArrayLike<number>);
      const xs = [ctm[0] * x0 + ctm[2] * y0 + ctm[4], ctm[0] * x1 + ctm[2] * y1 + ctm[4]];
      const ys = [ctm[1] * x0 + ctm[3] * y0 + ctm[5], ctm[1] * x1 + ctm[3] * y1 + ctm[5]];
      const shade = { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
      if (shade.right - shade.left >= LEAST && shade.top - shade.bottom >= LEAST) shades.push(shade);
    }
  }
  return shades;
}

/** The lines whose first text stands on a shade, marked. */
export function withShades(lines: readonly Line[], shades: readonly Shade[]): Line[] {
  if (shades.length === 0) return [...lines];
  return lines.map((line) => {
    const x = line.chunks[0]?.x ?? 0;
    const shaded = shades.some((shade) => shade.left <= x && x <= shade.right && shade.bottom <= line.y && line.y <= shade.top);
    return shaded ? { ...line, shaded } : line;
  });
}
