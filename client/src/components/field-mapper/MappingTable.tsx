import { type ColumnDef, type ColumnFiltersState, columnFilteringFeature, createFilteredRowModel, createPaginatedRowModel, type PaginationState, rowPaginationFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtractReads } from '../../../../domain/analysis.ts';
import type { BatchAction } from '../../../../domain/mapping.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import { MappingRow, type RenameState, type RowHandlers } from './MappingRow.tsx';
import { MappingTableHead } from './MappingTableHead.tsx';
import { type ActionFilter, actionMatches, type MapperRow, nameMatches, PAGE_SIZES } from './rows.ts';

const features = tableFeatures({
  columnFilteringFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

interface Props {
  rows: MapperRow[];
  selected: string | null;
  search: string;
  /** The search the rows are filtered by: may lag behind `search` while typing (a deferred value). */
  filterSearch: string;
  onSearch: (text: string) => void;
  actionFilter: ActionFilter;
  onActionFilter: (filter: ActionFilter) => void;
  pagination: PaginationState;
  onPagination: (next: PaginationState) => void;
  rename: RenameState | null;
  onRenameStart: (name: string) => void;
  onRenameInput: (value: string) => void;
  onRenameCommit: () => void;
  onRenameCancel: () => void;
  onSelect: (name: string) => void;
  onRemove: (name: string) => void;
  onActionChange: (name: string, action: BatchAction) => void;
  /** Rows ticked, to remove several at once. */
  checked: ReadonlySet<string>;
  /** A row's box clicked (with shift for a range over `order`, the rows as listed), or the header's box for every row listed. */
  onCheck: (name: string, shift: boolean, order: readonly string[]) => void;
  onCheckShown: (order: readonly string[], on: boolean) => void;
  /** What the EXTRACT rows read on the analysed file, by field (empty without a file). */
  reads: ReadonlyMap<string, ExtractReads>;
  /** Whether products no column gives are searched on the web. */
  webSearch: boolean;
}

/**
 * The mapping rows (docs/product.md Field mapping table): output name with a search box, action with a
 * filter, a settings gear; rows are selected, renamed inline, removed. Filtering and paging are
 * TanStack Table's row models; the search and filter values are owned by the caller.
 */
export function MappingTable(props: Props) {
  const { t } = useTranslation();
  const pageSizeId = useId();
  const { rows, rename, selected } = props;
  // Rows get one stable set of handlers that always calls the latest props, so a row re-renders only
  // when its own data changes (500-field templates stay quick to filter and page).
  const latest = useRef({ ...props, order: [] as readonly string[] });
  const handlers = useMemo<RowHandlers>(
    () => ({
      select: (name) => latest.current.onSelect(name),
      remove: (name) => latest.current.onRemove(name),
      renameStart: (name) => latest.current.onRenameStart(name),
      renameInput: (value) => latest.current.onRenameInput(value),
      renameCommit: () => latest.current.onRenameCommit(),
      renameCancel: () => latest.current.onRenameCancel(),
      actionChange: (name, action) => latest.current.onActionChange(name, action),
      check: (name, shift) => latest.current.onCheck(name, shift, latest.current.order),
    }),
    [],
  );

  const columns = useMemo<ColumnDef<typeof features, MapperRow>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (row) => row.name,
        filterFn: (row, _columnId, value: string) => nameMatches(row.original.name, value),
      },
      {
        id: 'action',
        accessorFn: (row) => row.entry.batch_action,
        filterFn: (row, _columnId, value: ActionFilter) => actionMatches(row.original.entry.batch_action, value),
      },
    ],
    [],
  );

  const columnFilters = useMemo<ColumnFiltersState>(() => {
    const filters: ColumnFiltersState = [];
    if (props.filterSearch.trim() !== '') filters.push({ id: 'name', value: props.filterSearch });
    if (props.actionFilter !== 'ALL') filters.push({ id: 'action', value: props.actionFilter });
    return filters;
  }, [props.filterSearch, props.actionFilter]);

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.name,
    state: { columnFilters, pagination: props.pagination },
    onPaginationChange: (updater) => props.onPagination(typeof updater === 'function' ? updater(props.pagination) : updater),
    autoResetPageIndex: false,
  });

  const pageRows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const filteredRows = table.getFilteredRowModel().rows;
  const filteredCount = filteredRows.length;
  const order = useMemo(() => filteredRows.map((row) => row.id), [filteredRows]);
  latest.current = { ...props, order };
  const checkedCount = order.filter((name) => props.checked.has(name)).length;
  const checkedShown = checkedCount === 0 ? 'none' : checkedCount === order.length ? 'all' : 'some';

  // Rows removed or filtered away: do not stay on a page that no longer exists.
  const lastPage = pageCount - 1;
  useEffect(() => {
    if (props.pagination.pageIndex > lastPage) latest.current.onPagination({ ...props.pagination, pageIndex: lastPage });
  }, [props.pagination, lastPage]);

  return (
    <div className="fm-table-wrap">
      <div className="fm-table-scroll">
        <table className="fm-table fm-rows">
          <caption className="visually-hidden">{t('fieldMapper.caption')}</caption>
          <MappingTableHead search={props.search} onSearch={props.onSearch} actionFilter={props.actionFilter} onActionFilter={props.onActionFilter} checkedShown={checkedShown} onCheckShown={(on) => props.onCheckShown(order, on)} />
          <tbody>
            {pageRows.length === 0 && (
              <tr>
                <td colSpan={3} className="fm-empty">
                  {rows.length === 0 ? t('fieldMapper.empty') : t('fieldMapper.noMatch')}
                </td>
              </tr>
            )}
            {pageRows.map((tableRow) => {
              const row = tableRow.original;
              return (
                <MappingRow
                  key={row.name}
                  name={row.name}
                  entry={row.entry}
                  pending={row.pending}
                  selected={selected === row.name}
                  checked={props.checked.has(row.name)}
                  rename={rename?.name === row.name ? rename : null}
                  reads={row.entry.batch_action === 'EXTRACT' ? props.reads.get(row.name) : undefined}
                  webSearch={props.webSearch}
                  handlers={handlers}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="fm-pager">
        <span className="fm-total">{t('fieldMapper.total', { count: rows.length })}</span>
        {filteredCount !== rows.length && <span className="fm-shown">{t('fieldMapper.shown', { count: filteredCount })}</span>}
        <span className="fm-pager-controls">
          <span className="fm-pager-group">
            <label htmlFor={pageSizeId}>{t('fieldMapper.pageSize')}</label>
            <select id={pageSizeId} className="input select fm-page-size" value={props.pagination.pageSize} onChange={(event) => props.onPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
          <span className="fm-pager-group">
            <button type="button" className="icon-button fm-tool" aria-label={t('fieldMapper.previousPage')} disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
              <ChevronLeftIcon />
            </button>
            <span className="fm-page">{t('fieldMapper.page', { page: props.pagination.pageIndex + 1, pages: pageCount })}</span>
            <button type="button" className="icon-button fm-tool" aria-label={t('fieldMapper.nextPage')} disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
              <ChevronRightIcon />
            </button>
          </span>
        </span>
      </div>
    </div>
  );
}
