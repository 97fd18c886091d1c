import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '../../../domain/user.ts';
import { type Dictionary, en } from './en.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Dictionaries other than the fallback are fetched when first needed, so the first page carries one
 * dictionary, not every language's.
 */
const LOADERS: Partial<Record<Language, () => Promise<Dictionary>>> = {
  fr: () => import('./fr.ts').then((module) => module.fr),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** Switches the display language once its dictionary is here, and remembers it in this browser. */
export async function applyLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const load = LOADERS[language];
  if (load && !i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await load());
  // Another switch may have come while this dictionary loaded: the last one asked wins.
  if (localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) return;
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The browser's remembered language, applied before the first render (no flash of English). */
export const languageReady = applyLanguage(storedLanguage());
