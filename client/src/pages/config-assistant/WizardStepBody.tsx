import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChoice } from '../../../../domain/template.ts';
import { FileDetails } from '../../components/analysis/FileDetails.tsx';
import { FieldGroups } from '../../components/field-groups/FieldGroups.tsx';
import { FieldMapper } from '../../components/field-mapper/FieldMapper.tsx';
import { SourceFieldsEditor } from '../../components/source-fields/SourceFieldsEditor.tsx';
import { OutputFormatToggle } from '../../components/templates/OutputFormatToggle.tsx';
import { knownColumns } from '../../lib/templates.ts';
import type { ProcessedFile } from '../../lib/upload.ts';
import { type WizardDraft, type WizardStep, withFormat } from '../../lib/wizard.ts';
import { initialMappingAtom } from '../../state/assistant.ts';
import { WizardSearchStep } from './WizardSearchStep.tsx';

export type ChangeDraft = <K extends keyof WizardDraft>(key: K, value: WizardDraft[K]) => void;

interface Props {
  step: WizardStep;
  file: ProcessedFile;
  draft: WizardDraft;
  change: ChangeDraft;
}

/** What each step edits, with the shared editors of the template page. */
export function WizardStepBody({ step, file, draft, change }: Props) {
  const { t } = useTranslation();
  const mappingRunning = useAtomValue(initialMappingAtom);
  // The file's columns change only with the groups (not on every mapping edit).
  const groups = draft.groups;
  const columns = useMemo(() => knownColumns(groups), [groups]);
  const sourceFields = draft.sourceFields;
  const suggestedColumns = useMemo(() => Object.values(sourceFields).flat(), [sourceFields]);

  if (step === 0) return <FileDetails analysis={file.result} fileName={file.originalName} />;
  if (step === 1) {
    return (
      <div className="wizard-panels">
        <section className="card wizard-card" aria-labelledby="wizard-groups-title">
          <h3 id="wizard-groups-title" className="wizard-card-title">
            {t('templates.fieldGroups.title')}
          </h3>
          <FieldGroups value={draft.groups} onChange={(next) => change('groups', next)} />
        </section>
        <section className="card wizard-card" aria-labelledby="wizard-sources-title">
          <h3 id="wizard-sources-title" className="wizard-card-title">
            {t('templates.sourceFields.title')}
          </h3>
          <SourceFieldsEditor value={draft.sourceFields} onChange={(sourceFields) => change('sourceFields', sourceFields)} columns={columns} />
        </section>
      </div>
    );
  }
  if (step === 2) {
    return (
      <div className="card wizard-card">
        <OutputFormatToggle value={formatChoice(draft.outputFileFormat)} onChange={(format) => change('outputFileFormat', withFormat(format, file.result))} />
        {mappingRunning && (
          <p className="wizard-mapping-note" role="status">
            {t('assistant.wizard.mapping')}
          </p>
        )}
        <FieldMapper mapping={draft.mapping} onChange={(mapping) => change('mapping', mapping)} columns={columns} detectedValueLists={draft.valueLists} inputFile={file.storedName} suggestedColumns={suggestedColumns} />
      </div>
    );
  }
  return (
    <div className="card wizard-card">
      <WizardSearchStep value={draft.searchOptions} onChange={(options) => change('searchOptions', options)} />
    </div>
  );
}
