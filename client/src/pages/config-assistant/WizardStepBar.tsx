import { useTranslation } from 'react-i18next';
import { CheckIcon, SaveIcon } from '../../components/icons.tsx';
import { STEP_BAR, type WizardStep } from '../../lib/wizard.ts';

interface Props {
  current: WizardStep;
  /** Whether a body step shows its check. */
  completed: (step: WizardStep) => boolean;
  /** Whether a body step's button is usable (a missing name still lets it be pressed, to say so). */
  reachable: (step: WizardStep) => boolean;
  onSelect: (step: WizardStep) => void;
  /** 'Save template' is usable only from a complete last step. */
  canSave: boolean;
  onSave: () => void;
}

/** The wizard's five steps (docs/product.md Template wizard): checks on completed ones, the fifth saves. */
export function WizardStepBar({ current, completed, reachable, onSelect, canSave, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <nav className="wizard-bar" aria-label={t('assistant.wizard.stepBar')}>
      <ol className="wizard-bar-list">
        {STEP_BAR.map((entry, index) => {
          const isSave = entry === 'save';
          const step = index as WizardStep;
          const done = !isSave && step !== current && completed(step);
          const isCurrent = !isSave && step === current;
          return (
            <li key={entry} className="wizard-bar-item">
              <button type="button" className={`wizard-bar-step${isCurrent ? ' wizard-bar-current' : ''}${done ? ' wizard-bar-done' : ''}`} aria-current={isCurrent ? 'step' : undefined} disabled={isSave ? !canSave : !reachable(step)} onClick={() => (isSave ? onSave() : onSelect(step))}>
                <span className="wizard-bar-mark" aria-hidden="true">
                  {isSave ? <SaveIcon /> : done ? <CheckIcon /> : index + 1}
                </span>
                <span className="wizard-bar-label">{t(`assistant.wizard.steps.${entry}`)}</span>
                {done && <span className="visually-hidden">{` ${t('assistant.wizard.completed')}`}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
