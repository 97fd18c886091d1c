/**
 * Pacman, as pure functions on a grid: a maze of walls, dots and power pellets, a Pacman that turns
 * as soon as the wanted direction is open, ghosts that chase (or flee while frightened), lives and
 * levels.
 */
import { randomInt } from '../random.ts';

/** '#' wall, '.' dot, 'o' power pellet, ' ' empty, 'P' Pacman's start, 'G' a ghost's start, '-' ghost door. */
export const MAZE = [
  '###################',
  '#........#........#',
  '#o##.###.#.###.##o#',
  '#.................#',
  '#.##.#.#####.#.##.#',
  '#....#...#...#....#',
  '####.### # ###.####',
  '   #.#   G   #.#   ',
  '####.# ##-## #.####',
  '    .  #GGG#  .    ',
  '####.# ##### #.####',
  '   #.#       #.#   ',
  '####.# ##### #.####',
  '#........#........#',
  '#.##.###.#.###.##.#',
  '#o.#.....P.....#.o#',
  '##.#.#.#####.#.#.##',
  '#....#...#...#....#',
  '#.######.#.######.#',
  '#.................#',
  '###################',
] as const;

export type Direction = 'up' | 'down' | 'left' | 'right';
export const VECTORS: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };
const DIRECTIONS: Direction[] = ['up', 'left', 'down', 'right'];

export const DOT_POINTS = 10;
export const POWER_POINTS = 50;
export const GHOST_POINTS = 200;
/** Ticks a power pellet frightens the ghosts. */
export const FRIGHT_TICKS = 40;

export interface Actor {
  x: number;
  y: number;
  dir: Direction | null;
}

export interface Ghost extends Actor {
  home: { x: number; y: number };
}

export interface PacmanState {
  walls: readonly (readonly boolean[])[];
  /** 0 none, 1 dot, 2 power pellet. */
  food: number[][];
  pac: Actor;
  wanted: Direction | null;
  ghosts: Ghost[];
  start: { x: number; y: number };
  fright: number;
  score: number;
  lives: number;
  level: number;
  tick: number;
  over: boolean;
  seed: number;
}

export const WIDTH = MAZE[0].length;
export const HEIGHT = MAZE.length;

function parse() {
  const walls: boolean[][] = [];
  const food: number[][] = [];
  let start = { x: 1, y: 1 };
  const ghosts: Ghost[] = [];
  MAZE.forEach((line, y) => {
    walls.push([...line].map((ch) => ch === '#' || ch === '-'));
    food.push([...line].map((ch) => (ch === '.' ? 1 : ch === 'o' ? 2 : 0)));
    [...line].forEach((ch, x) => {
      if (ch === 'P') start = { x, y };
      if (ch === 'G') ghosts.push({ x, y, dir: null, home: { x, y } });
    });
  });
  return { walls, food, start, ghosts };
}

export function createPacman(seed = Date.now()): PacmanState {
  const { walls, food, start, ghosts } = parse();
  return { walls, food, pac: { ...start, dir: null }, wanted: null, ghosts, start, fright: 0, score: 0, lives: 3, level: 0, tick: 0, over: false, seed };
}

/** The cell one step away; the rows without walls at their ends wrap around (the tunnel). */
export function neighbour(x: number, y: number, dir: Direction): { x: number; y: number } {
  const [dx, dy] = VECTORS[dir];
  return { x: (x + dx + WIDTH) % WIDTH, y: y + dy };
}

export function isOpen(state: Pick<PacmanState, 'walls'>, x: number, y: number, dir: Direction, ghost = false): boolean {
  const next = neighbour(x, y, dir);
  const row = MAZE[next.y];
  if (!row) return false;
  // Only ghosts pass their house's door.
  if (ghost && row[next.x] === '-') return true;
  return state.walls[next.y]?.[next.x] === false;
}

export function foodLeft(food: readonly (readonly number[])[]): number {
  return food.reduce((sum, row) => sum + row.filter((cell) => cell > 0).length, 0);
}

/** Buffers a turn: taken as soon as it is open. */
export function steer(state: PacmanState, dir: Direction): PacmanState {
  return state.over ? state : { ...state, wanted: dir };
}

function movePac(state: PacmanState): Actor {
  const { pac, wanted } = state;
  const dir = wanted && isOpen(state, pac.x, pac.y, wanted) ? wanted : pac.dir && isOpen(state, pac.x, pac.y, pac.dir) ? pac.dir : null;
  if (!dir) return { ...pac, dir: pac.dir };
  return { ...neighbour(pac.x, pac.y, dir), dir };
}

function moveGhost(state: PacmanState, ghost: Ghost, seed: number): { ghost: Ghost; seed: number } {
  const choices = DIRECTIONS.filter((dir) => isOpen(state, ghost.x, ghost.y, dir, true) && (ghost.dir === null || dir !== OPPOSITE[ghost.dir]));
  const options = choices.length > 0 ? choices : DIRECTIONS.filter((dir) => isOpen(state, ghost.x, ghost.y, dir, true));
  if (options.length === 0) return { ghost, seed };
  const roll = randomInt(seed, 4);
  if (roll.value === 0) {
    // A quarter of the time, wander.
    const pick = randomInt(roll.seed, options.length);
    return step(options[pick.value] as Direction, pick.seed);
  }
  const distance = (d: Direction) => {
    const next = neighbour(ghost.x, ghost.y, d);
    return Math.abs(next.x - state.pac.x) + Math.abs(next.y - state.pac.y);
  };
  const sorted = [...options].sort((a, b) => distance(a) - distance(b));
  const dir = (state.fright > 0 ? sorted[sorted.length - 1] : sorted[0]) as Direction;
  return step(dir, roll.seed);

  function step(d: Direction, nextSeed: number) {
    return { ghost: { ...ghost, ...neighbour(ghost.x, ghost.y, d), dir: d }, seed: nextSeed };
  }
}

/** Resolves Pacman meeting ghosts: eaten ghosts go home; otherwise a life is lost and everyone resets. */
function meet(state: PacmanState): PacmanState {
  const touching = state.ghosts.filter((ghost) => ghost.x === state.pac.x && ghost.y === state.pac.y);
  if (touching.length === 0) return state;
  if (state.fright > 0) {
    return {
      ...state,
      score: state.score + GHOST_POINTS * touching.length,
      ghosts: state.ghosts.map((ghost) => (touching.includes(ghost) ? { ...ghost, ...ghost.home, dir: null } : ghost)),
    };
  }
  const lives = state.lives - 1;
  return {
    ...state,
    lives,
    over: lives <= 0,
    pac: { ...state.start, dir: null },
    wanted: null,
    ghosts: state.ghosts.map((ghost) => ({ ...ghost, ...ghost.home, dir: null })),
  };
}

/** One step: Pacman moves and eats, ghosts move every other tick (faster with levels), collisions. */
export function tick(state: PacmanState): PacmanState {
  if (state.over) return state;
  const pac = movePac(state);
  const food = state.food;
  let { score, fright } = state;
  let eatenFood = food;
  const cell = food[pac.y]?.[pac.x] ?? 0;
  if (cell > 0) {
    eatenFood = food.map((row, y) => (y === pac.y ? row.map((value, x) => (x === pac.x ? 0 : value)) : row));
    score += cell === 2 ? POWER_POINTS : DOT_POINTS;
    if (cell === 2) fright = FRIGHT_TICKS;
  } else if (fright > 0) {
    fright -= 1;
  }
  let next: PacmanState = { ...state, pac, food: eatenFood, score, fright, tick: state.tick + 1 };
  next = meet(next);
  const ghostEvery = state.level >= 2 ? 1 : 2;
  if (!next.over && next.tick % ghostEvery === 0) {
    let seed = next.seed;
    const ghosts = next.ghosts.map((ghost) => {
      const moved = moveGhost(next, ghost, seed);
      seed = moved.seed;
      return moved.ghost;
    });
    next = meet({ ...next, ghosts, seed });
  }
  if (foodLeft(next.food) === 0) {
    const fresh = createPacman(next.seed);
    return { ...fresh, score: next.score, lives: next.lives, level: next.level + 1 };
  }
  return next;
}
