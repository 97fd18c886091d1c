import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusPanel } from '../../components/ui/StatusPanel.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPanel title={t('notFound.title')} text={t('notFound.text')}>
      <Link href="/home" className="button">
        {t('notFound.back')}
      </Link>
    </StatusPanel>
  );
}
