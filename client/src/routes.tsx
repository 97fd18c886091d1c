import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { useNavigationCount } from './lib/navigation.ts';
import { CatalogTemplatesPage } from './pages/catalog-templates/CatalogTemplatesPage.tsx';
import { CatalogsPage } from './pages/catalogs/CatalogsPage.tsx';
import { HelpPage } from './pages/help/HelpPage.tsx';
import { HomePage } from './pages/home/HomePage.tsx';
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx';
import { UserProfilePage } from './pages/user-profile/UserProfilePage.tsx';

// The pages holding the editors (field groups, mapper, source fields, search options, upload) and the
// review grid are chunks of their own, fetched when first opened: /home does not download them.
const EDITOR_PAGES = {
  '/catalogs/': () => import('./pages/catalog-review/CatalogReviewPage.tsx').then((m) => ({ default: m.CatalogReviewPage })),
  '/catalog/new': () => import('./pages/catalog-new/CatalogNewPage.tsx').then((m) => ({ default: m.CatalogNewPage })),
  '/catalog-templates/edit/': () => import('./pages/catalog-template-edit/CatalogTemplateEditPage.tsx').then((m) => ({ default: m.CatalogTemplateEditPage })),
  '/config-assistant': () => import('./pages/config-assistant/ConfigAssistantPage.tsx').then((m) => ({ default: m.ConfigAssistantPage })),
  '/settings': () => import('./pages/settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })),
};
type EditorPath = keyof typeof EDITOR_PAGES;
// biome-ignore lint/suspicious/noExplicitAny: each page has its own props; editorPage() types them for its route
type AnyPage = ComponentType<any>;
const loading = new Map<EditorPath, Promise<{ default: AnyPage }>>();
const loaded = new Map<EditorPath, AnyPage>();

function loadPage(path: EditorPath): Promise<{ default: AnyPage }> {
  const started =
    loading.get(path) ??
    EDITOR_PAGES[path]().then((module) => {
      loaded.set(path, module.default);
      return module;
    });
  loading.set(path, started);
  return started;
}

/**
 * Starts fetching the editor page a URL opens, if any: called as the app starts, so the chunk
 * comes in while the session is checked instead of after it.
 */
export function preloadPage(pathname: string): void {
  const path = (Object.keys(EDITOR_PAGES) as EditorPath[]).find((prefix) => pathname.startsWith(prefix));
  if (path) void loadPage(path);
}

/**
 * A page rendered at once when its chunk is already here (React's lazy would still suspend once,
 * and React holds a revealed fallback for 300 ms), else through lazy and the Suspense fallback.
 */
function editorPage<Props extends object>(path: EditorPath): ComponentType<Props> {
  const Lazy = lazy(() => loadPage(path));
  return function EditorPage(props: Props) {
    const Page = loaded.get(path) ?? Lazy;
    return <Page {...props} />;
  };
}

const CatalogReviewPage = editorPage<{ id: string }>('/catalogs/');
const CatalogNewPage = editorPage<object>('/catalog/new');
const CatalogTemplateEditPage = editorPage<{ configName: string }>('/catalog-templates/edit/');
const ConfigAssistantPage = editorPage<object>('/config-assistant');
const SettingsPage = editorPage<object>('/settings');

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-subtitle" role="status">
      {t('app.loading')}
    </p>
  );
}

function CatalogNewRoute() {
  const navigation = useNavigationCount();
  return <CatalogNewPage key={navigation} />;
}

/** The signed-in routes of docs/product.md. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/">
          <Redirect to="/home" replace />
        </Route>
        <Route path="/home" component={HomePage} />
        <Route path="/catalogs" component={CatalogsPage} />
        <Route path="/catalogs/:id">{(params) => <CatalogReviewPage key={params.id} id={params.id} />}</Route>
        <Route path="/catalog/new" component={CatalogNewRoute} />
        <Route path="/catalog-templates" component={CatalogTemplatesPage} />
        <Route path="/catalog-templates/edit/:configName">{(params) => <CatalogTemplateEditPage key={params.configName} configName={params.configName} />}</Route>
        <Route path="/config-assistant" component={ConfigAssistantPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route path="/user-profile" component={UserProfilePage} />
        <Route path="/help" component={HelpPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
