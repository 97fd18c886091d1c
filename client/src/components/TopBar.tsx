import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useNotificationCount } from '../api/catalog-batch.ts';
import { badgeCount, displayName } from '../lib/user.ts';
import { requestShowNewCatalogs } from '../state/notifications.ts';
import { useCurrentUser } from '../api/auth.ts';
import { socketConnectedAtom } from '../state/socket.ts';
import { Avatar } from './Avatar.tsx';
import { CreditCount } from './credits/CreditCount.tsx';
import { CreditRing } from './credits/CreditRing.tsx';
import { useSubscription } from '../api/subscription.ts';
import { BellIcon, PlusIcon } from './icons.tsx';

export function TopBar() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const user = useCurrentUser();
  const { count, gaps } = useNotificationCount(useAtomValue(socketConnectedAtom));
  const badge = badgeCount(count);
  const bellLabel = gaps > 0 ? t('topbar.notificationsGaps', { catalogs: count, count: gaps }) : t('topbar.notifications', { count });
  const period = useSubscription().data?.period;
  return (
    <header className="topbar">
      <Link href="/home" className="topbar-logo">
        <span className="topbar-logo-mark" aria-hidden="true">
          {t('app.name').charAt(0)}
        </span>
        {t('app.name')}
      </Link>
      <div className="topbar-actions">
        <button type="button" className="button button-primary" onClick={() => navigate('/catalog/new')}>
          <PlusIcon />
          <span className="topbar-new-text">{t('topbar.newCatalog')}</span>
        </button>
        <button type="button" className={`icon-button topbar-bell${gaps > 0 ? ' topbar-bell-gaps' : ''}`} aria-label={bellLabel} title={bellLabel} onClick={() => (location === '/catalogs' ? requestShowNewCatalogs() : navigate('/catalogs?show_new_only=true'))}>
          <BellIcon />
          {badge && (
            <span className="topbar-badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </button>
        {/* The number stays outside the link: its name is the profile's, its ring says the credits. */}
        {period && <CreditCount available={period.available_credits} />}
        <Link href="/user-profile" className="topbar-avatar" aria-label={t('topbar.openProfile')}>
          {period && <CreditRing available={period.available_credits} used={period.used_credits} />}
          <Avatar user={user} alt={displayName(user) ?? t('profile.guest')} />
        </Link>
      </div>
    </header>
  );
}
