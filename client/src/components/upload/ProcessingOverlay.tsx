import { useTranslation } from 'react-i18next';
import { formatLabel, PROGRESS_STEPS } from '../../lib/upload.ts';
import { Modal } from '../ui/Modal.tsx';
import type { ProcessState } from './useFileProcessing.ts';

type StepStatus = 'done' | 'current' | 'pending';

function StepMark({ status }: { status: StepStatus }) {
  if (status === 'done') {
    return (
      <svg className="progress-mark" width={16} height={16} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="m7.5 12.5 3 3 6-6.5" stroke="var(--color-text-inverse)" strokeWidth={2.4} strokeLinecap="round" />
      </svg>
    );
  }
  return <span className={`progress-mark progress-mark-${status}`} aria-hidden="true" />;
}

/** 'Processing your file...' with the eight messages in order, then 'Ready!' (docs/product.md Upload step). */
export function ProcessingOverlay({ state }: { state: ProcessState }) {
  const { t } = useTranslation();
  const open = state.phase === 'uploading' || state.phase === 'analysing' || state.phase === 'ready';
  const ready = state.phase === 'ready';
  const format = formatLabel(state.fileName ?? '');
  const messages = PROGRESS_STEPS.map((step) => t(`upload.steps.${step}`, { format }));
  const done = ready ? PROGRESS_STEPS.length : state.step;

  return (
    <Modal
      open={open}
      onOpenChange={() => {}}
      dismissable={false}
      busy={!ready}
      size="sm"
      className="processing"
      title={
        <span className="processing-title">
          {ready && <StepMark status="done" />}
          {ready ? t('upload.readyTitle') : t('upload.processingTitle')}
        </span>
      }
      description={state.fileName}
    >
      <progress className="processing-bar" max={PROGRESS_STEPS.length} value={done} aria-label={t('upload.progressLabel')} />
      <ol className="processing-steps">
        {messages.map((message, index) => {
          const status: StepStatus = index < done ? 'done' : index === state.step ? 'current' : 'pending';
          return (
            <li key={PROGRESS_STEPS[index]} className={`processing-step processing-step-${status}`} aria-current={status === 'current' ? 'step' : undefined}>
              <StepMark status={status} />
              <span>{message}</span>
              <span className="visually-hidden"> ({t(status === 'done' ? 'upload.stepDone' : status === 'current' ? 'upload.stepCurrent' : 'upload.stepPending')})</span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {ready ? t('upload.readyTitle') : messages[state.step]}
      </p>
    </Modal>
  );
}
