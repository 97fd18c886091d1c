import { atom } from 'jotai';
import { downloadResult } from '../api/catalog-batch.ts';
import { isNew } from '../lib/catalogs.ts';
import { saveBlob } from '../lib/download.ts';
import { lowerNotificationCount, refreshNotificationCount } from './notifications.ts';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';
import type { BatchSnapshot } from '../../../domain/batch.ts';

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
  /**
   * The latest snapshot of that run. Kept here because the catalogue list forgets the snapshots of
   * rows it has just loaded, and the dialog must still know when its run is done.
   */
  run: BatchSnapshot | null;
  /** Bumped each time the dialog opens, so its countdown restarts. */
  session: number;
}

export const waitingAtom = atom<WaitingState>({ open: false, batchId: null, run: null, session: 0 });

export function openWaiting(): void {
  store.set(waitingAtom, (state) => ({ open: true, batchId: null, run: null, session: state.session + 1 }));
}

export function setWaitingBatch(batchId: string): void {
  store.set(waitingAtom, (state) => (state.open ? { ...state, batchId } : state));
}

export function closeWaiting(): void {
  store.set(waitingAtom, (state) => ({ ...state, open: false }));
}

store.sub(batchUpdatesAtom, () => {
  const waiting = store.get(waitingAtom);
  const latest = waiting.batchId ? store.get(batchUpdatesAtom)[waiting.batchId] : undefined;
  if (latest && latest !== waiting.run) store.set(waitingAtom, { ...waiting, run: latest });
});

/**
 * A download or a dismissal marks the run seen. The bell is lowered before the call: the server's
 * count event comes before its answer, and would otherwise be lowered twice. A failure puts the run
 * back as it was and asks the server for the count.
 */
export async function markSeen(batch: BatchSnapshot, call: () => Promise<void>): Promise<void> {
  const snapshot = { id: batch.id, status: batch.status, progress: batch.progress, results: batch.results };
  if (isNew(batch)) lowerNotificationCount();
  recordSnapshot({ ...snapshot, downloaded_once: true });
  try {
    await call();
  } catch (error) {
    recordSnapshot({ ...snapshot, downloaded_once: batch.downloaded_once });
    void refreshNotificationCount();
    throw error;
  }
}

/** Downloads one result file of a run through the browser, marking the run seen. */
export function downloadRunResult(batch: BatchSnapshot, name: string): Promise<void> {
  return markSeen(batch, async () => saveBlob(await downloadResult(batch.id, name), name));
}

store.sub(signedInAtom, () => {
  if (store.get(signedInAtom)) return;
  store.set(batchUpdatesAtom, {});
  closeWaiting();
});
