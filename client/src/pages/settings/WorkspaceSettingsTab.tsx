import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWords, type WorkspaceSettings } from '../../../../domain/workspace.ts';
import { SearchOptionsEditor } from '../../components/search-options/SearchOptionsEditor.tsx';
import { AssistantCheck } from './AssistantCheck.tsx';
import { SearchCheck } from './SearchCheck.tsx';
import { GenerateOptionsCard } from './GenerateOptionsCard.tsx';
import { type Draft, draftOf, settingsFromDraft } from './workspace-draft.ts';

type SaveSettings = (next: WorkspaceSettings, messages: { ok: string; failed: string }) => Promise<boolean>;

/** The Workspace Settings tab: generate options, search options and the reuse of earlier results, with Save; then the assistant's test. */
export function WorkspaceSettingsTab({ settings, onSave }: { settings: WorkspaceSettings; onSave: SaveSettings }) {
  const { t } = useTranslation();
  const searchTitleId = useId();
  const cacheTitleId = useId();
  const cacheId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saving, setSaving] = useState(false);
  const minWords = parseWords(draft.min_words);
  const maxWords = parseWords(draft.max_words);
  const wordsValid = minWords !== undefined && maxWords !== undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (minWords === undefined || maxWords === undefined || saving) return;
    setSaving(true);
    const saved = await onSave(settingsFromDraft(draft, { min: minWords, max: maxWords }, settings.use_label), { ok: t('workspaceSettings.saved'), failed: t('workspaceSettings.saveFailed') });
    setSaving(false);
    if (saved) setDraft((d) => ({ ...d, search: { blacklist: d.search.blacklist.filter((s) => s.trim()), whitelist: d.search.whitelist.filter((s) => s.trim()) } }));
  }

  return (
    <div className="settings-form">
      <form className="settings-form" onSubmit={onSubmit} noValidate>
        <GenerateOptionsCard draft={draft} setDraft={setDraft} invalidWords={{ min_words: minWords === undefined, max_words: maxWords === undefined }} />
        <section className="card settings-card" aria-labelledby={searchTitleId}>
          <h2 id={searchTitleId} className="settings-card-title">
            {t('workspaceSettings.searchTitle')}
          </h2>
          <p className="settings-hint">{t('workspaceSettings.searchHint')}</p>
          <SearchOptionsEditor value={draft.search} onChange={(search) => setDraft((d) => ({ ...d, search }))} />
        </section>
        <section className="card settings-card" aria-labelledby={cacheTitleId}>
          <h2 id={cacheTitleId} className="settings-card-title">
            {t('workspaceSettings.cacheTitle')}
          </h2>
          <div className="settings-check">
            <input id={cacheId} type="checkbox" checked={draft.use_cache} aria-describedby={`${cacheId}-hint`} onChange={(e) => setDraft((d) => ({ ...d, use_cache: e.target.checked }))} />
            <div>
              <label htmlFor={cacheId}>{t('workspaceSettings.useCache')}</label>
              <p id={`${cacheId}-hint`} className="settings-hint">
                {t('workspaceSettings.useCacheHint')}
              </p>
            </div>
          </div>
        </section>
        <div className="settings-footer">
          <button type="submit" className="button button-primary" disabled={saving || !wordsValid}>
            {saving ? t('workspaceSettings.saving') : t('workspaceSettings.save')}
          </button>
        </div>
      </form>
      <AssistantCheck />
      <SearchCheck />
    </div>
  );
}
