import type { ReactNode } from 'react';
import { Modal } from './Modal.tsx';

interface Props {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Extra lines under the description (a hint on why the confirm button is off). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The other button: cancel, discard, OK. */
  declineLabel: ReactNode;
  onDecline: () => void;
  /** Escape, a click outside or the close button; the decline button's action unless given. */
  onDismiss?: () => void;
  /** The confirmed action is running: both buttons are off and the dialog stays open. */
  busy?: boolean;
  confirmDisabled?: boolean;
  /** The confirm button's look; the primary button unless given (a destructive action's). */
  confirmClassName?: string;
}

/** A small question with two answers, over the app's Modal. Text comes from the caller. */
export function ConfirmDialog({ open, title, description, children, confirmLabel, onConfirm, declineLabel, onDecline, onDismiss = onDecline, busy = false, confirmDisabled = false, confirmClassName = 'button button-primary' }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onDismiss()}
      title={title}
      description={description}
      size="sm"
      dismissable={!busy}
      busy={busy}
      footer={
        <>
          <button type="button" className="button" disabled={busy} onClick={onDecline}>
            {declineLabel}
          </button>
          <button type="button" className={confirmClassName} disabled={busy || confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
