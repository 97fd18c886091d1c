import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookView } from '../../../../domain/webhook.ts';
import { useWebhookDeliveries } from '../../api/webhooks.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { fullDateTime } from '../../lib/catalogs.ts';

/** A webhook's "Recent deliveries" disclosure: read when opened, and again on Refresh. */
export function WebhookDeliveries({ webhook }: { webhook: WebhookView }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useWebhookDeliveries(webhook.id, open);
  const deliveries = query.data;

  let body: React.ReactNode;
  if (!deliveries && query.isError) body = <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  else if (!deliveries) {
    body = (
      <p className="settings-status" role="status">
        {t('webhooks.deliveries.loading')}
      </p>
    );
  } else if (deliveries.length === 0) body = <p className="settings-empty">{t('webhooks.deliveries.empty')}</p>;
  else {
    body = (
      <table className="webhook-deliveries">
        <caption className="visually-hidden">{t('webhooks.deliveries.caption', { url: webhook.url })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.deliveries.event')}</th>
            <th scope="col">{t('webhooks.deliveries.date')}</th>
            <th scope="col">{t('webhooks.deliveries.status')}</th>
            <th scope="col">{t('webhooks.deliveries.attempts')}</th>
            <th scope="col">{t('webhooks.deliveries.result')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{t(`webhooks.events.${delivery.event}`)}</td>
              <td>
                <time dateTime={delivery.created_at}>{fullDateTime(delivery.created_at, i18n.language)}</time>
              </td>
              <td>
                <span className="webhook-status" data-status={delivery.status}>
                  {t(`webhooks.deliveries.statuses.${delivery.status}`)}
                </span>
              </td>
              <td>{delivery.attempts}</td>
              <td>{delivery.last_result ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <details className="webhook-disclosure" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('webhooks.deliveries.title')}</summary>
      {open && (
        <div className="webhook-deliveries-body">
          <div>
            <button type="button" className="button button-small" disabled={query.isFetching} onClick={() => void query.refetch()}>
              {t('webhooks.deliveries.refresh')}
            </button>
          </div>
          {body}
        </div>
      )}
    </details>
  );
}
