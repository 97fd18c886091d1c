import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LabelState, useLabelCheck } from '../../api/catalog-config.ts';
import { PencilIcon } from '../../components/icons.tsx';

export interface NameEditState {
  editing: boolean;
  /** The edit currently shows an error (required, taken, check failed). */
  error: boolean;
}

interface Props {
  /** The committed name ('' until set). */
  value: string;
  onCommit: (label: string) => void;
  /** Told whenever editing starts or stops and whenever its error changes. */
  onStateChange: (state: NameEditState) => void;
  /** Glows (3 s, set by the wizard) to draw the eye to a missing name. */
  glowing: boolean;
  /** Called when an empty name is committed, so the wizard makes the name glow. */
  onEmptyCommit: () => void;
}

const ERRORS: Partial<Record<LabelState, string>> = {
  empty: 'assistant.name.required',
  taken: 'assistant.name.taken',
  error: 'assistant.name.checkFailed',
};

/**
 * The wizard header's inline catalogue name (docs/product.md Template wizard, docs/product.md Template name): click to
 * edit, Enter saves (once the server says the name is free), Escape cancels. Empty shows 'Click to
 * set a name' and 'Catalog name is required'.
 */
export function CatalogNameEditor({ value, onCommit, onStateChange, glowing, onEmptyCommit }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  /** Enter was pressed while the name was still being checked: commit once it is free. */
  const [pendingCommit, setPendingCommit] = useState(false);
  const state = useLabelCheck(draft, editing);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  const error = editing ? ERRORS[state] : undefined;
  const reported = useRef(onStateChange);
  reported.current = onStateChange;
  useEffect(() => reported.current({ editing, error: error !== undefined }), [editing, error]);

  // Back from editing: focus returns to the name.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const start = () => {
    setDraft(value);
    setPendingCommit(false);
    setEditing(true);
  };
  const stop = () => {
    setEditing(false);
    setPendingCommit(false);
  };
  const commit = () => {
    const trimmed = draft.trim();
    if (trimmed === '') {
      onCommit('');
      onEmptyCommit();
      stop();
      return;
    }
    if (trimmed === value || state === 'free') {
      onCommit(trimmed);
      stop();
    } else if (state === 'checking') {
      setPendingCommit(true);
    }
  };

  useEffect(() => {
    if (!pendingCommit || !editing || state === 'checking') return;
    setPendingCommit(false);
    if (state === 'free') {
      onCommit(draft.trim());
      setEditing(false);
    }
  }, [pendingCommit, editing, state, draft, onCommit]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  };

  const glow = glowing ? ' wizard-name-glow' : '';
  if (editing) {
    const message = error ? t(error) : state === 'checking' ? t('assistant.name.checking') : t('assistant.name.hint');
    return (
      <div className={`wizard-name wizard-name-editing${glow}`}>
        <label htmlFor={inputId} className="wizard-name-label">
          {t('assistant.name.label')}
        </label>
        <input
          id={inputId}
          className="input wizard-name-input"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this name
          autoFocus
          onFocus={(event) => event.target.select()}
        />
        <p id={messageId} className={`wizard-name-message${error ? ' wizard-name-error' : ''}`} aria-live="polite">
          {message}
        </p>
      </div>
    );
  }
  return (
    <div className={`wizard-name${glow}`}>
      <span className="wizard-name-label">{t('assistant.name.label')}</span>
      <button ref={editButton} type="button" className={`wizard-name-button${value ? '' : ' wizard-name-button-empty'}`} onClick={start} aria-label={value ? t('assistant.name.edit', { name: value }) : undefined} aria-describedby={value ? undefined : messageId}>
        {value || t('assistant.name.empty')}
        <span className="wizard-name-pencil" aria-hidden="true">
          <PencilIcon />
        </span>
      </button>
      {!value && (
        <p id={messageId} className="wizard-name-message wizard-name-error">
          {t('assistant.name.required')}
        </p>
      )}
    </div>
  );
}
