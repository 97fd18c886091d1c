import { useTranslation } from 'react-i18next';
import { useCapabilities } from '../../api/assistant.ts';
import { useCheckAssistant } from '../../api/workspace.ts';
import { ProviderCheck } from './ProviderCheck.tsx';

/** The Assistant card of the Workspace Settings tab: which provider is configured, and "Test the assistant". */
export function AssistantCheck() {
  const { t } = useTranslation();
  const provider = useCapabilities()?.assistant;
  return (
    <ProviderCheck
      title={t('workspaceSettings.assistantTitle')}
      hint={provider && t(provider === 'local' ? 'workspaceSettings.assistantLocal' : 'workspaceSettings.assistantOpenai')}
      testLabel={t('workspaceSettings.assistantTest')}
      check={useCheckAssistant()}
      answered={(result) => (result.provider === 'local' ? t('workspaceSettings.assistantAnsweredLocal', { millis: result.millis }) : t('workspaceSettings.assistantAnsweredModel', { model: result.model, url: result.base_url, millis: result.millis }))}
      failed={(message) => t('workspaceSettings.assistantFailed', { message })}
    />
  );
}
