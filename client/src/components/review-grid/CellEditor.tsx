import { type KeyboardEvent, useEffect, useId, useRef } from 'react';

/** The text box a cell turns into while edited, and what it does. */
export interface CellEditing {
  label: string;
  draft: string;
  /** The edit began with a character typed over the value: the caret goes after it (else the value is selected). */
  typed: boolean;
  saving: boolean;
  errorId: string | undefined;
  /** The items of the field's value list, offered as the user types. */
  options?: readonly string[];
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The focus left the editor (a click elsewhere): the edit is dropped, the focus stays there. */
  onBlur: () => void;
}

/** Enter saves, Escape cancels; the grid's keys stay out. */
export function CellEditor({ editing }: { editing: CellEditing }) {
  const { label, draft, typed, saving, errorId, options, onChange, onSave, onCancel, onBlur } = editing;
  const ref = useRef<HTMLInputElement>(null);
  const listId = useId();
  // Only as it opens: the value typed over stays unselected, the value kept is selected.
  const typedOver = useRef(typed);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    if (typedOver.current) input.setSelectionRange(input.value.length, input.value.length);
    else input.select();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (!saving) onCancel();
    }
  };
  return (
    <>
      <input
        ref={ref}
        list={options && options.length > 0 ? listId : undefined}
        className="review-editor"
        aria-label={label}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        aria-busy={saving || undefined}
        readOnly={saving}
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!saving) onBlur();
        }}
      />
      {options && options.length > 0 && (
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
    </>
  );
}
