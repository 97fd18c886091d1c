import { useTranslation } from 'react-i18next';
import { errorKind } from '../lib/errors.ts';
import { useErrorText } from '../lib/useErrorText.ts';
import { AlertIcon } from './icons.tsx';
import './ErrorNotice.css';

interface Props {
  /** A thrown value (usually an ApiError), turned into translated text. */
  error?: unknown;
  /** Already translated text, used instead of `error`. */
  message?: string;
  onRetry?: () => void;
  onDismiss?: () => void;
}

/** Inline error display (docs/product.md Error display) with optional Retry and dismiss. */
export function ErrorNotice({ error, message, onRetry, onDismiss }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown_error';
  return (
    <div className="error-notice" role="alert" data-kind={errorKind(code)}>
      <AlertIcon />
      <span className="error-notice-text">{message ?? errorText(error)}</span>
      {onRetry && (
        <button type="button" className="button button-small" onClick={onRetry}>
          {t('errorNotice.retry')}
        </button>
      )}
      {onDismiss && (
        <button type="button" className="button button-small button-ghost" onClick={onDismiss}>
          {t('errorNotice.dismiss')}
        </button>
      )}
    </div>
  );
}
