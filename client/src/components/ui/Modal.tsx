import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './Modal.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read with the title by assistive technology. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * False for a dialog the user must not close (work in progress): no close button, and Escape
   * and clicks outside are ignored. Default true.
   */
  dismissable?: boolean;
  /** Announced as busy (a long action is running inside). */
  busy?: boolean;
  className?: string;
}

/**
 * The app's modal dialog, over Radix Dialog: focus trapped and restored, Escape closes, the title
 * names the dialog. Text comes from the caller.
 */
export function Modal({ open, onOpenChange, title, description, children, footer, size = 'md', dismissable = true, busy, className }: Props) {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (dismissable || next) && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${size}${className ? ` ${className}` : ''}`}
          aria-busy={busy || undefined}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // Radix links the description itself; without one, say so instead of a dangling id.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            {dismissable && (
              <Dialog.Close className="icon-button modal-close" aria-label={t('modal.close')}>
                <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </Dialog.Close>
            )}
          </header>
          {description && <Dialog.Description className="modal-description">{description}</Dialog.Description>}
          {children && <div className="modal-body">{children}</div>}
          {footer && <footer className="modal-footer">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
