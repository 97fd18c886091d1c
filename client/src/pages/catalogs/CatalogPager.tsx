import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../lib/catalogs.ts';

interface Props {
  page: number;
  last: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows per page, where we are, and the four moves. */
export function CatalogPager({ page, last, total, pageSize, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  return (
    <nav className="catalogs-pager" aria-label={t('catalogs.pagination')}>
      <label className="catalogs-page-size">
        {t('catalogs.pageSize')}
        <select className="input select" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="catalogs-page-info" aria-live="polite">
        {t('catalogs.pageInfo', { page: page + 1, pages: last + 1, total })}
      </span>
      <span className="catalogs-pager-buttons">
        <button type="button" className="button button-small" disabled={page === 0} onClick={() => onPage(0)}>
          {t('catalogs.first')}
        </button>
        <button type="button" className="button button-small" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('catalogs.previous')}
        </button>
        <button type="button" className="button button-small" disabled={page >= last} onClick={() => onPage(page + 1)}>
          {t('catalogs.next')}
        </button>
        <button type="button" className="button button-small" disabled={page >= last} onClick={() => onPage(last)}>
          {t('catalogs.last')}
        </button>
      </span>
    </nav>
  );
}
