import {
  type ColumnDef,
  type ColumnFiltersState,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  type PaginationState,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type KeyboardEvent, memo, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtractReads } from '../../../../domain/analysis.ts';
import { BATCH_ACTIONS, type BatchAction, FIELD_NAME_MAX_LENGTH, type KeyedEntry } from '../../../../domain/mapping.ts';
import { ChevronLeftIcon, ChevronRightIcon, GearIcon, PencilIcon, TrashIcon } from '../icons.tsx';
import { type ActionFilter, actionMatches, type MapperRow, nameMatches, PAGE_SIZES } from './rows.ts';
import { RowSource } from './SourceText.tsx';

const features = tableFeatures({
  columnFilteringFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

export interface RenameState {
  name: string;
  value: string;
  duplicate: boolean;
}

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
  const searchId = useId();
  const filterId = useId();
  const pageSizeId = useId();
  const { rows, rename, selected } = props;
  // Rows get one stable set of handlers that always calls the latest props, so a row re-renders only
  // when its own data changes (500-field templates stay quick to filter and page).
  const latest = useRef(props);
  latest.current = props;
  const handlers = useMemo<RowHandlers>(
    () => ({
      select: (name) => latest.current.onSelect(name),
      remove: (name) => latest.current.onRemove(name),
      renameStart: (name) => latest.current.onRenameStart(name),
      renameInput: (value) => latest.current.onRenameInput(value),
      renameCommit: () => latest.current.onRenameCommit(),
      renameCancel: () => latest.current.onRenameCancel(),
      actionChange: (name, action) => latest.current.onActionChange(name, action),
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
    onPaginationChange: (updater) =>
      props.onPagination(typeof updater === 'function' ? updater(props.pagination) : updater),
    autoResetPageIndex: false,
  });

  const pageRows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const filteredCount = table.getFilteredRowModel().rows.length;

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
          <thead>
            <tr>
              <th scope="col" className="fm-col-name">
                <label htmlFor={searchId} className="fm-th-label">
                  {t('fieldMapper.columnName')}
                </label>
                <input
                  id={searchId}
                  className="input fm-th-input"
                  type="search"
                  value={props.search}
                  placeholder={t('fieldMapper.searchPlaceholder')}
                  onChange={(event) => props.onSearch(event.target.value)}
                />
              </th>
              <th scope="col" className="fm-col-action">
                <label htmlFor={filterId} className="fm-th-label">
                  {t('fieldMapper.columnAction')}
                </label>
                <select
                  id={filterId}
                  className="input select fm-th-input"
                  value={props.actionFilter}
                  onChange={(event) => props.onActionFilter(event.target.value as ActionFilter)}
                >
                  <option value="ALL">{t('fieldMapper.filterAll')}</option>
                  {BATCH_ACTIONS.map((action) => (
                    <option key={action} value={action}>
                      {t(`fieldMapper.actions.${action}`)}
                    </option>
                  ))}
                </select>
              </th>
              <th scope="col" className="fm-col-tools">
                <span className="visually-hidden">{t('fieldMapper.columnSettings')}</span>
              </th>
            </tr>
          </thead>
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
        {filteredCount !== rows.length && (
          <span className="fm-shown">{t('fieldMapper.shown', { count: filteredCount })}</span>
        )}
        <span className="fm-pager-controls">
          <span className="fm-pager-group">
            <label htmlFor={pageSizeId}>{t('fieldMapper.pageSize')}</label>
            <select
              id={pageSizeId}
              className="input select fm-page-size"
              value={props.pagination.pageSize}
              onChange={(event) => props.onPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
          <span className="fm-pager-group">
            <button
              type="button"
              className="icon-button fm-tool"
              aria-label={t('fieldMapper.previousPage')}
              disabled={!table.getCanPreviousPage()}
              onClick={() => table.previousPage()}
            >
              <ChevronLeftIcon />
            </button>
            <span className="fm-page">
              {t('fieldMapper.page', { page: props.pagination.pageIndex + 1, pages: pageCount })}
            </span>
            <button
              type="button"
              className="icon-button fm-tool"
              aria-label={t('fieldMapper.nextPage')}
              disabled={!table.getCanNextPage()}
              onClick={() => table.nextPage()}
            >
              <ChevronRightIcon />
            </button>
          </span>
        </span>
      </div>
    </div>
  );
}

interface RowHandlers {
  select: (name: string) => void;
  remove: (name: string) => void;
  renameStart: (name: string) => void;
  renameInput: (value: string) => void;
  renameCommit: () => void;
  renameCancel: () => void;
  actionChange: (name: string, action: BatchAction) => void;
}

interface RowProps {
  name: string;
  entry: KeyedEntry;
  pending: boolean;
  selected: boolean;
  /** Set only on the row being renamed. */
  rename: RenameState | null;
  reads: ExtractReads | undefined;
  webSearch: boolean;
  handlers: RowHandlers;
}

/** One mapping row; memoised, so filtering or paging re-renders only the rows that change. */
const MappingRow = memo(function MappingRow({ name, entry, pending, selected, rename, reads, webSearch, handlers }: RowProps) {
  const { t } = useTranslation();
  const renameErrorId = useId();
  const action = entry.batch_action;

  function onRenameKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      handlers.renameCommit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      handlers.renameCancel();
    }
  }

  return (
    <tr
      className={`fm-row${selected ? ' fm-row-selected' : ''}${pending ? ' fm-row-pending' : ''}`}
      aria-selected={selected}
      aria-busy={pending || undefined}
      onClick={() => !pending && !rename && handlers.select(name)}
    >
      <td className="fm-col-name">
        {rename ? (
          <div className="fm-rename">
            <input
              // The row being renamed takes the focus at once, as a text editor would.
              // biome-ignore lint/a11y/noAutofocus: focus moves into the inline editor the user opened
              autoFocus
              className={`input fm-rename-input${rename.duplicate ? ' fm-rename-invalid' : ''}`}
              aria-label={t('fieldMapper.renameLabel', { name })}
              aria-invalid={rename.duplicate || undefined}
              aria-describedby={rename.duplicate ? renameErrorId : undefined}
              maxLength={FIELD_NAME_MAX_LENGTH}
              value={rename.value}
              onFocus={(event) => event.target.select()}
              onChange={(event) => handlers.renameInput(event.target.value)}
              onKeyDown={onRenameKey}
              onBlur={handlers.renameCommit}
              onClick={(event) => event.stopPropagation()}
            />
            {rename.duplicate && (
              <span id={renameErrorId} className="fm-rename-error" role="alert">
                {t('fieldMapper.duplicateName')}
              </span>
            )}
          </div>
        ) : (
          <button
            type="button"
            className="fm-name-button"
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.select(name);
            }}
            onDoubleClick={(event) => {
              event.stopPropagation();
              handlers.renameStart(name);
            }}
            title={name}
          >
            {name}
          </button>
        )}
        {!rename && !pending && <RowSource entry={entry} reads={reads} webSearch={webSearch} />}
      </td>
      <td className="fm-col-action">
        {pending ? (
          <span className="fm-pending">{t('fieldMapper.mapping')}</span>
        ) : (
          <select
            className={`input fm-action-select fm-action-${action.toLowerCase()}`}
            aria-label={t('fieldMapper.actionOf', { name })}
            value={action}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => handlers.actionChange(name, event.target.value as BatchAction)}
          >
            {BATCH_ACTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`fieldMapper.actions.${option}`)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="fm-col-tools">
        <span className="fm-tools">
          <button
            type="button"
            className="icon-button fm-tool"
            aria-label={t('fieldMapper.renameField', { name })}
            title={t('fieldMapper.renameField', { name })}
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.renameStart(name);
            }}
          >
            <PencilIcon />
          </button>
          <button
            type="button"
            className="icon-button fm-tool"
            aria-label={t('fieldMapper.editField', { name })}
            title={t('fieldMapper.editField', { name })}
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.select(name);
            }}
          >
            <GearIcon />
          </button>
          <button
            type="button"
            className="icon-button fm-tool fm-tool-danger"
            aria-label={t('fieldMapper.removeField', { name })}
            title={t('fieldMapper.removeField', { name })}
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.remove(name);
            }}
          >
            <TrashIcon />
          </button>
        </span>
      </td>
    </tr>
  );
});
