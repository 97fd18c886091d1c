import fs from 'node:fs';
import t from 'tap';
import { categoryVerdict, matchCategory, type TaxonomyName } from '../../../../engine/channels/taxonomy/index.ts';
import { taxonomyTree } from '../../../../engine/channels/taxonomy/tree.ts';

// Google's and Shopify's categories for shop category paths and product names in five languages;
// measured on 374 real paths labelled by hand (test/fixtures/categories, docs/channels.md "Categories").

interface Labelled {
  language: string;
  path: string;
  name?: string;
  google: string[];
  shopify: string[];
  source: string;
}

const LABELLED: Labelled[] = JSON.parse(fs.readFileSync(new URL('../../../fixtures/categories/labelled.json', import.meta.url), 'utf8'));

t.test('a shop path and a name in the file language find the node, Google by its ID, Shopify by its id and full path', async (t) => {
  t.match(matchCategory('shopify', { path: 'Vêtements > T-shirts', language: 'fr' }), { id: 'aa-1-13-8', path: 'Apparel & Accessories > Clothing > Clothing Tops > T-Shirts' });
  t.match(matchCategory('google', { path: 'Vêtements > Hauts > T-shirts', language: 'fr-FR' }), { id: '212', path: 'Apparel & Accessories > Clothing > Shirts & Tops' });
  t.match(matchCategory('google', { path: 'Garden > Tools > Shears', language: 'en' }), { id: '3841', path: 'Home & Garden > Lawn & Garden > Gardening > Gardening Tools > Pruning Shears' });
  t.match(matchCategory('shopify', { path: 'Mode > Alles in Mode > Schuhe > Sandalen', language: 'de' }), { id: 'aa-8-6' });
  t.match(matchCategory('google', { path: 'Electro > Cocina > Lavavajillas', language: 'es' }), { id: '680' });
  t.match(matchCategory('shopify', { path: 'Salute Bellezza > Relax e Benessere > Massaggiatori', language: 'it' }), { id: 'hb-3-11-8' });
  const match = matchCategory('google', { path: 'Dresses', language: 'en' });
  t.ok(match && match.score > 0 && match.score <= 1, 'the score is in [0, 1]');
});

t.test('a cell listing several categories is read at its deepest; a shop root is no category', async (t) => {
  t.match(matchCategory('google', { path: 'Default Category/Gear,Default Category/Gear/Bags', name: 'Joust Duffle Bag', language: 'en' }), { id: '5181' });
  t.match(matchCategory('shopify', { path: 'Home > Clothing > Tshirts', language: 'en' }), { id: 'aa-1-13-8' });
  t.match(categoryVerdict('google', { path: 'Home', language: 'en' }), { match: null, reason: 'no_known_words' });
});

t.test('no category rather than a wrong one, with the reason', async (t) => {
  t.match(categoryVerdict('google', { language: 'en' }), { match: null, reason: 'nothing_to_match' });
  t.match(categoryVerdict('shopify', { path: 'Xyzzy Plugh', language: 'en' }), { match: null, reason: 'no_known_words' });
  const vague = categoryVerdict('google', { path: 'GED COTTURA', name: 'AE55MI3 CUCINA 53CM 4F/GAS F.ELETT. CL.A C/GRILL INOX', language: 'it' });
  t.equal(vague.match, null);
  t.equal(vague.match === null && vague.reason, 'below_threshold');
  t.ok(vague.match === null && vague.best, 'the best guess is kept for whoever explains the empty cell');
  t.match(matchCategory('shopify', { path: 'Clothing', language: 'xx' }), { id: 'aa-1' }, 'a language without names reads the English ones');
});

/** Right answers among answered, answered among all; a right answer is one of the labelled nodes. */
function measure(taxonomy: TaxonomyName, items: Labelled[]): { precision: number; coverage: number; answered: number; right: number } {
  let answered = 0;
  let right = 0;
  for (const item of items) {
    const match = matchCategory(taxonomy, item);
    if (!match) continue;
    answered++;
    if (item[taxonomy].includes(match.id)) right++;
  }
  return { precision: answered ? right / answered : 0, coverage: answered / items.length, answered, right };
}

// Measured when written (threshold 0.64): Google precision 0.77, coverage 0.53; Shopify 0.74, 0.58.
// Floors sit a little below, so that a change that makes the matcher worse fails here.
const FLOORS: Record<TaxonomyName, { precision: number; coverage: number }> = {
  google: { precision: 0.72, coverage: 0.5 },
  shopify: { precision: 0.7, coverage: 0.54 },
};

t.test('precision and coverage on 374 labelled shop categories in five languages', async (t) => {
  t.equal(LABELLED.length, 374);
  t.same([...new Set(LABELLED.map((item) => item.language))].sort(), ['de', 'en', 'es', 'fr', 'it']);
  for (const taxonomy of ['google', 'shopify'] as const) {
    const ids = new Set(taxonomyTree(taxonomy).nodes.map((node) => node.id));
    t.same(
      LABELLED.flatMap((item) => item[taxonomy]).filter((id) => !ids.has(id)),
      [],
      `every ${taxonomy} label is a node`,
    );
    const all = measure(taxonomy, LABELLED);
    t.comment(`${taxonomy}: precision ${all.precision.toFixed(2)} (${all.right}/${all.answered}), coverage ${all.coverage.toFixed(2)} (${all.answered}/${LABELLED.length})`);
    for (const language of ['en', 'fr', 'de', 'es', 'it']) {
      const one = measure(
        taxonomy,
        LABELLED.filter((item) => item.language === language),
      );
      t.comment(`  ${language}: precision ${one.precision.toFixed(2)}, coverage ${one.coverage.toFixed(2)}`);
    }
    t.ok(all.precision >= FLOORS[taxonomy].precision, `${taxonomy} precision ${all.precision.toFixed(3)} ≥ ${FLOORS[taxonomy].precision}`);
    t.ok(all.coverage >= FLOORS[taxonomy].coverage, `${taxonomy} coverage ${all.coverage.toFixed(3)} ≥ ${FLOORS[taxonomy].coverage}`);
  }
});

t.test('a match takes well under a millisecond once the taxonomy is indexed', async (t) => {
  for (const item of LABELLED) matchCategory('google', item);
  const started = performance.now();
  for (const item of LABELLED) matchCategory('google', item);
  const each = (performance.now() - started) / LABELLED.length;
  t.comment(`${each.toFixed(3)} ms a match`);
  // Bounded loosely: the shared test machine runs many suites at once.
  t.ok(each < 2, `${each.toFixed(3)} ms a match`);
});
