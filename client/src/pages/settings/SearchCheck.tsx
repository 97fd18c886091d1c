import { useTranslation } from 'react-i18next';
import { useCapabilities } from '../../api/assistant.ts';
import { useCheckSearch } from '../../api/workspace.ts';
import { ProviderCheck } from './ProviderCheck.tsx';

/** The Web search card of the Workspace Settings tab: whether search is on, and "Test the search". */
export function SearchCheck() {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  return (
    <ProviderCheck
      title={t('workspaceSettings.webSearchTitle')}
      hint={capabilities ? t(capabilities.web_search ? 'workspaceSettings.webSearchOn' : 'workspaceSettings.webSearchOff') : undefined}
      testLabel={t('workspaceSettings.webSearchTest')}
      check={useCheckSearch()}
      answered={(result) => t('workspaceSettings.webSearchAnswered', { url: result.url ?? '', count: result.results, millis: result.millis })}
      failed={(message) => t('workspaceSettings.webSearchFailed', { message })}
    />
  );
}
