import { useEffect, useMemo, useRef } from 'react';
import { type BatchSnapshot, isCompleted } from '../../../../domain/batch.ts';
import { batchKeys } from '../../api/catalog-batch.ts';
import { refreshRunView, refreshValues } from '../../api/catalog-values.ts';
import { queryClient } from '../../api/query-client.ts';
import { throttle } from '../../lib/review.ts';

/** At most one read of the values on screen per second while the run moves. */
export const LIVE_REFRESH_MS = 1000;

/**
 * The grid fills while the run works: each new snapshot of the run (a `batch.updated` event the socket
 * wrote into the cache, or a poll while it is down) reads the values on screen again, throttled; the
 * last snapshot (done) always gets its read. The cached snapshot may be old (events are lost while
 * the socket is down): it is read again when the page opens (and, with every unfinished run, each time the socket comes back).
 * When the run completes, its view (the channel's counts) is read again too.
 */
export function useLiveValues(id: string, snapshot: BatchSnapshot | null): void {
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: batchKeys.run(id) }, { cancelRefetch: false });
  }, [id]);
  const key = snapshot ? `${snapshot.status}:${snapshot.progress}` : null;
  const seen = useRef<string | null>(null);
  const refresh = useMemo(() => throttle(() => void refreshValues(id), LIVE_REFRESH_MS), [id]);
  useEffect(() => () => refresh.cancel(), [refresh]);
  useEffect(() => {
    if (key === null) return;
    // The snapshot the page opened with is what the first read already shows.
    if (seen.current !== null && seen.current !== key) {
      refresh.call();
      if (isCompleted(key.split(':')[0] ?? '')) void refreshRunView(id);
    }
    seen.current = key;
  }, [id, key, refresh]);
}
