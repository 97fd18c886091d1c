import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { downloadRunResult, useRunSnapshot } from '../../api/run-snapshots.ts';
import { socketConnectedAtom } from '../../state/socket.ts';
import { closeWaiting, gameInPlayAtom, waitingAtom } from '../../state/waiting.ts';
import { RunGapsNote } from '../run/RunOutcome.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { Countdown } from './Countdown.tsx';
import { toast } from '../ui/toast.tsx';
import './WaitingDialog.css';
import { type BatchSnapshot, isCompleted } from '../../../../domain/batch.ts';

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
const GAME_TAB_CLASSES = { root: 'waiting-games', list: 'waiting-game-list', tab: 'waiting-game-tab', panel: 'waiting-game-panel' };

/** The run's progress and the way to its values; once it is done, its files to download and the way to the catalogue list. */
function RunStatus({ run }: { run: BatchSnapshot | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  let text = t('waiting.starting');
  if (run?.status === 'done') text = t('waiting.done');
  else if (run?.status === 'error') text = t('waiting.failed');
  else if (run) text = t('waiting.progress', { percent: Math.round(run.progress * 100) });
  const completed = run !== null && isCompleted(run.status);
  return (
    <div className="waiting-run">
      <p className="waiting-status" role="status">
        {text} {run !== null && <RunGapsNote run={run} onFollow={closeWaiting} />}
      </p>
      {run !== null && (
        // The grid fills as the run works: it can be opened at once.
        <Link href={`/catalogs/${encodeURIComponent(run.id)}`} className="waiting-review" onClick={closeWaiting}>
          {t('waiting.review')}
        </Link>
      )}
      {completed && (
        <div className="waiting-outcome">
          {run.status === 'done' &&
            run.results.map((result) => (
              <button key={result.name} type="button" className="button button-small button-primary" onClick={() => void downloadRunResult(run, result.name).catch(() => toast.error(t('catalogs.downloadFailed')))}>
                {t('waiting.download', { name: result.name })}
              </button>
            ))}
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              closeWaiting();
              navigate('/catalogs');
            }}
          >
            {t('waiting.seeCatalogs')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The dialog's title and description follow the run: processing, ready, or ended in error. */
function useWaitingTexts(run: BatchSnapshot | null): { title: string; description: string } {
  const { t } = useTranslation();
  if (run?.status === 'done') return { title: t('waiting.titleDone'), description: t('waiting.textDone') };
  if (run?.status === 'error') return { title: t('waiting.titleFailed'), description: t('waiting.textFailed') };
  return { title: t('waiting.title'), description: t('waiting.text') };
}

/**
 * The waiting dialog (docs/product.md): opened by the start of a run, over every page; the run's
 * progress, a countdown after which it closes itself, and — for a run forecast to be long — a choice
 * of three keyboard games; the countdown stands still while a game is in progress (started, not over), so the
 * dialog never closes a game being played. When the run completes the countdown stops and the dialog says so, in its
 * title too, with the run's files and the catalogue list.
 */
export function WaitingDialog() {
  const { t } = useTranslation();
  const waiting = useAtomValue(waitingAtom);
  // While the socket is down, the run is polled (every 10 s, as the list does) until it completes.
  const run = useRunSnapshot(waiting.batchId, !useAtomValue(socketConnectedAtom));
  const [game, setGame] = useState<GameName | ''>('');
  // Once the run is done the dialog stays until closed: it holds the way to the result.
  const completed = run !== null && isCompleted(run.status);
  const { title, description } = useWaitingTexts(run);
  const gameInPlay = useAtomValue(gameInPlayAtom);
  useEffect(() => {
    if (waiting.open) setGame('');
  }, [waiting.open]);
  return (
    <Modal open={waiting.open} onOpenChange={(open) => !open && closeWaiting()} title={title} description={description} size={waiting.games ? 'lg' : 'md'} className="waiting-dialog">
      <div className="waiting-head">
        <RunStatus run={run} />
        {!completed && <Countdown key={waiting.session} seconds={WAITING_SECONDS} paused={gameInPlay} onDone={closeWaiting} />}
      </div>
      {/* Manual activation: arrows move between the tabs; Enter, Space or a click opens a game, which takes the focus. */}
      {waiting.games && (
        <Tabs
          value={game}
          onValueChange={setGame}
          label={t('waiting.chooseGame')}
          activationMode="manual"
          classNames={GAME_TAB_CLASSES}
          tabs={GAME_NAMES.map((name) => {
            const Game = GAMES[name];
            return {
              value: name,
              label: t(`games.${name}.name`),
              panel: (
                <Suspense fallback={<p className="waiting-pick">{t('waiting.loadingGame')}</p>}>
                  <Game />
                </Suspense>
              ),
            };
          })}
        >
          {game === '' && <p className="waiting-pick">{t('waiting.pick')}</p>}
        </Tabs>
      )}
    </Modal>
  );
}
