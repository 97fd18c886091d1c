import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';
import { Modal } from './Modal.tsx';
import { toast } from './toast.tsx';
import './OneTimeSecretDialog.css';

interface Props {
  title: ReactNode;
  /** That the secret is shown this once, and what to do with it. */
  warning: ReactNode;
  /** The field's label: whose secret it is. */
  label: ReactNode;
  secret: string;
  /** The toast once it is on the clipboard, and the line when the clipboard refused it (worded for the kind of secret). */
  copied: string;
  copyByHand: ReactNode;
  onDone: () => void;
}

/**
 * A secret just made, shown this once. Only Done closes it (not Escape nor a click outside), so the
 * secret is not lost by a stray key press; once closed, nothing on the page holds it.
 */
export function OneTimeSecretDialog({ title, warning, label, secret, copied, copyByHand, onDone }: Props) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyFailed(false);
      toast.success(copied);
    } catch {
      // No clipboard outside a secure context, or permission refused: selected, it is one keystroke away.
      field.current?.focus();
      field.current?.select();
      setCopyFailed(true);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onDone()}
      title={title}
      description={warning}
      dismissable={false}
      footer={
        <>
          <button type="button" className="button" onClick={() => void copy()}>
            {t('oneTimeSecret.copy')}
          </button>
          <button type="button" className="button button-primary" onClick={onDone}>
            {t('oneTimeSecret.done')}
          </button>
        </>
      }
    >
      <Field label={label}>{(control) => <input {...control} ref={field} className="input one-time-secret" value={secret} readOnly onFocus={(event) => event.currentTarget.select()} />}</Field>
      {copyFailed && (
        <p className="one-time-secret-copy-failed" role="alert">
          {copyByHand}
        </p>
      )}
    </Modal>
  );
}
