import { ERROR_MESSAGES } from '../../../domain/errors.ts';

/**
 * English texts. The shape of this object is the dictionary shape: fr.ts must
 * have exactly the same keys (checked by the type and by test/client/i18n.test.ts).
 */
export const en = {
  app: {
    name: 'Fiche',
    loading: 'Loading…',
  },
  login: {
    title: 'Sign in to Fiche',
    subtitle: 'Enrich your product catalogues.',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    submitting: 'Signing in…',
  },
  topbar: {
    newCatalog: 'Process a new catalog',
    notifications: 'New catalogs: {{count}}',
    openProfile: 'Open profile',
  },
  sidebar: {
    label: 'Main navigation',
    home: 'Home',
    catalogs: 'Catalogs',
    templates: 'Catalog Configurations',
    settings: 'Settings',
    help: 'Help',
    helpHint: 'Opens the documentation in a new tab',
    hide: 'Hide sidebar',
    show: 'Open sidebar',
  },
  footer: {
    version: '{{name}} · version {{version}}',
  },
  home: {
    hello: 'Hello {{username}}',
    intro: 'What would you like to do today?',
    shortcuts: 'Shortcuts',
    startTitle: 'Start a new treatment',
    startHint: 'Upload a product file or prepare a reusable template.',
    generateCatalog: 'Generate a catalog',
    createConfig: 'Create a new configuration',
    tileCatalogs: 'My generated catalogs',
    tileCatalogsText: 'Follow your runs and download the results.',
    tileTemplates: 'My catalog templates',
    tileTemplatesText: 'Review and edit your saved configurations.',
    tileSubscription: 'My subscription',
    tileSubscriptionText: 'See your credits and your profile.',
  },
  profile: {
    title: 'User profile',
    guest: 'Guest',
    avatarAlt: 'Avatar of {{name}}',
    details: 'Personal information',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email',
    empty: '—',
    language: 'Language',
    languageSaved: 'Language saved',
    logout: 'Logout',
    backendError: 'Error contacting backend',
  },
  languages: {
    en: 'English',
    fr: 'Français',
  },
  pages: {
    catalogs: 'Catalogs',
    catalogNew: 'New catalog',
    templates: 'Catalog Configurations',
    templateEdit: 'Edit configuration {{name}}',
    configAssistant: 'Create a new configuration',
    settings: 'Settings',
  },
  notAvailable: {
    text: 'This screen is not available yet.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist.',
    back: 'Back to home',
  },
  errorNotice: {
    retry: 'Retry',
    dismiss: 'Dismiss',
  },
  errors: {
    ...ERROR_MESSAGES,
    unknown_error: 'An error occurred',
    network_error: 'The server could not be reached. Check your connection and try again.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
