import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../api/api-keys.ts';
import { Field } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { toast } from '../../components/ui/toast.tsx';

/**
 * The key just made, shown this once. Only Done closes it (not Escape nor a click outside), so the
 * key is not lost by a stray key press; once closed, nothing on the page holds it.
 */
export function NewApiKeyDialog({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopyFailed(false);
      toast.success(t('profile.apiKeys.copied'));
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopyFailed(true);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('profile.apiKeys.createdTitle')}
      description={t('profile.apiKeys.createdWarning')}
      dismissable={false}
      footer={
        <>
          <button type="button" className="button" onClick={() => void copy()}>
            {t('profile.apiKeys.copy')}
          </button>
          <button type="button" className="button button-primary" onClick={onDone}>
            {t('profile.apiKeys.done')}
          </button>
        </>
      }
    >
      <Field label={t('profile.apiKeys.key', { name: apiKey.name })}>
        {(control) => <input {...control} ref={field} className="input api-keys-secret" value={apiKey.key} readOnly onFocus={(event) => event.currentTarget.select()} />}
      </Field>
      {copyFailed && (
        <p className="api-keys-copy-failed" role="alert">
          {t('profile.apiKeys.copyByHand')}
        </p>
      )}
    </Modal>
  );
}
