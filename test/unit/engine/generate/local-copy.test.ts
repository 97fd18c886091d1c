import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import { localCopy } from '../../../../engine/generate/local-copy.ts';
import { wordCount } from '../../../../engine/generate/words.ts';
import { factsOf, plainText } from '../../../../engine/enrich/facts.ts';
import type { Product, SourceColumns } from '../../../../engine/enrich/types.ts';
import { mergeGenerateOptions } from '../../../../domain/generation.ts';

/**
 * The offline writer on rows shaped like real exports: what it must say (the product's facts, in the
 * language's own wording) and what it must never say (column names, prices, identifiers, flags,
 * placeholders, raw HTML).
 */

const fixture = (name: string, delimiter = ',') => parse(fs.readFileSync(new URL(`../../../fixtures/shop-exports/${name}`, import.meta.url)), { columns: true, delimiter }) as Product[];
const [wooVariable, wooHoodie] = fixture('woocommerce-products.csv') as [Product, Product];
const [prestaShirt] = fixture('prestashop-products.csv', ';') as [Product];
const WOO: SourceColumns = { product_name: ['Name'], description: ['Description'] };
const PRESTA: SourceColumns = { product_name: ['Name *'], brand: ['Manufacturer'], description: ['Summary'] };
const chaise: Product = {
  Désignation: 'Chaise Lisa',
  Marque: 'Elise',
  'Réf.': 'EL-118',
  EAN: '3666666666668',
  "Prix d'achat HT": '42,50 €',
  'Prix de vente TTC': '119,00 €',
  'Poids (kg)': '4,2',
  'Largeur (cm)': '45',
  'Hauteur (cm)': '88',
  'Profondeur (cm)': '52',
  Couleur: 'Bleu marine',
  Matière: 'Hêtre massif',
  Catégorie: 'Maison > Chaises',
  'En stock (oui/non)': 'oui',
  Stock: '12',
  Description: '<p>Chaise en hêtre massif.</p><p>Assise rembourrée &amp; confortable.</p>',
  Notes: 'undefined',
};
const CHAISE: SourceColumns = { product_name: ['Désignation'], brand: ['Marque'], public_identifiers: ['EAN'], description: ['Description'] };

const TOOLS = ['ac_product_title', 'ac_short_description', 'ac_product_description', 'ac_seo_meta_description', 'ac_bullet_points'];
const write = (tool: string, row: Product, sources: SourceColumns, options: Record<string, unknown> = {}) => localCopy(tool, row, sources, mergeGenerateOptions(options));

t.test('never a column name, a price, an identifier, a flag, a placeholder or raw HTML', async (t) => {
  const everywhere = [/weight \(lbs\)/i, /attribute \d/i, /\(in\)/, /feature\(/i, /3666666666668/, /undefined|null|NaN/, /<\/?p>|&amp;/, /\bpublished\b/i, /in stock/i];
  const rows = [
    ['WooCommerce', wooHoodie, WOO, [/\b45\b/, /woo-/, /taxable/, /Clothing/]],
    ['PrestaShop', prestaShirt, PRESTA, [/7[.,]50?\b/, /23[.,]90?\b/, /demo_1/, /\b300\b/]],
    ['French sheet', chaise, CHAISE, [/42[.,]50/, /119/, /EL-118/, /\boui\b/, /\b12\b/]],
  ] as const;
  for (const [label, row, sources, own] of rows) {
    for (const language of ['en', 'fr']) {
      for (const tool of TOOLS) {
        const text = write(tool, row, sources, { language });
        t.ok(text.length > 0, `${label} ${language} ${tool} writes something`);
        for (const pattern of [...everywhere, ...own]) t.notMatch(text, pattern, `${label} ${language} ${tool}: ${text}`);
      }
    }
  }
});

t.test('English states the facts in sentences, each plan chosen by the product', async (t) => {
  const hoodie = write('ac_product_description', wooHoodie, WOO, { language: 'en' });
  t.equal(hoodie, 'Hoodie with Logo belongs to our Hoodies range. It comes in blue. This item measures 10 × 6 × 3 in (length × width × height) and weighs 2 lb.', 'its Latin placeholder text is no English sentence');
  t.equal(write('ac_product_title', wooHoodie, WOO), 'Hoodie with Logo – Blue');
  t.equal(write('ac_product_title', prestaShirt, PRESTA), 'Studio Design Hummingbird printed t-shirt');
  t.equal(write('ac_short_description', prestaShirt, PRESTA), 'Hummingbird printed t-shirt by Studio Design, made of cotton and in the Short sleeves version. This item is supplied new and belongs to our Men range.');
  const variable = write('ac_product_description', wooVariable, WOO);
  t.match(variable, /It is offered in blue, green or red and is available in size Large, Medium or Small\./);
  t.notMatch(variable, /Option/, 'options that are its colours and sizes are said once');
});

t.test('French: elision, decimal commas, French units and typography', async (t) => {
  const description = write('ac_product_description', chaise, CHAISE, { language: 'fr' });
  t.equal(description, "Chaise Lisa d'Elise rejoint la collection Chaises. Cet article est disponible en bleu marine et est fabriqué en hêtre massif. Ce produit mesure 45 × 88 × 52 cm (largeur × hauteur × profondeur) et affiche un poids de 4,2 kg.");
  t.notMatch(description, /de Elise|de Apple/);
  t.match(write('ac_short_description', { Nom: 'iPhone 15', Marque: 'Apple' }, { product_name: ['Nom'], brand: ['Marque'] }, { language: 'fr' }), /^iPhone 15 d'Apple\./);
  t.match(write('ac_short_description', { Nom: 'Galaxy S24', Marque: 'Samsung' }, { product_name: ['Nom'], brand: ['Marque'] }, { language: 'fr' }), /^Galaxy S24 de Samsung\./);
  t.match(write('ac_product_description', wooHoodie, WOO, { language: 'fr' }), /mesure 10 × 6 × 3 po \(longueur × largeur × hauteur\)/);
  t.equal(write('ac_bullet_points', chaise, CHAISE, { language: 'fr' }).split('\n')[0], '• Coloris : bleu marine');
});

t.test('one language per text: known colours and materials translated, sentences in the other language left out', async (t) => {
  const desk: Product = {
    item_name: 'Oak standing desk',
    brand_name: 'Acme',
    color_name: 'Oak',
    material_type: 'Wood',
    bullet_point1: 'Height adjustable from 72 to 120 cm',
    bullet_point2: 'Quiet dual motor',
    product_description: 'A sturdy desk for the home office, with a memory for four heights.',
  };
  const DESK: SourceColumns = { product_name: ['item_name'], brand: ['brand_name'] };
  const english = write('ac_product_description', desk, DESK);
  t.equal(
    english,
    'Meet Oak standing desk by Acme. Oak standing desk by Acme: a sturdy desk for the home office, with a memory for four heights. It comes in oak and is crafted from wood. In a few words: Height adjustable from 72 to 120 cm. Oak standing desk by Acme: Quiet dual motor.',
    "the file's sentences said in the writer's plans, never copied whole",
  );
  t.same(write('ac_bullet_points', desk, DESK).split('\n').slice(0, 2), ['• Height adjustable from 72 to 120 cm.', '• Quiet dual motor.'], 'selling points first');
  const french = write('ac_product_description', desk, DESK, { language: 'fr' });
  t.equal(french, "Découvrez Oak standing desk d'Acme. Cet article existe en chêne et est fabriqué en bois.", 'no English sentence, not even a short one, and no filler');
  t.equal(write('ac_product_title', desk, DESK, { language: 'fr' }), 'Acme Oak standing desk', 'the colour the name already says, in either language');

  const chair: Product = { Nom: 'Chaise Lisa', Couleur: 'Noire', Matière: 'Chêne naturel', Description: 'Chaise de salle à manger en hêtre, avec une assise confortable.' };
  const CHAIR: SourceColumns = { product_name: ['Nom'] };
  t.equal(write('ac_product_description', chair, CHAIR), 'Meet Chaise Lisa. This item comes in black and is made of chêne naturel.', 'a value Fiche does not know is kept as written; the French sentence left out');
  t.equal(write('ac_product_title', chair, CHAIR), 'Chaise Lisa – Black');
  t.match(write('ac_product_description', chair, CHAIR, { language: 'fr' }), /^Découvrez Chaise Lisa\. En quelques mots : Chaise de salle à manger en hêtre, avec une assise confortable\. Ce produit existe en noir/);
  const table = { Nom: 'Table Ana', 'Poids brut (kg)': '31', 'Poids net (kg)': '24,5', 'Longueur colis (cm)': '190' };
  const bullets = write('ac_bullet_points', table, { product_name: ['Nom'] }, { language: 'fr' });
  t.match(bullets, /Poids : 24,5 kg/, "the product's weight, not its parcel's");
  t.notMatch(bullets, /31|190/, "the parcel's measures are not the product's");
  const presta = { Name: 'Shirt', 'Feature(Name:Value:Position)': 'Composition:Cotton:1,Style:Casual:2' };
  t.notMatch(write('ac_bullet_points', presta, { product_name: ['Name'] }), /Composition:Cotton/, 'feature pairs are attributes, not selling points');
  t.notMatch(write('ac_product_description', { Name: 'Shirt', 'Feature(Name:Value:Position)': 'Composition:Cotton:1' }, { product_name: ['Name'] }), /Composition:/, 'nor is a single one');
});

t.test('formats: plain text unless HTML is asked; bullets never start like a formula', async (t) => {
  const bullets = write('ac_bullet_points', chaise, CHAISE);
  for (const line of bullets.split('\n')) t.match(line, /^• /);
  t.notMatch(bullets, /^[=+\-@\t\r]/m);
  t.match(write('ac_bullet_points', chaise, CHAISE, { format: 'HTML' }), /^<ul><li>Colour: navy blue<\/li>/);
  t.match(write('ac_product_description', chaise, CHAISE, { format: 'html' }), /^<p>Chaise Lisa by Elise belongs to our Chaises range\.<\/p><p>It comes in navy blue/);
  t.match(write('ac_product_description', { ...chaise, Description: '<p>A beech chair &amp; its cushion, for the dining room.</p>' }, CHAISE, { format: 'html' }), /a beech chair &amp; its cushion, for the dining room\.<\/p>/, 'entities escaped again');
  t.notMatch(write('ac_product_description', chaise, CHAISE, { format: 'Markdown' }), /</);
});

t.test('max words, short texts short, meta descriptions within 160 characters; never padded to reach min words', async (t) => {
  for (const max of [20, 80]) {
    const text = write('ac_product_description', chaise, CHAISE, { max_words: max });
    t.ok(wordCount(text) <= max, `${wordCount(text)} words within ${max}`);
    t.match(text, /[.!?]$/, 'ends on a whole sentence');
  }
  const asked = write('ac_product_description', chaise, CHAISE, { min_words: 60 });
  const plain = write('ac_product_description', chaise, CHAISE);
  t.equal(asked.split('. ').length, plain.split('. ').length, 'what its facts say, no sentence added (the gates refuse it as too short)');
  t.ok(wordCount(asked) >= wordCount(plain) && wordCount(asked) < 60, 'in its fullest plans, still short of 60 words');
  t.ok(wordCount(write('ac_product_description', chaise, CHAISE, { max_words: 3 })) <= 3);
  t.ok(wordCount(write('ac_product_title', chaise, CHAISE, { max_words: 2 })) <= 2);
  const short = write('ac_short_description', chaise, CHAISE);
  t.ok(wordCount(short) <= 40, short);
  t.ok((short.match(/[.!?](?:\s|$)/g) ?? []).length <= 2, 'one or two sentences');
  const meta = write('ac_seo_meta_description', wooVariable, WOO);
  t.ok(meta.length <= 160, meta);
  t.notMatch(meta, /\s\S{0,2}…$/, 'cut after a whole word');
});

t.test('deterministic, varied across products, nothing written for a product with no name', async (t) => {
  t.equal(write('ac_product_description', chaise, CHAISE), write('ac_product_description', chaise, CHAISE));
  const openings = new Set(
    ['Chaise Lisa', 'Table Ana', 'Banc Oslo', 'Lampe Iris', 'Tabouret Nino', 'Buffet Lina'].map(
      (name) =>
        write('ac_product_description', { ...chaise, Désignation: name }, CHAISE)
          .replace(name, '…')
          .split('.')[0],
    ),
  );
  t.ok(openings.size >= 2, `the products' texts open in ${openings.size} ways`);
  t.equal(write('ac_product_description', { EAN: '3666666666668', Price: '12' }, {}), '');
});

t.test('facts: HTML and entities, categories, placeholders', async (t) => {
  t.equal(plainText('<p>Caf&eacute; &amp; th&#233;</p><ul><li>One</li><li>Two</li></ul>'), 'Café & thé. One. Two.');
  const facts = factsOf(chaise, CHAISE);
  t.equal(facts.category, 'Chaises');
  t.same(facts.colours, ['Bleu marine']);
  t.same(facts.measures.weight, { value: 4.2, unit: 'kg' });
  t.same(factsOf(wooVariable, WOO).sizes, ['Large', 'Medium', 'Small']);
  t.same(factsOf(prestaShirt, PRESTA).materials, ['Cotton']);
  t.equal(factsOf({ Name: 'null', Brand: 'N/A' }).name, '');
});
