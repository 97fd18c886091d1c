import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
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
      <ConfirmDialog
        open={dialog === 'saved'}
        title={t('templates.edit.savedTitle')}
        description={t('templates.edit.savedText', { label: config.label })}
        declineLabel={t('templates.edit.ok')}
        onDecline={close}
        confirmLabel={t('templates.edit.start')}
        onConfirm={() => navigate('/catalog/new', { state: { selectedConfig: config.name } })}
      />

      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('templates.edit.deleteTitle')}
        description={t('templates.edit.deleteText', { label: config.label })}
        busy={deleting}
        declineLabel={t('templates.edit.cancel')}
        onDecline={close}
        confirmLabel={deleting ? t('templates.edit.deleting') : t('templates.edit.confirmDelete')}
        confirmClassName="button template-danger-button"
        onConfirm={props.onDelete}
      />

      <ConfirmDialog
        open={dialog === 'unsaved'}
        title={t('templates.edit.unsavedTitle')}
        description={t('templates.edit.unsavedText')}
        busy={saving}
        declineLabel={t('templates.edit.discard')}
        onDecline={props.onDiscardAndLeave}
        onDismiss={props.onStay}
        confirmLabel={saving ? t('templates.edit.saving') : t('templates.edit.saveChanges')}
        confirmDisabled={!valid}
        onConfirm={props.onSaveAndLeave}
      >
        {!valid && <p className="template-edit-invalid">{t('templates.edit.invalidHint')}</p>}
      </ConfirmDialog>

      <DuplicateConfigDialog open={dialog === 'duplicate'} onOpenChange={(open) => onDialog(open ? 'duplicate' : 'none')} source={config} onDuplicated={props.onDuplicated} />
    </>
  );
}
