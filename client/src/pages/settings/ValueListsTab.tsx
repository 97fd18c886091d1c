import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSettings } from '../../../../domain/workspace.ts';
import { forgetValueLists, useValueLists } from '../../api/value-lists.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { ImportValueListsModal } from '../../components/value-lists/ImportValueListsModal.tsx';
import { type ValueListFormTarget, ValueListFormModal } from '../../components/value-lists/ValueListFormModal.tsx';
import { ValueListViewModal } from '../../components/value-lists/ValueListViewModal.tsx';
import { useFailureToast } from '../../lib/useFailureToast.ts';
import { ValueListGrid } from './ValueListGrid.tsx';

type SaveSettings = (next: WorkspaceSettings, messages: { ok: string; failed: string }) => Promise<boolean>;

interface Props {
  /** Null while the workspace settings load (or failed to). */
  settings: WorkspaceSettings | null;
  onSave: SaveSettings;
}

/** The Value Lists tab: searchable card grid with view and edit, Create, Import, and the default behaviour. */
export function ValueListsTab({ settings, onSave }: Props) {
  const { t } = useTranslation();
  const searchId = useId();
  const useLabelId = useId();
  const listsQuery = useValueLists();
  useFailureToast(listsQuery, { message: t('valueLists.loadFailed') });
  const lists = listsQuery.data ?? null;
  const [query, setQuery] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [form, setForm] = useState<ValueListFormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [useLabel, setUseLabel] = useState(true);
  const [savingDefault, setSavingDefault] = useState(false);

  useEffect(() => {
    if (settings) setUseLabel(settings.use_label);
  }, [settings]);

  const closeView = useCallback(() => setViewing(null), []);
  const closeForm = useCallback(() => setForm(null), []);

  async function saveDefault() {
    if (!settings) return;
    setSavingDefault(true);
    await onSave({ ...settings, use_label: useLabel }, { ok: t('workspaceSettings.saved'), failed: t('workspaceSettings.saveFailed') });
    setSavingDefault(false);
  }

  const needle = query.trim().toLocaleLowerCase();
  const shown = (lists ?? []).filter((list) => list.name.toLocaleLowerCase().includes(needle));

  let body: React.ReactNode;
  if (lists === null && listsQuery.isError) body = <ErrorNotice message={t('valueLists.loadFailed')} onRetry={() => void listsQuery.refetch()} />;
  else if (lists === null) {
    body = (
      <p className="settings-status" role="status">
        {t('valueLists.loading')}
      </p>
    );
  } else if (lists.length === 0) body = <p className="settings-empty">{t('valueLists.empty')}</p>;
  else if (shown.length === 0) body = <p className="settings-empty">{t('valueLists.noMatch', { query: query.trim() })}</p>;
  else {
    body = <ValueListGrid lists={shown} onView={setViewing} onEdit={(id) => setForm({ mode: 'edit', id })} />;
  }

  return (
    <div className="settings-form">
      <section className="card settings-card" aria-labelledby={`${searchId}-title`}>
        <h2 id={`${searchId}-title`} className="settings-card-title">
          {t('valueLists.tab')}
        </h2>
        <p className="settings-hint">{t('valueLists.intro')}</p>
        <div className="vl-toolbar">
          <div className="field vl-search">
            <label htmlFor={searchId} className="visually-hidden">
              {t('valueLists.search')}
            </label>
            <input id={searchId} type="search" className="input" placeholder={t('valueLists.searchPlaceholder')} value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <button type="button" className="button" onClick={() => setImporting(true)}>
            {t('valueLists.import')}
          </button>
          <button type="button" className="button button-primary" onClick={() => setForm({ mode: 'create' })}>
            {t('valueLists.create')}
          </button>
        </div>
        {body}
      </section>
      <section className="card settings-card" aria-labelledby={`${useLabelId}-title`}>
        <h2 id={`${useLabelId}-title`} className="settings-card-title">
          {t('valueLists.defaultBehaviour')}
        </h2>
        <div className="settings-check">
          <input id={useLabelId} type="checkbox" checked={useLabel} disabled={!settings} aria-describedby={`${useLabelId}-hint`} onChange={(e) => setUseLabel(e.target.checked)} />
          <div>
            <label htmlFor={useLabelId}>{t('valueLists.useLabel')}</label>
            <p id={`${useLabelId}-hint`} className="settings-hint">
              {t('valueLists.useLabelHint')}
            </p>
          </div>
        </div>
        <div className="settings-footer">
          <button type="button" className="button button-primary" disabled={!settings || savingDefault} onClick={() => void saveDefault()}>
            {savingDefault ? t('workspaceSettings.saving') : t('valueLists.saveSettings')}
          </button>
        </div>
      </section>
      <ValueListViewModal listId={viewing} onClose={closeView} />
      <ValueListFormModal target={form} lists={lists ?? []} onClose={closeForm} />
      <ImportValueListsModal open={importing} onOpenChange={setImporting} lists={lists ?? []} onImported={forgetValueLists} />
    </div>
  );
}
