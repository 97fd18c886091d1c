import { type FocusEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CardIcon, CatalogsIcon, ChevronRightIcon, SparkIcon, TemplatesIcon } from '../../components/icons.tsx';
import { greetingName } from '../../lib/user.ts';
import { useCurrentUser } from '../../api/auth.ts';
import { useSubscription } from '../../api/subscription.ts';
import './HomePage.css';

/**
 * 'Start a new treatment': expands on hover (CSS), on keyboard focus of any of
 * its buttons, or when its header is pressed (touch, screen readers).
 */
function StartCard() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const expanded = focused || pinned;
  const card = useRef<HTMLElement>(null);

  const focus = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      if (!card.current?.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return (
    <section ref={card} className="start-card" data-expanded={expanded}>
      <button type="button" className="start-card-header" aria-expanded={expanded} aria-controls="start-card-actions" onClick={() => setPinned((p) => !p)} {...focus}>
        <span className="start-card-icon">
          <SparkIcon />
        </span>
        <span className="start-card-titles">
          <span className="start-card-title">{t('home.startTitle')}</span>
          <span className="start-card-hint">{t('home.startHint')}</span>
        </span>
      </button>
      <div id="start-card-actions" className="start-card-actions">
        <button type="button" className="button button-primary" onClick={() => navigate('/catalog/new')} {...focus}>
          {t('home.generateCatalog')}
        </button>
        <button type="button" className="button" onClick={() => navigate('/config-assistant')} {...focus}>
          {t('home.createConfig')}
        </button>
      </div>
    </section>
  );
}

function Tile({ href, icon, title, text }: { href: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link href={href} className="tile">
      <span className="tile-head">
        <span className="tile-icon">{icon}</span>
        <ChevronRightIcon />
      </span>
      <span className="tile-title">{title}</span>
      <span className="tile-text">{text}</span>
    </Link>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const period = useSubscription().data?.period;
  return (
    <div className="page home">
      <header className="page-header">
        <h1 className="page-title">{t('home.hello', { username: greetingName(user) ?? t('profile.guest') })}</h1>
        <p className="page-subtitle">{t('home.intro')}</p>
      </header>
      <StartCard />
      <nav className="tiles" aria-label={t('home.shortcuts')}>
        <Tile href="/catalogs" icon={<CatalogsIcon />} title={t('home.tileCatalogs')} text={t('home.tileCatalogsText')} />
        <Tile href="/catalog-templates" icon={<TemplatesIcon />} title={t('home.tileTemplates')} text={t('home.tileTemplatesText')} />
        <Tile href="/user-profile" icon={<CardIcon />} title={t('home.tileSubscription')} text={period ? t('subscription.tileCredits', { count: period.available_credits }) : t('home.tileSubscriptionText')} />
      </nav>
    </div>
  );
}
