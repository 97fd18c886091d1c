import t from 'tap';
import { mergeGenerateOptions } from '../../../../domain/generation.ts';
import { sentencesOf } from '../../../../engine/enrich/facts.ts';
import type { Product } from '../../../../engine/enrich/types.ts';
import { checkedCopy } from '../../../../engine/generate/checked-copy.ts';
import { LOCAL_LANGUAGES } from '../../../../engine/generate/local-copy.ts';
import { wordCount } from '../../../../engine/generate/words.ts';
import { normalise } from '../../../../engine/lexicon/index.ts';
import { languageOf, wordIn } from '../../../../engine/lexicon/words.ts';

/**
 * The offline writer on rows of two, four and eight facts (as the gates count them: category,
 * colour, material, size, condition, measures, origin; the name and brand besides), in each language
 * it writes: within the usual word ranges, every sentence in the field's language, every fact said,
 * no filler — the copy gates pass it as they would a model's text.
 */

const two: Product = { Name: 'Trail Running Shoe', Colour: 'Black', Material: 'Leather' };
const four: Product = { 'Product name': 'Trail Running Shoe', Colour: 'Black', Material: 'Leather', 'Weight (kg)': '0.68', Condition: 'New' };
const eight: Product = {
  Item: 'Trail Running Shoe',
  Brand: 'Northpeak',
  SKU: 'NP-TRS-42',
  'Weight lbs': '1.5',
  'Length inches': '11.5',
  Colour: 'Black',
  Condition: 'New',
  Material: 'Leather',
  'Unit price': '89.99',
  Category: 'Footwear > Shoes',
  'Country of origin': 'Portugal',
  Size: '42',
  'Stock qty': '14',
};

/** The words a text in `lang` states each fact of a row with. */
const FACTS: Record<string, (lang: string) => string[]> = {
  two: (lang) => [wordIn('Black', lang as never), wordIn('Leather', lang as never)],
  four: (lang) => [wordIn('Black', lang as never), wordIn('Leather', lang as never), lang === 'en' ? '0.68' : '0,68', wordIn('New', lang as never)],
  eight: (lang) => ['Northpeak', wordIn('Black', lang as never), wordIn('Leather', lang as never), '42', lang === 'en' ? '1.5' : '1,5', lang === 'en' ? '11.5' : '11,5', wordIn('New', lang as never), 'Portugal', 'Shoes'],
};
const ROWS = { two, four, eight };

const SHORT = { tool: 'ac_short_description', min: 15, max: 60 };
const LONG = { tool: 'ac_product_description', min: 20, max: 80 };

function written(row: Product, language: string, field: { tool: string; min: number; max: number } | { tool: string; min: null; max: null }) {
  const options = mergeGenerateOptions({ language, min_words: field.min, max_words: field.max });
  const checked = checkedCopy({ fields: [{ output: 'Text', tool: field.tool, options }], product: row, shown: row, sources: {} });
  return checked.Text ?? { text: '', refusal: null };
}

/** A sentence's language, the product's own name and brand left out (they are its own in every language). */
const inLanguage = (sentence: string, language: string) => [undefined, language].includes(languageOf(sentence.replace(/Trail Running Shoe|Northpeak/g, ' ')));

t.test('rows of four and eight facts reach the usual word ranges in every language, stating every fact in it', async (t) => {
  t.same(LOCAL_LANGUAGES, ['en', 'fr', 'de', 'es', 'it']);
  for (const name of ['four', 'eight'] as const) {
    for (const language of LOCAL_LANGUAGES) {
      for (const field of [SHORT, LONG]) {
        const { text, refusal } = written(ROWS[name], language, field);
        const label = `${name} ${language} ${field.tool}: ${text}`;
        t.equal(refusal, null, `passes the gates — ${label}`);
        t.ok(wordCount(text) >= field.min && wordCount(text) <= field.max, `${wordCount(text)} words — ${label}`);
        for (const fact of FACTS[name]?.(language) ?? []) t.ok(normalise(text).includes(normalise(fact)), `states ${fact} — ${label}`);
        for (const sentence of sentencesOf(text)) t.ok(inLanguage(sentence, language), `in ${language}: ${sentence}`);
        t.notMatch(text, /NP-TRS-42|89[.,]99|\b14\b|Unit price|Stock/i, `no code, price, stock or column — ${label}`);
      }
    }
  }
});

t.test('a row of two facts: a text the gates pass where no minimum asks more; never padded to reach one', async (t) => {
  for (const language of LOCAL_LANGUAGES) {
    for (const tool of [SHORT.tool, LONG.tool, 'ac_seo_meta_description', 'ac_bullet_points']) {
      const { text, refusal } = written(two, language, { tool, min: null, max: null });
      t.equal(refusal, null, `${language} ${tool}: ${text}`);
      for (const fact of FACTS.two?.(language) ?? []) t.ok(normalise(text).includes(normalise(fact)), `states ${fact}: ${text}`);
      for (const sentence of sentencesOf(text)) t.ok(inLanguage(sentence, language), `in ${language}: ${sentence}`);
    }
    t.match(written(two, language, LONG).refusal, { code: 'not_enough_facts', key: 'few_facts_for_words' }, `${language}: too few facts for 20 words, said so`);
  }
});

t.test("the issue's row: a colour, a weight in the header's unit and an English sentence make an English text of the usual length", async (t) => {
  const row = { Name: 'Trail Running Shoe', colour: 'Black', 'weight (kg)': '0.68', description: 'A light trail running shoe with a grippy sole.' };
  for (const field of [SHORT, LONG]) {
    const { text, refusal } = written(row, 'en', field);
    t.equal(refusal, null, text);
    t.match(text, /black/);
    t.match(text, /0\.68 kg/);
    t.match(text, /a light trail running shoe with a grippy sole\./, 'its sentence, rephrased');
    t.notMatch(text, /^A light trail running shoe/m, 'not copied whole');
  }
  t.notMatch(written(row, 'fr', LONG).text, /grippy/, 'the English sentence is no French copy');
});

t.test('plans vary across products, in every language', async (t) => {
  for (const language of LOCAL_LANGUAGES) {
    const texts = new Set(['Trail Running Shoe', 'Road Shoe', 'Hiking Boot', 'Court Sneaker', 'City Loafer', 'Sandal Mira'].map((name) => written({ ...four, 'Product name': name }, language, LONG).text.replaceAll(name, '…')));
    t.ok(texts.size >= 3, `${language}: ${texts.size} different texts`);
  }
});

t.test('a condition as each language says it', async (t) => {
  const used = { ...four, Condition: 'Used' };
  const said = { en: /is (sold|supplied) used/, fr: /est (vendu|proposé) d'occasion/, de: /gebraucht/, es: /en estado usado/, it: /è (venduto )?usato/ };
  for (const language of LOCAL_LANGUAGES) t.match(written(used, language, LONG).text, said[language]);
});

t.test('any four facts of a pool reach the usual minimums, even after a one-word name', async (t) => {
  const pool: Product = { Colour: 'Red', Material: 'Oak', Size: 'M', Condition: 'Used', 'Weight (kg)': '2.5', 'Height (cm)': '40', 'Country of origin': 'Italy', Category: 'Chairs', 'Capacity (l)': '1.5', 'Power (W)': '800' };
  const columns = Object.keys(pool);
  const refused: string[] = [];
  for (let i = 0; i < columns.length; i++) {
    for (let j = i + 1; j < columns.length; j++) {
      for (let k = j + 1; k < columns.length; k++) {
        for (let l = k + 1; l < columns.length; l++) {
          const four = [columns[i], columns[j], columns[k], columns[l]] as string[];
          const row: Product = { Name: 'Lisa', ...Object.fromEntries(four.map((column) => [column, pool[column] ?? ''])) };
          for (const language of LOCAL_LANGUAGES) for (const field of [SHORT, LONG]) if (written(row, language, field).refusal) refused.push(`${language} ${field.tool} ${four.join('+')}`);
        }
      }
    }
  }
  t.same(refused, [], '210 rows in five languages, short and long');
});
