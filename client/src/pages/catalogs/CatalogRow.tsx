import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type BatchView, isCompleted } from '../../../../domain/batch.ts';
import { useChannelName } from '../../api/channels.ts';
import { RunGapsNote } from '../../components/run/RunOutcome.tsx';
import { destinationText, fullDateTime, isKnownStatus, isNew, shortName, showsProgress, startDateText } from '../../lib/catalogs.ts';
import { ResultButton } from './ResultButton.tsx';

export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => (isKnownStatus(status) ? t(`catalogs.status.${status}`) : t('catalogs.status.unknown', { n: status }));
}

interface Props {
  batch: BatchView;
  now: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDownload: (name: string) => void;
  onDismiss: () => void;
  onDelete: () => void;
}

export function CatalogRow({ batch, now, selected, onSelect, onDownload, onDismiss, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const completed = isCompleted(batch.status);
  const channelName = useChannelName();
  const destination = destinationText(batch.destination);
  const percent = Math.round(Math.min(1, Math.max(0, batch.progress)) * 100);
  const progressId = `catalog-progress-${batch.id}`;
  return (
    <tr className={[selected && 'catalog-row-selected', batch.preview && 'catalog-row-preview'].filter(Boolean).join(' ') || undefined}>
      <td className="catalogs-check">
        <input type="checkbox" checked={selected} disabled={!completed} aria-label={t('catalogs.selectRow', { name: batch.input_filename })} onChange={(event) => onSelect(event.target.checked)} />
      </td>
      <th scope="row" className="catalogs-filename">
        <span className="catalogs-filename-inner">
          <span title={batch.input_filename}>{shortName(batch.input_filename)}</span>
          {batch.preview && (
            <span className="catalog-preview-badge" title={t('catalogs.previewTitle', { count: batch.nb_products })}>
              {t('catalogs.previewBadge')}
            </span>
          )}
          {isNew(batch) && <span className="catalog-new-badge">{t('catalogs.newBadge')}</span>}
        </span>
      </th>
      <td>{batch.catalog_config_label ?? batch.catalog_config_name}</td>
      <td className="catalogs-destination">{destination === null ? t('catalogs.customFormat') : channelName(destination)}</td>
      <td className="catalogs-status">
        <span className={`catalog-status catalog-status-${batch.status}`}>{statusLabel(batch.status)}</span>
        <RunGapsNote run={batch} />
        {showsProgress(batch.status) && (
          <span className="catalog-progress">
            <progress id={progressId} max={100} value={percent} aria-label={t('catalogs.progressLabel', { name: batch.input_filename })} />
            <span className="catalog-progress-value">{t('catalogs.percent', { percent })}</span>
          </span>
        )}
        {batch.status === 'error' && !batch.downloaded_once && (
          <button type="button" className="button button-small button-ghost catalog-dismiss" aria-label={t('catalogs.dismissLabel', { name: batch.input_filename })} onClick={onDismiss}>
            {t('catalogs.dismiss')}
          </button>
        )}
      </td>
      <td>
        {batch.results.length === 0 ? (
          <span className="catalogs-muted">-</span>
        ) : (
          <span className="catalog-results">
            {batch.results.map((result) => (
              <ResultButton key={result.name} result={result} channels={batch.channels ?? []} onDownload={onDownload} />
            ))}
          </span>
        )}
      </td>
      <td className="catalogs-date">
        <time dateTime={batch.start_date} title={fullDateTime(batch.start_date, i18n.language)}>
          {startDateText(batch, now, i18n.language)}
        </time>
      </td>
      <td className="catalogs-actions">
        <Link href={`/catalogs/${encodeURIComponent(batch.id)}`} className="button button-small button-ghost catalog-review" aria-label={t('catalogs.reviewLabel', { name: batch.input_filename })} title={t('catalogs.reviewLabel', { name: batch.input_filename })}>
          {t('catalogs.review')}
        </Link>
        <button type="button" className="icon-button catalog-delete" disabled={!completed} aria-label={t('catalogs.deleteLabel', { name: batch.input_filename })} title={t('catalogs.delete')} onClick={onDelete}>
          <svg aria-hidden="true" width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
          </svg>
        </button>
      </td>
    </tr>
  );
}
