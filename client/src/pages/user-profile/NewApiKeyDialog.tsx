import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../api/api-keys.ts';
import { OneTimeSecretDialog } from '../../components/ui/OneTimeSecretDialog.tsx';

/** The key just made, shown this once. */
export function NewApiKeyDialog({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  return <OneTimeSecretDialog title={t('profile.apiKeys.createdTitle')} warning={t('profile.apiKeys.createdWarning')} label={t('profile.apiKeys.key', { name: apiKey.name })} secret={apiKey.key} copied={t('profile.apiKeys.copied')} copyByHand={t('profile.apiKeys.copyByHand')} onDone={onDone} />;
}
