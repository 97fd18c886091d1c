import { Redirect, Route, Switch } from 'wouter';
import { useNavigationCount } from './lib/navigation.ts';
import { CatalogNewPage } from './pages/catalog-new/CatalogNewPage.tsx';
import { CatalogTemplateEditPage } from './pages/catalog-template-edit/CatalogTemplateEditPage.tsx';
import { CatalogTemplatesPage } from './pages/catalog-templates/CatalogTemplatesPage.tsx';
import { CatalogsPage } from './pages/catalogs/CatalogsPage.tsx';
import { ConfigAssistantPage } from './pages/config-assistant/ConfigAssistantPage.tsx';
import { HomePage } from './pages/home/HomePage.tsx';
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx';
import { SettingsPage } from './pages/settings/SettingsPage.tsx';
import { UserProfilePage } from './pages/user-profile/UserProfilePage.tsx';

function CatalogNewRoute() {
  const navigation = useNavigationCount();
  return <CatalogNewPage key={navigation} />;
}

/** The signed-in routes of spec §2. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/home" replace />
      </Route>
      <Route path="/home" component={HomePage} />
      <Route path="/catalogs" component={CatalogsPage} />
      <Route path="/catalog/new" component={CatalogNewRoute} />
      <Route path="/catalog-templates" component={CatalogTemplatesPage} />
      <Route path="/catalog-templates/edit/:configName">
        {(params) => <CatalogTemplateEditPage configName={params.configName} />}
      </Route>
      <Route path="/config-assistant" component={ConfigAssistantPage} />
      <Route path="/settings" component={SettingsPage} />
      <Route path="/user-profile" component={UserProfilePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
