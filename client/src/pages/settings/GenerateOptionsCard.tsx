import { type Dispatch, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATIVITY_LEVELS, type GenerateTextOption } from '../../../../domain/generation.ts';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { type Draft, TEXT_FIELDS } from './workspace-draft.ts';

const WORD_FIELDS = [
  { key: 'min_words', label: 'minWords' },
  { key: 'max_words', label: 'maxWords' },
] as const;

interface Props {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** Which word counts are not whole numbers of 0 or more. */
  invalidWords: { min_words: boolean; max_words: boolean };
}

/** The workspace's default generate options: texts, language, creativity and word counts. */
export function GenerateOptionsCard({ draft, setDraft, invalidWords }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const languageId = useId();
  const adaptationId = useId();
  const setText = (key: GenerateTextOption, value: string) => setDraft((d) => ({ ...d, texts: { ...d.texts, [key]: value } }));

  return (
    <section className="card settings-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-card-title">
        {t('workspaceSettings.generateTitle')}
      </h2>
      <p className="settings-hint">{t('workspaceSettings.generateHint')}</p>
      <div className="settings-grid">
        {TEXT_FIELDS.map(({ key, label, multiline, hint }) => (
          <Field key={key} label={t(`workspaceSettings.${label}`)} hint={hint && t(`workspaceSettings.${hint}`)} hintClassName="settings-hint" className={multiline ? 'settings-wide' : undefined}>
            {(control) => (multiline ? <textarea {...control} className="input settings-textarea" rows={3} value={draft.texts[key]} onChange={(e) => setText(key, e.target.value)} /> : <input {...control} className="input" value={draft.texts[key]} onChange={(e) => setText(key, e.target.value)} />)}
          </Field>
        ))}
        <LanguageSelect id={languageId} label={t('workspaceSettings.language')} value={draft.language} onChange={(language) => setDraft((d) => ({ ...d, language }))} emptyLabel={t('workspaceSettings.noDefault')} nameOf={(code) => `${t(`workspaceSettings.languages.${code}`)} (${code})`} linkSettings={false} />
        <Field label={t('workspaceSettings.creativity')}>
          {(control) => (
            <select {...control} className="input select" value={draft.creativity} onChange={(e) => setDraft((d) => ({ ...d, creativity: e.target.value }))}>
              <option value="">{t('workspaceSettings.noDefault')}</option>
              {CREATIVITY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`workspaceSettings.creativityLevels.${level}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {WORD_FIELDS.map(({ key, label }) => (
          <Field key={key} label={t(`workspaceSettings.${label}`)} error={invalidWords[key] && t('workspaceSettings.wordsInvalid')} errorClassName="settings-error">
            {(control) => <input {...control} className="input" type="number" min={0} step={1} inputMode="numeric" value={draft[key]} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))} />}
          </Field>
        ))}
        <div className="settings-wide settings-check">
          <input id={adaptationId} type="checkbox" checked={draft.language_adaptation} aria-describedby={`${adaptationId}-hint`} onChange={(e) => setDraft((d) => ({ ...d, language_adaptation: e.target.checked }))} />
          <div>
            <label htmlFor={adaptationId}>{t('workspaceSettings.languageAdaptation')}</label>
            <p id={`${adaptationId}-hint`} className="settings-hint">
              {t('workspaceSettings.languageAdaptationHint')}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
