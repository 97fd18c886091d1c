import { type ReactNode, useId } from 'react';

/** What the control needs to be named by the label and described by the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  label: ReactNode;
  /** The control, given the ids that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** A standing hint under the control. */
  hint?: ReactNode;
  /** What is wrong with the value, announced when it appears; null or absent when nothing is. */
  error?: ReactNode;
  /** Each screen styles its hint and error text its own way. */
  hintClassName?: string;
  errorClassName?: string;
  className?: string;
  /** Shown after the error (a button acting on the value). */
  after?: ReactNode;
}

/** A label, one control, and its hint and error text. */
export function Field({ label, children, hint, error, hintClassName, errorClassName, className, after }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClassName} role="alert">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
