import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type BatchSnapshot, type BatchView, isCompleted } from '../../../../domain/batch.ts';
import type { ReasonCode } from '../../../../domain/cell-reasons.ts';
import type { ValueColumn } from '../../../../domain/values.ts';
import { batchKeys } from '../../api/catalog-batch.ts';
import { useRunView, useValuesSummary, type ValuesFilter } from '../../api/catalog-values.ts';
import { useChannelName } from '../../api/channels.ts';
import { queryClient } from '../../api/query-client.ts';
import { downloadRunResult, useRunSnapshot } from '../../api/run-snapshots.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { StatusPanel } from '../../components/ui/StatusPanel.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { isKnownStatus, normaliseStatus, runChannelId, showsProgress, withSnapshot } from '../../lib/catalogs.ts';
import { ApiError } from '../../lib/errors.ts';
import { failedCount, isEmptySelection, NO_SELECTION, type Selection, selectionRequest } from '../../lib/review.ts';
import { socketConnectedAtom } from '../../state/socket.ts';
import { PreviewBanner } from './PreviewBanner.tsx';
import { ReasonChoice } from './ReasonChoice.tsx';
import { type RerunAsk, RerunDialog } from './RerunDialog.tsx';
import { useLiveValues } from './useLiveValues.ts';
import { useReasonText } from './useReasonText.ts';
import { ValuesGrid } from './ValuesGrid.tsx';
import './review.css';

const FILTERS: ValuesFilter[] = ['all', 'failed', 'empty', 'edited'];
/** A run writing a channel's file adds the products its channel flagged. */
const CHANNEL_FILTERS: ValuesFilter[] = [...FILTERS, 'issues'];

/** The run's channel and what its rules said of the values: cells it would refuse, repairs made. */
function ChannelSummary({ channel, validation }: { channel: string; validation: BatchView['validation'] }) {
  const { t } = useTranslation();
  const channelName = useChannelName();
  const errors = validation?.errors ?? 0;
  const warnings = validation?.warnings ?? 0;
  return (
    <p className="review-channel">
      <span className="review-run-label">{t('review.channel.label', { channel: channelName(channel) })}</span>{' '}
      {errors === 0 && warnings === 0 ? (
        <span>{t('review.channel.clean')}</span>
      ) : (
        <span>
          <span className={errors > 0 ? 'review-channel-errors' : undefined}>{t('review.channel.errors', { count: errors })}</span>
          {t('review.channel.separator')}
          <span>{t('review.channel.warnings', { count: warnings })}</span>
        </span>
      )}
    </p>
  );
}

/** The run's status, its progress while it works, and its output files once done. */
function RunSummary({ run }: { run: BatchView }) {
  const { t } = useTranslation();
  const status = normaliseStatus(run.status);
  const percent = Math.round(Math.min(1, Math.max(0, run.progress)) * 100);
  const download = (name: string) => void downloadRunResult(run, name).catch(() => toast.error(t('catalogs.downloadFailed')));
  return (
    <div className="review-run">
      <p className="review-run-status">
        <span className="review-run-label">{t('review.status')}</span>{' '}
        <span className={`review-status review-status-${status}`}>{isKnownStatus(status) ? t(`catalogs.status.${status}`) : status}</span>
        {showsProgress(status) && (
          <span className="review-progress">
            <progress max={100} value={percent} aria-label={t('review.progressLabel')} />
            <span className="review-progress-value">{t('catalogs.percent', { percent })}</span>
          </span>
        )}
      </p>
      {status === 'done' && run.results.length > 0 && (
        <div className="review-downloads">
          <span className="review-run-label">{t('review.downloads')}</span>
          {run.results.map((result) => (
            <button key={result.name} type="button" className="button button-small" onClick={() => download(result.name)}>
              {t('review.download', { name: result.name })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The cells reused free from earlier runs, and the assistant's requests and tokens, when there are any. */
function RunDetails({ run }: { run: BatchView }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const usage = run.usage;
  const cached = run.cached_cells ?? 0;
  const calls = usage?.model_calls ?? 0;
  if (cached <= 0 && calls <= 0) return null;
  const tokens = (usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0);
  return (
    <ul className="review-details">
      {cached > 0 && <li>{t('review.details.cached', { count: cached, n: format.format(cached) })}</li>}
      {calls > 0 && (
        <li>
          {t('review.details.usage', {
            requests: t('review.details.requests', { count: calls, n: format.format(calls) }),
            tokens: t('review.details.tokens', { count: tokens, n: format.format(tokens) }),
          })}
        </li>
      )}
    </ul>
  );
}

/**
 * The run's view is read once, but its token usage grows while it works: it is read again when the
 * live snapshot says the run has finished (the first pass, or a rerun), or says so while the view
 * read earlier still has it working.
 */
function useViewRefreshOnFinish(id: string, live: BatchSnapshot | null, viewStatus: string | undefined): void {
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

/** All / failed / empty / edited (/ issues, for a channel): native radios, so the arrows move between them. */
function FilterChoice({
  value,
  filters,
  columns,
  onChange,
}: {
  value: ValuesFilter;
  filters: readonly ValuesFilter[];
  columns: readonly ValueColumn[];
  onChange: (filter: ValuesFilter) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const count = (filter: ValuesFilter) => (filter === 'all' || filter === 'issues' ? null : columns.reduce((sum, column) => sum + column.counts[filter], 0));
  return (
    <fieldset className="review-filter">
      <legend className="review-filter-legend">{t('review.filter.legend')}</legend>
      {filters.map((filter) => {
        const n = count(filter);
        return (
          <label key={filter} className={`review-filter-option${value === filter ? ' review-filter-on' : ''}`}>
            <input type="radio" name={name} value={filter} checked={value === filter} onChange={() => onChange(filter)} />
            {n === null ? t(`review.filter.${filter}`) : t('review.filter.withCount', { name: t(`review.filter.${filter}`), count: n })}
          </label>
        );
      })}
    </fieldset>
  );
}

/** What the tick boxes select, in words. */
function useSelectionText(selection: Selection): string {
  const { t } = useTranslation();
  if (isEmptySelection(selection)) return t('review.selection.none');
  const products = t('review.selection.products', { count: selection.products.size });
  const fields = t('review.selection.fields', { count: selection.fields.size });
  if (selection.fields.size === 0) return t('review.selection.productsOnly', { products });
  if (selection.products.size === 0) return t('review.selection.fieldsOnly', { fields });
  return t('review.selection.both', { products, fields });
}

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
  useLiveValues(id, live, socketConnected);
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
  const selectionText = useSelectionText(selection);
  const announce = useCallback((text: string) => setAnnouncement((current) => ({ text, n: current.n + 1 })), []);
  // Stable, so the grid's memoised rows do not render again for them.
  const selectProduct = useCallback(
    (product: number, on: boolean) => setSelection((current) => ({ ...current, products: toggled(current.products, product, on) })),
    [],
  );
  const selectField = useCallback((field: string, on: boolean) => setSelection((current) => ({ ...current, fields: toggled(current.fields, field, on) })), []);

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
  const editable = status === 'done';
  const page = summary.data;
  const columns = page?.columns ?? [];
  const failed = failedCount(columns);
  const rerunSelection = selectionRequest(selection, columns);
  const channel = runChannelId(run.destination ?? []);

  return (
    <div className="page review">
      <header className="page-header review-header">
        <div className="review-heading">
          <Link href="/catalogs" className="review-back">
            {t('review.back')}
          </Link>
          <h1 className="page-title review-title">{run.catalog_config_label || run.catalog_config_name}</h1>
          <p className="page-subtitle review-file">{t('review.file', { name: run.input_filename })}</p>
          <RunDetails run={run} />
          {channel && <ChannelSummary channel={channel} validation={run.validation} />}
        </div>
        <RunSummary run={run} />
      </header>

      {run.preview && <PreviewBanner run={run} />}

      <div className="review-toolbar">
        <FilterChoice value={filter} filters={channel ? CHANNEL_FILTERS : FILTERS} columns={columns} onChange={chooseFilter} />
        <div className="review-actions">
          <p className="review-selection">{selectionText}</p>
          {!isEmptySelection(selection) && (
            <button type="button" className="button button-small button-ghost" onClick={() => setSelection(NO_SELECTION)}>
              {t('review.selection.clear')}
            </button>
          )}
          <button
            type="button"
            className="button button-small"
            disabled={!completed || rerunSelection === null}
            onClick={() => rerunSelection && setAsk({ kind: 'selection', request: rerunSelection })}
          >
            {t('review.rerun.selection')}
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={!completed || failed === 0}
            onClick={() => setAsk({ kind: 'failed', request: { failed_only: true } })}
          >
            {t('review.rerun.failed')}
          </button>
        </div>
      </div>

      {(filter === 'empty' || filter === 'failed') && <ReasonChoice status={filter} columns={columns} value={reason} onChange={setReason} />}

      {!editable && <p className="review-note">{completed ? t('review.notEditableError') : t('review.notDone')}</p>}

      {summary.isError && !page && <ErrorNotice error={summary.error} onRetry={() => void summary.refetch()} />}
      {!page && summary.isPending && (
        <p className="review-note" role="status">
          {t('review.grid.loading')}
        </p>
      )}
      {page && (
        <>
          <p className="review-total" aria-live="polite">
            {reason
              ? t('review.grid.totalReason', { count: page.total, reason: reasonText.label(reason) })
              : filter === 'all'
                ? t('review.grid.total', { count: page.total })
                : t(`review.grid.totalFiltered.${filter}`, { count: page.total })}
          </p>
          <ValuesGrid
            key={`${filter}:${reason ?? ''}`}
            runId={id}
            filter={filter}
            reason={reason}
            total={page.total}
            columns={columns}
            editable={editable}
            selection={selection}
            onSelectProduct={selectProduct}
            onSelectField={selectField}
            onAnnounce={announce}
            label={t('review.grid.label', { name: run.input_filename })}
            templateName={run.catalog_config_name}
            channelName={channel ? channelName(channel) : undefined}
          />
          {page.total === 0 && <p className="review-empty">{t(`review.grid.noRows.${reason ? 'reason' : filter}`)}</p>}
          <p className="review-keys">{t('review.grid.keys')}</p>
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
