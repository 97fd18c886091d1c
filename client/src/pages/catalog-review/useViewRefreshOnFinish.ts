import { useEffect, useRef } from 'react';
import { type BatchSnapshot, isCompleted } from '../../../../domain/batch.ts';
import { batchKeys } from '../../api/catalog-batch.ts';
import { queryClient } from '../../api/query-client.ts';
import { normaliseStatus } from '../../lib/catalogs.ts';

/**
 * The run's view is read once, but its token usage grows while it works: it is read again when the
 * live snapshot says the run has finished (the first pass, or a rerun), or says so while the view
 * read earlier still has it working.
 */
export function useViewRefreshOnFinish(id: string, live: BatchSnapshot | null, viewStatus: string | undefined): void {
  const finished = live ? isCompleted(normaliseStatus(live.status)) : null;
  const viewFinished = viewStatus === undefined ? null : isCompleted(normaliseStatus(viewStatus));
  const before = useRef(finished);
  useEffect(() => {
    const justFinished = before.current === false && finished === true;
    const viewBehind = finished === true && viewFinished === false;
    if (justFinished || viewBehind) void queryClient.invalidateQueries({ queryKey: batchKeys.view(id) });
    before.current = finished;
  }, [id, finished, viewFinished]);
}
