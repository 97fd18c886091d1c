import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellIssue, SourceKind, ValueRow } from '../../../../domain/values.ts';
import { useReasonText } from './useReasonText.ts';

/** Every source kind (a Record, so a new kind in domain/values.ts is a type error here until named). */
const SOURCE_KINDS = Object.keys({ column: true, value_list: true, web: true, generated: true, default: true, manual: true } satisfies Record<SourceKind, true>) as SourceKind[];

/** The words every cell may need, translated once per language rather than once per cell and render. */
export interface GridLabels {
  loading: string;
  pending: string;
  empty: string;
  failed: string;
  productFailed: string;
  /** Why a cell is empty or failed, in a few words (its tooltip). */
  reason: (code: string) => string;
  /** An empty cell with its reason, for assistive technology. */
  emptyBecause: (reason: string) => string;
  /** A cell's channel marker: the channel would refuse the value, or a repair was made. */
  issue: Record<CellIssue['severity'], string>;
  source: Record<SourceKind, string>;
  /** The same, for a value reused from an earlier run. */
  cachedSource: Record<SourceKind, string>;
  letter: Record<SourceKind, string>;
  /** A product's name in the grid: its key, else its row number. */
  productName: (row: Pick<ValueRow, 'key' | 'product'>) => string;
  productNumber: (row: Pick<ValueRow, 'product'>) => string;
  selectProduct: (name: string) => string;
  /** A product sold in several rows, above them: its name, else the key of its first row, else its number in the file. */
  groupName: (first: Pick<ValueRow, 'key' | 'name'> | undefined, group: number) => string;
  variants: (count: number) => string;
  /** A variant's cell holding its product's value: the marker's name, and its tooltip. */
  shared: string;
  sharedTip: string;
  /** A value a user accepted as it is. */
  reviewed: string;
  /** The tooltip of the focused cell's button showing its evidence. */
  evidence: string;
}

export function useGridLabels(): GridLabels {
  const { t } = useTranslation();
  const reasons = useReasonText();
  return useMemo(() => {
    const productNumber = (row: Pick<ValueRow, 'product'>) => t('review.grid.productNumber', { n: row.product + 1 });
    const source = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, t(`review.source.${kind}`)])) as Record<SourceKind, string>;
    return {
      loading: t('review.grid.loadingRow'),
      pending: t('review.grid.pending'),
      empty: t('review.cellStatus.empty'),
      failed: t('review.cellStatus.failed'),
      productFailed: t('review.grid.productFailed'),
      reason: reasons.label,
      emptyBecause: (reason) => t('review.grid.emptyBecause', { reason }),
      issue: { error: t('review.issue.error'), warning: t('review.issue.warning'), check: t('review.issue.check') },
      source,
      cachedSource: Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, t('review.sourceReused', { source: source[kind] })])) as Record<SourceKind, string>,
      letter: Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, t(`review.sourceLetter.${kind}`)])) as Record<SourceKind, string>,
      productName: (row) => row.key ?? productNumber(row),
      productNumber,
      selectProduct: (name) => t('review.grid.selectProduct', { name }),
      groupName: (first, group) => first?.name ?? first?.key ?? t('review.grid.productGroup', { n: group + 1 }),
      variants: (count) => t('review.grid.variants', { count }),
      shared: t('review.grid.shared'),
      sharedTip: t('review.grid.sharedTip'),
      reviewed: t('review.grid.reviewed'),
      evidence: t('review.grid.evidence'),
    };
  }, [t, reasons]);
}
