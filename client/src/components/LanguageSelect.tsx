import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCapabilities } from '../api/assistant.ts';
import { GENERATION_LANGUAGES } from '../../../domain/generation.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (language: string) => void;
  /** The first option, for no language. */
  emptyLabel: string;
  nameOf: (code: string) => string;
  /** The language written when none is chosen (the workspace's), told about as a chosen one is. */
  fallback?: string | null;
  /** Whether the note links to Settings (not on Settings itself, where the Assistant card is). */
  linkSettings?: boolean;
}

/**
 * The generation language, with the languages the active assistant cannot write marked as such and,
 * as soon as one is chosen (or is the workspace's when none is), a note saying so with the way out —
 * an OpenAI-compatible assistant, which Settings shows and tests — rather than a refusal at save.
 */
export function LanguageSelect({ id, label, value, onChange, emptyLabel, nameOf, fallback, linkSettings = true }: Props) {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  const writable = (code: string) => !capabilities || capabilities.languages.includes(code);
  const written = value !== '' ? value : (fallback ?? '');
  const refused = written !== '' && !writable(written);
  const note = value !== '' ? 'capabilities.languageNote' : 'capabilities.languageNoteDefault';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input select" value={value} aria-describedby={refused ? `${id}-note` : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{emptyLabel}</option>
        {GENERATION_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {writable(code) ? nameOf(code) : t('capabilities.languageOption', { language: nameOf(code) })}
          </option>
        ))}
      </select>
      {refused && (
        <p id={`${id}-note`} className="field-warning" role="status">
          {t(note, { language: nameOf(written), languages: capabilities?.languages.map(nameOf).join(', ') })}
          {linkSettings && (
            <>
              {' '}
              <Link href="/settings">{t('capabilities.settingsLink')}</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
