import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookView } from '../../../../domain/webhook.ts';
import { useDeleteWebhook } from '../../api/webhooks.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useErrorText } from '../../lib/useErrorText.ts';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';

/** One webhook: its address and events, its secret (hidden until asked for), Remove, and its deliveries. */
export function WebhookItem({ webhook }: { webhook: WebhookView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [secretShown, setSecretShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { mutate: deleteWebhook, isPending: removing } = useDeleteWebhook();

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(webhook.secret);
      toast.success(t('webhooks.copied'));
    } catch {
      // No clipboard outside a secure context (plain http to another host): the secret can still be shown.
      toast.error(t('webhooks.copyFailed'));
    }
  };

  const remove = () =>
    deleteWebhook(webhook.id, {
      onSuccess: () => toast.success(t('webhooks.removed')),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <li className="card webhook">
      <div className="webhook-header">
        <h3 className="webhook-url">{webhook.url}</h3>
        <button type="button" className="button button-small" onClick={() => setConfirming(true)}>
          {t('webhooks.remove')}
        </button>
      </div>
      <dl className="webhook-details">
        <dt>{t('webhooks.eventsLabel')}</dt>
        <dd>{webhook.events.map((event) => t(`webhooks.events.${event}`)).join(', ')}</dd>
        <dt>{t('webhooks.secret')}</dt>
        <dd className="webhook-secret">
          {secretShown ? (
            <code>{webhook.secret}</code>
          ) : (
            <>
              <code aria-hidden="true">••••••••••••••••</code>
              <span className="visually-hidden">{t('webhooks.secretHidden')}</span>
            </>
          )}
          <button type="button" className="button button-small" onClick={() => setSecretShown((shown) => !shown)}>
            {secretShown ? t('webhooks.hideSecret') : t('webhooks.showSecret')}
          </button>
          <button type="button" className="button button-small" onClick={() => void copySecret()}>
            {t('webhooks.copy')}
          </button>
        </dd>
      </dl>
      <WebhookDeliveries webhook={webhook} />
      <ConfirmDialog
        open={confirming}
        title={t('webhooks.removeTitle')}
        description={t('webhooks.removeText', { url: webhook.url })}
        busy={removing}
        declineLabel={t('webhooks.cancel')}
        onDecline={() => setConfirming(false)}
        confirmLabel={removing ? t('webhooks.removing') : t('webhooks.remove')}
        onConfirm={remove}
      />
    </li>
  );
}
