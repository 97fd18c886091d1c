import { useTranslation } from 'react-i18next';
import { displaySize, oneDecimal } from './analysis.ts';

/** A size in KB or MB with one decimal, in the display language (docs/product.md size display). */
export function useSizeText(): (bytes: number) => string {
  const { t, i18n } = useTranslation();
  return (bytes) => {
    const size = displaySize(bytes);
    return t(`analysis.${size.unit}`, { value: oneDecimal(size.value, i18n.language) });
  };
}
