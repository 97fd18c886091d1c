import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/errors.ts';
import { useErrorText } from '../../lib/useErrorText.ts';

/** What both checks answer: whether the provider answered, or its failure's code and English text. */
interface CheckOutcome {
  ok: boolean;
  error_code: string | null;
  error_message: string | null;
}

interface Props<Result extends CheckOutcome> {
  title: string;
  /** Which provider is configured, in a sentence. */
  hint: string | undefined;
  testLabel: string;
  check: UseMutationResult<Result, Error, void>;
  /** The line under the button when the provider answered. */
  answered: (result: Result) => ReactNode;
  /** The line when it did not, given the failure in the user's language. */
  failed: (message: string) => string;
}

/**
 * A Settings card testing a provider (the assistant, the search engine): which one is configured,
 * a button making one tiny request, and who answered how fast, or why it did not.
 */
export function ProviderCheck<Result extends CheckOutcome>({ title, hint, testLabel, check, answered, failed }: Props<Result>) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useErrorText();
  const failure = (message: string) => (
    <p className="settings-error" role="alert">
      {failed(message)}
    </p>
  );
  const result = check.data;
  return (
    <section className="card settings-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-card-title">
        {title}
      </h2>
      {hint && <p className="settings-hint">{hint}</p>}
      <div>
        <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? t('workspaceSettings.assistantTesting') : testLabel}
        </button>
      </div>
      {result &&
        !check.isPending &&
        (result.ok ? (
          <p className="settings-status" role="status">
            {answered(result)}
          </p>
        ) : (
          failure(errorText(new ApiError(200, result.error_code ?? 'unknown_error', result.error_message ?? undefined)))
        ))}
      {check.isError && !check.isPending && failure(errorText(check.error))}
    </section>
  );
}
