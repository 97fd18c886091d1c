import t from 'tap';
import { en } from '../../../../../client/src/i18n/en.ts';
import { fr } from '../../../../../client/src/i18n/fr.ts';
import { GLOSSARY } from '../../../../../client/src/i18n/glossary.ts';
import type { Dictionary } from '../../../../../client/src/i18n/en.ts';

/** The main path's words (issue 46): home → new template → saved → catalogs, and a template from a channel. */
const path = (dict: Dictionary) => [
  dict.home.startTitle,
  dict.home.createConfig,
  dict.home.tileTemplates,
  dict.home.tileTemplatesText,
  dict.pages.configAssistant,
  dict.assistant.result.seeCatalog,
  dict.assistant.saveError.title,
  dict.templates.list.create,
  dict.templates.fromChannel.description,
  dict.templates.fromChannel.descriptionFile,
  dict.templates.fromChannel.nameLabel,
  dict.templates.fromChannel.success,
];

t.test('the path says template and catalog, never configuration or treatment', async (t) => {
  for (const [language, dict] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    const words = GLOSSARY[language];
    for (const text of path(dict)) {
      t.notMatch(text, /configuration|treatment/i, `${language}: ${text}`);
      t.ok(
        [words.template, words.templates, words.catalog, words.catalogs].some((word) => text.toLowerCase().includes(word)),
        `${language} uses the glossary: ${text}`,
      );
    }
  }
});

t.test('both languages name the same concepts', async (t) => {
  t.same(Object.keys(GLOSSARY.fr).sort(), Object.keys(GLOSSARY.en).sort());
});
