import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useBatchPage } from '../../api/catalog-batch.ts';
import { usePollRowsWhileOffline } from '../../api/run-snapshots.ts';
import { type CatalogFilters, filtersParam } from '../../lib/catalogs.ts';
import { socketConnectedAtom } from '../../state/socket.ts';

/**
 * One page of the listing with live rows: the socket writes each run's snapshot over its row in the
 * cache; while it is down, each unfinished row is polled every 10 s instead. While another page loads
 * the previous one stays shown, and `shown` says which page that is (so the pager never describes rows
 * that have not arrived yet).
 */
export function useCatalogList(filters: CatalogFilters, page: number, pageSize: number) {
  const query = useBatchPage({ offset: page * pageSize, limit: pageSize, filters: filtersParam(filters) });
  const rows = query.data?.data ?? [];
  usePollRowsWhileOffline(rows, useAtomValue(socketConnectedAtom));
  const [shown, setShown] = useState({ page, pageSize });
  if (query.isSuccess && !query.isPlaceholderData && (shown.page !== page || shown.pageSize !== pageSize)) setShown({ page, pageSize });
  return { query, rows, total: query.data?.total ?? 0, shown };
}
