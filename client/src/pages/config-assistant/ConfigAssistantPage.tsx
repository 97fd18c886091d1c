import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FromChannelDialog } from '../../components/templates/FromChannelDialog.tsx';
import { UploadStep } from '../../components/upload/UploadStep.tsx';
import { shortFileName } from '../../lib/upload.ts';
import { assistantFileAtom, assistantStepAtom, fileAnalysedAtom, recentFileAtom } from '../../state/assistant.ts';
import { ResultStep, SaveStep } from './SaveSteps.tsx';
import { TemplateWizard } from './TemplateWizard.tsx';
import './ConfigAssistantPage.css';

/** Step 1: the file to analyse; one already analysed on /catalog/new is offered rather than asked for again. */
function UploadFileStep() {
  const { t } = useTranslation();
  const analysed = useSetAtom(fileAnalysedAtom);
  const recent = useAtomValue(recentFileAtom);
  return (
    <section className="assistant-step" aria-labelledby="assistant-upload-title">
      <h2 id="assistant-upload-title" className="assistant-step-title">
        {t('assistant.uploadTitle')}
      </h2>
      <p className="assistant-step-intro">{t('assistant.uploadIntro')}</p>
      {recent && (
        <button type="button" className="button button-primary assistant-recent" onClick={() => analysed(recent)}>
          {t('assistant.useRecent', { name: shortFileName(recent.originalName) })}
        </button>
      )}
      <UploadStep purpose="template" onAnalysed={analysed} />
    </section>
  );
}

/**
 * /config-assistant: the four-step flow of docs/product.md: upload and analyse, the wizard, save, result.
 * While uploading or configuring, a template can be started from a channel instead (for the analysed file, if any).
 */
export function ConfigAssistantPage() {
  const { t } = useTranslation();
  const step = useAtomValue(assistantStepAtom);
  const file = useAtomValue(assistantFileAtom);
  const [fromChannel, setFromChannel] = useState(false);
  return (
    <div className="page assistant">
      <header className="page-header assistant-header">
        <h1 className="page-title">{t('pages.configAssistant')}</h1>
        {(step === 'upload' || step === 'configure') && (
          <button type="button" className="button" onClick={() => setFromChannel(true)}>
            {t('assistant.fromChannel')}
          </button>
        )}
      </header>
      {fromChannel && <FromChannelDialog open onOpenChange={setFromChannel} file={step === 'configure' ? file : null} />}
      {step === 'upload' && <UploadFileStep />}
      {step === 'configure' && <TemplateWizard />}
      {step === 'save' && <SaveStep />}
      {step === 'result' && <ResultStep />}
    </div>
  );
}
