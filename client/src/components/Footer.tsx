import { useTranslation } from 'react-i18next';
import { version } from '../../../package.json';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <span>{t('footer.version', { name: t('app.name'), version })}</span>
    </footer>
  );
}
