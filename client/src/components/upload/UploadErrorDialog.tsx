import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../lib/errors.ts';
import { Modal } from '../ui/Modal.tsx';

interface Props {
  open: boolean;
  error: unknown;
  fileName: string | null;
  onRetry: () => void;
  onClose: () => void;
}

/** Upload or analysis failure (docs/product.md): the server's reason translated, else the fallback; Retry. */
export function UploadErrorDialog({ open, error, fileName, onRetry, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const key = errorMessageKey(error, (code) => i18n.exists(`errors.${code}`));
  const message = error instanceof ApiError && key !== 'errors.unknown_error' ? t(key) : t('upload.errorFallback');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={t('upload.errorTitle')}
      description={fileName}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('upload.close')}
          </button>
          <button type="button" className="button button-primary" onClick={onRetry}>
            {t('upload.retry')}
          </button>
        </>
      }
    >
      <p className="upload-error-message" role="alert">
        {message}
      </p>
    </Modal>
  );
}
