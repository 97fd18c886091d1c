import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantCheck as CheckResult } from '../../../../domain/generation.ts';
import { useCapabilities } from '../../api/assistant.ts';
import { useCheckAssistant } from '../../api/workspace.ts';
import { ApiError } from '../../lib/errors.ts';
import { useErrorText } from '../../lib/useErrorText.ts';

/**
 * The Assistant card of the Workspace Settings tab: which provider is configured, and "Test the
 * assistant" — one tiny request, answered with who wrote back and how fast, or why it did not.
 */
export function AssistantCheck() {
  const { t } = useTranslation();
  const titleId = useId();
  const capabilities = useCapabilities();
  const check = useCheckAssistant();
  const errorText = useErrorText();

  /** The line under the button: the answer, or the failure in the user's language. */
  function outcome(result: CheckResult) {
    if (!result.ok) {
      const message = errorText(new ApiError(200, result.error_code ?? 'unknown_error', result.error_message ?? undefined));
      return (
        <p className="settings-error" role="alert">
          {t('workspaceSettings.assistantFailed', { message })}
        </p>
      );
    }
    return (
      <p className="settings-status" role="status">
        {result.provider === 'local'
          ? t('workspaceSettings.assistantAnsweredLocal', { millis: result.millis })
          : t('workspaceSettings.assistantAnsweredModel', { model: result.model, url: result.base_url, millis: result.millis })}
      </p>
    );
  }

  const provider = capabilities?.assistant;
  return (
    <section className="card settings-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-card-title">
        {t('workspaceSettings.assistantTitle')}
      </h2>
      {provider && <p className="settings-hint">{t(provider === 'local' ? 'workspaceSettings.assistantLocal' : 'workspaceSettings.assistantOpenai')}</p>}
      <div>
        <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? t('workspaceSettings.assistantTesting') : t('workspaceSettings.assistantTest')}
        </button>
      </div>
      {check.data && !check.isPending && outcome(check.data)}
      {check.isError && !check.isPending && (
        <p className="settings-error" role="alert">
          {t('workspaceSettings.assistantFailed', { message: errorText(check.error) })}
        </p>
      )}
    </section>
  );
}
