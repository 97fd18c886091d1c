import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { loadTemplates, templatesAtom } from '../state/templates.ts';

/**
 * The workspace's template list, loaded on mount; a failure shows an error toast with Retry
 * (docs/product.md Specific handling). `failedKey` and `retryKey` are the page's own texts.
 */
export function useTemplatesList(toastId: string, failedKey: string, retryKey: string) {
  const { t } = useTranslation();
  const list = useAtomValue(templatesAtom);
  useEffect(() => {
    const load = () =>
      loadTemplates().then((ok) => {
        if (ok) return;
        toast.error(t(failedKey), { id: toastId, action: { label: t(retryKey), onClick: () => void load() } });
      });
    void load();
  }, [t, toastId, failedKey, retryKey]);
  return list;
}
