import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { gameInPlayAtom } from '../state/waiting.ts';
import './games.css';

/** The colours of the design tokens, read once from CSS (a canvas cannot use custom properties). */
export interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  danger: string;
  success: string;
  warning: string;
}

export interface GameDefinition<S> {
  /** The canvas size in logical pixels (scaled by CSS). */
  width: number;
  height: number;
  create: () => S;
  /** Milliseconds between two ticks in this state (Tetris speeds up with its level). */
  tickMs: (state: S) => number;
  /** One tick of play, with the keys held down. */
  tick: (state: S, held: ReadonlySet<string>) => S;
  /** A key pressed while playing (moves, rotations); keys it ignores answer the same state. */
  key: (state: S, key: string) => S;
  draw: (ctx: CanvasRenderingContext2D, state: S, palette: Palette) => void;
  score: (state: S) => number;
  lives?: (state: S) => number;
  over: (state: S) => boolean;
}

type Phase = 'ready' | 'playing' | 'paused' | 'over';

/** Keys the games use: kept from scrolling the dialog. */
const GAME_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ' ', 'Enter', 'p', 'P']);

function readPalette(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    background: token('--color-surface-sunken'),
    surface: token('--color-surface'),
    text: token('--color-text'),
    muted: token('--color-text-subtle'),
    accent: token('--color-accent'),
    danger: token('--color-danger'),
    success: token('--color-success'),
    warning: token('--color-credit-medium'),
  };
}

/**
 * A keyboard game on a canvas: Enter or any playing key starts (Enter restarts after a game over),
 * P pauses, the game's own keys play. The canvas takes focus when it appears, so the keys play with
 * no click; the score is also written as text.
 */
export function GameFrame<S>({ game, label, instructions }: { game: GameDefinition<S>; label: string; instructions: string }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef<S>(game.create());
  const held = useRef(new Set<string>());
  const [phase, setPhase] = useState<Phase>('ready');
  const [score, setScore] = useState(0);
  const [lives, setLives] = useState(game.lives?.(stateRef.current));
  const palette = useRef<Palette | null>(null);
  const setInPlay = useSetAtom(gameInPlayAtom);
  // A game started and not over holds the waiting dialog open; leaving it (another tab, the dialog closed) lets go.
  useEffect(() => setInPlay(phase === 'playing' || phase === 'paused'), [phase, setInPlay]);
  useEffect(() => () => setInPlay(false), [setInPlay]);

  const render = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    palette.current ??= readPalette(canvas);
    game.draw(ctx, stateRef.current, palette.current);
    setScore(game.score(stateRef.current));
    setLives(game.lives?.(stateRef.current));
  }, [game]);

  useEffect(() => {
    render();
    // After the frame: a click on the game's tab moves the focus to the tab once its mousedown is
    // handled, which is after this game has mounted.
    const frame = requestAnimationFrame(() => canvasRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [render]);

  useEffect(() => {
    if (phase !== 'playing') return;
    let timer: ReturnType<typeof setTimeout>;
    const loop = () => {
      stateRef.current = game.tick(stateRef.current, held.current);
      render();
      if (game.over(stateRef.current)) {
        setPhase('over');
        return;
      }
      timer = setTimeout(loop, game.tickMs(stateRef.current));
    };
    timer = setTimeout(loop, game.tickMs(stateRef.current));
    return () => clearTimeout(timer);
  }, [phase, game, render]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLCanvasElement>) => {
    if (!GAME_KEYS.has(event.key)) return;
    event.preventDefault();
    if (event.key === 'Enter') {
      if (phase === 'ready' || phase === 'over') {
        stateRef.current = game.create();
        setPhase('playing');
        render();
      } else if (phase === 'paused') setPhase('playing');
      return;
    }
    if (event.key === 'p' || event.key === 'P') {
      if (phase === 'playing') setPhase('paused');
      else if (phase === 'paused') setPhase('playing');
      return;
    }
    if (phase === 'ready') {
      // A playing key starts the game at once, and plays.
      stateRef.current = game.create();
      setPhase('playing');
    } else if (phase !== 'playing') return;
    held.current.add(event.key);
    stateRef.current = game.key(stateRef.current, event.key);
    render();
    if (game.over(stateRef.current)) setPhase('over');
  };

  const status = phase === 'ready' ? t('games.pressEnter') : phase === 'paused' ? t('games.paused') : phase === 'over' ? t('games.gameOver') : null;

  return (
    <div className="game">
      <div className="game-stage">
        <canvas
          ref={canvasRef}
          className="game-canvas"
          width={game.width}
          height={game.height}
          tabIndex={0}
          role="img"
          aria-label={label}
          aria-describedby="game-instructions"
          onKeyDown={onKeyDown}
          onKeyUp={(event) => held.current.delete(event.key)}
          onBlur={() => {
            held.current.clear();
            if (phase === 'playing') setPhase('paused');
          }}
        />
        {status && (
          <p className="game-overlay" aria-live="polite">
            {status}
          </p>
        )}
      </div>
      <div className="game-side">
        <p className="game-score" aria-live="polite">
          {t('games.score', { score })}
        </p>
        {lives !== undefined && <p className="game-lives">{t('games.lives', { lives })}</p>}
        <p id="game-instructions" className="game-instructions">
          {instructions}
        </p>
      </div>
    </div>
  );
}
