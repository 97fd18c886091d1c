import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_ACTIONS } from '../../../../domain/mapping.ts';
import type { ActionFilter } from './rows.ts';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  actionFilter: ActionFilter;
  onActionFilter: (filter: ActionFilter) => void;
  /** How many of the rows listed are ticked: none, some or all of them. */
  checkedShown: 'none' | 'some' | 'all';
  onCheckShown: (on: boolean) => void;
}

/** The table's fixed header (its rows scroll under it): the output name's search box, the action's filter, the settings column. */
export function MappingTableHead({ search, onSearch, actionFilter, onActionFilter, checkedShown, onCheckShown }: Props) {
  const { t } = useTranslation();
  const searchId = useId();
  const filterId = useId();
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = checkedShown === 'some';
  }, [checkedShown]);
  return (
    <thead>
      <tr>
        <th scope="col" className="fm-col-name">
          <span className="fm-th-check fm-th-label">
            <input ref={allBox} type="checkbox" aria-label={t('fieldMapper.selection.all')} checked={checkedShown === 'all'} onChange={(event) => onCheckShown(event.target.checked)} />
            <label htmlFor={searchId}>{t('fieldMapper.columnName')}</label>
          </span>
          <input id={searchId} className="input fm-th-input" type="search" value={search} placeholder={t('fieldMapper.searchPlaceholder')} onChange={(event) => onSearch(event.target.value)} />
        </th>
        <th scope="col" className="fm-col-action">
          <label htmlFor={filterId} className="fm-th-label">
            {t('fieldMapper.columnAction')}
          </label>
          <select id={filterId} className="input select fm-th-input" value={actionFilter} onChange={(event) => onActionFilter(event.target.value as ActionFilter)}>
            <option value="ALL">{t('fieldMapper.filterAll')}</option>
            {BATCH_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`fieldMapper.actions.${action}`)}
              </option>
            ))}
          </select>
        </th>
        <th scope="col" className="fm-col-tools">
          <span className="visually-hidden">{t('fieldMapper.columnSettings')}</span>
        </th>
      </tr>
    </thead>
  );
}
