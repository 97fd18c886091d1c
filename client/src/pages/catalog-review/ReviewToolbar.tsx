import { useTranslation } from 'react-i18next';
import type { ValueColumn } from '../../../../domain/values.ts';
import type { ValuesFilter } from '../../api/catalog-values.ts';
import { FilterChoice } from '../../components/review-grid/FilterChoice.tsx';
import { failedCount, isEmptySelection, type Selection, selectionRequest } from '../../lib/review.ts';
import type { RerunAsk } from './RerunDialog.tsx';

const FILTERS: ValuesFilter[] = ['all', 'failed', 'empty', 'edited'];
/** A run writing a channel's file, or holding texts to read, adds the products with a flagged cell. */
const FLAGGED_FILTERS: ValuesFilter[] = [...FILTERS, 'issues'];

/** What the tick boxes select, in words. */
function useSelectionText(selection: Selection): string {
  const { t } = useTranslation();
  if (isEmptySelection(selection)) return t('review.selection.none');
  const products = t('review.selection.products', { count: selection.products.size });
  const fields = t('review.selection.fields', { count: selection.fields.size });
  if (selection.fields.size === 0) return t('review.selection.productsOnly', { products });
  if (selection.products.size === 0) return t('review.selection.fieldsOnly', { fields });
  return t('review.selection.both', { products, fields });
}

interface Props {
  filter: ValuesFilter;
  onFilter: (filter: ValuesFilter) => void;
  /** The run writes a channel's file. */
  channel: boolean;
  columns: readonly ValueColumn[];
  selection: Selection;
  onClearSelection: () => void;
  /** The run is completed: its values may be computed again. */
  completed: boolean;
  onRerun: (ask: RerunAsk) => void;
}

/** Above the grid: the filter, what the tick boxes select, and the reruns of the selection or of every failed cell. */
export function ReviewToolbar({ filter, onFilter, channel, columns, selection, onClearSelection, completed, onRerun }: Props) {
  const { t } = useTranslation();
  const selectionText = useSelectionText(selection);
  const failed = failedCount(columns);
  const rerunSelection = selectionRequest(selection, columns);
  return (
    <div className="review-toolbar">
      <FilterChoice value={filter} filters={channel || columns.some((column) => column.flagged > 0) ? FLAGGED_FILTERS : FILTERS} columns={columns} onChange={onFilter} />
      <div className="review-actions">
        <p className="review-selection">{selectionText}</p>
        {!isEmptySelection(selection) && (
          <button type="button" className="button button-small button-ghost" onClick={onClearSelection}>
            {t('review.selection.clear')}
          </button>
        )}
        <button type="button" className="button button-small" disabled={!completed || rerunSelection === null} onClick={() => rerunSelection && onRerun({ kind: 'selection', request: rerunSelection })}>
          {t('review.rerun.selection')}
        </button>
        <button type="button" className="button button-small" disabled={!completed || failed === 0} onClick={() => onRerun({ kind: 'failed', request: { failed_only: true } })}>
          {t('review.rerun.failed')}
        </button>
      </div>
    </div>
  );
}
