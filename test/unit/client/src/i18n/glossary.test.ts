import t from 'tap';
import type { Dictionary } from '../../../../../client/src/i18n/en.ts';
import { en } from '../../../../../client/src/i18n/en.ts';
import { fr } from '../../../../../client/src/i18n/fr.ts';
import { GLOSSARY, NOT_SAID } from '../../../../../client/src/i18n/glossary.ts';
import { ISSUE_MESSAGES } from '../../../../../domain/cell-issues.ts';
import { ERROR_MESSAGES } from '../../../../../domain/errors.ts';

/** The main path's words (issue 46): home → new template → saved → catalogs, and a template from a channel. */
const path = (dict: Dictionary) => [
  dict.home.startTitle,
  dict.home.createConfig,
  dict.home.tileTemplates,
  dict.home.tileTemplatesText,
  dict.pages.configAssistant,
  dict.pages.templates,
  dict.assistant.name.label,
  dict.assistant.result.seeTemplates,
  dict.assistant.saveError.title,
  dict.templates.list.title,
  dict.templates.list.create,
  dict.templates.fromChannel.description,
  dict.templates.fromChannel.descriptionFile,
  dict.templates.fromChannel.nameLabel,
  dict.templates.fromChannel.success,
];

t.test("the main path's texts use the glossary's words", async (t) => {
  for (const [language, dict] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    const words = GLOSSARY[language];
    for (const text of path(dict)) {
      t.ok(
        [words.template, words.templates, words.catalog, words.catalogs].some((word) => text.toLowerCase().includes(word)),
        `${language} uses the glossary: ${text}`,
      );
    }
  }
});

/** Every text of a dictionary, with its key. */
function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, inner]) => texts(inner, key ? `${key}.${name}` : name));
  return [];
}

/** The words of `text` a language does not say (as a word or its plural), each with the term to say; its {{placeholders}} are names, not words. */
function unsaid(language: keyof typeof NOT_SAID, text: string): string[] {
  const words = text.replace(/{{\s*\w+\s*}}/g, '');
  return Object.entries(NOT_SAID[language])
    .filter(([word]) => new RegExp(`\\b${word}s?\\b`, 'i').test(words))
    .map(([word, term]) => `${word} (say ${GLOSSARY[language][term]})`);
}

/** English texts the server owns (domain/cell-issues.ts, domain/errors.ts): the API answers them too. */
const SERVER_TEXTS: ReadonlySet<string> = new Set([...Object.values(ISSUE_MESSAGES), ...Object.values(ERROR_MESSAGES)]);

t.test('no text of either language says a word the glossary does not', async (t) => {
  for (const [language, dict] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    const wrong = texts(dict)
      .filter(([, text]) => !(language === 'en' && SERVER_TEXTS.has(text)))
      .flatMap(([key, text]) => unsaid(language, text).map((word) => `${key}: ${word} in “${text}”`));
    t.same(wrong, [], `${language}: every text says the glossary's words`);
  }
});

t.test("the server's English texts say no word the glossary does not", async (t) => {
  t.same(
    [...SERVER_TEXTS].filter((text) => unsaid('en', text).length > 0),
    [],
  );
});

t.test('the check catches a template called a configuration, and not a placeholder', async (t) => {
  t.same(unsaid('en', 'Edit configuration {{name}}'), ['configuration (say template)']);
  t.same(unsaid('fr', 'Chargement des configurations…'), ['configuration (say modèle)']);
  t.same(unsaid('fr', '{{template}} sur {{file}}'), []);
  t.same(unsaid('en', 'Catalogues of the shop'), ['catalogue (say catalog)']);
});

t.test('both languages name the same concepts', async (t) => {
  t.same(Object.keys(GLOSSARY.fr).sort(), Object.keys(GLOSSARY.en).sort());
});
