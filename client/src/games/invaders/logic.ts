/**
 * Space Invaders, as pure functions: a marching formation that steps down at the edges and speeds
 * up as it thins, one player shot at a time, alien bombs, lives, and a new wave when one is cleared.
 */
import { nextRandom, randomInt } from '../random.ts';

export const WIDTH = 224;
export const HEIGHT = 256;
export const SHIP_Y = 232;
export const SHIP_WIDTH = 13;
export const SHIP_SPEED = 2;
export const ALIEN_WIDTH = 12;
export const ALIEN_HEIGHT = 8;
export const ALIEN_ROWS = 5;
export const ALIEN_COLS = 8;
export const SPACING_X = 16;
export const SPACING_Y = 14;
export const SHOT_SPEED = 5;
export const BOMB_SPEED = 2;
/** Points by row from the top. */
export const ROW_POINTS = [30, 20, 20, 10, 10];

export interface Alien {
  row: number;
  col: number;
  alive: boolean;
}

export interface Point {
  x: number;
  y: number;
}

export interface InvadersState {
  shipX: number;
  aliens: Alien[];
  /** The formation's top-left corner. */
  formation: Point;
  direction: 1 | -1;
  /** Ticks until the formation's next step. */
  marchIn: number;
  shot: Point | null;
  bombs: Point[];
  score: number;
  lives: number;
  wave: number;
  over: boolean;
  seed: number;
}

export interface InvadersInput {
  left: boolean;
  right: boolean;
  fire: boolean;
}

export function createWave(wave: number): Pick<InvadersState, 'aliens' | 'formation' | 'direction' | 'marchIn'> {
  const aliens: Alien[] = [];
  for (let row = 0; row < ALIEN_ROWS; row++) for (let col = 0; col < ALIEN_COLS; col++) aliens.push({ row, col, alive: true });
  return { aliens, formation: { x: (WIDTH - (ALIEN_COLS - 1) * SPACING_X - ALIEN_WIDTH) / 2, y: 32 + Math.min(wave, 5) * 8 }, direction: 1, marchIn: 0 };
}

export function createInvaders(seed = Date.now()): InvadersState {
  return {
    shipX: (WIDTH - SHIP_WIDTH) / 2,
    ...createWave(0),
    shot: null,
    bombs: [],
    score: 0,
    lives: 3,
    wave: 0,
    over: false,
    seed,
  };
}

export function alienBox(state: Pick<InvadersState, 'formation'>, alien: Alien): { x: number; y: number; w: number; h: number } {
  return { x: state.formation.x + alien.col * SPACING_X, y: state.formation.y + alien.row * SPACING_Y, w: ALIEN_WIDTH, h: ALIEN_HEIGHT };
}

const inside = (p: Point, box: { x: number; y: number; w: number; h: number }) => p.x >= box.x && p.x <= box.x + box.w && p.y >= box.y && p.y <= box.y + box.h;

/** Ticks between formation steps: fewer aliens, faster march. */
export function marchDelay(alive: number): number {
  return Math.max(1, Math.round((alive / (ALIEN_ROWS * ALIEN_COLS)) * 24));
}

/** One frame of play. */
export function tick(state: InvadersState, input: InvadersInput): InvadersState {
  if (state.over) return state;
  let { shipX, shot, score, lives, seed, formation, direction, marchIn, wave } = state;
  let aliens = state.aliens;
  let bombs = state.bombs;

  if (input.left) shipX = Math.max(0, shipX - SHIP_SPEED);
  if (input.right) shipX = Math.min(WIDTH - SHIP_WIDTH, shipX + SHIP_SPEED);
  if (input.fire && !shot) shot = { x: shipX + Math.floor(SHIP_WIDTH / 2), y: SHIP_Y - 2 };

  // The shot climbs; it hits the first alien it meets.
  if (shot) {
    const moved: Point = { x: shot.x, y: shot.y - SHOT_SPEED };
    const hit = aliens.find((alien) => alien.alive && inside(moved, alienBox({ formation }, alien)));
    if (hit) {
      aliens = aliens.map((alien) => (alien === hit ? { ...alien, alive: false } : alien));
      score += ROW_POINTS[hit.row] ?? 10;
      shot = null;
    } else {
      shot = moved.y < 0 ? null : moved;
    }
  }

  const alive = aliens.filter((alien) => alien.alive);
  if (alive.length === 0) {
    wave += 1;
    return { ...state, ...createWave(wave), shipX, shot: null, bombs: [], score, lives, wave, seed };
  }

  // The formation marches sideways, and steps down and turns at an edge.
  marchIn -= 1;
  if (marchIn <= 0) {
    const left = Math.min(...alive.map((alien) => alienBox({ formation }, alien).x));
    const right = Math.max(...alive.map((alien) => alienBox({ formation }, alien).x + ALIEN_WIDTH));
    if ((direction === 1 && right + 2 > WIDTH - 2) || (direction === -1 && left - 2 < 2)) {
      formation = { x: formation.x, y: formation.y + 6 };
      direction = direction === 1 ? -1 : 1;
    } else {
      formation = { x: formation.x + 2 * direction, y: formation.y };
    }
    marchIn = marchDelay(alive.length);
  }

  // A random bottom alien of a random column drops a bomb now and then.
  const roll = nextRandom(seed);
  seed = roll.seed;
  if (roll.value < 0.02 + wave * 0.005 && bombs.length < 3) {
    const columns = [...new Set(alive.map((alien) => alien.col))];
    const pick = randomInt(seed, columns.length);
    seed = pick.seed;
    const col = columns[pick.value];
    const bottom = alive.filter((alien) => alien.col === col).sort((a, b) => b.row - a.row)[0];
    if (bottom) {
      const box = alienBox({ formation }, bottom);
      bombs = [...bombs, { x: box.x + ALIEN_WIDTH / 2, y: box.y + ALIEN_HEIGHT }];
    }
  }
  const ship = { x: shipX, y: SHIP_Y, w: SHIP_WIDTH, h: 8 };
  let shipHit = false;
  bombs = bombs
    .map((bomb) => ({ x: bomb.x, y: bomb.y + BOMB_SPEED }))
    .filter((bomb) => {
      if (inside(bomb, ship)) {
        shipHit = true;
        return false;
      }
      return bomb.y < HEIGHT;
    });
  if (shipHit) {
    lives -= 1;
    bombs = [];
  }

  const lowest = Math.max(...alive.map((alien) => alienBox({ formation }, alien).y + ALIEN_HEIGHT));
  const over = lives <= 0 || lowest >= SHIP_Y;
  return { ...state, shipX, aliens, formation, direction, marchIn, shot, bombs, score, lives, wave, over, seed };
}
