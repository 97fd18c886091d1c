import { useTranslation } from 'react-i18next';
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
}

/**
 * The generation language, with the languages the active assistant cannot write marked as such and
 * a note when one is chosen: a template writing it is refused at save and at start.
 */
export function LanguageSelect({ id, label, value, onChange, emptyLabel, nameOf }: Props) {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  const writable = (code: string) => !capabilities || capabilities.languages.includes(code);
  const refused = value !== '' && !writable(value);
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
          {t('capabilities.languageNote', { language: nameOf(value), languages: capabilities?.languages.map(nameOf).join(', ') })}
        </p>
      )}
    </div>
  );
}
