import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from './errors.ts';

/**
 * Translates any thrown value into the user's language (default 'An error occurred'), with the values
 * the server named (credits required and available; a language, by its translated name).
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const params = error instanceof ApiError ? { ...error.params } : {};
      const languageName = (code: string) => (i18n.exists(`fieldMapper.languages.${code}`) ? t(`fieldMapper.languages.${code}`) : code);
      if (typeof params.language === 'string') params.language = languageName(params.language);
      if (typeof params.languages === 'string') params.languages = params.languages.split(',').map(languageName).join(', ');
      return t(
        errorMessageKey(error, (code) => i18n.exists(`errors.${code}`)),
        params,
      );
    },
    [t, i18n],
  );
}
