import { useTranslation } from 'react-i18next';
import { useAcceptValue } from '../../api/catalog-values.ts';
import { useErrorText } from '../../lib/useErrorText.ts';

/** Accepting a value the run found: it is marked as reviewed, and the outcome is announced. */
export function useAcceptCell(runId: string, onAnnounce: (text: string) => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const accept = useAcceptValue(runId);
  return {
    accepting: accept.isPending,
    accept: (product: number, field: string) =>
      accept.mutate(
        { product, field },
        {
          onSuccess: () => onAnnounce(t('review.accept.done')),
          onError: (error) => onAnnounce(t('review.accept.failed', { reason: errorText(error) })),
        },
      ),
  };
}
