import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCounts, BATCH_ACTIONS, type KeyedMapping } from '../../../../domain/mapping.ts';
import { ReadOnlySection } from '../ReadOnlySection.tsx';
import { READ_ONLY_PAGE_SIZE } from './rows.ts';
import { useToolLabel } from './useToolLabel.ts';
import './FieldMapper.css';

/**
 * The mapping's read-only version (docs/product.md): a collapsible summary with the count per action, then
 * the rows 10 per page with Previous/Next.
 */
export function ReadOnlyMapping({ mapping }: { mapping: KeyedMapping }) {
  const { t } = useTranslation();
  const toolLabel = useToolLabel();
  const [page, setPage] = useState(0);
  const entries = Object.entries(mapping);
  const counts = actionCounts(mapping);
  const pages = Math.max(1, Math.ceil(entries.length / READ_ONLY_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = entries.slice(current * READ_ONLY_PAGE_SIZE, (current + 1) * READ_ONLY_PAGE_SIZE);
  const summary = BATCH_ACTIONS.map((action) => t(`fieldMapper.readOnly.count${action}`, { count: counts[action] })).join(' · ');

  return (
    <ReadOnlySection title={t('fieldMapper.readOnly.title', { count: entries.length })} summary={summary}>
      {entries.length === 0 ? (
        <p className="fm-note">{t('fieldMapper.empty')}</p>
      ) : (
        <>
          <table className="fm-table fm-readonly-table">
            <caption className="visually-hidden">{t('fieldMapper.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fieldMapper.columnName')}</th>
                <th scope="col">{t('fieldMapper.columnAction')}</th>
                <th scope="col">{t('fieldMapper.readOnly.source')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map(([name, entry]) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td>
                    <span className={`fm-badge fm-badge-${entry.batch_action.toLowerCase()}`}>{t(`fieldMapper.actions.${entry.batch_action}`)}</span>
                  </td>
                  <td>{entry.batch_action === 'GENERATE' ? toolLabel(entry.field) : entry.batch_action === 'COPY' ? entry.field : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <div className="fm-pager">
              <span className="fm-page">{t('fieldMapper.page', { page: current + 1, pages })}</span>
              <span className="fm-pager-controls">
                <button type="button" className="button button-small" disabled={current === 0} onClick={() => setPage(current - 1)}>
                  {t('fieldMapper.readOnly.previous')}
                </button>
                <button type="button" className="button button-small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
                  {t('fieldMapper.readOnly.next')}
                </button>
              </span>
            </div>
          )}
        </>
      )}
    </ReadOnlySection>
  );
}
