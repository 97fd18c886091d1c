import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { Modal } from '../../components/Modal.tsx';
import { DuplicateConfigDialog } from '../../components/templates/DuplicateConfigDialog.tsx';

export type EditDialog = 'none' | 'saved' | 'delete' | 'unsaved' | 'duplicate';

interface Props {
  dialog: EditDialog;
  onDialog: (dialog: EditDialog) => void;
  config: CatalogConfig;
  valid: boolean;
  saving: boolean;
  deleting: boolean;
  onDelete: () => void;
  onDiscardAndLeave: () => void;
  onSaveAndLeave: () => void;
  /** Leaving the unsaved-changes dialog without choosing: stay. */
  onStay: () => void;
  onDuplicated: (copy: string) => void;
}

/** The template page's dialogs: saved, delete, unsaved changes and duplicate. */
export function TemplateEditDialogs(props: Props) {
  const { dialog, onDialog, config, valid, saving, deleting } = props;
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const close = () => onDialog('none');
  return (
    <>
      <Modal
        open={dialog === 'saved'}
        onOpenChange={(open) => !open && close()}
        title={t('templates.edit.savedTitle')}
        description={t('templates.edit.savedText', { label: config.label })}
        size="sm"
        footer={
          <>
            <button type="button" className="button" onClick={close}>
              {t('templates.edit.ok')}
            </button>
            <button type="button" className="button button-primary" onClick={() => navigate('/catalog/new', { state: { selectedConfig: config.name } })}>
              {t('templates.edit.start')}
            </button>
          </>
        }
      />

      <Modal
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && !deleting && close()}
        title={t('templates.edit.deleteTitle')}
        description={t('templates.edit.deleteText', { label: config.label })}
        size="sm"
        dismissable={!deleting}
        busy={deleting}
        footer={
          <>
            <button type="button" className="button" onClick={close} disabled={deleting}>
              {t('templates.edit.cancel')}
            </button>
            <button type="button" className="button template-danger-button" onClick={props.onDelete} disabled={deleting}>
              {deleting ? t('templates.edit.deleting') : t('templates.edit.confirmDelete')}
            </button>
          </>
        }
      />

      <Modal
        open={dialog === 'unsaved'}
        onOpenChange={(open) => !open && !saving && props.onStay()}
        title={t('templates.edit.unsavedTitle')}
        description={t('templates.edit.unsavedText')}
        size="sm"
        busy={saving}
        footer={
          <>
            <button type="button" className="button" onClick={props.onDiscardAndLeave} disabled={saving}>
              {t('templates.edit.discard')}
            </button>
            <button type="button" className="button button-primary" onClick={props.onSaveAndLeave} disabled={!valid || saving}>
              {saving ? t('templates.edit.saving') : t('templates.edit.saveChanges')}
            </button>
          </>
        }
      >
        {!valid && <p className="template-edit-invalid">{t('templates.edit.invalidHint')}</p>}
      </Modal>

      <DuplicateConfigDialog
        open={dialog === 'duplicate'}
        onOpenChange={(open) => onDialog(open ? 'duplicate' : 'none')}
        source={config}
        onDuplicated={props.onDuplicated}
      />
    </>
  );
}
