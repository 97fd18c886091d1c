import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonCode } from '../../../../domain/cell-reasons.ts';
import type { ValueColumn } from '../../../../domain/values.ts';
import { reasonCounts } from '../../lib/review.ts';
import { useReasonText } from './useReasonText.ts';
import './review-filters.css';

interface Props {
  /** The filter it narrows. */
  status: 'empty' | 'failed';
  columns: readonly ValueColumn[];
  value: ReasonCode | null;
  onChange: (reason: ReasonCode | null) => void;
}

/**
 * Why the cells of the empty (or failed) filter are so, each reason with how many cells it explains
 * over every column: native radios, like the filter, narrowing the grid to one reason. Nothing when no
 * cell says why (cells stored before reasons were kept).
 */
export function ReasonChoice({ status, columns, value, onChange }: Props) {
  const { t } = useTranslation();
  const { label } = useReasonText();
  const name = useId();
  const reasons = reasonCounts(columns, status, value);
  if (reasons.length === 0) return null;
  const options = [{ code: null, text: t('review.filter.anyReason') }, ...reasons.map((reason) => ({ code: reason.code, text: t('review.filter.withCount', { name: label(reason.code), count: reason.count }) }))];
  return (
    <fieldset className="review-filter review-reasons">
      <legend className="review-filter-legend">{status === 'empty' ? t('review.filter.whyEmpty') : t('review.filter.whyFailed')}</legend>
      {options.map((option) => (
        <label key={option.code ?? ''} className={`review-filter-option${value === option.code ? ' review-filter-on' : ''}`}>
          <input type="radio" name={name} value={option.code ?? ''} checked={value === option.code} onChange={() => onChange(option.code)} />
          {option.text}
        </label>
      ))}
    </fieldset>
  );
}
