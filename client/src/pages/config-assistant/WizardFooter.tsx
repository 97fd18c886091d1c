import { useTranslation } from 'react-i18next';
import { LAST_STEP, nextDisabled, type WizardDraft, type WizardStep } from '../../lib/wizard.ts';

interface Props {
  step: WizardStep;
  draft: WizardDraft;
  /** The name is being edited and shows an error: saving waits for it. */
  nameInError: boolean;
  onGoTo: (step: WizardStep) => void;
  onSave: () => void;
}

/** Back, and Next or (on the last step) Save. */
export function WizardFooter({ step, draft, nameInError, onGoTo, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="wizard-footer">
      <button type="button" className="button" disabled={step === 0} onClick={() => onGoTo((step - 1) as WizardStep)}>
        {t('assistant.back')}
      </button>
      {step === LAST_STEP ? (
        <button type="button" className="button button-primary" onClick={onSave} disabled={nameInError}>
          {t('assistant.wizard.save')}
        </button>
      ) : (
        <button type="button" className="button button-primary" disabled={nextDisabled(step, draft)} onClick={() => onGoTo((step + 1) as WizardStep)}>
          {t('assistant.wizard.next')}
        </button>
      )}
    </footer>
  );
}
