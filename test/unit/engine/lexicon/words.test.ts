import t from 'tap';
import { isHelpSheet } from '../../../../engine/lexicon/index.ts';
import { languageOf, wordIn } from '../../../../engine/lexicon/words.ts';

t.test('colours and materials across English and French', async (t) => {
  t.equal(wordIn('Noire', 'en'), 'Black', 'a feminine form, its case kept');
  t.equal(wordIn('black', 'fr'), 'noir');
  t.equal(wordIn('Bleu marine', 'en'), 'Navy blue');
  t.equal(wordIn('stainless steel', 'fr'), 'acier inoxydable');
  t.equal(wordIn('Inox', 'en'), 'Stainless steel');
  t.equal(wordIn('Chêne naturel', 'en'), 'Chêne naturel', 'only whole known values');
  t.equal(wordIn('Violet', 'en'), 'Violet', 'a colour of its own in English');
  t.equal(wordIn('Rose', 'en'), 'Rose');
  t.equal(wordIn('Pink', 'fr'), 'Rose');
});

t.test('the language a sentence is clearly written in', async (t) => {
  t.equal(languageOf('The sporty bag can’t be beat, not in the gym.'), 'en');
  t.equal(languageOf('Chaise de salle à manger en hêtre massif.'), 'fr');
  t.equal(languageOf('Quiet dual motor.'), undefined, 'too short to tell');
  t.equal(languageOf('Hêtre massif.'), undefined);
});

t.test('sheets that explain or list values, in any language, and sheets of products', async (t) => {
  const help = ['Instructions', 'ReadMe', 'Read me', 'Lisez-moi', 'Listes de valeurs', 'Value lists', 'Réglages', 'Einstellungen', 'Hilfe', 'Instrucciones', 'Istruzioni', 'Valori', 'Settings_v2'];
  const products = ['Products', 'Produits', 'Preisliste', 'Price list', 'Lista de precios', 'Listino', 'Listing produits', 'Catalogue 2024', 'Sheet1', 'Articles'];
  t.same(
    help.filter((name) => !isHelpSheet(name)),
    [],
    'read as help',
  );
  t.same(products.filter(isHelpSheet), [], 'read as products');
});
