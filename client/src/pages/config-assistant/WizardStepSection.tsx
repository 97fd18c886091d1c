import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../../lib/wizard.ts';

const STEP_KEYS = ['file', 'sources', 'format', 'options'] as const;

/** One wizard step: 'Step n of 4', its title and intro, then its body. */
export function WizardStepSection({ step, focus, children }: { step: WizardStep; focus: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shouldFocus = useRef(focus);
  // Keyboard and reader users follow the step: its heading takes the focus when the user moved to it.
  useEffect(() => {
    if (shouldFocus.current) heading.current?.focus();
  }, []);
  const key = STEP_KEYS[step];
  return (
    <section className="wizard-body" aria-label={t(`assistant.wizard.titles.${key}`)}>
      <header className="wizard-step-header">
        <p className="wizard-step-count">{t('assistant.wizard.stepOf', { n: step + 1, total: STEP_KEYS.length })}</p>
        {/* Step 0's title is the analysis screen's own 'File Details' heading. */}
        {step !== 0 && (
          <h2 id="wizard-step-title" className="wizard-step-title" ref={heading} tabIndex={-1}>
            {t(`assistant.wizard.titles.${key}`)}
          </h2>
        )}
        <p className="wizard-step-intro">{t(`assistant.wizard.intros.${key}`)}</p>
      </header>
      {children}
    </section>
  );
}
