import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATIVITY_LEVELS, type GenerateTextOption } from '../../../../domain/generation.ts';
import { parseWords, type WorkspaceSettings } from '../../../../domain/workspace.ts';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { SearchOptionsEditor } from '../../components/search-options/SearchOptionsEditor.tsx';
import { type Draft, draftOf, settingsFromDraft, TEXT_FIELDS } from './workspace-draft.ts';

type SaveSettings = (next: WorkspaceSettings, messages: { ok: string; failed: string }) => Promise<boolean>;

/** The Workspace Settings tab: generate options and search options, with Save. */
export function WorkspaceSettingsTab({ settings, onSave }: { settings: WorkspaceSettings; onSave: SaveSettings }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saving, setSaving] = useState(false);
  const minWords = parseWords(draft.min_words);
  const maxWords = parseWords(draft.max_words);
  const id = (name: string) => `${baseId}-${name}`;

  const setText = (key: GenerateTextOption, value: string) => setDraft((d) => ({ ...d, texts: { ...d.texts, [key]: value } }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (minWords === undefined || maxWords === undefined || saving) return;
    setSaving(true);
    const saved = await onSave(
      settingsFromDraft(draft, { min: minWords, max: maxWords }, settings.use_label),
      { ok: t('workspaceSettings.saved'), failed: t('workspaceSettings.saveFailed') },
    );
    setSaving(false);
    if (saved) setDraft((d) => ({ ...d, search: { blacklist: d.search.blacklist.filter((s) => s.trim()), whitelist: d.search.whitelist.filter((s) => s.trim()) } }));
  }

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <section className="card settings-card" aria-labelledby={id('generate')}>
        <h2 id={id('generate')} className="settings-card-title">
          {t('workspaceSettings.generateTitle')}
        </h2>
        <p className="settings-hint">{t('workspaceSettings.generateHint')}</p>
        <div className="settings-grid">
          {TEXT_FIELDS.map(({ key, label, multiline, hint }) => (
            <div key={key} className={`field${multiline ? ' settings-wide' : ''}`}>
              <label htmlFor={id(key)}>{t(`workspaceSettings.${label}`)}</label>
              {multiline ? (
                <textarea
                  id={id(key)}
                  className="input settings-textarea"
                  rows={3}
                  value={draft.texts[key]}
                  aria-describedby={hint ? id(`${key}-hint`) : undefined}
                  onChange={(e) => setText(key, e.target.value)}
                />
              ) : (
                <input
                  id={id(key)}
                  className="input"
                  value={draft.texts[key]}
                  aria-describedby={hint ? id(`${key}-hint`) : undefined}
                  onChange={(e) => setText(key, e.target.value)}
                />
              )}
              {hint && (
                <p id={id(`${key}-hint`)} className="settings-hint">
                  {t(`workspaceSettings.${hint}`)}
                </p>
              )}
            </div>
          ))}
          <LanguageSelect
            id={id('language')}
            label={t('workspaceSettings.language')}
            value={draft.language}
            onChange={(language) => setDraft((d) => ({ ...d, language }))}
            emptyLabel={t('workspaceSettings.noDefault')}
            nameOf={(code) => `${t(`workspaceSettings.languages.${code}`)} (${code})`}
          />
          <div className="field">
            <label htmlFor={id('creativity')}>{t('workspaceSettings.creativity')}</label>
            <select
              id={id('creativity')}
              className="input select"
              value={draft.creativity}
              onChange={(e) => setDraft((d) => ({ ...d, creativity: e.target.value }))}
            >
              <option value="">{t('workspaceSettings.noDefault')}</option>
              {CREATIVITY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`workspaceSettings.creativityLevels.${level}`)}
                </option>
              ))}
            </select>
          </div>
          {(['min_words', 'max_words'] as const).map((key) => {
            const invalid = (key === 'min_words' ? minWords : maxWords) === undefined;
            return (
              <div key={key} className="field">
                <label htmlFor={id(key)}>{t(`workspaceSettings.${key === 'min_words' ? 'minWords' : 'maxWords'}`)}</label>
                <input
                  id={id(key)}
                  className="input"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={draft[key]}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? id(`${key}-error`) : undefined}
                  onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
                />
                {invalid && (
                  <p id={id(`${key}-error`)} className="settings-error" role="alert">
                    {t('workspaceSettings.wordsInvalid')}
                  </p>
                )}
              </div>
            );
          })}
          <div className="settings-wide settings-check">
            <input
              id={id('adaptation')}
              type="checkbox"
              checked={draft.language_adaptation}
              aria-describedby={id('adaptation-hint')}
              onChange={(e) => setDraft((d) => ({ ...d, language_adaptation: e.target.checked }))}
            />
            <div>
              <label htmlFor={id('adaptation')}>{t('workspaceSettings.languageAdaptation')}</label>
              <p id={id('adaptation-hint')} className="settings-hint">
                {t('workspaceSettings.languageAdaptationHint')}
              </p>
            </div>
          </div>
        </div>
      </section>
      <section className="card settings-card" aria-labelledby={id('search')}>
        <h2 id={id('search')} className="settings-card-title">
          {t('workspaceSettings.searchTitle')}
        </h2>
        <p className="settings-hint">{t('workspaceSettings.searchHint')}</p>
        <SearchOptionsEditor value={draft.search} onChange={(search) => setDraft((d) => ({ ...d, search }))} />
      </section>
      <div className="settings-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={saving || minWords === undefined || maxWords === undefined}
        >
          {saving ? t('workspaceSettings.saving') : t('workspaceSettings.save')}
        </button>
      </div>
    </form>
  );
}
