import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiKey, type CreatedApiKey, useApiKeys, useRevokeApiKey } from '../../api/api-keys.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { fullDateTime } from '../../lib/catalogs.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { CreateApiKeyForm } from './CreateApiKeyForm.tsx';
import { NewApiKeyDialog } from './NewApiKeyDialog.tsx';
import './ApiKeysSection.css';

/** The day a key was made, in the display language; its last use shows the time too. */
function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

function ApiKeysTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="api-keys-table">
      <caption className="visually-hidden">{t('profile.apiKeys.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('profile.apiKeys.columnName')}</th>
          <th scope="col">{t('profile.apiKeys.columnKey')}</th>
          <th scope="col">{t('profile.apiKeys.columnCreated')}</th>
          <th scope="col">{t('profile.apiKeys.columnLastUsed')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('profile.apiKeys.columnActions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <th scope="row" className="api-keys-name">
              {key.name}
            </th>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td className="api-keys-date">{formatDay(key.created_at, i18n.language)}</td>
            <td className="api-keys-date">{key.last_used_at ? fullDateTime(key.last_used_at, i18n.language) : t('profile.apiKeys.neverUsed')}</td>
            <td className="api-keys-actions">
              <button type="button" className="button button-small" aria-label={t('profile.apiKeys.revokeLabel', { name: key.name })} onClick={() => onRevoke(key)}>
                {t('profile.apiKeys.revoke')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Asks before revoking `apiKey` (open while it is not null); the outcome is a toast. */
function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const revoke = useRevokeApiKey();

  function confirm() {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast.success(t('profile.apiKeys.revoked')),
      onError: (error) => toast.error(errorText(error)),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={t('profile.apiKeys.revokeTitle')}
      description={t('profile.apiKeys.revokeText', { name: apiKey?.name ?? '' })}
      busy={revoke.isPending}
      declineLabel={t('profile.apiKeys.cancel')}
      onDecline={onClose}
      confirmLabel={revoke.isPending ? t('profile.apiKeys.revoking') : t('profile.apiKeys.revoke')}
      onConfirm={confirm}
    />
  );
}

/** Profile block (docs/automation.md API keys): the user's keys, listed without secrets, made and revoked here. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  let list: ReactNode;
  if (keys.data) list = keys.data.length > 0 ? <ApiKeysTable keys={keys.data} onRevoke={setRevoking} /> : <p className="api-keys-muted">{t('profile.apiKeys.empty')}</p>;
  else if (keys.isError) list = <ErrorNotice error={keys.error} onRetry={() => void keys.refetch()} />;
  else
    list = (
      <p className="api-keys-muted" role="status">
        {t('profile.apiKeys.loading')}
      </p>
    );

  return (
    <section className="card profile-card api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" className="section-title">
        {t('profile.apiKeys.title')}
      </h2>
      <p className="api-keys-intro">
        {t('profile.apiKeys.intro')} <a href="/api/docs">{t('profile.apiKeys.reference')}</a>
      </p>
      {list}
      <CreateApiKeyForm onCreated={setCreated} />
      {created && <NewApiKeyDialog apiKey={created} onDone={() => setCreated(null)} />}
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
