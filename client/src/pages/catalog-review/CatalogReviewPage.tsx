import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isCompleted } from '../../../../domain/batch.ts';
import type { ReasonCode } from '../../../../domain/cell-reasons.ts';
import { useRunView, useValuesSummary, type ValuesFilter } from '../../api/catalog-values.ts';
import { useChannelName } from '../../api/channels.ts';
import { useRunSnapshot } from '../../api/run-snapshots.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { ReasonChoice } from '../../components/review-grid/ReasonChoice.tsx';
import { useReasonText } from '../../components/review-grid/useReasonText.ts';
import { ValuesGrid } from '../../components/review-grid/ValuesGrid.tsx';
import { StatusPanel } from '../../components/ui/StatusPanel.tsx';
import { NARROW_SCREEN } from '../../components/useSidebar.ts';
import { normaliseStatus, runChannelId, withSnapshot } from '../../lib/catalogs.ts';
import { ApiError } from '../../lib/errors.ts';
import { NO_SELECTION, type Selection } from '../../lib/review.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { socketConnectedAtom } from '../../state/socket.ts';
import { PreviewBanner } from './PreviewBanner.tsx';
import { type RerunAsk, RerunDialog } from './RerunDialog.tsx';
import { ReviewToolbar } from './ReviewToolbar.tsx';
import { RunHeader } from './RunHeader.tsx';
import { useLiveValues } from './useLiveValues.ts';
import { useViewRefreshOnFinish } from './useViewRefreshOnFinish.ts';
import './review.css';

function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}

/** /catalogs/{id} (docs/product.md): a run's values, where each came from, edits and reruns (docs/batch-runs.md Review). */
export function CatalogReviewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const view = useRunView(id);
  const socketConnected = useAtomValue(socketConnectedAtom);
  const live = useRunSnapshot(id, !socketConnected);
  useLiveValues(id, live);
  useViewRefreshOnFinish(id, live, view.data?.status);
  const [filter, setFilter] = useState<ValuesFilter>('all');
  // The reason the empty or failed filter is narrowed to; another filter starts with none.
  const [reason, setReason] = useState<ReasonCode | null>(null);
  const chooseFilter = useCallback((next: ValuesFilter) => {
    setFilter(next);
    setReason(null);
  }, []);
  const summary = useValuesSummary(id, filter, reason);
  const reasonText = useReasonText();
  const channelName = useChannelName();
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [ask, setAsk] = useState<RerunAsk | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((current) => ({ text, n: current.n + 1 })), []);
  // Stable, so the grid's memoised rows do not render again for them.
  const selectProduct = useCallback((product: number, on: boolean) => setSelection((current) => ({ ...current, products: toggled(current.products, product, on) })), []);
  const selectField = useCallback((field: string, on: boolean) => setSelection((current) => ({ ...current, fields: toggled(current.fields, field, on) })), []);
  // On a phone the review is read-only (issue 46): a value is edited on a wider screen.
  const narrow = useMediaQuery(NARROW_SCREEN);

  if (view.isPending) {
    return (
      <p className="page-subtitle" role="status">
        {t('review.loading')}
      </p>
    );
  }
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) {
      return (
        <StatusPanel title={t('review.notFoundTitle')} text={t('review.notFoundText')}>
          <Link href="/catalogs" className="button button-primary">
            {t('review.back')}
          </Link>
        </StatusPanel>
      );
    }
    return <ErrorNotice error={view.error} onRetry={() => void view.refetch()} />;
  }

  const run = withSnapshot(view.data, live ?? undefined);
  const status = normaliseStatus(run.status);
  const completed = isCompleted(status);
  const readOnly = status !== 'done' ? t('review.edit.notDone') : narrow ? t('review.edit.narrow') : null;
  const page = summary.data;
  const columns = page?.columns ?? [];
  const channel = runChannelId(run.destination ?? []);

  return (
    <div className="page review">
      <RunHeader run={run} channel={channel} />

      {run.preview && <PreviewBanner run={run} />}

      <ReviewToolbar filter={filter} onFilter={chooseFilter} channel={channel !== null} columns={columns} selection={selection} onClearSelection={() => setSelection(NO_SELECTION)} completed={completed} onRerun={setAsk} />

      {(filter === 'empty' || filter === 'failed') && <ReasonChoice status={filter} columns={columns} value={reason} onChange={setReason} />}

      {status !== 'done' && <p className="review-note">{completed ? t('review.notEditableError') : t('review.notDone')}</p>}
      {status === 'done' && narrow && <p className="review-note">{t('review.narrow')}</p>}

      {summary.isError && !page && <ErrorNotice error={summary.error} onRetry={() => void summary.refetch()} />}
      {!page && summary.isPending && (
        <p className="review-note" role="status">
          {t('review.grid.loading')}
        </p>
      )}
      {page && (
        <>
          <p className="review-total" aria-live="polite">
            {reason ? t('review.grid.totalReason', { count: page.total, reason: reasonText.label(reason) }) : filter === 'all' ? t('review.grid.total', { count: page.total }) : t(`review.grid.totalFiltered.${filter}`, { count: page.total })}
          </p>
          <ValuesGrid
            key={`${filter}:${reason ?? ''}`}
            runId={id}
            filter={filter}
            reason={reason}
            total={page.total}
            columns={columns}
            readOnly={readOnly}
            selection={selection}
            onSelectProduct={selectProduct}
            onSelectField={selectField}
            onAnnounce={announce}
            label={t('review.grid.label', { name: run.input_filename })}
            templateName={run.catalog_config_name}
            channelName={channel ? channelName(channel) : undefined}
          />
          {page.total === 0 && <p className="review-empty">{t(`review.grid.noRows.${reason ? 'reason' : filter}`)}</p>}
          {!narrow && <p className="review-keys">{t('review.grid.keys')}</p>}
        </>
      )}

      <div className="visually-hidden" role="status">
        <span key={announcement.n}>{announcement.text}</span>
      </div>

      <RerunDialog
        runId={id}
        ask={ask}
        onClose={() => setAsk(null)}
        onStarted={() => {
          setAsk(null);
          setSelection(NO_SELECTION);
          announce(t('review.rerun.started'));
        }}
      />
    </div>
  );
}
