import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebhooks } from '../../api/webhooks.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { useFailureToast } from '../../lib/useFailureToast.ts';
import { AddWebhookForm } from './AddWebhookForm.tsx';
import { WebhookItem } from './WebhookItem.tsx';

/** The Webhooks tab (docs/automation.md Webhooks): what they are, the add form, and the workspace's webhooks. */
export function WebhooksTab() {
  const { t } = useTranslation();
  const titleId = useId();
  const listTitleId = useId();
  const query = useWebhooks();
  useFailureToast(query, { message: t('webhooks.loadFailed') });
  const webhooks = query.data ?? null;

  let body: React.ReactNode;
  if (webhooks === null && query.isError) body = <ErrorNotice message={t('webhooks.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (webhooks === null) {
    body = (
      <p className="settings-status" role="status">
        {t('webhooks.loading')}
      </p>
    );
  } else if (webhooks.length === 0) body = <p className="settings-empty">{t('webhooks.empty')}</p>;
  else {
    body = (
      <ul className="webhook-list">
        {webhooks.map((webhook) => (
          <WebhookItem key={webhook.id} webhook={webhook} />
        ))}
      </ul>
    );
  }

  return (
    <div className="settings-form">
      <section className="card settings-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="settings-card-title">
          {t('webhooks.title')}
        </h2>
        <p className="settings-hint">{t('webhooks.intro')}</p>
        <p className="settings-hint">{t('webhooks.signature')}</p>
        <AddWebhookForm />
      </section>
      <section className="card settings-card" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="settings-card-title">
          {t('webhooks.listTitle')}
        </h2>
        {body}
      </section>
    </div>
  );
}
