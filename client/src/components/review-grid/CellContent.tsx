import type { ValueCell, ValueRow } from '../../../../domain/values.ts';
import { IssueMarker, issueSeverity, ReviewedMarker, SharedMarker, SourceBadge } from './CellMarkers.tsx';
import type { GridLabels } from './useGridLabels.ts';

/** The text a cell shows for its value ('' when it has none). */
export const valueText = (cell: ValueCell | null | undefined): string => (cell?.value === null || cell?.value === undefined ? '' : String(cell.value));

/** What a cell shows when it is not being edited. */
export function CellContent({ row, cell, shared, labels }: { row: ValueRow | undefined; cell: ValueCell | undefined; shared: boolean; labels: GridLabels }) {
  if (!row) {
    return (
      <>
        <span className="review-skeleton" aria-hidden="true" />
        <span className="visually-hidden">{labels.loading}</span>
      </>
    );
  }
  if (row.state === 'pending') {
    return (
      <span className="review-pending">
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">{labels.pending}</span>
      </span>
    );
  }
  if (cell?.status === 'failed') return <span className="review-failed">{labels.failed}</span>;
  const text = valueText(cell);
  const severity = issueSeverity(cell);
  const reason = cell?.reason ? labels.reason(cell.reason.code) : null;
  return (
    <>
      {severity && <IssueMarker severity={severity} name={labels.issue[severity]} />}
      {text === '' ? (
        <span className="review-muted">
          <span aria-hidden="true" className={reason ? 'review-why' : undefined}>
            —
          </span>
          <span className="visually-hidden">{reason ? labels.emptyBecause(reason) : labels.empty}</span>
        </span>
      ) : (
        <span className={`review-value${shared ? ' review-value-shared' : ''}`}>{text}</span>
      )}
      {shared && <SharedMarker name={labels.shared} tip={labels.sharedTip} />}
      {cell?.source?.reviewed && <ReviewedMarker name={labels.reviewed} />}
      {cell?.source && <SourceBadge kind={cell.source.kind} name={(cell.source.cached_from ? labels.cachedSource : labels.source)[cell.source.kind]} letter={labels.letter[cell.source.kind]} cached={Boolean(cell.source.cached_from)} />}
    </>
  );
}
