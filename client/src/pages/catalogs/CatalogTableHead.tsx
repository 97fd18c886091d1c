import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../../api/catalog-batch.ts';
import type { CatalogFilters, Option } from '../../lib/catalogs.ts';
import { DateFilterControl, DEFAULT_RANGES, OptionFilter } from './CatalogFilterControls.tsx';
import { useStatusLabel } from './CatalogRow.tsx';

interface Props {
  filters: CatalogFilters;
  onFilters: (next: Partial<CatalogFilters>) => void;
  /** The select-all box: checked, enabled, and what it does. */
  allSelected: boolean;
  canSelect: boolean;
  onSelectAll: (selected: boolean) => void;
}

/** A column's title with the control that filters it. */
function FilteredHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <th scope="col">
      <span className="catalogs-th">
        {title}
        {children}
      </span>
    </th>
  );
}

interface OptionFilterHeaderProps {
  filter: 'config' | 'status';
  filters: CatalogFilters;
  onFilters: (next: Partial<CatalogFilters>) => void;
  options: Option[];
  optionText: (option: Option) => string;
}

/** The header of a column filtered by one of the server's choices. */
function OptionFilterHeader({ filter, filters, onFilters, options, optionText }: OptionFilterHeaderProps) {
  const { t } = useTranslation();
  return (
    <FilteredHeader title={t(`catalogs.columns.${filter}`)}>
      <OptionFilter label={t(`catalogs.filters.${filter}`)} value={filters[filter]} options={options} optionText={optionText} onChange={(value) => onFilters({ [filter]: value })} />
    </FilteredHeader>
  );
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
          <input type="checkbox" aria-label={t('catalogs.selectAll')} checked={allSelected} disabled={!canSelect} onChange={(event) => onSelectAll(event.target.checked)} />
        </th>
        <FilteredHeader title={t('catalogs.columns.filename')}>
          <button type="button" className={`catalogs-toggle${filters.onlyNew ? ' catalogs-toggle-on' : ''}`} aria-pressed={filters.onlyNew} onClick={() => onFilters({ onlyNew: !filters.onlyNew })}>
            {t('catalogs.filters.onlyNew')}
          </button>
        </FilteredHeader>
        <OptionFilterHeader filter="config" filters={filters} onFilters={onFilters} options={configs} optionText={(option) => option.label} />
        <th scope="col">{t('catalogs.columns.destination')}</th>
        <OptionFilterHeader filter="status" filters={filters} onFilters={onFilters} options={statuses} optionText={(option) => statusLabel(option.value)} />
        <th scope="col">{t('catalogs.columns.results')}</th>
        <FilteredHeader title={t('catalogs.columns.startDate')}>
          <DateFilterControl value={filters.date} ranges={ranges} onChange={(date) => onFilters({ date })} />
        </FilteredHeader>
        <th scope="col">
          <span className="visually-hidden">{t('catalogs.columns.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}
