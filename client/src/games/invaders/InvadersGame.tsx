import { useTranslation } from 'react-i18next';
import { GameFrame, type GameDefinition, type Palette } from '../GameFrame.tsx';
import { ALIEN_HEIGHT, ALIEN_WIDTH, alienBox, createInvaders, HEIGHT, type InvadersState, SHIP_WIDTH, SHIP_Y, tick, WIDTH } from './logic.ts';

function draw(ctx: CanvasRenderingContext2D, state: InvadersState, palette: Palette): void {
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  const rowColours = [palette.danger, palette.warning, palette.warning, palette.success, palette.success];
  const legs = Math.floor(state.formation.x / 2) % 2;
  for (const alien of state.aliens) {
    if (!alien.alive) continue;
    const box = alienBox(state, alien);
    ctx.fillStyle = rowColours[alien.row] ?? palette.accent;
    ctx.fillRect(box.x + 2, box.y, ALIEN_WIDTH - 4, ALIEN_HEIGHT - 3);
    ctx.fillRect(box.x, box.y + 2, ALIEN_WIDTH, 2);
    ctx.fillRect(box.x + (legs ? 1 : 3), box.y + ALIEN_HEIGHT - 3, 2, 3);
    ctx.fillRect(box.x + ALIEN_WIDTH - (legs ? 3 : 5), box.y + ALIEN_HEIGHT - 3, 2, 3);
    ctx.fillStyle = palette.background;
    ctx.fillRect(box.x + 4, box.y + 2, 1, 1);
    ctx.fillRect(box.x + ALIEN_WIDTH - 5, box.y + 2, 1, 1);
  }
  ctx.fillStyle = palette.accent;
  ctx.fillRect(state.shipX, SHIP_Y + 3, SHIP_WIDTH, 5);
  ctx.fillRect(state.shipX + 5, SHIP_Y, 3, 3);
  ctx.fillStyle = palette.text;
  if (state.shot) ctx.fillRect(state.shot.x, state.shot.y, 1, 4);
  ctx.fillStyle = palette.danger;
  for (const bomb of state.bombs) ctx.fillRect(bomb.x - 1, bomb.y, 2, 4);
  ctx.fillStyle = palette.muted;
  ctx.fillRect(0, SHIP_Y + 12, WIDTH, 1);
}

const invaders: GameDefinition<InvadersState> = {
  width: WIDTH,
  height: HEIGHT,
  create: () => createInvaders(),
  tickMs: () => 1000 / 50,
  tick: (state, held) => tick(state, { left: held.has('ArrowLeft'), right: held.has('ArrowRight'), fire: held.has(' ') }),
  // Firing on the key press itself, so a quick tap between two ticks is not lost.
  key: (state, key) => (key === ' ' ? tick(state, { left: false, right: false, fire: true }) : state),
  draw,
  score: (state) => state.score,
  lives: (state) => state.lives,
  over: (state) => state.over,
};

export default function InvadersGame() {
  const { t } = useTranslation();
  return <GameFrame game={invaders} label={t('games.invaders.label')} instructions={t('games.invaders.instructions')} />;
}
