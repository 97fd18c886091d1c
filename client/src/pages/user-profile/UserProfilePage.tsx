import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast.tsx';
import { useLocation } from 'wouter';
import { type Language, LANGUAGES } from '../../../../domain/user.ts';
import { changeLanguage, signOut, useCurrentUser } from '../../api/auth.ts';
import { useBackendDown } from '../../api/health.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LogoutIcon } from '../../components/icons.tsx';
import { isLanguage } from '../../i18n/index.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { displayName } from '../../lib/user.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { AvatarEditor } from './AvatarEditor.tsx';
import { CreditHistory } from './CreditHistory.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import './UserProfilePage.css';

export function UserProfilePage() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const backendDown = useBackendDown();
  const [signingOut, setSigningOut] = useState(false);
  const languageId = useId();
  const name = displayName(user) ?? t('profile.guest');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  async function onLanguage(value: string) {
    if (!isLanguage(value)) return;
    try {
      await changeLanguage(value);
      toast.success(t('profile.languageSaved'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  async function onLogout() {
    setSigningOut(true);
    await signOut();
    navigate('/', { replace: true });
  }

  return (
    <div className="page profile">
      <header className="page-header">
        <h1 className="page-title">{t('profile.title')}</h1>
      </header>
      {backendDown && <ErrorNotice message={t('profile.backendError')} />}
      <section className="card profile-card" aria-labelledby="profile-name">
        <div className="profile-identity">
          <Avatar user={user} alt={t('profile.avatarAlt', { name })} size="lg" />
          <div className="profile-identity-text">
            <span id="profile-name" className="badge profile-badge">
              {name}
            </span>
            {user?.email && <span className="profile-email">{user.email}</span>}
            {user && <AvatarEditor />}
          </div>
          <button type="button" className="button profile-logout" onClick={onLogout} disabled={signingOut}>
            <LogoutIcon />
            {t('profile.logout')}
          </button>
        </div>
        <h2 className="section-title">{t('profile.details')}</h2>
        <dl className="profile-details">
          <div>
            <dt>{t('profile.firstname')}</dt>
            <dd>{user?.firstname || t('profile.empty')}</dd>
          </div>
          <div>
            <dt>{t('profile.lastname')}</dt>
            <dd>{user?.lastname || t('profile.empty')}</dd>
          </div>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{user?.email || t('profile.empty')}</dd>
          </div>
          <div>
            <dt>
              <label htmlFor={languageId}>{t('profile.language')}</label>
            </dt>
            <dd>
              <select id={languageId} className="input select" value={language} onChange={(e) => void onLanguage(e.target.value)}>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`languages.${code}`)}
                  </option>
                ))}
              </select>
            </dd>
          </div>
        </dl>
      </section>
      <ApiKeysSection />
      <SubscriptionSection />
      <CreditHistory />
    </div>
  );
}
