import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDetails } from '../../components/analysis/FileDetails.tsx';
import { FieldGroups } from '../../components/field-groups/FieldGroups.tsx';
import { FieldMapper } from '../../components/field-mapper/FieldMapper.tsx';
import { SearchOptionsEditor } from '../../components/search-options/SearchOptionsEditor.tsx';
import { SourceFieldsEditor } from '../../components/source-fields/SourceFieldsEditor.tsx';
import { OutputFormatToggle } from '../../components/templates/OutputFormatToggle.tsx';
import { knownColumns } from '../../lib/templates.ts';
import {
  canSaveFromBar,
  LAST_STEP,
  NAME_NOTICE_MS,
  type NameStatus,
  nextDisabled,
  stepBlock,
  stepComplete,
  type WizardDraft,
  type WizardStep,
  withFormat,
} from '../../lib/wizard.ts';
import {
  assistantFileAtom,
  initialMappingAtom,
  resetAssistantAtom,
  startSaveAtom,
  wizardDraftAtom,
  wizardFurthestAtom,
  wizardGoToAtom,
  wizardStepAtom,
} from '../../state/assistant.ts';
import { CatalogNameEditor, type NameEditState } from './CatalogNameEditor.tsx';
import { WizardStepBar } from './WizardStepBar.tsx';
import './TemplateWizard.css';

const STEP_KEYS = ['file', 'sources', 'format', 'options'] as const;

/** A flag that is true for 3 s after each `raise()` (the empty-name glow, the missing-name warning). */
function useTimedFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, raise];
}

function StepSection({ step, focus, children }: { step: WizardStep; focus: boolean; children: ReactNode }) {
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
  const setStep = useSetAtom(wizardGoToAtom);
  const mappingRunning = useAtomValue(initialMappingAtom);
  const startSave = useSetAtom(startSaveAtom);
  const reset = useSetAtom(resetAssistantAtom);
  const [nameEdit, setNameEdit] = useState<NameEditState>({ editing: false, error: false });
  const [glowing, glow] = useTimedFlag(NAME_NOTICE_MS);
  const [warning, warn] = useTimedFlag(NAME_NOTICE_MS);

  // The file's columns change only with the groups (not on every mapping edit).
  const groups = draft?.groups;
  const columns = useMemo(() => (groups ? knownColumns(groups) : []), [groups]);
  const moved = useRef(false);
  const change = useCallback(
    <K extends keyof WizardDraft>(key: K, value: WizardDraft[K]) =>
      setDraft((current) => (current ? { ...current, [key]: value } : current)),
    [setDraft],
  );
  const commitName = useCallback((label: string) => change('label', label), [change]);

  if (!file || !draft) return null;

  const name: NameStatus = { named: draft.label.trim() !== '', editingWithError: nameEdit.editing && nameEdit.error };

  const goTo = (target: WizardStep) => {
    const block = stepBlock(target, draft, name);
    if (block === 'no_name') {
      warn();
      glow();
      return;
    }
    if (block !== null) return;
    moved.current = true;
    setStep(target);
  };
  const save = () => {
    if (stepBlock(LAST_STEP, draft, name) === null) startSave();
  };

  const reachable = (target: WizardStep) => {
    const block = stepBlock(target, draft, name);
    return block === null || block === 'no_name';
  };

  let body: ReactNode;
  if (step === 0) {
    body = <FileDetails analysis={file.result} fileName={file.originalName} />;
  } else if (step === 1) {
    body = (
      <div className="wizard-panels">
        <section className="card wizard-card" aria-labelledby="wizard-groups-title">
          <h3 id="wizard-groups-title" className="wizard-card-title">
            {t('templates.fieldGroups.title')}
          </h3>
          <FieldGroups value={draft.groups} onChange={(groups) => change('groups', groups)} />
        </section>
        <section className="card wizard-card" aria-labelledby="wizard-sources-title">
          <h3 id="wizard-sources-title" className="wizard-card-title">
            {t('templates.sourceFields.title')}
          </h3>
          <p className="wizard-card-intro">{t('templates.sourceFields.intro')}</p>
          <SourceFieldsEditor
            value={draft.sourceFields}
            onChange={(sourceFields) => change('sourceFields', sourceFields)}
            columns={columns}
          />
        </section>
      </div>
    );
  } else if (step === 2) {
    body = (
      <div className="card wizard-card">
        <OutputFormatToggle
          value={draft.outputFileFormat?.file_format ?? 'csv'}
          onChange={(format) => change('outputFileFormat', withFormat(format, file.result))}
        />
        {mappingRunning && (
          <p className="wizard-mapping-note" role="status">
            {t('assistant.wizard.mapping')}
          </p>
        )}
        <FieldMapper
          mapping={draft.mapping}
          onChange={(mapping) => change('mapping', mapping)}
          columns={columns}
          detectedValueLists={draft.valueLists}
        />
      </div>
    );
  } else {
    body = (
      <div className="card wizard-card">
        <SearchOptionsEditor value={draft.searchOptions} onChange={(options) => change('searchOptions', options)} />
      </div>
    );
  }

  const last = step === LAST_STEP;
  return (
    <div className="wizard">
      <header className="wizard-header">
        <CatalogNameEditor
          value={draft.label}
          onCommit={commitName}
          onStateChange={setNameEdit}
          glowing={glowing}
          onEmptyCommit={glow}
        />
        <button type="button" className="button button-ghost" onClick={reset}>
          {t('assistant.uploadAnother')}
        </button>
      </header>
      {warning && (
        <p className="wizard-warning" role="alert">
          {t('assistant.name.missing')}
        </p>
      )}
      <WizardStepBar
        current={step}
        completed={(target) => target <= furthest && stepComplete(target, draft, name)}
        reachable={reachable}
        onSelect={goTo}
        canSave={canSaveFromBar(step, draft, name)}
        onSave={save}
      />
      <StepSection key={step} step={step} focus={moved.current}>
        {body}
      </StepSection>
      <footer className="wizard-footer">
        <button type="button" className="button" disabled={step === 0} onClick={() => goTo((step - 1) as WizardStep)}>
          {t('assistant.back')}
        </button>
        {last ? (
          <button type="button" className="button button-primary" onClick={save} disabled={name.editingWithError}>
            {t('assistant.wizard.save')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={nextDisabled(step, draft)}
            onClick={() => goTo((step + 1) as WizardStep)}
          >
            {t('assistant.wizard.next')}
          </button>
        )}
      </footer>
    </div>
  );
}
