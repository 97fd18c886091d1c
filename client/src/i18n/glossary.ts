/**
 * The words a user meets for Fiche's concepts (docs/glossary.md), one per concept and language: the
 * dictionaries build the sentences of the main path (home → new template → saved → catalogs) from
 * them, so a page never says "configuration" where the next says "template". A French word's
 * gender is noted where a sentence agrees with it.
 */
export const GLOSSARY = {
  en: {
    /** What a run produces and the Catalogs page lists (the spec's US spelling). */
    catalog: 'catalog',
    catalogs: 'catalogs',
    /** A saved, reusable way of reading a product file and filling each output field. */
    template: 'template',
    templates: 'templates',
    /** One execution of a template on a product file. */
    run: 'run',
    productFile: 'product file',
    channel: 'channel',
  },
  fr: {
    catalog: 'catalogue',
    catalogs: 'catalogues',
    /** Masculin. */
    template: 'modèle',
    templates: 'modèles',
    run: 'traitement',
    productFile: 'fichier produits',
    channel: 'canal',
  },
} as const;

export type GlossaryTerm = keyof (typeof GLOSSARY)['en'];

/**
 * Words no text of the interface says, each with the glossary's term to say instead: a template is
 * no "configuration" (nor "config"), a run no "treatment", and English spells "catalog". Held to
 * by test/unit/client/src/i18n/glossary.test.ts over every text of both dictionaries.
 */
export const NOT_SAID: Record<keyof typeof GLOSSARY, Readonly<Record<string, GlossaryTerm>>> = {
  en: { configuration: 'template', config: 'template', treatment: 'run', catalogue: 'catalog' },
  fr: { configuration: 'template', config: 'template', template: 'template' },
};

/** A word at the head of a sentence or a button. */
export function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
