import t from 'tap';
import * as pacman from '../../../../../../client/src/games/pacman/logic.ts';

t.test('pacman: the maze is rectangular, Pacman eats dots and turns when the way opens', async (t) => {
  t.ok(
    pacman.MAZE.every((row) => row.length === pacman.WIDTH),
    'every row has the same width',
  );
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
