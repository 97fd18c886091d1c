import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BatchView } from '../../../../domain/batch.ts';
import { useChannelName } from '../../api/channels.ts';
import { downloadRunResult } from '../../api/run-snapshots.ts';
import { RunOutcomeSummary } from '../../components/run/RunOutcome.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { isKnownStatus, normaliseStatus, showsProgress } from '../../lib/catalogs.ts';

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
        <span className="review-run-label">{t('review.status')}</span> <span className={`review-status review-status-${status}`}>{isKnownStatus(status) ? t(`catalogs.status.${status}`) : status}</span>
        {showsProgress(status) && (
          <span className="review-progress">
            <progress max={100} value={percent} aria-label={t('review.progressLabel')} />
            <span className="review-progress-value">{t('catalogs.percent', { percent })}</span>
          </span>
        )}
      </p>
      <RunOutcomeSummary run={run} />
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

/** The page's header: the way back, the run's template and file, what it reused and its channel's verdict; its status and files. */
export function RunHeader({ run, channel }: { run: BatchView; channel: string | null }) {
  const { t } = useTranslation();
  return (
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
  );
}
