import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSettings } from '../../../../domain/workspace.ts';
import { useSaveWorkspaceSettings, useWorkspaceSettings } from '../../api/workspace.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useFailureToast } from '../../lib/useFailureToast.ts';
import { UploadsTab } from './UploadsTab.tsx';
import { ValueListsTab } from './ValueListsTab.tsx';
import { WebhooksTab } from './WebhooksTab.tsx';
import { WorkspaceSettingsTab } from './WorkspaceSettingsTab.tsx';
import './SettingsPage.css';

type Tab = 'workspace' | 'value-lists' | 'webhooks' | 'uploads';
const TAB_CLASSES = { root: 'settings-tabs', list: 'tab-list', tab: 'tab', panel: 'tab-panel' };

/**
 * /settings (docs/product.md Settings): Workspace Settings, Value Lists, Webhooks and Uploads. The settings are
 * shared by the first two tabs, since use_label is saved from the Value Lists tab with the rest unchanged.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('workspace');
  const query = useWorkspaceSettings();
  useFailureToast(query, { message: t('workspaceSettings.loadFailed') });
  const settings = query.data ?? null;
  const { mutateAsync: saveSettings } = useSaveWorkspaceSettings();

  /** Saves the whole settings object; true when saved. */
  const save = useCallback(
    async (next: WorkspaceSettings, messages: { ok: string; failed: string }): Promise<boolean> => {
      try {
        await saveSettings(next);
        toast.success(messages.ok);
        return true;
      } catch {
        toast.error(messages.failed);
        return false;
      }
    },
    [saveSettings],
  );

  let workspaceBody = (
    <p className="settings-status" role="status">
      {t('workspaceSettings.loading')}
    </p>
  );
  if (settings) workspaceBody = <WorkspaceSettingsTab settings={settings} onSave={save} />;
  else if (query.isError) workspaceBody = <ErrorNotice message={t('workspaceSettings.loadFailed')} onRetry={() => void query.refetch()} />;

  return (
    <div className="page settings">
      <header className="page-header">
        <h1 className="page-title">{t('workspaceSettings.title')}</h1>
      </header>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={t('workspaceSettings.tabsLabel')}
        classNames={TAB_CLASSES}
        tabs={[
          { value: 'workspace', label: t('workspaceSettings.tab'), panel: workspaceBody },
          { value: 'value-lists', label: t('valueLists.tab'), panel: <ValueListsTab settings={settings} onSave={save} /> },
          { value: 'webhooks', label: t('webhooks.tab'), panel: <WebhooksTab /> },
          { value: 'uploads', label: t('uploads.tab'), panel: <UploadsTab /> },
        ]}
      />
    </div>
  );
}
