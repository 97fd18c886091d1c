import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

interface Props {
  open: boolean;
  onDiscard: () => void;
  onSave: () => void;
  /** Escape or the close button: stay on the field being edited. */
  onCancel: () => void;
}

/** 'Unsaved Changes' for the per-field panel: Discard Changes, or Save Changes then go on. */
export function UnsavedFieldDialog({ open, onDiscard, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  return <ConfirmDialog open={open} title={t('fieldMapper.unsaved.title')} description={t('fieldMapper.unsaved.text')} declineLabel={t('fieldMapper.unsaved.discard')} onDecline={onDiscard} onDismiss={onCancel} confirmLabel={t('fieldMapper.unsaved.save')} onConfirm={onSave} />;
}
