import { useId } from 'react';

interface Props {
  id: string;
  value: string | null | undefined;
  /** What the input suggests as its user types (any other text is taken too). */
  suggestions: readonly string[];
  describedBy?: string;
  disabled?: boolean;
  onChange: (text: string) => void;
}

/** A text input with suggestions (a unit, a currency): the browser's own list, no menu of ours. */
export function SuggestedInput({ id, value, suggestions, describedBy, disabled, onChange }: Props) {
  const listId = useId();
  return (
    <>
      <input id={id} className="input" list={listId} autoComplete="off" value={value ?? ''} disabled={disabled} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
