import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGES, type DateFilter, type DateRange, type Option } from '../../lib/catalogs.ts';

const isDateRange = (value: string): value is DateRange => (DATE_RANGES as readonly string[]).includes(value);
/** The ranges offered until the server's list arrives (or when it fails). */
export const DEFAULT_RANGES: Option[] = DATE_RANGES.map((value) => ({ value, label: value }));

/** All dates, a named range, or 'after' a chosen moment. */
export function DateFilterControl({ value, ranges, onChange }: { value: DateFilter | null; ranges: Option[]; onChange: (next: DateFilter | null) => void }) {
  const { t } = useTranslation();
  const customId = useId();
  const selectValue = value === null ? '' : value.kind === 'range' ? value.range : 'custom';
  return (
    <span className="catalogs-filter">
      <select
        className="input select catalogs-filter-select"
        aria-label={t('catalogs.filters.date')}
        value={selectValue}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') onChange(null);
          else if (next === 'custom') onChange({ kind: 'after', value: '' });
          else if (isDateRange(next)) onChange({ kind: 'range', range: next });
        }}
      >
        <option value="">{t('catalogs.filters.allDates')}</option>
        {ranges.map((range) => (
          <option key={range.value} value={range.value}>
            {isDateRange(range.value) ? t(`catalogs.filters.ranges.${range.value}`) : range.label}
          </option>
        ))}
        <option value="custom">{t('catalogs.filters.custom')}</option>
      </select>
      {value?.kind === 'after' && (
        <span className="catalogs-filter-custom">
          <label htmlFor={customId} className="catalogs-filter-custom-label">
            {t('catalogs.filters.after')}
          </label>
          <input id={customId} type="datetime-local" className="input" value={value.value} onChange={(event) => onChange({ kind: 'after', value: event.target.value })} />
        </span>
      )}
    </span>
  );
}

interface OptionFilterProps {
  label: string;
  value: string | null;
  options: Option[];
  optionText: (option: Option) => string;
  onChange: (value: string | null) => void;
}

/** All, or one of the choices the server offers. */
export function OptionFilter({ label, value, options, optionText, onChange }: OptionFilterProps) {
  const { t } = useTranslation();
  return (
    <select className="input select catalogs-filter-select" aria-label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
      <option value="">{t('catalogs.filters.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {optionText(option)}
        </option>
      ))}
    </select>
  );
}
