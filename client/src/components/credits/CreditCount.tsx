import { useTranslation } from 'react-i18next';
import { CreditRing } from './CreditRing.tsx';

/** A count of credits as the language writes it ('10,000', '10 000'). */
export function formatCredits(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** The top bar's credits: the ring and, beside it, the number still available this period (read again on `credits.changed`). */
export function CreditCount({ available, used }: { available: number; used: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="credit-count">
      <CreditRing available={available} used={used} />
      <span className="credit-count-number" aria-hidden="true">
        {formatCredits(available, i18n.language)}
      </span>
    </span>
  );
}
