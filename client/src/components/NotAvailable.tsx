import { useTranslation } from 'react-i18next';
import { StatusPanel } from './StatusPanel.tsx';

/** The honest placeholder for screens a later issue delivers. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return <StatusPanel title={title} text={t('notAvailable.text')} />;
}
