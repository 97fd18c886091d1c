import { useTranslation } from 'react-i18next';
import { CreditRing } from './CreditRing.tsx';

/** The top bar's credits: the ring and, beside it, the number still available this period (read again on `credits.changed`). */
export function CreditCount({ available, used }: { available: number; used: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="credit-count">
      <CreditRing available={available} used={used} />
      <span className="credit-count-number" aria-hidden="true">
        {new Intl.NumberFormat(i18n.language).format(available)}
      </span>
    </span>
  );
}
