import t from 'tap';
import * as invaders from '../../../../../../client/src/games/invaders/logic.ts';

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
