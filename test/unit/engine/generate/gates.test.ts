import t from 'tap';
import { factsOf } from '../../../../engine/enrich/facts.ts';
import type { Product, SourceColumns } from '../../../../engine/enrich/types.ts';
import { mergeGenerateOptions } from '../../../../domain/generation.ts';
import { checkedCopy } from '../../../../engine/generate/checked-copy.ts';
import { type CopyCheck, refusalOf } from '../../../../engine/generate/gates.ts';

/** The copy gates on texts a model or the offline writer could write, in English and French. */

const lamp: Product = {
  Name: 'Iris desk lamp',
  Brand: 'Lumo',
  SKU: 'LU-IRIS-02',
  Category: 'Lighting > Desk lamps',
  Colour: 'Black',
  Material: 'Aluminium',
  'Height (cm)': '45',
  Price: '59.00',
  'Body (HTML)': '<p>An adjustable arm and a warm LED light for reading.</p>',
};
const LAMP: SourceColumns = { product_name: ['Name'], brand: ['Brand'], description: ['Body (HTML)'] };

const check = (tool: string, language: string, options: Partial<CopyCheck> = {}): CopyCheck => ({ tool, language, minWords: null, maxWords: null, facts: factsOf(lamp, LAMP), row: lamp, asks: '', ...options });
const refused = (text: string, tool = 'ac_product_description', language = 'en', options: Partial<CopyCheck> = {}, offline = false) => refusalOf(text, check(tool, language, options), offline);

t.test('publishable texts pass, in English and in French', async (t) => {
  t.equal(refused('The Iris desk lamp by Lumo has an aluminium body in black and an adjustable arm for reading.'), undefined);
  t.equal(refused('La lampe de bureau Iris de Lumo, en aluminium noir, éclaire votre lecture avec son bras réglable.', 'ac_product_description', 'fr'), undefined);
  t.equal(refused('Lumo Iris desk lamp – Black', 'ac_product_title'), undefined, 'a title names the product, no facts nor sentences asked');
  t.equal(refused('• Colour: black\n• Material: aluminium\n• Height: 45 cm', 'ac_bullet_points'), undefined);
});

t.test('the field’s language, every sentence of it', async (t) => {
  t.match(refused('La lampe Iris de Lumo est en aluminium noir. An adjustable arm and a warm LED light for reading.', 'ac_product_description', 'fr'), { code: 'wrong_language', key: 'wrong_language', params: { language: 'fr', value: 'An adjustable arm and a warm LED light for reading.' } });
  t.match(refused('Iris desk lamp de Lumo, coloris noir, en aluminium. Cotton shirts from our store and for the home.', 'ac_short_description', 'fr'), { code: 'wrong_language' }, 'a French frame around an English sentence');
});

t.test('min and max words', async (t) => {
  t.match(refused('Iris desk lamp by Lumo, black aluminium.', 'ac_product_description', 'en', { minWords: 20 }), { code: 'too_short', params: { words: 7, min: 20 } });
  t.match(refused('The Iris desk lamp by Lumo is black aluminium with an arm for reading.', 'ac_short_description', 'en', { maxWords: 8 }), { code: 'too_long', params: { max: 8 } });
  t.match(refused('Iris desk lamp by Lumo, black aluminium.', 'ac_product_description', 'en', { minWords: 20 }, true), { code: 'not_enough_facts', key: 'few_facts_for_words' }, 'the offline writer is short of facts, not of words');
});

t.test('the product, and two of its facts', async (t) => {
  t.match(refused('A light for your workspace, in black aluminium, with an adjustable arm.'), { code: 'not_enough_facts', key: 'not_naming_product' });
  t.match(refused('The Iris desk lamp by Lumo lights up any room beautifully.'), { code: 'not_enough_facts', key: 'facts_not_stated' });
  t.match(refusalOf('Laptop.', { ...check('ac_short_description', 'en'), facts: factsOf({ Name: 'Laptop', Price: '999' }, { product_name: ['Name'] }), row: { Name: 'Laptop', Price: '999' } }, true), { code: 'not_enough_facts', key: 'few_facts', params: { facts: 0 } }, 'a product whose file says nothing but its name');
});

t.test('nothing that would fit any product, nothing the row does not say', async (t) => {
  t.match(refused('The Iris desk lamp by Lumo is black aluminium. A sound choice that combines practicality and quality. Order it today and see the difference for yourself.'), { code: 'generic_text', params: { value: 'A sound choice that combines practicality and quality.' } });
  t.match(refused('The Iris desk lamp by Lumo, in black aluminium, stands 60 cm tall.'), { code: 'unsupported_fact' }, 'its height is 45 cm');
  t.equal(refused('The Iris desk lamp by Lumo, in black aluminium, stands 45 cm tall.'), undefined);
});

t.test('none of the file’s data as such, unless the field asks', async (t) => {
  t.match(refused('The Iris desk lamp by Lumo in black aluminium: see https://shop.example/iris.'), { code: 'copied_text', key: 'copied_url', params: { value: 'https://shop.example/iris.' } });
  t.match(refused('The Iris desk lamp by Lumo in black aluminium, for only €59.00.'), { code: 'copied_text', key: 'copied_price' });
  t.equal(refused('The Iris desk lamp by Lumo in black aluminium, for only €59.00.', 'ac_product_description', 'en', { asks: 'Mention the price' }), undefined, 'a field that asks for the price');
  t.match(refused('The Iris desk lamp by Lumo (LU-IRIS-02) in black aluminium.'), { code: 'copied_text', key: 'copied_code', params: { value: 'LU-IRIS-02' } });
  t.match(refused('The Iris desk lamp by Lumo in black aluminium. Body (HTML): an arm for reading.'), { code: 'copied_text', key: 'copied_column', params: { value: 'Body (HTML)' } });
});

t.test('a code that is part of the product’s own name is its name, not a copied code', async (t) => {
  const kettle: Product = { Name: 'Krups Electric kettle KR-114', Brand: 'Krups', SKU: 'KR-114', Colour: 'Black', Capacity: '1.7 l', Material: 'Stainless steel' };
  const KETTLE: SourceColumns = { product_name: ['Name'], brand: ['Brand'] };
  const onKettle = (text: string) => refusalOf(text, { ...check('ac_product_description', 'en'), facts: factsOf(kettle, KETTLE), row: kettle }, false);
  t.equal(onKettle('The Krups Electric kettle KR-114 comes in black stainless steel and holds 1.7 l.'), undefined);
  t.match(refused('The Iris desk lamp by Lumo (LU-IRIS-02) in black aluminium.'), { code: 'copied_text', key: 'copied_code' }, 'a code its name does not hold is still refused');
});

t.test('a thin row: a model’s text passes every gate but the count of facts, marked as written from the name', async (t) => {
  const row: Product = { Name: 'Haribo Goldbären 75g', Price: '1.29' };
  const fields = [{ output: 'Short', tool: 'ac_short_description', options: mergeGenerateOptions({ language: 'en' }) }];
  const request = (text: string) => checkedCopy({ fields, product: row, shown: row, sources: { product_name: ['Name'] }, texts: { Short: text } }).Short;
  t.match(request('Haribo Goldbären 75g: the classic Haribo gummy bears, in a handy bag for sharing.'), { refusal: null, fromName: true });
  t.match(request('Haribo Goldbären 75g: 20 bears of five flavours in every bag.'), { refusal: { code: 'unsupported_fact' } }, 'a number the row does not state');
  t.match(request('A sound choice that combines practicality and quality. Order it today and see the difference.'), { refusal: { code: 'not_enough_facts', key: 'not_naming_product' } }, 'filler');
  t.match(request(''), { refusal: { code: 'not_enough_facts' } });
  t.match(checkedCopy({ fields, product: row, shown: row, sources: { product_name: ['Name'] } }).Short, { refusal: { key: 'few_facts' } }, 'offline: too few facts, no text');
  const full = checkedCopy({ fields, product: lamp, shown: lamp, sources: LAMP, texts: { Short: 'The Iris desk lamp by Lumo has an aluminium body in black.' } }).Short;
  t.match(full, { refusal: null });
  t.notOk(full?.fromName, 'a full row’s text is not marked');
});
