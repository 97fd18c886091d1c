import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueColumn } from '../../../../domain/values.ts';
import type { ValuesFilter } from '../../api/catalog-values.ts';
import './review-filters.css';

/** All / failed / empty / edited (/ issues: a channel's verdicts, texts to read): native radios, so the arrows move between them. */
export function FilterChoice({ value, filters, columns, onChange }: { value: ValuesFilter; filters: readonly ValuesFilter[]; columns: readonly ValueColumn[]; onChange: (filter: ValuesFilter) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const count = (filter: ValuesFilter) => (filter === 'all' ? null : columns.reduce((sum, column) => sum + (filter === 'issues' ? column.flagged : column.counts[filter]), 0));
  return (
    <fieldset className="review-filter">
      <legend className="review-filter-legend">{t('review.filter.legend')}</legend>
      {filters.map((filter) => {
        const n = count(filter);
        return (
          <label key={filter} className={`review-filter-option${value === filter ? ' review-filter-on' : ''}`}>
            <input type="radio" name={name} value={filter} checked={value === filter} onChange={() => onChange(filter)} />
            {n === null ? t(`review.filter.${filter}`) : t('review.filter.withCount', { name: t(`review.filter.${filter}`), count: n })}
          </label>
        );
      })}
    </fieldset>
  );
}
