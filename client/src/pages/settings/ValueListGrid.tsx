import { useTranslation } from 'react-i18next';
import { VALUE_LIST_SAMPLE, type ValueListSummary } from '../../../../domain/value-list.ts';

interface Props {
  lists: readonly ValueListSummary[];
  onView: (id: string) => void;
  onEdit: (id: string) => void;
}

/** The value lists as cards: name, count, first values, and View and Edit. */
export function ValueListGrid({ lists, onView, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="vl-grid">
      {lists.map((list) => (
        <li key={list.id} className="card vl-card">
          <h3 className="vl-card-title">{list.name}</h3>
          <p className="settings-hint">{t('valueLists.count', { count: list.count })}</p>
          <p className="vl-card-values">
            {list.values
              .slice(0, VALUE_LIST_SAMPLE)
              .map((value) => value.label)
              .join(' · ')}
            {list.count > VALUE_LIST_SAMPLE && <span className="settings-hint"> {t('valueLists.moreValues', { count: list.count - VALUE_LIST_SAMPLE })}</span>}
          </p>
          <div className="vl-card-actions">
            <button type="button" className="button button-small" aria-label={t('valueLists.viewNamed', { name: list.name })} onClick={() => onView(list.id)}>
              {t('valueLists.view')}
            </button>
            <button type="button" className="button button-small" aria-label={t('valueLists.editNamed', { name: list.name })} onClick={() => onEdit(list.id)}>
              {t('valueLists.edit')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
