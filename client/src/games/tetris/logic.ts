/**
 * Tetris, as pure functions of an immutable state: a 10×20 well, the seven tetrominoes, rotation
 * with simple wall kicks, gravity, soft and hard drops, line clears and levels.
 */
import { randomInt } from '../random.ts';

export const COLS = 10;
export const ROWS = 20;

/** The seven shapes in their spawn orientation (1 = filled). Index + 1 is the colour id on the board. */
export const SHAPES: readonly (readonly (readonly number[])[])[] = [
  [[1, 1, 1, 1]], // I
  [
    [1, 1],
    [1, 1],
  ], // O
  [
    [0, 1, 0],
    [1, 1, 1],
  ], // T
  [
    [0, 1, 1],
    [1, 1, 0],
  ], // S
  [
    [1, 1, 0],
    [0, 1, 1],
  ], // Z
  [
    [1, 0, 0],
    [1, 1, 1],
  ], // J
  [
    [0, 0, 1],
    [1, 1, 1],
  ], // L
];

export type Matrix = readonly (readonly number[])[];

export interface Piece {
  kind: number;
  matrix: Matrix;
  x: number;
  y: number;
}

export interface TetrisState {
  /** ROWS rows of COLS cells; 0 empty, else kind + 1. */
  board: Matrix;
  piece: Piece;
  next: number;
  score: number;
  lines: number;
  level: number;
  over: boolean;
  seed: number;
}

/** Points for 1, 2, 3 and 4 lines cleared at once, times (level + 1). */
export const LINE_POINTS = [0, 100, 300, 500, 800];

export function emptyBoard(): number[][] {
  return Array.from({ length: ROWS }, () => Array<number>(COLS).fill(0));
}

export function rotateMatrix(matrix: Matrix): number[][] {
  const rows = matrix.length;
  const cols = matrix[0]?.length ?? 0;
  return Array.from({ length: cols }, (_, x) => Array.from({ length: rows }, (_, y) => matrix[rows - 1 - y]?.[x] ?? 0));
}

export function spawn(kind: number): Piece {
  const matrix = SHAPES[kind] as Matrix;
  return { kind, matrix, x: Math.floor((COLS - (matrix[0]?.length ?? 0)) / 2), y: 0 };
}

/** The board cells a piece covers. */
export function cellsOf(piece: Piece): [number, number][] {
  const cells: [number, number][] = [];
  piece.matrix.forEach((row, dy) => {
    row.forEach((filled, dx) => {
      if (filled) cells.push([piece.x + dx, piece.y + dy]);
    });
  });
  return cells;
}

export function collides(board: Matrix, piece: Piece): boolean {
  return cellsOf(piece).some(([x, y]) => x < 0 || x >= COLS || y >= ROWS || (y >= 0 && (board[y]?.[x] ?? 0) !== 0));
}

export function createTetris(seed = Date.now()): TetrisState {
  const first = randomInt(seed, SHAPES.length);
  const second = randomInt(first.seed, SHAPES.length);
  return {
    board: emptyBoard(),
    piece: spawn(first.value),
    next: second.value,
    score: 0,
    lines: 0,
    level: 0,
    over: false,
    seed: second.seed,
  };
}

/** Milliseconds between gravity steps at a level. */
export function gravityMs(level: number): number {
  return Math.max(80, 700 - level * 60);
}

export function move(state: TetrisState, dx: number): TetrisState {
  if (state.over) return state;
  const piece = { ...state.piece, x: state.piece.x + dx };
  return collides(state.board, piece) ? state : { ...state, piece };
}

/** Clockwise rotation; tries up to three cells either side when the wall or the stack is in the way (the I needs three). */
export function rotate(state: TetrisState): TetrisState {
  if (state.over) return state;
  const matrix = rotateMatrix(state.piece.matrix);
  for (const kick of [0, -1, 1, -2, 2, -3, 3]) {
    const piece = { ...state.piece, matrix, x: state.piece.x + kick };
    if (!collides(state.board, piece)) return { ...state, piece };
  }
  return state;
}

/** Removes full rows; answers the new board and how many were cleared. */
export function clearLines(board: Matrix): { board: number[][]; cleared: number } {
  const kept = board.filter((row) => row.some((cell) => cell === 0)).map((row) => [...row]);
  const cleared = ROWS - kept.length;
  return { board: [...Array.from({ length: cleared }, () => Array<number>(COLS).fill(0)), ...kept], cleared };
}

/** Fixes the piece into the board, clears lines, scores, and brings the next piece in. */
export function lock(state: TetrisState): TetrisState {
  const board = state.board.map((row) => [...row]);
  for (const [x, y] of cellsOf(state.piece)) {
    if (y < 0) return { ...state, over: true };
    const row = board[y];
    if (row) row[x] = state.piece.kind + 1;
  }
  const { board: clearedBoard, cleared } = clearLines(board);
  const lines = state.lines + cleared;
  const nextKind = randomInt(state.seed, SHAPES.length);
  const piece = spawn(state.next);
  return {
    ...state,
    board: clearedBoard,
    piece,
    next: nextKind.value,
    seed: nextKind.seed,
    score: state.score + (LINE_POINTS[cleared] ?? 0) * (state.level + 1),
    lines,
    level: Math.floor(lines / 10),
    over: collides(clearedBoard, piece),
  };
}

/** One gravity step: down one row, or lock when it cannot. `soft` (the player pressed down) scores 1. */
export function step(state: TetrisState, soft = false): TetrisState {
  if (state.over) return state;
  const piece = { ...state.piece, y: state.piece.y + 1 };
  if (collides(state.board, piece)) return lock(state);
  return { ...state, piece, score: state.score + (soft ? 1 : 0) };
}

/** Where the piece would land. */
export function dropDistance(state: TetrisState): number {
  let distance = 0;
  while (!collides(state.board, { ...state.piece, y: state.piece.y + distance + 1 })) distance += 1;
  return distance;
}

/** Drops the piece to the bottom (2 points a row) and locks it. */
export function hardDrop(state: TetrisState): TetrisState {
  if (state.over) return state;
  const distance = dropDistance(state);
  return lock({ ...state, piece: { ...state.piece, y: state.piece.y + distance }, score: state.score + distance * 2 });
}
