import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellReason } from '../../../../domain/cell-reasons.ts';
import { isEmptyReason } from '../../lib/review.ts';

export interface ReasonText {
  /** A reason code in a few words: its own label, else 'Failed' for a failure's code, else the code. */
  label: (code: string) => string;
  /** Why the cell is empty or failed, in a sentence; a sentence the dictionaries do not know is said by its label. */
  sentence: (reason: CellReason) => string;
}

/** Reasons (domain/cell-reasons.ts) in the user's language; the English dictionary answers for a sentence the other one lacks. */
export function useReasonText(): ReasonText {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const label = (code: string) => {
      if (i18n.exists(`review.reasonLabels.${code}`)) return t(`review.reasonLabels.${code}`);
      return isEmptyReason(code) ? code : t('review.reasonLabels.failed');
    };
    const sentence = (reason: CellReason) => (i18n.exists(`review.reasons.${reason.says.key}`) ? t(`review.reasons.${reason.says.key}`, reason.says.params) : label(reason.code));
    return { label, sentence };
  }, [t, i18n]);
}
