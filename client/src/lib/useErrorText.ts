import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from './errors.ts';

/** Translates any thrown value into the user's language (default 'An error occurred'). */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => t(errorMessageKey(error, (code) => i18n.exists(`errors.${code}`))),
    [t, i18n],
  );
}
