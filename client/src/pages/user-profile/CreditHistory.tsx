import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CreditLine } from '../../../../domain/subscription.ts';
import { useCreditHistory } from '../../api/subscription.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { fullDateTime } from '../../lib/catalogs.ts';

/** What a line is, in words: a run's charge, what it gave back for cells left empty or failed, a grant. */
function LineText({ line }: { line: CreditLine }) {
  const { t } = useTranslation();
  if (line.kind === 'grant') return <>{line.note ? t('creditHistory.grantNoted', { note: line.note }) : t('creditHistory.grant')}</>;
  if (!line.run) return <>{t(line.kind === 'debit' ? 'creditHistory.deletedRun' : 'creditHistory.deletedRunRefund')}</>;
  const run = <Link href={`/catalogs/${encodeURIComponent(line.run.id)}`}>{t('creditHistory.runName', { template: line.run.template, file: line.run.file })}</Link>;
  return (
    <>
      {t(line.kind === 'debit' ? 'creditHistory.run' : 'creditHistory.refund')} {run}
    </>
  );
}

/** Profile → Credits history: the current period's movements, newest first, a run's refunds as one line. */
export function CreditHistory() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const history = useCreditHistory();
  const format = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' }).format;
  return (
    <section className="card profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('creditHistory.title')}
      </h2>
      {history.isPending && <p className="subscription-muted">{t('app.loading')}</p>}
      {history.isError && <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />}
      {history.data?.length === 0 && <p className="subscription-muted">{t('creditHistory.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <table className="credit-history">
          <thead>
            <tr>
              <th scope="col">{t('creditHistory.when')}</th>
              <th scope="col">{t('creditHistory.what')}</th>
              <th scope="col" className="credit-history-credits">
                {t('creditHistory.credits')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((line) => (
              <tr key={`${line.kind}-${line.run?.id ?? line.at}`}>
                <td>{fullDateTime(line.at, i18n.language)}</td>
                <td>
                  <LineText line={line} />
                </td>
                <td className="credit-history-credits">{format(line.credits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
