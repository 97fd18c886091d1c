import { useTranslation } from 'react-i18next';

interface Props {
  /** The first value shown, from 0. */
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}

/** Previous, '51–100 of 420', Next: a long list's values a page at a time. */
export function ValueListPager({ offset, pageSize, total, onOffset }: Props) {
  const { t } = useTranslation();
  return (
    <div className="vl-pager">
      <button type="button" className="button button-small" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        {t('valueLists.previous')}
      </button>
      <span className="vl-hint">{t('valueLists.pageRange', { from: offset + 1, to: Math.min(total, offset + pageSize), total })}</span>
      <button type="button" className="button button-small" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        {t('valueLists.next')}
      </button>
    </div>
  );
}
