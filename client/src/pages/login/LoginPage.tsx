import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { signIn } from '../../api/auth.ts';
import './LoginPage.css';

/** The only screen shown when signed out (docs/product.md Login, docs/product.md Login). */
export function LoginPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (err) {
      setError(err);
      setPending(false);
    }
  }

  return (
    <div className="login">
      <main className="login-card">
        <div className="login-brand" aria-hidden="true">
          <span className="topbar-logo-mark">{t('app.name').charAt(0)}</span>
        </div>
        <h1 className="login-title">{t('login.title')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        <form className="login-form" onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="login-email">{t('login.email')}</label>
            <input id="login-email" className="input" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t('login.password')}</label>
            <input id="login-password" className="input" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          {error !== null && <ErrorNotice error={error} />}
          <button type="submit" className="button button-primary button-block" disabled={pending}>
            {pending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
