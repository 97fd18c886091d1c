import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal.tsx';

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
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('fieldMapper.unsaved.title')}
      description={t('fieldMapper.unsaved.text')}
      size="sm"
      footer={
        <>
          <button type="button" className="button" onClick={onDiscard}>
            {t('fieldMapper.unsaved.discard')}
          </button>
          <button type="button" className="button button-primary" onClick={onSave}>
            {t('fieldMapper.unsaved.save')}
          </button>
        </>
      }
    />
  );
}
