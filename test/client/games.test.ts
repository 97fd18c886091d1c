import t from 'tap';
import * as invaders from '../../client/src/games/invaders/logic.ts';
import * as pacman from '../../client/src/games/pacman/logic.ts';
import * as tetris from '../../client/src/games/tetris/logic.ts';

t.test('tetris: moves stop at the walls, rotation kicks off a wall', async (t) => {
  let state = tetris.createTetris(1);
  for (let i = 0; i < 20; i++) state = tetris.move(state, -1);
  t.equal(Math.min(...tetris.cellsOf(state.piece).map(([x]) => x)), 0, 'against the left wall');
  const before = state;
  state = tetris.move(state, -1);
  t.equal(state, before, 'a blocked move changes nothing');
  // An upright I against the right wall rotates back into the well.
  let upright: tetris.TetrisState = { ...tetris.createTetris(1), piece: { kind: 0, matrix: tetris.rotateMatrix(tetris.SHAPES[0] as tetris.Matrix), x: 9, y: 5 } };
  upright = tetris.rotate(upright);
  t.ok(tetris.cellsOf(upright.piece).every(([x]) => x >= 0 && x < tetris.COLS), 'rotated inside the well');
  t.equal(upright.piece.matrix.length, 1, 'horizontal again');
});

t.test('tetris: hard drop scores 2 a row, locks, and brings the next piece', async (t) => {
  const state = tetris.createTetris(7);
  const distance = tetris.dropDistance(state);
  const next = state.next;
  const dropped = tetris.hardDrop(state);
  t.equal(dropped.score, distance * 2);
  t.equal(dropped.piece.kind, next, 'the announced piece comes in');
  t.ok(dropped.board[tetris.ROWS - 1]?.some((cell) => cell !== 0), 'the piece lies on the floor');
});

t.test('tetris: full lines clear and score by level', async (t) => {
  const board = tetris.emptyBoard();
  board[tetris.ROWS - 1] = Array(tetris.COLS).fill(1);
  board[tetris.ROWS - 2] = [...Array(tetris.COLS - 1).fill(2), 0];
  const { board: cleared, cleared: count } = tetris.clearLines(board);
  t.equal(count, 1);
  t.same(cleared[tetris.ROWS - 1], [...Array(tetris.COLS - 1).fill(2), 0], 'the row above falls');
  // Lock a vertical I into the gap of two nearly full rows: two lines at level 1.
  const twoRows = tetris.emptyBoard();
  twoRows[tetris.ROWS - 1] = [...Array(tetris.COLS - 1).fill(1), 0];
  twoRows[tetris.ROWS - 2] = [...Array(tetris.COLS - 1).fill(1), 0];
  const state: tetris.TetrisState = {
    ...tetris.createTetris(3),
    board: twoRows,
    level: 1,
    piece: { kind: 0, matrix: [[1], [1]], x: tetris.COLS - 1, y: tetris.ROWS - 2 },
  };
  const locked = tetris.lock(state);
  t.equal(locked.lines, 2);
  t.equal(locked.score, tetris.LINE_POINTS[2] * 2);
});

t.test('tetris: gravity locks at the bottom and a full well ends the game', async (t) => {
  let state = tetris.createTetris(5);
  const first = state.piece;
  for (let i = 0; i < tetris.ROWS + 2; i++) state = tetris.step(state);
  t.not(state.piece, first, 'a new piece after the first locked');
  const full = tetris.emptyBoard().map((row, y) => (y < 2 ? row : row.map((_, x) => (x === 0 ? 0 : 1))));
  const over = tetris.lock({ ...tetris.createTetris(5), board: full, piece: { kind: 1, matrix: [[1, 1], [1, 1]], x: 4, y: 0 } });
  t.ok(over.over, 'no room for the next piece');
});

t.test('invaders: the ship moves within the screen and a shot kills an alien for its row points', async (t) => {
  let state = invaders.createInvaders(1);
  for (let i = 0; i < 200; i++) state = invaders.tick(state, { left: true, right: false, fire: false });
  t.equal(state.shipX, 0, 'stops at the left edge');
  state = invaders.createInvaders(1);
  const alive = () => state.aliens.filter((alien) => alien.alive).length;
  state = invaders.tick(state, { left: false, right: false, fire: true });
  t.ok(state.shot, 'a shot is fired');
  let ticks = 0;
  while (alive() === invaders.ALIEN_ROWS * invaders.ALIEN_COLS && ticks < 200) {
    state = invaders.tick({ ...state, bombs: [] }, { left: false, right: false, fire: !state.shot });
    ticks++;
  }
  t.equal(alive(), invaders.ALIEN_ROWS * invaders.ALIEN_COLS - 1, 'one alien down');
  t.equal(state.score, invaders.ROW_POINTS[invaders.ALIEN_ROWS - 1], 'bottom row points');
});

t.test('invaders: the formation turns and steps down at the edge; a bomb costs a life; a cleared wave starts the next', async (t) => {
  let state = invaders.createInvaders(2);
  const y0 = state.formation.y;
  for (let i = 0; i < 2000 && state.formation.y === y0; i++) state = invaders.tick({ ...state, bombs: [] }, { left: false, right: false, fire: false });
  t.ok(state.formation.y > y0, 'stepped down');
  t.equal(state.direction, -1, 'and turned');
  const hit = invaders.tick({ ...invaders.createInvaders(2), bombs: [{ x: invaders.WIDTH / 2, y: invaders.SHIP_Y - 1 }] }, { left: false, right: false, fire: false });
  t.equal(hit.lives, 2);
  const last = { ...invaders.createInvaders(2), aliens: invaders.createInvaders(2).aliens.map((alien) => ({ ...alien, alive: false })) };
  const next = invaders.tick(last, { left: false, right: false, fire: false });
  t.equal(next.wave, 1);
  t.equal(next.aliens.filter((alien) => alien.alive).length, invaders.ALIEN_ROWS * invaders.ALIEN_COLS);
});

t.test('pacman: the maze is rectangular, Pacman eats dots and turns when the way opens', async (t) => {
  t.ok(pacman.MAZE.every((row) => row.length === pacman.WIDTH), 'every row has the same width');
  let state = pacman.createPacman(1);
  const dots = pacman.foodLeft(state.food);
  state = pacman.steer(state, 'left');
  state = pacman.tick({ ...state, ghosts: [] });
  t.equal(state.score, pacman.DOT_POINTS);
  t.equal(pacman.foodLeft(state.food), dots - 1);
  t.equal(state.pac.dir, 'left');
  // Downward is a wall here: the wish is kept and Pacman goes on left.
  const x = state.pac.x;
  state = pacman.tick({ ...pacman.steer(state, 'down'), ghosts: [] });
  t.equal(state.pac.x, x - 1, 'kept going');
  t.equal(state.wanted, 'down', 'the turn waits for an opening');
});

t.test('pacman: a ghost costs a life, unless frightened by a power pellet', async (t) => {
  const state = pacman.createPacman(1);
  const ghost = { x: state.pac.x - 1, y: state.pac.y, dir: null, home: { x: 9, y: 9 } };
  const caught = pacman.tick({ ...pacman.steer(state, 'left'), ghosts: [ghost] });
  t.equal(caught.lives, 2);
  t.same({ x: caught.pac.x, y: caught.pac.y }, state.start, 'back at the start');
  const eaten = pacman.tick({ ...pacman.steer(state, 'left'), fright: 10, ghosts: [ghost] });
  t.equal(eaten.lives, 3);
  t.equal(eaten.score, pacman.DOT_POINTS + pacman.GHOST_POINTS);
  t.same({ x: eaten.ghosts[0]?.x, y: eaten.ghosts[0]?.y }, ghost.home, 'the ghost goes home');
  const last = pacman.tick({ ...state, lives: 1, ghosts: [{ ...ghost, x: state.pac.x, y: state.pac.y }] });
  t.ok(last.over, 'the last life ends the game');
});

t.test('pacman: eating the last dot starts the next level with the score kept', async (t) => {
  const state = pacman.createPacman(1);
  const food = state.food.map((row) => row.map(() => 0));
  const row = food[state.pac.y] as number[];
  row[state.pac.x - 1] = 1;
  const next = pacman.tick({ ...pacman.steer({ ...state, food }, 'left'), ghosts: [], score: 500 });
  t.equal(next.level, 1);
  t.equal(next.score, 510);
  t.ok(pacman.foodLeft(next.food) > 100, 'a full maze again');
});
