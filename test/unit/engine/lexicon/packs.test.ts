import t from 'tap';
import { CONCEPTS, PRICE_WORDS } from '../../../../engine/lexicon/concepts.ts';
import { normalise, PACKS } from '../../../../engine/lexicon/index.ts';
import { meaningOf } from '../../../../engine/lexicon/names.ts';

/** The packs are merged into one lookup: a word must mean one thing in all of them. */

t.test('no word names two concepts across the language packs', async (t) => {
  const meanings = new Map<string, Set<string>>();
  for (const pack of PACKS) {
    for (const concept of CONCEPTS) {
      for (const word of pack.concepts[concept] ?? []) {
        const key = normalise(word);
        meanings.set(key, (meanings.get(key) ?? new Set()).add(concept));
      }
    }
  }
  const clashes = [...meanings].filter(([, concepts]) => concepts.size > 1).map(([word, concepts]) => `${word}: ${[...concepts].join(', ')}`);
  t.same(clashes, []);
});

t.test('every pack has every part, and words for the concepts every file uses', async (t) => {
  for (const pack of PACKS) {
    for (const concept of ['name', 'description', 'category', 'brand', 'price', 'weight', 'width', 'height', 'colour', 'material', 'size'] as const) {
      t.ok((pack.concepts[concept] ?? []).length > 0, `${pack.code}: ${concept}`);
    }
    for (const word of PRICE_WORDS) t.ok((pack.prices[word] ?? []).length > 0, `${pack.code}: ${word} words`);
    t.ok(Object.keys(pack.colours).length >= 12, `${pack.code}: colours`);
    t.ok(pack.functionWords.length >= 10, `${pack.code}: function words`);
  }
});

t.test('each pack’s price words are read as what they say', async (t) => {
  for (const pack of PACKS) {
    const [price] = pack.prices.price ?? [];
    for (const word of pack.prices.price ?? []) t.not(meaningOf(word).price, null, `${pack.code}: '${word}' is a price`);
    for (const kind of ['sale', 'purchase'] as const) {
      for (const word of pack.prices[kind] ?? []) t.equal(meaningOf(`${price} ${word}`).price?.kind, kind, `${pack.code}: '${price} ${word}' is a ${kind} price`);
    }
  }
});

t.test("a service list's column of treatments or services names its items ('Behandling', 'Tjänster', 'Ydelse')", async (t) => {
  for (const column of ['Behandling', 'Behandlingar', 'Tjänster', 'Ydelse']) t.ok(meaningOf(column).words.includes('name'), column);
});
