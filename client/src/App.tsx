import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUserQuery } from './api/auth.ts';
import { Shell } from './components/Shell.tsx';
import { LoginPage } from './pages/login/LoginPage.tsx';
import { AppRoutes } from './routes.tsx';
import { connectSocket, disconnectSocket } from './socket.ts';
import { signedInAtom } from './state/session.ts';

export function App() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(signedInAtom);
  // A session from an earlier visit: the user is fetched (and their language applied) before the shell shows.
  const user = useCurrentUserQuery();

  useEffect(() => {
    if (!signedIn) return;
    connectSocket();
    return disconnectSocket;
  }, [signedIn]);

  if (!signedIn) return <LoginPage />;
  if (user.isLoading) {
    return (
      <div className="app-loading" role="status">
        {t('app.loading')}
      </div>
    );
  }
  return (
    <Shell>
      <AppRoutes />
    </Shell>
  );
}
