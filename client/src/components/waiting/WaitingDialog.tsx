import * as Tabs from '@radix-ui/react-tabs';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompleted } from '../../lib/catalogs.ts';
import { batchUpdatesAtom, closeWaiting, waitingAtom } from '../../state/catalogs.ts';
import { Modal } from '../Modal.tsx';
import './WaitingDialog.css';

/** Seconds the dialog stays open before it closes itself. */
export const WAITING_SECONDS = 60;

// Each game is its own chunk, fetched only when chosen.
const GAMES = {
  tetris: lazy(() => import('../../games/tetris/TetrisGame.tsx')),
  invaders: lazy(() => import('../../games/invaders/InvadersGame.tsx')),
  pacman: lazy(() => import('../../games/pacman/PacmanGame.tsx')),
} as const;
type GameName = keyof typeof GAMES;
const GAME_NAMES = Object.keys(GAMES) as GameName[];

function RunStatus({ batchId }: { batchId: string | null }) {
  const { t } = useTranslation();
  const snapshot = useAtomValue(batchUpdatesAtom)[batchId ?? ''];
  let text = t('waiting.starting');
  if (snapshot?.status === 'done') text = t('waiting.done');
  else if (snapshot?.status === 'error') text = t('waiting.failed');
  else if (snapshot && !isCompleted(snapshot.status)) text = t('waiting.progress', { percent: Math.round(snapshot.progress * 100) });
  return (
    <p className="waiting-status" role="status">
      {text}
    </p>
  );
}

function Countdown({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  // Counted from a deadline, not by ticks: a background tab's throttled timers do not stretch it.
  const [deadline] = useState(() => Date.now() + WAITING_SECONDS * 1000);
  const [left, setLeft] = useState(WAITING_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft(Math.ceil((deadline - Date.now()) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  useEffect(() => {
    if (left <= 0) onDone();
  }, [left, onDone]);
  return <p className="waiting-countdown">{t('waiting.closesIn', { count: Math.max(0, left) })}</p>;
}

/**
 * The waiting dialog (docs/product.md): opened by the start of a run, over every page; a choice of three
 * keyboard games, the run's progress, and a countdown after which it closes itself.
 */
export function WaitingDialog() {
  const { t } = useTranslation();
  const waiting = useAtomValue(waitingAtom);
  const [game, setGame] = useState<GameName | ''>('');
  useEffect(() => {
    if (waiting.open) setGame('');
  }, [waiting.open]);
  return (
    <Modal
      open={waiting.open}
      onOpenChange={(open) => !open && closeWaiting()}
      title={t('waiting.title')}
      description={t('waiting.text')}
      size="lg"
      className="waiting-dialog"
    >
      <div className="waiting-head">
        <RunStatus batchId={waiting.batchId} />
        <Countdown key={waiting.session} onDone={closeWaiting} />
      </div>
      <Tabs.Root value={game} onValueChange={(next) => setGame(next as GameName)} className="waiting-games">
        <Tabs.List className="waiting-game-list" aria-label={t('waiting.chooseGame')}>
          {GAME_NAMES.map((name) => (
            <Tabs.Trigger key={name} value={name} className="waiting-game-tab">
              {t(`games.${name}.name`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {game === '' && <p className="waiting-pick">{t('waiting.pick')}</p>}
        {GAME_NAMES.map((name) => {
          const Game = GAMES[name];
          return (
            <Tabs.Content key={name} value={name} className="waiting-game-panel">
              <Suspense fallback={<p className="waiting-pick">{t('waiting.loadingGame')}</p>}>
                <Game />
              </Suspense>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Modal>
  );
}
