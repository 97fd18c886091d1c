import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../../api/catalog-batch.ts';
import { type CatalogFilters, DATE_RANGES, type DateFilter, type DateRange, type Option } from '../../lib/catalogs.ts';
import { useStatusLabel } from './CatalogRow.tsx';

const isDateRange = (value: string): value is DateRange => (DATE_RANGES as readonly string[]).includes(value);
const DEFAULT_RANGES: Option[] = DATE_RANGES.map((value) => ({ value, label: value }));

function DateFilterControl({ value, ranges, onChange }: { value: DateFilter | null; ranges: Option[]; onChange: (next: DateFilter | null) => void }) {
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
          <input
            id={customId}
            type="datetime-local"
            className="input"
            value={value.value}
            onChange={(event) => onChange({ kind: 'after', value: event.target.value })}
          />
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

function OptionFilter({ label, value, options, optionText, onChange }: OptionFilterProps) {
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

interface Props {
  filters: CatalogFilters;
  onFilters: (next: Partial<CatalogFilters>) => void;
  /** The select-all box: checked, enabled, and what it does. */
  allSelected: boolean;
  canSelect: boolean;
  onSelectAll: (selected: boolean) => void;
}

/** The column headers, each with its filter (choices loaded once; a failure leaves 'All' only). */
export function CatalogTableHead({ filters, onFilters, allSelected, canSelect, onSelectAll }: Props) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const statuses = useFilterOptions('statuses');
  const configs = useFilterOptions('catalog-config-options');
  const ranges = useFilterOptions('date-ranges', DEFAULT_RANGES);
  return (
    <thead>
      <tr>
        <th scope="col" className="catalogs-check">
          <input
            type="checkbox"
            aria-label={t('catalogs.selectAll')}
            checked={allSelected}
            disabled={!canSelect}
            onChange={(event) => onSelectAll(event.target.checked)}
          />
        </th>
        <th scope="col">
          <span className="catalogs-th">
            {t('catalogs.columns.filename')}
            <button
              type="button"
              className={`catalogs-toggle${filters.onlyNew ? ' catalogs-toggle-on' : ''}`}
              aria-pressed={filters.onlyNew}
              onClick={() => onFilters({ onlyNew: !filters.onlyNew })}
            >
              {t('catalogs.filters.onlyNew')}
            </button>
          </span>
        </th>
        <th scope="col">
          <span className="catalogs-th">
            {t('catalogs.columns.config')}
            <OptionFilter
              label={t('catalogs.filters.config')}
              value={filters.config}
              options={configs}
              optionText={(option) => option.label}
              onChange={(config) => onFilters({ config })}
            />
          </span>
        </th>
        <th scope="col">{t('catalogs.columns.destination')}</th>
        <th scope="col">
          <span className="catalogs-th">
            {t('catalogs.columns.status')}
            <OptionFilter
              label={t('catalogs.filters.status')}
              value={filters.status}
              options={statuses}
              optionText={(option) => statusLabel(option.value)}
              onChange={(status) => onFilters({ status })}
            />
          </span>
        </th>
        <th scope="col">{t('catalogs.columns.results')}</th>
        <th scope="col">
          <span className="catalogs-th">
            {t('catalogs.columns.startDate')}
            <DateFilterControl value={filters.date} ranges={ranges} onChange={(date) => onFilters({ date })} />
          </span>
        </th>
        <th scope="col">
          <span className="visually-hidden">{t('catalogs.columns.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}
