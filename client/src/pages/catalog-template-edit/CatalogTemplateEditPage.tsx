import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../components/NotAvailable.tsx';

/** Delivered by a later issue; until then an honest placeholder. */
export function CatalogTemplateEditPage({ configName }: { configName: string }) {
  const { t } = useTranslation();
  return <NotAvailable title={t('pages.templateEdit', { name: configName })} />;
}
