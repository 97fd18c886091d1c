import './RunOutcome.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BatchSnapshot } from '../../../../domain/batch.ts';

type Run = Pick<BatchSnapshot, 'id' | 'status' | 'outcome'>;

/** The cells a done run left empty or failed; 0 while it works or when it delivered every value. */
export function runGaps(run: Run): number {
  return run.status === 'done' && run.outcome ? run.outcome.empty + run.outcome.failed : 0;
}

/**
 * A done run that left cells empty or failed says so where it says done, with the way to why: the
 * catalogues list, the waiting dialog, the review page.
 */
export function RunGapsNote({ run, onFollow }: { run: Run; onFollow?: () => void }) {
  const { t } = useTranslation();
  const gaps = runGaps(run);
  if (gaps === 0) return null;
  return (
    <span className="run-gaps">
      {t('runOutcome.gaps', { count: gaps })}{' '}
      <Link href={`/catalogs/${encodeURIComponent(run.id)}`} onClick={onFollow}>
        {t('runOutcome.seeWhy')}
      </Link>
    </span>
  );
}

/** What a done run delivered and cost: its values, empty and failed cells, and its credits after what was given back. */
export function RunOutcomeSummary({ run }: { run: Run }) {
  const { t, i18n } = useTranslation();
  if (run.status !== 'done' || !run.outcome) return null;
  const format = new Intl.NumberFormat(i18n.language).format;
  const { values, empty, failed, charged, refunded } = run.outcome;
  return (
    <p className="review-run-outcome">
      <span className="review-run-label">{t('runOutcome.label')}</span> {t('runOutcome.cells', { values: format(values), empty: format(empty), failed: format(failed) })} {t(refunded > 0 ? 'runOutcome.costRefunded' : 'runOutcome.cost', { count: charged, charged: format(charged), refunded: format(refunded) })}
    </p>
  );
}
