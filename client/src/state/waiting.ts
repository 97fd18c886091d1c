/**
 * The waiting dialog (docs/product.md): open while a run starts and processes, over every page (the start
 * navigates to /catalogs). `batchId` is set once the start is answered; the run itself is read from the
 * query cache.
 */
import { atom } from 'jotai';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';

export interface WaitingState {
  open: boolean;
  batchId: string | null;
  /** Bumped each time the dialog opens, so its countdown restarts. */
  session: number;
  /** Whether the games are offered: only for a run forecast to be long (lib/run-forecast.ts). */
  games: boolean;
}

export const waitingAtom = atom<WaitingState>({ open: false, batchId: null, session: 0, games: false });

/** Whether a game of the waiting dialog is in progress (started or paused, not over): its countdown then waits. */
export const gameInPlayAtom = atom(false);

export function openWaiting(games: boolean): void {
  store.set(waitingAtom, (state) => ({ open: true, batchId: null, session: state.session + 1, games }));
}

export function setWaitingBatch(batchId: string): void {
  store.set(waitingAtom, (state) => (state.open ? { ...state, batchId } : state));
}

export function closeWaiting(): void {
  store.set(waitingAtom, (state) => ({ ...state, open: false }));
}

store.sub(signedInAtom, () => {
  if (!store.get(signedInAtom)) closeWaiting();
});
