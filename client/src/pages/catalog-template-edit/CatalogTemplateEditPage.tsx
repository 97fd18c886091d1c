import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { FieldGroups } from '../../components/field-groups/FieldGroups.tsx';
import { FieldMapper } from '../../components/field-mapper/FieldMapper.tsx';
import { SearchOptionsEditor } from '../../components/search-options/SearchOptionsEditor.tsx';
import { SourceFieldsEditor } from '../../components/source-fields/SourceFieldsEditor.tsx';
import { StatusPanel } from '../../components/ui/StatusPanel.tsx';
import { OutputFormatToggle } from '../../components/templates/OutputFormatToggle.tsx';
import { EditSection } from './EditSection.tsx';
import { type EditDialog, TemplateEditDialogs } from './TemplateEditDialogs.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useTemplateEditor } from './useTemplateEditor.ts';
import './CatalogTemplateEditPage.css';

const LIST_PATH = '/catalog-templates';

/** /catalog-templates/edit/{configName} (docs/product.md Template edit page, docs/product.md Template page). */
export function CatalogTemplateEditPage({ configName }: { configName: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const editor = useTemplateEditor(configName);
  const { config, draft, update } = editor;
  const [dialog, setDialog] = useState<EditDialog>('none');
  const guard = useLeaveGuard(editor.dirty, () => setDialog('unsaved'));

  if (editor.notFound) {
    return (
      <StatusPanel title={t('templates.edit.notFound')} text={t('templates.edit.notFoundText', { name: configName })}>
        <button type="button" className="button button-primary" onClick={() => navigate(LIST_PATH)}>
          {t('templates.edit.backToTemplates')}
        </button>
      </StatusPanel>
    );
  }
  if (!config || !draft) {
    return editor.query.isError ? (
      <div className="page">
        <ErrorNotice error={editor.query.error} onRetry={() => void editor.query.refetch()} />
      </div>
    ) : (
      <p className="template-loading" role="status">
        {t('templates.edit.loading')}
      </p>
    );
  }

  const closeDialog = () => setDialog('none');
  const saveAndLeave = async () => {
    if (await editor.save(closeDialog)) guard.leave();
  };

  return (
    <div className="page template-edit">
      <header className="template-edit-header">
        <button type="button" className="button button-ghost" onClick={() => navigate(LIST_PATH)}>
          <span aria-hidden="true">←</span>
          {t('templates.edit.back')}
        </button>
        <h1 className="page-title template-edit-title">{config.label}</h1>
        {editor.dirty && <span className="template-edit-dirty">{t('templates.edit.unsavedBadge')}</span>}
        <button type="button" className="button" onClick={() => setDialog('duplicate')}>
          {t('templates.edit.duplicate')}
        </button>
      </header>

      <EditSection title={t('templates.edit.sourceSection')} intro={t('templates.edit.sourceIntro')}>
        <h3 className="template-subtitle">{t('templates.fieldGroups.title')}</h3>
        <FieldGroups value={draft.groups} onChange={update('groups')} />
        <h3 className="template-subtitle">{t('templates.sourceFields.title')}</h3>
        <SourceFieldsEditor value={draft.sourceFields} onChange={update('sourceFields')} columns={editor.columns} />
      </EditSection>

      <EditSection title={t('templates.edit.exportSection')}>
        <OutputFormatToggle value={draft.format} onChange={update('format')} />
        <FieldMapper mapping={draft.mapping} onChange={update('mapping')} columns={editor.columns} detectedValueLists={config.about?.value_lists} suggestedColumns={Object.values(draft.sourceFields).flat()} />
      </EditSection>

      <EditSection title={t('templates.searchOptions.title')} intro={t('templates.searchOptions.intro')}>
        <SearchOptionsEditor value={draft.searchOptions} onChange={update('searchOptions')} />
      </EditSection>

      <footer className="template-edit-footer">
        <button type="button" className="button template-delete" onClick={() => setDialog('delete')}>
          {t('templates.edit.delete')}
        </button>
        {!editor.valid && <p className="template-edit-invalid">{t(editor.hasFields ? 'templates.edit.invalidHint' : 'templates.edit.noFieldsHint')}</p>}
        <button type="button" className="button button-primary" disabled={!editor.valid || editor.saving} onClick={() => void editor.save(() => setDialog('saved'))}>
          {editor.saving ? t('templates.edit.saving') : t('templates.edit.save')}
        </button>
      </footer>

      <TemplateEditDialogs
        dialog={dialog}
        onDialog={setDialog}
        config={config}
        valid={editor.valid}
        saving={editor.saving}
        deleting={editor.deleting}
        onDelete={() =>
          void editor.remove(() => {
            closeDialog();
            guard.redirectSoon(LIST_PATH, true);
          })
        }
        onDiscardAndLeave={() => {
          closeDialog();
          guard.leave();
        }}
        onSaveAndLeave={() => void saveAndLeave()}
        onStay={() => {
          guard.stay();
          closeDialog();
        }}
        onDuplicated={(copy) => guard.redirectSoon(`/catalog-templates/edit/${encodeURIComponent(copy)}`, false)}
      />
    </div>
  );
}
