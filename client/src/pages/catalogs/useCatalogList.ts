import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listBatches, pollBatch } from '../../api/catalog-batch.ts';
import { type CatalogFilters, filtersParam, normaliseStatus, POLL_INTERVAL_MS, withSnapshot } from '../../lib/catalogs.ts';
import { batchUpdatesAtom, forgetSnapshots, recordSnapshot } from '../../state/catalogs.ts';
import { socketConnectedAtom } from '../../state/socket.ts';
import { type BatchView, isCompleted } from '../../../../domain/batch.ts';

export type ListState =
  | { status: 'loading'; rows?: BatchView[]; total?: number }
  | { status: 'ready'; rows: BatchView[]; total: number }
  | { status: 'error'; error: unknown; rows?: BatchView[]; total?: number };

/**
 * One page of the listing with live rows: socket snapshots (or, while the socket is down, a poll of
 * each unfinished row every 10 s; a row stops being polled once complete or once a poll fails).
 */
export function useCatalogList(filters: CatalogFilters, page: number, pageSize: number) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const updates = useAtomValue(batchUpdatesAtom);
  const connected = useAtomValue(socketConnectedAtom);
  const filtersText = filtersParam(filters);

  useEffect(() => {
    void reloadKey;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', rows: previous.rows, total: previous.total }));
    listBatches({ offset: page * pageSize, limit: pageSize, filters: filtersText }, controller.signal)
      .then((answer) => {
        forgetSnapshots(answer.data.map((row) => row.id));
        setState({ status: 'ready', rows: answer.data, total: answer.total });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ status: 'error', error, rows: previous.rows, total: previous.total }));
      });
    return () => controller.abort();
  }, [filtersText, page, pageSize, reloadKey]);

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);

  // Back from a socket cut: events were missed meanwhile, so read the page again.
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) reload();
    wasConnected.current = connected;
  }, [connected, reload]);

  const rows = useMemo(
    () =>
      (state.rows ?? []).map((row) => {
        const merged = withSnapshot(row, updates[row.id]);
        return { ...merged, status: normaliseStatus(merged.status) };
      }),
    [state.rows, updates],
  );

  // A run started elsewhere (another tab, the waiting dialog's start) shows up on the first page.
  const seen = useRef(new Set<string>());
  useEffect(() => {
    if (state.status !== 'ready' || page !== 0) return;
    const listed = new Set(state.rows.map((row) => row.id));
    const fresh = Object.keys(updates).filter((id) => !listed.has(id) && !seen.current.has(id));
    for (const id of fresh) seen.current.add(id);
    if (fresh.length > 0) reload();
  }, [updates, state, page, reload]);

  const failed = useRef(new Set<string>());
  const pollIds = rows
    .filter((row) => !isCompleted(row.status) && !failed.current.has(row.id))
    .map((row) => row.id)
    .join(',');
  useEffect(() => {
    if (connected || !pollIds) return;
    const ids = pollIds.split(',');
    const timer = setInterval(() => {
      for (const id of ids) {
        if (failed.current.has(id)) continue;
        pollBatch(id)
          .then(recordSnapshot)
          .catch(() => failed.current.add(id));
      }
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [connected, pollIds]);

  return { state, rows, reload };
}
