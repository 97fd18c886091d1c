import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type BatchView, isCompleted } from '../../../../domain/batch.ts';
import { startBatch } from '../../api/catalog-batch.ts';
import { storeStartedRun } from '../../api/run-snapshots.ts';
import { forgetSubscription, usePrediction, useSubscription } from '../../api/subscription.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { normaliseStatus } from '../../lib/catalogs.ts';
import { ApiError } from '../../lib/errors.ts';
import { newKey } from '../catalog-new/navigation-state.ts';

/** Starts the whole file's run of a preview: its template on its stored file (the previewed cells come from the cache). */
function useRunWholeFile(run: BatchView, inputFile: string) {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () =>
      startBatch(
        {
          catalog_config_name: run.catalog_config_name,
          input_filename: inputFile,
          destination: [{ type: 'own_format', value: 'own_format' }],
        },
        newKey(),
      ),
    onSuccess: (started) => {
      storeStartedRun(started);
      navigate(`/catalogs/${encodeURIComponent(started.id)}`);
    },
    onError: (error) => {
      // A credit refusal means the balance shown was stale.
      if (error instanceof ApiError && error.code === 'insufficient_credits') forgetSubscription();
    },
  });
}

type PredictionResult = ReturnType<typeof usePrediction>;

/** What the whole file will cost, from the prediction on the stored file (the cells the cache holds are free). */
function WholeFileCost({ prediction, available }: { prediction: PredictionResult; available: number | undefined }) {
  const { t } = useTranslation();
  if (prediction.isError) return <ErrorNotice error={prediction.error} onRetry={() => void prediction.refetch()} />;
  if (!prediction.isSuccess) {
    return (
      <p className="review-rerun-cost" role="status">
        {t('review.preview.computing')}
      </p>
    );
  }
  const { required_credits: credits, cached_cells: cached } = prediction.data;
  return (
    <>
      <div className="review-rerun-cost" role="status">
        <p className="review-rerun-total">{t('review.preview.cost', { credits: t('review.rerun.credits', { count: credits }) })}</p>
        {cached > 0 && <p className="review-rerun-detail">{t('review.preview.cached', { count: cached })}</p>}
        {available !== undefined && <p className="review-rerun-detail">{t('review.rerun.available', { count: available })}</p>}
      </div>
      {available !== undefined && credits > available && <ErrorNotice message={t('review.preview.short')} />}
    </>
  );
}

/** The confirmation before the whole file's run, with its cost; a refusal stays in the dialog. */
function WholeFileDialog({ run, inputFile, open, onClose }: { run: BatchView; inputFile: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const start = useRunWholeFile(run, inputFile);
  const prediction = usePrediction(open ? { catalog_config_name: run.catalog_config_name, input_filename: inputFile } : null);
  const available = useSubscription().data?.period?.available_credits;
  const affordable = prediction.isSuccess && (available === undefined || prediction.data.required_credits <= available);
  const close = () => {
    start.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('review.preview.dialogTitle')}
      description={t('review.preview.dialogText', { name: run.input_filename })}
      busy={start.isPending}
      confirmDisabled={!affordable}
      declineLabel={t('review.rerun.cancel')}
      onDecline={close}
      confirmLabel={start.isPending ? t('review.rerun.starting') : t('review.preview.confirm')}
      onConfirm={() => start.mutate()}
    >
      {open && <WholeFileCost prediction={prediction} available={available} />}
      {start.isError && <ErrorNotice error={start.error} />}
    </ConfirmDialog>
  );
}

/**
 * A preview's banner (docs/batch-runs.md Previews): the run covers the file's first products only;
 * Run the whole file starts the full run on the same stored file once the preview is done.
 */
export function PreviewBanner({ run }: { run: BatchView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const whyId = useId();
  const [asking, setAsking] = useState(false);
  const done = isCompleted(normaliseStatus(run.status));
  const inputFile = run.input_file;
  let why: string | null = null;
  if (inputFile === null) why = t('review.preview.noFile');
  else if (!done) why = t('review.preview.notDone');
  return (
    <section className="review-preview" aria-labelledby={titleId}>
      <div className="review-preview-text">
        <h2 id={titleId} className="review-preview-title">
          {t('review.preview.title', { count: run.nb_products })}
        </h2>
        <p>{t('review.preview.text')}</p>
        {why && (
          <p id={whyId} className="review-preview-why">
            {why}
          </p>
        )}
      </div>
      <button type="button" className="button button-primary" disabled={why !== null} aria-describedby={why ? whyId : undefined} onClick={() => setAsking(true)}>
        {t('review.preview.run')}
      </button>
      {inputFile !== null && <WholeFileDialog run={run} inputFile={inputFile} open={asking} onClose={() => setAsking(false)} />}
    </section>
  );
}
