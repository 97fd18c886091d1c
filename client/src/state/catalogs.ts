import { atom } from 'jotai';
import type { BatchSnapshot } from '../../../domain/events.ts';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';

/** Latest live snapshot of each batch pushed over the socket (or polled), by id (read by the catalogue list). */
export const batchUpdatesAtom = atom<Record<string, BatchSnapshot>>({});

/** Records a snapshot (from a poll) as the socket would. */
export function recordSnapshot(snapshot: BatchSnapshot): void {
  store.set(batchUpdatesAtom, (all) => ({ ...all, [snapshot.id]: snapshot }));
}

/** Forgets the snapshots of rows just loaded from the listing (fresher than what was kept). */
export function forgetSnapshots(ids: readonly string[]): void {
  store.set(batchUpdatesAtom, (all) => {
    if (!ids.some((id) => id in all)) return all;
    const next = { ...all };
    for (const id of ids) delete next[id];
    return next;
  });
}

/**
 * The waiting dialog (docs/product.md): open while a run starts and processes, over every page (the start
 * navigates to /catalogs). `batchId` is set once the start is answered.
 */
export interface WaitingState {
  open: boolean;
  batchId: string | null;
  /** Bumped each time the dialog opens, so its countdown restarts. */
  session: number;
}

export const waitingAtom = atom<WaitingState>({ open: false, batchId: null, session: 0 });

export function openWaiting(): void {
  store.set(waitingAtom, (state) => ({ open: true, batchId: null, session: state.session + 1 }));
}

export function setWaitingBatch(batchId: string): void {
  store.set(waitingAtom, (state) => (state.open ? { ...state, batchId } : state));
}

export function closeWaiting(): void {
  store.set(waitingAtom, (state) => ({ ...state, open: false }));
}

store.sub(signedInAtom, () => {
  if (store.get(signedInAtom)) return;
  store.set(batchUpdatesAtom, {});
  closeWaiting();
});
