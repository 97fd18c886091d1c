import { useTranslation } from 'react-i18next';

/** A count of credits as the language writes it ('10,000', '10 000'). */
export function formatCredits(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/**
 * The top bar's number of credits still available this period, beside the ring (read again on
 * `credits.changed`). Hidden from assistive technology: the ring's name says it with the total.
 */
export function CreditCount({ available }: { available: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="credit-count-number" aria-hidden="true">
      {formatCredits(available, i18n.language)}
    </span>
  );
}
