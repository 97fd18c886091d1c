import { useTranslation } from 'react-i18next';
import type { RerunRequest } from '../../../../domain/values.ts';
import { useRerunPrediction, useStartRerun } from '../../api/catalog-values.ts';
import { useSubscription } from '../../api/subscription.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { ApiError } from '../../lib/errors.ts';

/** What the dialog re-runs: the ticked selection, or every failed cell. */
export type RerunAsk = { kind: 'selection'; request: RerunRequest } | { kind: 'failed'; request: RerunRequest };

interface Props {
  runId: string;
  ask: RerunAsk | null;
  onClose: () => void;
  /** The rerun was accepted: the run works again. */
  onStarted: () => void;
}

/** The cost of what would be computed again, then the confirmation; a refusal (credits short, say) stays in the dialog. */
function Cost({ runId, request }: { runId: string; request: RerunRequest }) {
  const { t } = useTranslation();
  const prediction = useRerunPrediction(runId, request);
  const subscription = useSubscription();
  const available = subscription.data?.period?.available_credits;
  if (prediction.isPending) {
    return (
      <p className="review-rerun-cost" role="status">
        {t('review.rerun.computing')}
      </p>
    );
  }
  if (prediction.isError) {
    const nothing = prediction.error instanceof ApiError && prediction.error.code === 'bad_request';
    return nothing ? (
      <p className="review-rerun-cost" role="status">
        {t('review.rerun.nothing')}
      </p>
    ) : (
      <ErrorNotice error={prediction.error} onRetry={() => void prediction.refetch()} />
    );
  }
  const { required_credits: credits, cells, products, changed_fields: changed } = prediction.data;
  return (
    <div className="review-rerun-cost" role="status">
      <p className="review-rerun-total">{t('review.rerun.cost', { credits: t('review.rerun.credits', { count: credits }), cells: t('review.rerun.cells', { count: cells }) })}</p>
      <p className="review-rerun-detail">{t('review.rerun.products', { count: products })}</p>
      <p className="review-rerun-detail">{changed.length > 0 ? t('review.rerun.templateChanged', { fields: changed.join(', ') }) : t('review.rerun.templateSame')}</p>
      {available !== undefined && <p className="review-rerun-detail">{t('review.rerun.available', { count: available })}</p>}
    </div>
  );
}

/** Asks before a rerun, with its cost from the prediction. */
export function RerunDialog({ runId, ask, onClose, onStarted }: Props) {
  const { t } = useTranslation();
  const start = useStartRerun(runId);
  const prediction = useRerunPrediction(runId, ask?.request ?? null);
  const close = () => {
    start.reset();
    onClose();
  };
  const confirm = () => {
    if (!ask) return;
    start.mutate(ask.request, {
      onSuccess: () => {
        start.reset();
        onStarted();
      },
    });
  };
  const kind = ask?.kind ?? 'selection';
  return (
    <ConfirmDialog
      open={ask !== null}
      title={t(`review.rerun.title.${kind}`)}
      description={t(`review.rerun.text.${kind}`)}
      busy={start.isPending}
      confirmDisabled={!prediction.isSuccess}
      declineLabel={t('review.rerun.cancel')}
      onDecline={close}
      confirmLabel={start.isPending ? t('review.rerun.starting') : t('review.rerun.confirm')}
      onConfirm={confirm}
    >
      {ask && <Cost runId={runId} request={ask.request} />}
      {start.isError && (start.error instanceof ApiError && start.error.code === 'conflict' ? <ErrorNotice message={t('review.rerun.busy')} /> : <ErrorNotice error={start.error} />)}
    </ConfirmDialog>
  );
}
