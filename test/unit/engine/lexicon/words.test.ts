import t from 'tap';
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
