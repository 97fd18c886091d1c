import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useSearch } from 'wouter';
import {
  deleteBatch,
  dismissBatch,
  fetchConfigOptions,
  fetchDateRanges,
  fetchStatusOptions,
} from '../../api/catalog-batch.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { Modal } from '../../components/Modal.tsx';
import { type CatalogFilters, DATE_RANGES, type DateFilter, type DateRange, DEFAULT_PAGE_SIZE, lastPage, NO_FILTERS, type Option, PAGE_SIZES } from '../../lib/catalogs.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { downloadRunResult, markSeen } from '../../state/catalogs.ts';
import { refreshNotificationCount, SHOW_NEW_CATALOGS_EVENT } from '../../state/notifications.ts';
import { CatalogRow, useStatusLabel } from './CatalogRow.tsx';
import { useCatalogList } from './useCatalogList.ts';
import './catalogs.css';
import { type BatchView, isCompleted } from '../../../../domain/batch.ts';

const showNewOnly = (search: string) => new URLSearchParams(search).get('show_new_only') === 'true';
const isDateRange = (value: string): value is DateRange => (DATE_RANGES as readonly string[]).includes(value);

/** The filter choices, loaded once; a failure leaves the select with 'All' only. */
function useFilterOptions() {
  const [statuses, setStatuses] = useState<Option[]>([]);
  const [configs, setConfigs] = useState<Option[]>([]);
  const [ranges, setRanges] = useState<Option[]>(DATE_RANGES.map((value) => ({ value, label: value })));
  useEffect(() => {
    fetchStatusOptions().then(setStatuses, () => undefined);
    fetchConfigOptions().then(setConfigs, () => undefined);
    fetchDateRanges().then(setRanges, () => undefined);
  }, []);
  return { statuses, configs, ranges };
}

function DateFilterControl({ value, ranges, onChange }: { value: DateFilter | null; ranges: Option[]; onChange: (next: DateFilter | null) => void }) {
  const { t } = useTranslation();
  const customId = useId();
  const selectValue = value === null ? '' : value.kind === 'range' ? value.range : 'custom';
  return (
    <span className="catalogs-filter">
      <select
        className="input select catalogs-filter-select"
        aria-label={t('catalogs.filters.date')}
        value={selectValue}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') onChange(null);
          else if (next === 'custom') onChange({ kind: 'after', value: '' });
          else if (isDateRange(next)) onChange({ kind: 'range', range: next });
        }}
      >
        <option value="">{t('catalogs.filters.allDates')}</option>
        {ranges.map((range) => (
          <option key={range.value} value={range.value}>
            {isDateRange(range.value) ? t(`catalogs.filters.ranges.${range.value}`) : range.label}
          </option>
        ))}
        <option value="custom">{t('catalogs.filters.custom')}</option>
      </select>
      {value?.kind === 'after' && (
        <span className="catalogs-filter-custom">
          <label htmlFor={customId} className="catalogs-filter-custom-label">
            {t('catalogs.filters.after')}
          </label>
          <input
            id={customId}
            type="datetime-local"
            className="input"
            value={value.value}
            onChange={(event) => onChange({ kind: 'after', value: event.target.value })}
          />
        </span>
      )}
    </span>
  );
}

type Confirm = { ids: string[]; name?: string } | null;

/** /catalogs (docs/product.md Catalogs list, docs/product.md Catalogue status). */
export function CatalogsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const statusLabel = useStatusLabel();
  const search = useSearch();
  const [filters, setFilters] = useState<CatalogFilters>(() => ({ ...NO_FILTERS, onlyNew: showNewOnly(search) }));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [deleting, setDeleting] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const options = useFilterOptions();
  const { state, rows, reload } = useCatalogList(filters, page, pageSize);
  const total = state.total ?? 0;
  const last = lastPage(total, pageSize);

  const changeFilters = useCallback((next: Partial<CatalogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
    setSelected(new Set());
  }, []);

  // The bell (an event when already here) and ?show_new_only=true turn the only-new filter on.
  useEffect(() => {
    if (showNewOnly(search)) changeFilters({ onlyNew: true });
  }, [search, changeFilters]);
  useEffect(() => {
    const onShowNew = () => changeFilters({ onlyNew: true });
    window.addEventListener(SHOW_NEW_CATALOGS_EVENT, onShowNew);
    return () => window.removeEventListener(SHOW_NEW_CATALOGS_EVENT, onShowNew);
  }, [changeFilters]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // Selection holds completed rows of the current page only.
  const selectable = rows.filter((row) => isCompleted(row.status));
  const selectedRows = selectable.filter((row) => selected.has(row.id));
  const allSelected = selectable.length > 0 && selectedRows.length === selectable.length;

  const goTo = (next: number) => {
    setPage(Math.min(Math.max(0, next), last));
    setSelected(new Set());
  };

  const download = (batch: BatchView, name: string) =>
    downloadRunResult(batch, name).catch(() => toast.error(t('catalogs.downloadFailed')));

  const dismiss = (batch: BatchView) =>
    markSeen(batch, async () => {
      await dismissBatch(batch.id);
    }).catch((error: unknown) => toast.error(errorText(error)));

  const runDelete = async () => {
    if (!confirm) return;
    setDeleting(true);
    const outcomes = await Promise.allSettled(confirm.ids.map((id) => deleteBatch(id)));
    const removed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    setDeleting(false);
    if (removed === confirm.ids.length) {
      toast.success(t(confirm.ids.length === 1 ? 'catalogs.deleted' : 'catalogs.deletedMany'));
    } else {
      toast.error(t('catalogs.deleteFailed'));
    }
    setConfirm(null);
    setSelected(new Set());
    void refreshNotificationCount();
    const after = lastPage(Math.max(0, total - removed), pageSize);
    if (page > after) setPage(after);
    else reload();
  };

  const onlyNewLabel = t('catalogs.filters.onlyNew');
  return (
    <div className="page catalogs">
      <header className="page-header catalogs-header">
        <div>
          <h1 className="page-title">{t('catalogs.title')}</h1>
          <p className="page-subtitle">{t('catalogs.subtitle')}</p>
        </div>
        <div className="catalogs-header-actions">
          <Link href="/catalogs?show_new_only=true" className="button button-ghost" onClick={() => changeFilters({ onlyNew: true })}>
            {t('catalogs.viewNew')}
          </Link>
          {selectedRows.length > 0 && (
            <button type="button" className="button catalog-delete" onClick={() => setConfirm({ ids: selectedRows.map((row) => row.id) })}>
              {t('catalogs.deleteSelected', { count: selectedRows.length })}
            </button>
          )}
          <Link href="/catalog/new" className="button button-primary">
            {t('catalogs.newCatalog')}
          </Link>
        </div>
      </header>

      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}

      <div className="card catalogs-table-wrap">
        <table className="catalogs-table" aria-busy={state.status === 'loading' || undefined}>
          <thead>
            <tr>
              <th scope="col" className="catalogs-check">
                <input
                  type="checkbox"
                  aria-label={t('catalogs.selectAll')}
                  checked={allSelected}
                  disabled={selectable.length === 0}
                  onChange={(event) => setSelected(event.target.checked ? new Set(selectable.map((row) => row.id)) : new Set())}
                />
              </th>
              <th scope="col">
                <span className="catalogs-th">
                  {t('catalogs.columns.filename')}
                  <button
                    type="button"
                    className={`catalogs-toggle${filters.onlyNew ? ' catalogs-toggle-on' : ''}`}
                    aria-pressed={filters.onlyNew}
                    onClick={() => changeFilters({ onlyNew: !filters.onlyNew })}
                  >
                    {onlyNewLabel}
                  </button>
                </span>
              </th>
              <th scope="col">
                <span className="catalogs-th">
                  {t('catalogs.columns.config')}
                  <select
                    className="input select catalogs-filter-select"
                    aria-label={t('catalogs.filters.config')}
                    value={filters.config ?? ''}
                    onChange={(event) => changeFilters({ config: event.target.value || null })}
                  >
                    <option value="">{t('catalogs.filters.all')}</option>
                    {options.configs.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </span>
              </th>
              <th scope="col">{t('catalogs.columns.destination')}</th>
              <th scope="col">
                <span className="catalogs-th">
                  {t('catalogs.columns.status')}
                  <select
                    className="input select catalogs-filter-select"
                    aria-label={t('catalogs.filters.status')}
                    value={filters.status ?? ''}
                    onChange={(event) => changeFilters({ status: event.target.value || null })}
                  >
                    <option value="">{t('catalogs.filters.all')}</option>
                    {options.statuses.map((option) => (
                      <option key={option.value} value={option.value}>
                        {statusLabel(option.value)}
                      </option>
                    ))}
                  </select>
                </span>
              </th>
              <th scope="col">{t('catalogs.columns.results')}</th>
              <th scope="col">
                <span className="catalogs-th">
                  {t('catalogs.columns.startDate')}
                  <DateFilterControl value={filters.date} ranges={options.ranges} onChange={(date) => changeFilters({ date })} />
                </span>
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('catalogs.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && state.status !== 'error' ? (
              <tr>
                <td colSpan={8} className="catalogs-empty">
                  {state.status === 'loading' ? t('catalogs.loading') : t('catalogs.empty')}
                </td>
              </tr>
            ) : (
              rows.map((batch) => (
                <CatalogRow
                  key={batch.id}
                  batch={batch}
                  now={now}
                  selected={selected.has(batch.id)}
                  onSelect={(on) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (on) next.add(batch.id);
                      else next.delete(batch.id);
                      return next;
                    })
                  }
                  onDownload={(name) => void download(batch, name)}
                  onDismiss={() => void dismiss(batch)}
                  onDelete={() => setConfirm({ ids: [batch.id], name: batch.input_filename })}
                />
              ))
            )}
          </tbody>
        </table>
      </div>

      <nav className="catalogs-pager" aria-label={t('catalogs.pagination')}>
        <label className="catalogs-page-size">
          {t('catalogs.pageSize')}
          <select
            className="input select"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
              setSelected(new Set());
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span className="catalogs-page-info" aria-live="polite">
          {t('catalogs.pageInfo', { page: page + 1, pages: last + 1, total })}
        </span>
        <span className="catalogs-pager-buttons">
          <button type="button" className="button button-small" disabled={page === 0} onClick={() => goTo(0)}>
            {t('catalogs.first')}
          </button>
          <button type="button" className="button button-small" disabled={page === 0} onClick={() => goTo(page - 1)}>
            {t('catalogs.previous')}
          </button>
          <button type="button" className="button button-small" disabled={page >= last} onClick={() => goTo(page + 1)}>
            {t('catalogs.next')}
          </button>
          <button type="button" className="button button-small" disabled={page >= last} onClick={() => goTo(last)}>
            {t('catalogs.last')}
          </button>
        </span>
      </nav>

      <Modal
        open={confirm !== null}
        onOpenChange={(open) => !open && !deleting && setConfirm(null)}
        title={confirm && confirm.ids.length > 1 ? t('catalogs.confirmManyTitle') : t('catalogs.confirmTitle')}
        description={
          confirm && confirm.ids.length > 1
            ? t('catalogs.confirmManyText', { count: confirm.ids.length })
            : t('catalogs.confirmText', { name: confirm?.name ?? selectedRows[0]?.input_filename ?? '' })
        }
        size="sm"
        dismissable={!deleting}
        busy={deleting}
        footer={
          <>
            <button type="button" className="button" disabled={deleting} onClick={() => setConfirm(null)}>
              {t('catalogs.cancel')}
            </button>
            <button type="button" className="button button-primary catalog-delete-confirm" disabled={deleting} onClick={() => void runDelete()}>
              {deleting ? t('catalogs.deleting') : t('catalogs.confirmDelete')}
            </button>
          </>
        }
      />
    </div>
  );
}
