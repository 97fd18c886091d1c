import { useTranslation } from 'react-i18next';
import type { CreatedWebhook } from '../../../../domain/webhook.ts';
import { OneTimeSecretDialog } from '../../components/ui/OneTimeSecretDialog.tsx';

/** The secret of a webhook just added, or just renewed, shown this once. */
export function WebhookSecretDialog({ webhook, onDone }: { webhook: CreatedWebhook; onDone: () => void }) {
  const { t } = useTranslation();
  return <OneTimeSecretDialog title={t('webhooks.secretTitle')} warning={t('webhooks.secretWarning')} label={t('webhooks.secretLabel', { url: webhook.url })} secret={webhook.secret} copied={t('webhooks.copied')} copyByHand={t('webhooks.copyByHand')} onDone={onDone} />;
}
