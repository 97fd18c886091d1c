import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedWebhook, WebhookView } from '../../../../domain/webhook.ts';
import { useDeleteWebhook, useRotateWebhookSecret } from '../../api/webhooks.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useErrorText } from '../../lib/useErrorText.ts';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';

/** One webhook: its address and events, Rotate secret (the new one shown once), Remove, and its deliveries. */
export function WebhookItem({ webhook }: { webhook: WebhookView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState<'rotate' | 'remove' | null>(null);
  const [rotated, setRotated] = useState<CreatedWebhook | null>(null);
  const { mutate: rotateSecret, isPending: rotating } = useRotateWebhookSecret();
  const { mutate: deleteWebhook, isPending: removing } = useDeleteWebhook();

  const rotate = () =>
    rotateSecret(webhook.id, {
      onSuccess: setRotated,
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setConfirming(null),
    });

  const remove = () =>
    deleteWebhook(webhook.id, {
      onSuccess: () => toast.success(t('webhooks.removed')),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setConfirming(null),
    });

  return (
    <li className="card webhook">
      <div className="webhook-header">
        <h3 className="webhook-url">{webhook.url}</h3>
        <div className="webhook-actions">
          <button type="button" className="button button-small" onClick={() => setConfirming('rotate')}>
            {t('webhooks.rotate')}
          </button>
          <button type="button" className="button button-small" onClick={() => setConfirming('remove')}>
            {t('webhooks.remove')}
          </button>
        </div>
      </div>
      <dl className="webhook-details">
        <dt>{t('webhooks.eventsLabel')}</dt>
        <dd>{webhook.events.map((event) => t(`webhooks.events.${event}`)).join(', ')}</dd>
      </dl>
      <WebhookDeliveries webhook={webhook} />
      <ConfirmDialog
        open={confirming === 'rotate'}
        title={t('webhooks.rotateTitle')}
        description={t('webhooks.rotateText', { url: webhook.url })}
        busy={rotating}
        declineLabel={t('webhooks.cancel')}
        onDecline={() => setConfirming(null)}
        confirmLabel={rotating ? t('webhooks.rotating') : t('webhooks.rotateConfirm')}
        onConfirm={rotate}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title={t('webhooks.removeTitle')}
        description={t('webhooks.removeText', { url: webhook.url })}
        busy={removing}
        declineLabel={t('webhooks.cancel')}
        onDecline={() => setConfirming(null)}
        confirmLabel={removing ? t('webhooks.removing') : t('webhooks.remove')}
        onConfirm={remove}
      />
      {rotated && <WebhookSecretDialog webhook={rotated} onDone={() => setRotated(null)} />}
    </li>
  );
}
