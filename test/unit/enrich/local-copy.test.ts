import t from 'tap';
import { localCopy, wordCount } from '../../../server/assistant/local-copy.ts';
import { mergeGenerateOptions } from '../../../workers/enrich/generate-options.ts';

const product = { Name: 'Trail Runner 2', Brand: 'Acme', Colour: 'Blue', Size: '42', EAN: '4006381333931', Description: 'A light running shoe. Grippy sole for wet paths.' };
const sources = { product_name: ['Name'], brand: ['Brand'], public_identifiers: ['EAN'], description: ['Description'] };

t.test('each tool writes from the product in en and fr, deterministically', async (t) => {
  const en = localCopy('ac_product_description', product, sources, mergeGenerateOptions({ language: 'en' }));
  t.match(en, /^Discover Trail Runner 2 by Acme\./);
  t.match(en, /Colour: Blue\./);
  t.notMatch(en, /4006381333931/);
  t.equal(localCopy('ac_product_description', product, sources, mergeGenerateOptions({ language: 'en' })), en);
  const fr = localCopy('ac_product_description', product, sources, mergeGenerateOptions({ language: 'fr' }));
  t.match(fr, /^Découvrez Trail Runner 2 de Acme\./);
  t.match(fr, /Colour : Blue\./);
  t.equal(localCopy('ac_product_title', product, sources, mergeGenerateOptions({})), 'Trail Runner 2 by Acme – Blue – 42');
  t.match(localCopy('ac_short_description', product, sources, mergeGenerateOptions({ language: 'fr' })), /^Trail Runner 2 de Acme, avec colour Blue et size 42\./);
  const meta = localCopy('ac_seo_meta_description', product, sources, mergeGenerateOptions({}));
  t.ok(meta.length <= 160);
  t.match(meta, /^Buy Trail Runner 2 by Acme/);
  t.match(localCopy('ac_bullet_points', product, sources, mergeGenerateOptions({})), /^- Colour: Blue\.\n- Size: 42\./);
  t.match(localCopy('ac_bullet_points', product, sources, mergeGenerateOptions({ format: 'HTML' })), /^<ul><li>Colour: Blue\.<\/li>/);
  t.match(localCopy('ac_product_description', product, sources, mergeGenerateOptions({ language: 'de' })), /^Discover/);
});

t.test('min and max words are honoured at sentence boundaries', async (t) => {
  for (const [min, max] of [
    [40, 80],
    [10, 20],
    [60, 100],
  ]) {
    const text = localCopy('ac_product_description', product, sources, mergeGenerateOptions({ min_words: min, max_words: max }));
    const n = wordCount(text);
    t.ok(n >= (min as number) && n <= (max as number), `${n} words within ${min}-${max}`);
    t.match(text, /[.!?]$/);
  }
  const tiny = localCopy('ac_product_description', product, sources, mergeGenerateOptions({ max_words: 3 }));
  t.ok(wordCount(tiny) <= 3, tiny);
});

t.test('tone changes the wording', async (t) => {
  const luxury = localCopy('ac_product_description', product, sources, mergeGenerateOptions({ tone: 'luxury', min_words: 50 }));
  const friendly = localCopy('ac_product_description', product, sources, mergeGenerateOptions({ tone: 'friendly', min_words: 50 }));
  t.match(luxury, /exceptional piece/);
  t.match(friendly, /love it/);
});
