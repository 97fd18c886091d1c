import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSaveFromBar, type NameStatus, stepComplete, type WizardDraft } from '../../lib/wizard.ts';
import { assistantFileAtom, resetAssistantAtom, wizardDraftAtom, wizardFurthestAtom, wizardStepAtom } from '../../state/assistant.ts';
import { CatalogNameEditor, type NameEditState } from './CatalogNameEditor.tsx';
import { useWizardNavigation } from './useWizardNavigation.ts';
import { WizardFooter } from './WizardFooter.tsx';
import { WizardStepBar } from './WizardStepBar.tsx';
import { WizardStepBody } from './WizardStepBody.tsx';
import { WizardStepSection } from './WizardStepSection.tsx';
import './TemplateWizard.css';

/**
 * Step 2 of the config assistant: the template wizard (docs/product.md Template wizard, docs/product.md Wizard and
 * assistant) over the analysed file, with the shared editors of the template page.
 */
export function TemplateWizard() {
  const { t } = useTranslation();
  const file = useAtomValue(assistantFileAtom);
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const step = useAtomValue(wizardStepAtom);
  const furthest = useAtomValue(wizardFurthestAtom);
  const reset = useSetAtom(resetAssistantAtom);
  const [nameEdit, setNameEdit] = useState<NameEditState>({ editing: false, error: false });
  const name: NameStatus = { named: (draft?.label.trim() ?? '') !== '', editingWithError: nameEdit.editing && nameEdit.error };
  const { goTo, save, reachable, moved, glowing, glow, warning } = useWizardNavigation(draft, name);

  const change = useCallback(<K extends keyof WizardDraft>(key: K, value: WizardDraft[K]) => setDraft((current) => (current ? { ...current, [key]: value } : current)), [setDraft]);
  const commitName = useCallback((label: string) => change('label', label), [change]);

  if (!file || !draft) return null;

  return (
    <div className="wizard">
      <header className="wizard-header">
        <CatalogNameEditor value={draft.label} onCommit={commitName} onStateChange={setNameEdit} glowing={glowing} onEmptyCommit={glow} />
        <button type="button" className="button button-ghost" onClick={reset}>
          {t('assistant.uploadAnother')}
        </button>
      </header>
      {warning && (
        <p className="wizard-warning" role="alert">
          {t('assistant.name.missing')}
        </p>
      )}
      <WizardStepBar current={step} completed={(target) => target <= furthest && stepComplete(target, draft, name)} reachable={reachable} onSelect={goTo} canSave={canSaveFromBar(step, draft, name)} onSave={save} />
      <WizardStepSection key={step} step={step} focus={moved}>
        <WizardStepBody step={step} file={file} draft={draft} change={change} />
      </WizardStepSection>
      <WizardFooter step={step} draft={draft} nameInError={name.editingWithError} onGoTo={goTo} onSave={save} />
    </div>
  );
}
