import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App.tsx';
import { queryClient } from './api/query-client.ts';
import { Toaster } from './components/ui/toast.tsx';
import { i18n, languageReady } from './i18n/index.ts';
// Before the router subscribes to popstate: see the module.
import './lib/back-guard.ts';
import { preloadPage } from './routes.tsx';
import { store } from './state/store.ts';
import './styles/tokens.css';
import './styles/base.css';

preloadPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A failed dictionary fetch leaves the page in English rather than blank.
void languageReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Provider store={store}>
            <I18nextProvider i18n={i18n}>
              <App />
              <Toaster />
            </I18nextProvider>
          </Provider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
