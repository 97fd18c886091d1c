/**
 * Live runs in the query cache. A snapshot (socket event, poll, start answer, a download marking the
 * run seen) is written to the run's own entry and over its row in every cached page of the listing,
 * so the list, the bell and the waiting dialog follow without reading the listing again.
 */
import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { type BatchPage, type BatchSnapshot, type BatchView, isCompleted, type RunNotifications } from '../../../domain/batch.ts';
import { isNew, POLL_INTERVAL_MS, withSnapshot } from '../lib/catalogs.ts';
import { saveBlob } from '../lib/download.ts';
import { batchKeys, downloadResult, type ListQuery, pollBatch } from './catalog-batch.ts';
import { queryClient } from './query-client.ts';
import { forgetSubscription } from './subscription.ts';

export function toSnapshot(batch: BatchSnapshot): BatchSnapshot {
  return { id: batch.id, status: batch.status, progress: batch.progress, results: batch.results, downloaded_once: batch.downloaded_once, outcome: batch.outcome ?? null };
}

/** Writes the snapshot over its row in every cached page; answers whether any page lists the run. */
function patchListedRows(snapshot: BatchSnapshot): boolean {
  let listed = false;
  queryClient.setQueriesData<BatchPage>({ queryKey: batchKeys.lists() }, (page) => {
    if (!page?.data.some((row) => row.id === snapshot.id)) return page;
    listed = true;
    return { ...page, data: page.data.map((row) => (row.id === snapshot.id ? withSnapshot(row, snapshot) : row)) };
  });
  return listed;
}

/** Counts the snapshots written to each run, so a poll knows whether a newer one came while it asked. */
const writes = new Map<string, number>();

function storeSnapshot(snapshot: BatchSnapshot): boolean {
  writes.set(snapshot.id, (writes.get(snapshot.id) ?? 0) + 1);
  queryClient.setQueryData(batchKeys.run(snapshot.id), snapshot);
  return patchListedRows(snapshot);
}

/**
 * A snapshot pushed to us (socket, start answer). A run never seen before was started elsewhere (another
 * tab, the new-catalogue page): the first pages of the listing are read again once to show it.
 */
export function receiveRunSnapshot(snapshot: BatchSnapshot): void {
  const known = queryClient.getQueryData(batchKeys.run(snapshot.id)) !== undefined;
  const listed = storeSnapshot(snapshot);
  if (known || listed) return;
  void queryClient.invalidateQueries({
    queryKey: batchKeys.lists(),
    predicate: (query) => (query.queryKey[2] as ListQuery | undefined)?.offset === 0,
  });
}

/**
 * A run this browser just started (its start's answer): its snapshot goes live, its full view is kept
 * for the review page (which then opens without asking for it), and the balance is read again.
 */
export function storeStartedRun(view: BatchView): void {
  // The server tells the socket before it answers: an event already here is newer than the answer.
  if (queryClient.getQueryData(batchKeys.run(view.id)) === undefined) receiveRunSnapshot(toSnapshot(view));
  queryClient.setQueryData(batchKeys.view(view.id), view);
  forgetSubscription();
}

/** The server's answer, unless an event written while it was asked is newer than it (then that event is kept). */
async function pollRun(id: string, signal: AbortSignal): Promise<BatchSnapshot> {
  const before = writes.get(id);
  const snapshot = await pollBatch(id, signal);
  const pushed = queryClient.getQueryData<BatchSnapshot>(batchKeys.run(id));
  if (pushed && writes.get(id) !== before) return pushed;
  patchListedRows(snapshot);
  return snapshot;
}

/** Runs on screen that had not finished are asked again: their end may have come while no socket was open. */
export function refreshUnfinishedRuns(): void {
  void queryClient.invalidateQueries(
    {
      queryKey: batchKeys.runs(),
      predicate: (query) => {
        const run = query.state.data as BatchSnapshot | undefined;
        return run !== undefined && !isCompleted(run.status);
      },
    },
    { cancelRefetch: false },
  );
}

/** One run's latest snapshot, polled every 10 s while `poll` (the socket is down) until it completes. */
export function useRunSnapshot(id: string | null, poll: boolean): BatchSnapshot | null {
  const query = useQuery({
    queryKey: batchKeys.run(id ?? ''),
    queryFn: id ? ({ signal }) => pollRun(id, signal) : skipToken,
    // Pushed by the socket and by the start's answer: only the polling asks the server.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (current) => (poll && !(current.state.data && isCompleted(current.state.data.status)) ? POLL_INTERVAL_MS : false),
  });
  return query.data ?? null;
}

/** While the socket is down, each unfinished row is polled every 10 s; a row whose poll fails is left alone. */
export function usePollRowsWhileOffline(rows: readonly BatchView[], socketConnected: boolean): void {
  useQueries({
    queries: rows
      .filter((row) => !isCompleted(row.status))
      .map((row) => ({
        queryKey: batchKeys.run(row.id),
        queryFn: ({ signal }: { signal: AbortSignal }) => pollRun(row.id, signal),
        enabled: !socketConnected,
        // The listing has just read the row: the first poll comes one interval later.
        initialData: () => toSnapshot(row),
        staleTime: POLL_INTERVAL_MS,
        retry: false,
        refetchInterval: (query: { state: { status: string } }) => (query.state.status === 'error' ? false : POLL_INTERVAL_MS),
      })),
  });
}

function lowerNotificationCount(): void {
  // The gaps are the server's to count again: its `notifications.count` event follows the call.
  queryClient.setQueryData<RunNotifications>(batchKeys.notificationCount(), (bell) => bell && { ...bell, count: Math.max(0, bell.count - 1) });
}

/**
 * A download or a dismissal marks the run seen. The bell is lowered before the call: the server's
 * count event comes before its answer, and would otherwise be lowered twice. A failure puts the run
 * back as it was and asks the server for the count.
 */
export async function markSeen(batch: BatchSnapshot, call: () => Promise<void>): Promise<void> {
  const snapshot = toSnapshot(batch);
  if (isNew(batch)) lowerNotificationCount();
  storeSnapshot({ ...snapshot, downloaded_once: true });
  try {
    await call();
  } catch (error) {
    storeSnapshot(snapshot);
    void queryClient.invalidateQueries({ queryKey: batchKeys.notificationCount() });
    throw error;
  }
}

/** Downloads one result file of a run through the browser, marking the run seen. */
export function downloadRunResult(batch: BatchSnapshot, name: string): Promise<void> {
  return markSeen(batch, async () => saveBlob(await downloadResult(batch.id, name), name));
}
