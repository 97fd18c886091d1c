import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { type CatalogFilters, DEFAULT_PAGE_SIZE, NO_FILTERS } from '../../lib/catalogs.ts';
import { SHOW_NEW_CATALOGS_EVENT } from '../../state/notifications.ts';

const showNewOnly = (search: string) => new URLSearchParams(search).get('show_new_only') === 'true';

/**
 * The list's filters, page and page size. Any change of filter or page size goes back to page 1 and
 * calls `onReset` (the selection is cleared). The bell (an event when already here) and
 * ?show_new_only=true turn the only-new filter on.
 */
export function useCatalogFilters(onReset: () => void) {
  const search = useSearch();
  const [filters, setFilters] = useState<CatalogFilters>(() => ({ ...NO_FILTERS, onlyNew: showNewOnly(search) }));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);

  const changeFilters = useCallback(
    (next: Partial<CatalogFilters>) => {
      setFilters((current) => ({ ...current, ...next }));
      setPage(0);
      onReset();
    },
    [onReset],
  );

  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(0);
    onReset();
  };

  useEffect(() => {
    if (showNewOnly(search)) changeFilters({ onlyNew: true });
  }, [search, changeFilters]);
  useEffect(() => {
    const onShowNew = () => changeFilters({ onlyNew: true });
    window.addEventListener(SHOW_NEW_CATALOGS_EVENT, onShowNew);
    return () => window.removeEventListener(SHOW_NEW_CATALOGS_EVENT, onShowNew);
  }, [changeFilters]);

  return { filters, changeFilters, page, setPage, pageSize, changePageSize };
}
