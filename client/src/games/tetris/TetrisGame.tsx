import { useTranslation } from 'react-i18next';
import { GameFrame, type GameDefinition, type Palette } from '../GameFrame.tsx';
import { cellsOf, COLS, createTetris, dropDistance, gravityMs, hardDrop, move, ROWS, rotate, step, type TetrisState } from './logic.ts';

const CELL = 16;

function colourOf(kind: number, palette: Palette): string {
  const colours = [palette.accent, palette.warning, palette.success, palette.danger, palette.accent, palette.success, palette.warning];
  return colours[(kind - 1) % colours.length] ?? palette.accent;
}

function draw(ctx: CanvasRenderingContext2D, state: TetrisState, palette: Palette): void {
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, COLS * CELL, ROWS * CELL);
  const cell = (x: number, y: number, colour: string, alpha = 1) => {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = colour;
    ctx.fillRect(x * CELL + 1, y * CELL + 1, CELL - 2, CELL - 2);
    ctx.globalAlpha = 1;
  };
  state.board.forEach((row, y) => {
    row.forEach((value, x) => {
      if (value) cell(x, y, colourOf(value, palette));
    });
  });
  if (state.over) return;
  const ghost = { ...state.piece, y: state.piece.y + dropDistance(state) };
  for (const [x, y] of cellsOf(ghost)) cell(x, y, palette.muted, 0.35);
  for (const [x, y] of cellsOf(state.piece)) cell(x, y, colourOf(state.piece.kind + 1, palette));
}

const tetris: GameDefinition<TetrisState> = {
  width: COLS * CELL,
  height: ROWS * CELL,
  create: () => createTetris(),
  tickMs: (state) => gravityMs(state.level),
  tick: (state) => step(state),
  key: (state, key) => {
    switch (key) {
      case 'ArrowLeft':
        return move(state, -1);
      case 'ArrowRight':
        return move(state, 1);
      case 'ArrowUp':
        return rotate(state);
      case 'ArrowDown':
        return step(state, true);
      case ' ':
        return hardDrop(state);
      default:
        return state;
    }
  },
  draw,
  score: (state) => state.score,
  over: (state) => state.over,
};

export default function TetrisGame() {
  const { t } = useTranslation();
  return <GameFrame game={tetris} label={t('games.tetris.label')} instructions={t('games.tetris.instructions')} />;
}
