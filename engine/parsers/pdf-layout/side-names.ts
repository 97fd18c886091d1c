import type { Piece } from './text-lines.ts';
import { median } from './placed.ts';

/**
 * Names set up the side of a band of lines (a caterer's 'CANAPÉS' beside its canapés, a hut's
 * 'napoje' in a pill left of its drinks): each its band's heading, set over the band's first line.
 */

/** A band's name stands this many of its lines' sizes over its first line. */
const OVER_BAND = 1.2;
/** A band goes on past its side name while its lines follow at most this many of their usual steps apart. */
const BLOCK_STEP = 1.4;
/** A line's text stands this share of its size over its baseline, at its middle. */
const TEXT_MIDDLE = 0.35;

/** A run of lines beside side names: each baseline once, the size of its largest text. */
interface Baseline {
  y: number;
  height: number;
}

/**
 * Side names with their bands' headings' places. Names stacked one over another beside the same
 * lines part them: each heads the lines centred on it, as a label is set on its group ('napoje' over
 * five drinks, 'na szybko' over the five snacks under them, however long each name runs). A name
 * alone heads the lines beside it from its bottom to its top, and those going on above them as
 * closely as they follow each other (a short name centred on a longer band).
 */
export function withSideNames(pieces: readonly Piece[]): Piece[] {
  const across = pieces.filter((piece) => piece.side === undefined);
  const places = new Map<Piece, number>();
  const stacks = stacksOf(pieces.filter((piece) => piece.side !== undefined));
  for (const stack of stacks) {
    // The lines beside a stack: on its right, up to the next stack's.
    const left = Math.min(...stack.map((name) => name.x));
    const next = Math.min(...stacks.flatMap((other) => other.map((name) => name.x)).filter((x) => x > left + STACKED * (stack[0]?.height ?? 0)));
    const placed = stack.length > 1 ? partedBy(stack, across.filter((other) => other.x >= left && other.x < next)) : undefined;
    stack.forEach((name, at) => {
      const y = placed?.[at] ?? overBand(name, across);
      if (y !== undefined) places.set(name, y);
    });
  }
  return pieces.flatMap((piece) => {
    if (!piece.side) return [piece];
    const y = places.get(piece);
    return y === undefined ? [] : [{ ...piece, y }];
  });
}

/** Side names stand one over another when their left edges are within so many of their sizes. */
const STACKED = 2;

/** Side names one over another, each stack from the top down; a mark without a letter ('*' set sideways) stands alone. */
function stacksOf(names: readonly Piece[]): Piece[][] {
  const stacks: Piece[][] = [];
  const named = (piece: Piece | undefined) => piece !== undefined && /\p{L}/u.test(piece.text);
  for (const name of [...names].sort((a, b) => sideOf(b).top - sideOf(a).top)) {
    const stack = named(name) ? stacks.find(([first]) => named(first) && Math.abs((first as Piece).x - name.x) <= name.height * STACKED) : undefined;
    if (stack) stack.push(name);
    else stacks.push([name]);
  }
  return stacks;
}

const sideOf = (piece: Piece) => piece.side ?? { bottom: piece.y, top: piece.y };

/**
 * Each stacked name's heading's place: the lines beside the stack (`across`) parted into runs one a
 * name, each run's middle as near its name's as can be, when the lines follow at their usual step
 * (none set apart by space) and each run's middle stands within half a step of its name's.
 */
function partedBy(stack: readonly Piece[], across: readonly Piece[]): number[] | undefined {
  const height = Math.max(...stack.map((name) => name.height));
  const lines = baselinesOf(across);
  const pitch = median(lines.slice(1).map((line, at) => (lines[at] as Baseline).y - line.y));
  const step = pitch * BLOCK_STEP;
  const [top, bottom] = [sideOf(stack[0] as Piece).top + height / 2, sideOf(stack.at(-1) as Piece).bottom - height / 2];
  let first = lines.findIndex((line) => line.y <= top);
  let last = lines.findLastIndex((line) => line.y >= bottom);
  if (first < 0 || last - first + 1 < stack.length) return undefined;
  while (first > 0 && (lines[first - 1] as Baseline).y - (lines[first] as Baseline).y <= step) first -= 1;
  while (last < lines.length - 1 && (lines[last] as Baseline).y - (lines[last + 1] as Baseline).y <= step) last += 1;
  const run = lines.slice(first, last + 1);
  // Runs set apart by space are told apart by it: each name is read alone.
  if (run.slice(1).some((line, at) => (run[at] as Baseline).y - line.y > step)) return undefined;
  const middles = stack.map(middleOf);
  const starts = runStarts(run, middles);
  // Names set at their runs' tops, not their middles ('petiscos' beside its first dishes), are read each alone.
  const ends = [...starts.slice(1).map((start) => start - 1), run.length - 1];
  if (starts.some((start, at) => Math.abs(runMiddle(run, start, ends[at] as number) - (middles[at] as number)) > pitch / 2)) return undefined;
  // Over its run's first line, halfway to the line above when that stands nearer.
  return starts.map((start) => {
    const [above, line] = [lines[first + start - 1], run[start] as Baseline];
    return line.y + Math.min(line.height * OVER_BAND, above ? (above.y - line.y) / 2 : Number.POSITIVE_INFINITY);
  });
}

const middleOf = (name: Piece) => (sideOf(name).bottom + sideOf(name).top) / 2;

/**
 * Where each of the runs starts that part the lines (top down) one a middle, each run's middle as
 * near its own as can be (the least sum of the distances).
 */
function runStarts(lines: readonly Baseline[], middles: readonly number[]): number[] {
  // best[j][i]: the least cost of the first j runs over lines 0…i-1, and where the j-th run starts.
  const best = middles.map(() => lines.map(() => ({ cost: Number.POSITIVE_INFINITY, start: 0 })));
  const costs = (runs: number, end: number) => (runs === 0 ? (end === 0 ? 0 : Number.POSITIVE_INFINITY) : (best[runs - 1]?.[end - 1]?.cost ?? Number.POSITIVE_INFINITY));
  middles.forEach((wanted, run) => {
    const row = best[run] as { cost: number; start: number }[];
    for (let end = 0; end < lines.length; end += 1) {
      for (let start = run; start <= end; start += 1) {
        const cost = costs(run, start) + Math.abs(runMiddle(lines, start, end) - wanted);
        if (cost < (row[end]?.cost ?? Number.POSITIVE_INFINITY)) row[end] = { cost, start };
      }
    }
  });
  const starts: number[] = [];
  let end = lines.length - 1;
  for (let run = middles.length - 1; run >= 0; run -= 1) {
    const start = best[run]?.[end]?.start ?? 0;
    starts.unshift(start);
    end = start - 1;
  }
  return starts;
}

/** The middle of a run of lines, from its first line's text to its last's. */
const runMiddle = (lines: readonly Baseline[], from: number, to: number) => ((lines[from] as Baseline).y + (lines[to] as Baseline).y) / 2 + (lines[from] as Baseline).height * TEXT_MIDDLE;

/** Pieces' baselines top down, pieces of one line aside as one (a price a little off its name's). */
function baselinesOf(pieces: readonly Piece[]): Baseline[] {
  const lines: Baseline[] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
    const last = lines.at(-1);
    if (last && last.y - piece.y <= Math.max(last.height, piece.height) / 2) last.height = Math.max(last.height, piece.height);
    else lines.push({ y: piece.y, height: piece.height });
  }
  return lines;
}


/** A name alone: over the lines beside it from its bottom to its top and those going on above them. */
function overBand(piece: Piece, across: readonly Piece[]): number | undefined {
  const { bottom, top } = sideOf(piece);
  const beside = across.filter((other) => other.x >= piece.x).sort((a, b) => b.y - a.y);
  const band = beside.filter((other) => other.y >= bottom - piece.height / 2 && other.y <= top + piece.height / 2);
  const highest = band[0];
  if (!highest) return undefined;
  // Pieces of one line aside (a price a little off its name's baseline).
  const steps = band
    .slice(1)
    .map((other, at) => (band[at] as Piece).y - other.y)
    .filter((step) => step > highest.height / 2);
  const step = (steps.sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? highest.height) * BLOCK_STEP;
  let first = highest;
  for (const other of beside.filter((other) => other.y > highest.y).reverse()) {
    if (other.y - first.y > step) break;
    first = other;
  }
  return first.y + first.height * OVER_BAND;
}
