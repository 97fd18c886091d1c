import { useTranslation } from 'react-i18next';
import { CreditRing } from '../../components/credits/CreditRing.tsx';
import { RefreshIcon } from '../../components/icons.tsx';
import { useSubscription } from '../../api/subscription.ts';

function useDate() {
  const { t, i18n } = useTranslation();
  return (date: string | null) => (date === null ? t('subscription.noEndDate') : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)));
}

/** Profile blocks (docs/product.md User profile): Subscription Information and Active Subscription. */
export function SubscriptionSection() {
  const { t } = useTranslation();
  const formatDate = useDate();
  const subscription = useSubscription();
  const period = subscription.data?.period ?? null;
  const active = subscription.data?.active ?? null;
  const loading = subscription.isPending;

  return (
    <>
      <section className="card profile-card subscription-card" aria-labelledby="subscription-info-title" aria-busy={loading}>
        <div className="subscription-card-head">
          <h2 id="subscription-info-title" className="section-title">
            {t('subscription.infoTitle')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('subscription.refresh')} title={t('subscription.refresh')} onClick={() => void subscription.refetch()}>
            <RefreshIcon />
          </button>
        </div>
        {loading && <p className="subscription-muted">{t('app.loading')}</p>}
        {!loading && !period && <p className="subscription-muted">{t('subscription.noActive')}</p>}
        {period && (
          <div className="subscription-period">
            <figure className="subscription-ring">
              <CreditRing available={period.available_credits} used={period.used_credits} size="lg" />
              <figcaption>{t('subscription.currentPeriod')}</figcaption>
            </figure>
            <dl className="profile-details subscription-details">
              <div>
                <dt>{t('subscription.creditsPerPeriod')}</dt>
                <dd>{period.credits_per_period}</dd>
              </div>
              <div>
                <dt>{t('subscription.usedCredits')}</dt>
                <dd>{period.used_credits}</dd>
              </div>
              <div>
                <dt>{t('subscription.availableCredits')}</dt>
                <dd>{period.available_credits}</dd>
              </div>
              <div>
                <dt>{t('subscription.periodDates')}</dt>
                <dd>{t('subscription.fromTo', { from: formatDate(period.start_date), to: formatDate(period.end_date) })}</dd>
              </div>
            </dl>
          </div>
        )}
      </section>
      <section className="card profile-card subscription-card" aria-labelledby="subscription-active-title">
        <h2 id="subscription-active-title" className="section-title">
          {t('subscription.activeTitle')}
        </h2>
        {!loading && !active && <p className="subscription-muted">{t('subscription.noActive')}</p>}
        {active && (
          <dl className="profile-details">
            <div>
              <dt>{t('subscription.frequency')}</dt>
              <dd>{t(`subscription.frequencies.${active.frequency}`)}</dd>
            </div>
            <div>
              <dt>{t('subscription.creditsPerPeriod')}</dt>
              <dd>{active.credits_per_period}</dd>
            </div>
            <div>
              <dt>{t('subscription.startDate')}</dt>
              <dd>{formatDate(active.start_date)}</dd>
            </div>
            <div>
              <dt>{t('subscription.endDate')}</dt>
              <dd>{formatDate(active.end_date)}</dd>
            </div>
          </dl>
        )}
      </section>
    </>
  );
}
