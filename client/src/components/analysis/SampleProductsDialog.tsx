import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.tsx';
import { SampleTable } from './SampleTable.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: readonly Record<string, unknown>[] | null | undefined;
}

/** 'Sample products from your file' (docs/product.md Sample products). */
export function SampleProductsDialog({ open, onOpenChange, rows }: Props) {
  const { t } = useTranslation();
  const sample = rows ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('analysis.sampleModalTitle')}
      footer={
        <button type="button" className="button" onClick={() => onOpenChange(false)}>
          {t('modal.close')}
        </button>
      }
    >
      {sample.length > 0 ? <SampleTable rows={sample} caption={t('analysis.sampleCaption', { count: sample.length })} /> : <p className="sample-empty">{t('analysis.noSample')}</p>}
    </Modal>
  );
}
