import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast.tsx';
import { Link } from 'wouter';
import { type BatchView, isCompleted } from '../../../../domain/batch.ts';
import { dismissBatch } from '../../api/catalog-batch.ts';
import { downloadRunResult, markSeen } from '../../api/run-snapshots.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { lastPage } from '../../lib/catalogs.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { CatalogPager } from './CatalogPager.tsx';
import { CatalogRow } from './CatalogRow.tsx';
import { CatalogTableHead } from './CatalogTableHead.tsx';
import { DeleteCatalogsDialog, type DeleteRequest } from './DeleteCatalogsDialog.tsx';
import { useCatalogFilters } from './useCatalogFilters.ts';
import { useCatalogList } from './useCatalogList.ts';
import './catalogs.css';

/** The relative start dates ('5 minutes ago') move on every 30 s. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /catalogs (docs/product.md Catalogs list, docs/product.md Catalogue status). */
export function CatalogsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const now = useNow();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const { filters, changeFilters, page, setPage, pageSize, changePageSize } = useCatalogFilters(clearSelection);
  const [deleting, setDeleting] = useState<DeleteRequest>(null);
  const { query, rows, total, shown } = useCatalogList(filters, page, pageSize);
  const last = lastPage(total, shown.pageSize);
  const loading = query.isFetching;

  // Selection holds completed rows of the current page only.
  const selectable = rows.filter((row) => isCompleted(row.status));
  const selectedRows = selectable.filter((row) => selected.has(row.id));

  const goTo = (next: number) => {
    setPage(Math.min(Math.max(0, next), last));
    clearSelection();
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = (batch: BatchView, name: string) => downloadRunResult(batch, name).catch(() => toast.error(t('catalogs.downloadFailed')));
  const dismiss = (batch: BatchView) =>
    markSeen(batch, async () => {
      await dismissBatch(batch.id);
    }).catch((error: unknown) => toast.error(errorText(error)));

  const afterDelete = (removed: number) => {
    clearSelection();
    const after = lastPage(Math.max(0, total - removed), pageSize);
    if (page > after) setPage(after);
  };

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
            <button type="button" className="button catalog-delete" onClick={() => setDeleting({ ids: selectedRows.map((row) => row.id), name: selectedRows[0]?.input_filename ?? '' })}>
              {t('catalogs.deleteSelected', { count: selectedRows.length })}
            </button>
          )}
          <Link href="/catalog/new" className="button button-primary">
            {t('catalogs.newCatalog')}
          </Link>
        </div>
      </header>

      {query.isError && <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />}

      <div className="card catalogs-table-wrap">
        <table className="catalogs-table" aria-busy={loading || undefined}>
          <CatalogTableHead filters={filters} onFilters={changeFilters} allSelected={selectable.length > 0 && selectedRows.length === selectable.length} canSelect={selectable.length > 0} onSelectAll={(on) => setSelected(on ? new Set(selectable.map((row) => row.id)) : new Set())} />
          <tbody>
            {rows.length === 0 && !query.isError ? (
              <tr>
                <td colSpan={8} className="catalogs-empty">
                  {loading ? t('catalogs.loading') : t('catalogs.empty')}
                </td>
              </tr>
            ) : (
              rows.map((batch) => (
                <CatalogRow key={batch.id} batch={batch} now={now} selected={selected.has(batch.id)} onSelect={(on) => toggle(batch.id, on)} onDownload={(name) => void download(batch, name)} onDismiss={() => void dismiss(batch)} onDelete={() => setDeleting({ ids: [batch.id], name: batch.input_filename })} />
              ))
            )}
          </tbody>
        </table>
      </div>

      <CatalogPager page={shown.page} last={last} total={total} pageSize={pageSize} onPage={goTo} onPageSize={changePageSize} />

      <DeleteCatalogsDialog request={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </div>
  );
}
