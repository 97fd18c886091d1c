import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { useNavigationCount } from './lib/navigation.ts';
import { CatalogTemplatesPage } from './pages/catalog-templates/CatalogTemplatesPage.tsx';
import { CatalogsPage } from './pages/catalogs/CatalogsPage.tsx';
import { HelpPage } from './pages/help/HelpPage.tsx';
import { HomePage } from './pages/home/HomePage.tsx';
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx';
import { UserProfilePage } from './pages/user-profile/UserProfilePage.tsx';

// The pages holding the editors (field groups, mapper, source fields, search options, upload) are
// chunks of their own, fetched when first opened: /home does not download them.
const CatalogNewPage = lazy(() => import('./pages/catalog-new/CatalogNewPage.tsx').then((m) => ({ default: m.CatalogNewPage })));
const CatalogTemplateEditPage = lazy(() =>
  import('./pages/catalog-template-edit/CatalogTemplateEditPage.tsx').then((m) => ({ default: m.CatalogTemplateEditPage })),
);
const ConfigAssistantPage = lazy(() =>
  import('./pages/config-assistant/ConfigAssistantPage.tsx').then((m) => ({ default: m.ConfigAssistantPage })),
);
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));

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
        <Route path="/catalog/new" component={CatalogNewRoute} />
        <Route path="/catalog-templates" component={CatalogTemplatesPage} />
        <Route path="/catalog-templates/edit/:configName">
          {(params) => <CatalogTemplateEditPage key={params.configName} configName={params.configName} />}
        </Route>
        <Route path="/config-assistant" component={ConfigAssistantPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route path="/user-profile" component={UserProfilePage} />
        <Route path="/help" component={HelpPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
