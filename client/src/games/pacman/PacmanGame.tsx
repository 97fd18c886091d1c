import { useTranslation } from 'react-i18next';
import { GameFrame, type GameDefinition, type Palette } from '../GameFrame.tsx';
import { createPacman, type Direction, HEIGHT, type PacmanState, steer, tick, VECTORS, WIDTH } from './logic.ts';

const CELL = 12;
const KEYS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

function draw(ctx: CanvasRenderingContext2D, state: PacmanState, palette: Palette): void {
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, WIDTH * CELL, HEIGHT * CELL);
  state.walls.forEach((row, y) => {
    row.forEach((wall, x) => {
      if (wall) {
        ctx.fillStyle = palette.accent;
        ctx.fillRect(x * CELL + 1, y * CELL + 1, CELL - 2, CELL - 2);
      }
    });
  });
  ctx.fillStyle = palette.text;
  state.food.forEach((row, y) => {
    row.forEach((value, x) => {
      if (!value) return;
      const r = value === 2 ? 4 : 1.5;
      ctx.beginPath();
      ctx.arc(x * CELL + CELL / 2, y * CELL + CELL / 2, r, 0, Math.PI * 2);
      ctx.fill();
    });
  });
  const { pac } = state;
  const [dx, dy] = VECTORS[pac.dir ?? 'right'];
  const facing = Math.atan2(dy, dx);
  const mouth = state.tick % 2 === 0 ? 0.25 : 0.05;
  ctx.fillStyle = palette.warning;
  ctx.beginPath();
  ctx.moveTo(pac.x * CELL + CELL / 2, pac.y * CELL + CELL / 2);
  ctx.arc(pac.x * CELL + CELL / 2, pac.y * CELL + CELL / 2, CELL / 2 - 1, facing + mouth * Math.PI, facing - mouth * Math.PI + Math.PI * 2);
  ctx.fill();
  const ghostColours = [palette.danger, palette.success, palette.accent, palette.text];
  state.ghosts.forEach((ghost, i) => {
    ctx.fillStyle = state.fright > 0 ? palette.muted : (ghostColours[i % ghostColours.length] ?? palette.danger);
    const x = ghost.x * CELL;
    const y = ghost.y * CELL;
    ctx.beginPath();
    ctx.arc(x + CELL / 2, y + CELL / 2, CELL / 2 - 1, Math.PI, 0);
    ctx.lineTo(x + CELL - 1, y + CELL - 1);
    ctx.lineTo(x + 1, y + CELL - 1);
    ctx.fill();
  });
}

const pacman: GameDefinition<PacmanState> = {
  width: WIDTH * CELL,
  height: HEIGHT * CELL,
  create: () => createPacman(),
  tickMs: (state) => Math.max(90, 160 - state.level * 15),
  tick: (state) => tick(state),
  key: (state, key) => {
    const dir = KEYS[key];
    return dir ? steer(state, dir) : state;
  },
  draw,
  score: (state) => state.score,
  lives: (state) => state.lives,
  over: (state) => state.over,
};

export default function PacmanGame() {
  const { t } = useTranslation();
  return <GameFrame game={pacman} label={t('games.pacman.label')} instructions={t('games.pacman.instructions')} />;
}
