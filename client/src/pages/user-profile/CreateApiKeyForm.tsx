import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME_MAX_LENGTH, type CreatedApiKey, useCreateApiKey } from '../../api/api-keys.ts';
import { Field } from '../../components/ui/Field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useErrorText } from '../../lib/useErrorText.ts';

/** Names and makes a key; the answer, with the full key, goes to `onCreated`. A failure is a toast. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateApiKey();
  const [name, setName] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setName('');
        onCreated(key);
      },
      onError: (error) => toast.error(errorText(error)),
    });
  }

  return (
    <form className="api-keys-create" onSubmit={onSubmit}>
      <Field label={t('profile.apiKeys.name')} hint={t('profile.apiKeys.nameHint')} hintClassName="api-keys-hint">
        {(control) => (
          <div className="api-keys-row">
            <input {...control} className="input api-keys-name-input" value={name} required maxLength={API_KEY_NAME_MAX_LENGTH} autoComplete="off" onChange={(event) => setName(event.target.value)} />
            <button type="submit" className="button button-primary" disabled={create.isPending || name.trim() === ''}>
              {create.isPending ? t('profile.apiKeys.creating') : t('profile.apiKeys.create')}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
