import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast.tsx';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../../../../domain/avatar.ts';
import type { CurrentUser } from '../../../../domain/user.ts';
import { changeAvatar, removeAvatar, uploadAvatar, useCurrentUser } from '../../api/auth.ts';
import { useErrorText } from '../../lib/useErrorText.ts';

const ACCEPTED: readonly string[] = Object.values(AVATAR_CONTENT_TYPES);

/** Upload, replace or remove the profile picture. The browser checks type and size first; the server decides. */
export function AvatarEditor() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(call: () => Promise<CurrentUser>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      await changeAvatar(call);
      toast.success(done);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) setProblem(t('errors.image_type_not_allowed'));
    else if (file.size > AVATAR_MAX_BYTES) setProblem(t('errors.image_too_large'));
    else void run(() => uploadAvatar(file), t('profile.avatarSaved'));
  }

  return (
    <div className="profile-avatar-actions">
      <input ref={input} id={inputId} type="file" className="visually-hidden" tabIndex={-1} accept={ACCEPTED.join(',')} aria-describedby={problem ? errorId : undefined} onChange={onFile} />
      <label htmlFor={inputId} className="visually-hidden">
        {t('profile.avatarFile')}
      </label>
      <button type="button" className="button button-small" disabled={busy} onClick={() => input.current?.click()}>
        {user?.avatar ? t('profile.avatarChange') : t('profile.avatarUpload')}
      </button>
      {user?.avatar && (
        <button type="button" className="button button-small" disabled={busy} onClick={() => void run(removeAvatar, t('profile.avatarRemoved'))}>
          {t('profile.avatarRemove')}
        </button>
      )}
      <span className="profile-avatar-hint">{t('profile.avatarHint')}</span>
      {problem && (
        <span id={errorId} className="profile-avatar-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
