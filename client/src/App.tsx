import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Shell } from './components/Shell.tsx';
import { LoginPage } from './pages/login/LoginPage.tsx';
import { AppRoutes } from './routes.tsx';
import { connectSocket, disconnectSocket } from './socket.ts';
import { currentUserAtom, loadCurrentUser, signedInAtom, userLoadingAtom } from './state/session.ts';

export function App() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(signedInAtom);
  const user = useAtomValue(currentUserAtom);
  const loading = useAtomValue(userLoadingAtom);

  // A session from an earlier visit but no user yet: fetch it and apply its language.
  // Runs on sign-in changes only: a failed fetch leaves the user null on purpose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-running on `user` would retry a failed fetch forever
  useEffect(() => {
    if (signedIn && !user) void loadCurrentUser();
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn) return;
    connectSocket();
    return disconnectSocket;
  }, [signedIn]);

  if (!signedIn) return <LoginPage />;
  if (loading && !user) {
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
