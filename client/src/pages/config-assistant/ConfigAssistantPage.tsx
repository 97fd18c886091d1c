import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDetails } from '../../components/analysis/FileDetails.tsx';
import '../../components/StatusPanel.css';
import { UploadStep } from '../../components/upload/UploadStep.tsx';
import {
  assistantFileAtom,
  assistantStepAtom,
  fileAnalysedAtom,
  resetAssistantAtom,
} from '../../state/assistant.ts';
import './ConfigAssistantPage.css';

/** Moves focus to a step's heading when the step appears, so keyboard and reader users follow. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return ref;
}

function UploadFileStep() {
  const { t } = useTranslation();
  const analysed = useSetAtom(fileAnalysedAtom);
  return (
    <section className="assistant-step" aria-labelledby="assistant-upload-title">
      <h2 id="assistant-upload-title" className="assistant-step-title">
        {t('assistant.uploadTitle')}
      </h2>
      <p className="assistant-step-intro">{t('assistant.uploadIntro')}</p>
      <UploadStep purpose="template" onAnalysed={analysed} />
    </section>
  );
}

/**
 * Step 2. Today: the analysis screen (the wizard's step 0) and an honest note that the rest of the
 * wizard is not available yet. The wizard of a later issue takes this step's place.
 */
function ConfigureStep() {
  const { t } = useTranslation();
  const file = useAtomValue(assistantFileAtom);
  const reset = useSetAtom(resetAssistantAtom);
  const [next, setNext] = useState(false);
  const stepRef = useFocusOnMount<HTMLElement>();

  if (!file) return null;
  if (next) {
    return (
      <section className="status-panel" aria-labelledby="assistant-next-title">
        <h2 id="assistant-next-title" className="status-panel-title">
          {t('assistant.nextTitle')}
        </h2>
        <p className="status-panel-text">{t('assistant.nextUnavailable')}</p>
        <button type="button" className="button" onClick={() => setNext(false)}>
          {t('assistant.back')}
        </button>
      </section>
    );
  }
  return (
    <section className="assistant-step" aria-label={t('analysis.title')} ref={stepRef} tabIndex={-1}>
      <FileDetails analysis={file.result} fileName={file.originalName} />
      <div className="assistant-actions">
        <button type="button" className="button" onClick={reset}>
          {t('assistant.uploadAnother')}
        </button>
        <button type="button" className="button button-primary" onClick={() => setNext(true)}>
          {t('assistant.continue')}
        </button>
      </div>
    </section>
  );
}

/** /config-assistant: the four-step flow of spec §2; steps 1 and 2 (analysis) so far. */
export function ConfigAssistantPage() {
  const { t } = useTranslation();
  const step = useAtomValue(assistantStepAtom);
  return (
    <div className="page assistant">
      <header className="page-header">
        <h1 className="page-title">{t('pages.configAssistant')}</h1>
      </header>
      {step === 'upload' ? <UploadFileStep /> : <ConfigureStep />}
    </div>
  );
}
