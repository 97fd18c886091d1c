import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CatalogsIcon, HelpIcon, HomeIcon, SettingsIcon, SidebarIcon, TemplatesIcon } from './icons.tsx';

function NavLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  const active = location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} className="sidebar-link" aria-current={active ? 'page' : undefined}>
      {icon}
      <span className="sidebar-link-text">{children}</span>
    </Link>
  );
}

export function Sidebar({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className="sidebar">
      <nav aria-label={t('sidebar.label')} className="sidebar-nav">
        <NavLink href="/home" icon={<HomeIcon />}>
          {t('sidebar.home')}
        </NavLink>
        <NavLink href="/catalogs" icon={<CatalogsIcon />}>
          {t('sidebar.catalogs')}
        </NavLink>
        <NavLink href="/catalog-templates" icon={<TemplatesIcon />}>
          {t('sidebar.templates')}
        </NavLink>
        <NavLink href="/settings" icon={<SettingsIcon />}>
          {t('sidebar.settings')}
        </NavLink>
        <NavLink href="/help" icon={<HelpIcon />}>
          {t('sidebar.help')}
        </NavLink>
      </nav>
      <button type="button" className="sidebar-collapse button button-ghost" onClick={onHide}>
        <SidebarIcon />
        {t('sidebar.hide')}
      </button>
    </aside>
  );
}
