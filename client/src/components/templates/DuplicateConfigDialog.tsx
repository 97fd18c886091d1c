import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast.tsx';
import { DUPLICATE_SUFFIX } from '../../../../domain/template.ts';
import { type LabelState, useDuplicateTemplate, useLabelCheck } from '../../api/catalog-config.ts';
import { Modal } from '../ui/Modal.tsx';
import './templates.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to copy. */
  source: { name: string; label: string };
  /** Called with the copy's name once the server made it (the toast is already shown; the list reloads itself). */
  onDuplicated?: (name: string) => void;
}

const MESSAGES: Partial<Record<LabelState, string>> = {
  empty: 'templates.duplicate.required',
  taken: 'templates.duplicate.taken',
  error: 'templates.duplicate.checkFailed',
};

/**
 * The duplicate dialog (docs/product.md Duplicate name): the new name defaults to '<label> Copy', is
 * checked live against the server, and Confirm waits for a free name. Enter submits, Escape closes.
 */
export function DuplicateConfigDialog({ open, onOpenChange, source, onDuplicated }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const formId = useId();
  const [label, setLabel] = useState(`${source.label}${DUPLICATE_SUFFIX}`);
  const duplicate = useDuplicateTemplate();
  const submitting = duplicate.isPending;
  const state = useLabelCheck(label, open);

  // A fresh default each time the dialog opens (possibly for another template).
  useEffect(() => {
    if (open) setLabel(`${source.label}${DUPLICATE_SUFFIX}`);
  }, [open, source.label]);

  const message = MESSAGES[state];
  const canConfirm = state === 'free' && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm) return;
    try {
      const copy = await duplicate.mutateAsync({ name: source.name, newName: label.trim() });
      toast.success(t('templates.duplicate.success'));
      onOpenChange(false);
      onDuplicated?.(copy.name);
    } catch {
      toast.error(t('templates.duplicate.failed'));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !submitting && onOpenChange(next)}
      title={t('templates.duplicate.title')}
      description={t('templates.duplicate.description', { label: source.label })}
      size="sm"
      busy={submitting}
      footer={
        <>
          <button type="button" className="button" onClick={() => onOpenChange(false)} disabled={submitting}>
            {t('templates.duplicate.cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={!canConfirm}>
            {submitting ? t('templates.duplicate.confirming') : t('templates.duplicate.confirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{t('templates.duplicate.nameLabel')}</label>
          <input
            id={inputId}
            className="input"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={messageId}
            // biome-ignore lint/a11y/noAutofocus: the dialog exists to type this name
            autoFocus
            onFocus={(event) => event.target.select()}
          />
          <p id={messageId} className={`duplicate-message${message ? ' duplicate-message-error' : ''}`} aria-live="polite">
            {message ? t(message) : state === 'checking' ? t('templates.duplicate.checking') : ''}
          </p>
        </div>
      </form>
    </Modal>
  );
}
