import { useTranslation } from 'react-i18next';
import { availablePercent, creditLevel } from '../../../../domain/subscription.ts';
import './credits.css';

const RADIUS = 15.5;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The credit ring (docs/product.md): the share of the period's credits still available, green at 70 % or
 * more, amber at 30 % or more, red below. `size="lg"` shows the available count inside.
 */
export function CreditRing({ available, used, size = 'sm' }: { available: number; used: number; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const percent = availablePercent(available, used);
  const level = creditLevel(percent);
  const label = t('subscription.ringLabel', { available, total: available + used });
  return (
    <span className={`credit-ring credit-ring-${size}`} data-level={level} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 36 36" aria-hidden="true">
        <circle className="credit-ring-track" cx="18" cy="18" r={RADIUS} />
        <circle className="credit-ring-arc" cx="18" cy="18" r={RADIUS} strokeDasharray={`${(percent / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`} />
      </svg>
      {size === 'lg' && (
        <span className="credit-ring-value" aria-hidden="true">
          <span className="credit-ring-number">{available}</span>
          <span className="credit-ring-caption">{t('subscription.ringCaption', { total: available + used })}</span>
        </span>
      )}
    </span>
  );
}
