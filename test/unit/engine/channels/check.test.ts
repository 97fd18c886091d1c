import t from 'tap';
import { CHANNELS, type Channel, type ChannelField, channelById } from '../../../../domain/channels.ts';
import { checkCell, handleOf, shortenText } from '../../../../engine/channels/check.ts';
import { gtinCheckDigitOk, normaliseGtin } from '../../../../engine/quantities/gtin.ts';

const google = channelById('google_merchant_center') as Channel;
const shopify = channelById('shopify') as Channel;
const field = (channel = google, name: string) => channel.fields.find((candidate) => candidate.name === name) as ChannelField;

t.test('every preset: unique field names, enumerations with values, a delimiter', async (t) => {
  for (const channel of CHANNELS) {
    const names = channel.fields.map((candidate) => candidate.name);
    t.equal(new Set(names).size, names.length, channel.id);
    t.ok(channel.fields.filter((candidate) => candidate.type === 'enum').every((candidate) => (candidate.allowed ?? []).length > 0));
    t.ok([',', ';', '\t'].includes(channel.delimiter));
  }
});

t.test('GTINs: spaces and dashes removed, zero-padded, check digit verified', async (t) => {
  t.equal(normaliseGtin('4 006381 333931'), '4006381333931');
  t.equal(normaliseGtin('12345670'), '12345670');
  t.equal(normaliseGtin('71234567896'), '071234567896', 'an 11-digit UPC gets its leading zero');
  t.equal(normaliseGtin('ABC'), undefined);
  t.ok(gtinCheckDigitOk('4006381333931'));
  t.ok(gtinCheckDigitOk('3666666666669'));
  t.ok(gtinCheckDigitOk('96385074'), 'an EAN-8');
  t.notOk(gtinCheckDigitOk('4006381333932'));
  t.same(checkCell(google, field(google, 'gtin'), '400-6381-333931'), { value: '4006381333931', issues: [] });
  const bad = checkCell(google, field(google, 'gtin'), '4006381333932');
  t.same(
    bad.issues.map((i) => [i.code, i.severity]),
    [['gtin_invalid', 'error']],
    'a wrong check digit is an error, never exported as valid',
  );
});

t.test('enumerations: the usual English and French words mapped, and said so; others refused', async (t) => {
  t.same(checkCell(google, field(google, 'condition'), 'Neuf'), { value: 'new', issues: [{ code: 'repaired', severity: 'warning', message: '“Neuf” written as “new”.', says: { key: 'written_as', params: { value: 'Neuf', allowed: 'new' } } }] });
  t.same(checkCell(google, field(google, 'availability'), 'En stock').value, 'in_stock');
  t.same(checkCell(google, field(google, 'availability'), 'in_stock'), { value: 'in_stock', issues: [] });
  t.same(checkCell(google, field(google, 'condition'), 'Reconditionné').value, 'refurbished');
  t.same(checkCell(shopify, field(shopify, 'Status'), 'Brouillon').value, 'draft');
  t.same(checkCell(shopify, field(shopify, 'Status'), 'Published').value, 'active', 'the packs’ states: publication');
  const woo = channelById('woocommerce') as Channel;
  t.same(checkCell(woo, field(woo, 'Published'), 'oui').value, '1', 'yes in French is the channel’s 1');
  t.same(checkCell(woo, field(woo, 'Published'), 'False').value, '0');
  t.same(checkCell(woo, field(woo, 'In stock?'), 'Rupture de stock').value, '0');
  t.same(
    checkCell(google, field(google, 'availability'), 'toString').issues.map((i) => i.code),
    ['not_allowed'],
    'no word of the code is a state',
  );
  t.same(
    checkCell(google, field(google, 'condition'), 'as good as new').issues.map((i) => i.code),
    ['not_allowed'],
  );
});

t.test('prices: written as the channel wants, with the currency where it asks for one', async (t) => {
  t.same(checkCell(google, field(google, 'price'), 15, 'EUR').value, '15.00 EUR');
  t.same(checkCell(google, field(google, 'price'), '1 299,90 €').value, '1299.90 EUR');
  t.same(checkCell(google, field(google, 'price'), '$ 12.5').value, '12.50 USD');
  t.same(
    checkCell(google, field(google, 'price'), '12.50').issues.map((i) => i.code),
    ['price_currency'],
    'Google needs the currency',
  );
  t.same(checkCell(shopify, field(shopify, 'Variant Price'), '12,5 €').value, '12.50', 'Shopify takes a bare decimal');
  t.same(
    checkCell(shopify, field(shopify, 'Variant Price'), 'on request').issues.map((i) => i.code),
    ['price_invalid'],
  );
  t.same(checkCell(google, field(google, 'price'), '¥1200').value, '1200.00 JPY', 'a currency symbol Intl knows');
  t.same(
    checkCell(google, field(google, 'price'), '12 EUR/kg').issues.map((i) => i.code),
    ['price_invalid'],
    'a price per kilogram is not the product’s',
  );
  t.same(
    checkCell(google, field(google, 'price'), '12.5 kg').issues.map((i) => i.code),
    ['price_invalid'],
  );
});

t.test('a number that reads two ways is decided by its column’s decimal mark, never guessed', async (t) => {
  const price = field(google, 'price');
  const unsure = checkCell(google, price, '1,500 €');
  t.same(unsure.value, '1,500 €', 'the value is left as written');
  t.same(unsure.issues, [
    {
      code: 'price_invalid',
      severity: 'error',
      message: 'Google Merchant Center: price: “1,500 €” reads two ways, 1.5 or 1500, and the file does not say which; write it so it reads one way only.',
      says: { key: 'reads_two_ways', params: { channel: 'Google Merchant Center', field: 'price', value: '1,500 €', low: 1.5, high: 1500 } },
    },
  ]);
  t.equal(checkCell(google, price, '1,500 €', undefined, ',').value, '1.50 EUR');
  t.equal(checkCell(google, price, '1,500 €', undefined, '.').value, '1500.00 EUR');
  t.equal(checkCell(google, price, '1.234,56 €').value, '1234.56 EUR', 'both marks: no doubt');
  const weight = field(shopify, 'Variant Grams');
  t.same(
    checkCell(shopify, weight, '1.250', 'g').issues.map((i) => [i.code, i.says?.key]),
    [['not_a_number', 'reads_two_ways']],
  );
  t.equal(checkCell(shopify, weight, '1.250', 'g', '.').value, 1);
  t.equal(checkCell(shopify, weight, '1.250', 'g', ',').value, 1250);
  t.equal(checkCell(shopify, weight, '1 250,4', 'g').value, 1250);
  t.same(
    checkCell(shopify, weight, 'heavy', 'g').issues.map((i) => [i.code, i.says?.key]),
    [['not_a_number', 'not_a_number']],
  );
});

t.test('required, lengths, URLs and numbers', async (t) => {
  t.same(
    checkCell(google, field(google, 'brand'), '  ').issues.map((i) => [i.code, i.severity]),
    [['required', 'error']],
  );
  t.same(checkCell(google, field(google, 'mpn'), null), { value: null, issues: [] }, 'an optional field may be empty');
  t.same(
    checkCell(google, field(google, 'title'), 'x'.repeat(151)).issues.map((i) => i.code),
    ['too_long'],
  );
  t.same(
    checkCell(google, field(google, 'link'), 'www.shop.example/p/1').issues.map((i) => i.code),
    ['url_invalid'],
  );
  t.same(checkCell(google, field(google, 'link'), 'https://shop.example/p/1').issues, []);
  t.same(checkCell(shopify, field(shopify, 'Variant Grams'), 1250.4, 'g'), { value: 1250, issues: [] });
});

t.test('a handle from a title', async (t) => {
  t.equal(handleOf('Chaise Lisa — Rouge'), 'chaise-lisa-rouge');
  t.equal(handleOf('Forêt Chaussure légère n°12'), 'foret-chaussure-legere-n-12');
});

t.test('shortened text ends on a sentence or a whole word', async (t) => {
  t.equal(shortenText('A solid oak table. Seats six. Oiled finish.', 32), 'A solid oak table. Seats six.');
  t.equal(shortenText('Extraordinarily comfortable armchair upholstered', 30), 'Extraordinarily comfortable');
  t.equal(shortenText('Short.', 30), 'Short.');
});

t.test('a quantity that is no price is not a price, whichever way it reads', async (t) => {
  t.same(
    checkCell(google, field(google, 'price'), '1,500 kg').issues.map((i) => [i.code, i.says?.key]),
    [['price_invalid', 'price_invalid']],
  );
});

t.test('a stock quantity is an availability; one picture where the channel takes one; HTML made plain text', async (t) => {
  const availability = field(google, 'availability');
  t.same([checkCell(google, availability, '12').value, checkCell(google, availability, '0').value, checkCell(google, availability, 3).value], ['in_stock', 'out_of_stock', 'in_stock']);
  const woo = channelById('woocommerce') as Channel;
  t.same([checkCell(woo, field(woo, 'In stock?'), '5').value, checkCell(woo, field(woo, 'In stock?'), '0').value], ['1', '0']);
  t.equal(checkCell(google, field(google, 'condition'), '5').issues[0]?.code, 'not_allowed', 'a number is a quantity only for an availability');
  t.same(checkCell(google, field(google, 'image_link'), 'https://a.example/1.jpg, https://a.example/2.jpg'), { value: 'https://a.example/1.jpg', issues: [] });
  t.equal(checkCell(woo, field(woo, 'Images'), 'https://a.example/1.jpg,https://a.example/2.jpg').value, 'https://a.example/1.jpg, https://a.example/2.jpg', 'a field taking several keeps them');
  t.equal(checkCell(google, field(google, 'description'), '<p>Soft <b>cotton</b> shirt.</p><ul><li>Machine washable</li></ul>').value, 'Soft cotton shirt. Machine washable');
  t.equal(checkCell(shopify, field(shopify, 'Body (HTML)'), '<p>Soft</p>').value, '<p>Soft</p>', 'a field taking HTML keeps it');
});

t.test('measures in the channel’s unit: converted from the field’s or the cell’s, Google’s written with it, never a bare number of no unit', async (t) => {
  const shipping = field(google, 'shipping_weight');
  t.same(checkCell(google, shipping, 0.68, 'kg'), { value: '0.68 kg', issues: [] }, 'GMC wants "0.68 kg"');
  t.equal(checkCell(google, shipping, '1,5', 'lb', ',').value, '0.68 kg', 'pounds from the column’s name converted');
  t.equal(checkCell(google, shipping, '680 g').value, '0.68 kg', 'the cell’s own unit first');
  t.same(
    checkCell(google, shipping, '0.68').issues.map((issue) => [issue.code, issue.says?.params.unit]),
    [['unit_unknown', 'kg']],
    'a bare number nothing gives a unit to is an error naming the unit wanted',
  );
  t.equal(checkCell(shopify, field(shopify, 'Variant Grams'), '0,68', 'kg', ',').value, 680, 'kilograms to Shopify’s whole grams');
});

t.test('prices: the currency the cell or the field states, a dot decimal, none invented', async (t) => {
  const price = field(google, 'price');
  t.equal(checkCell(google, price, '79,90', 'EUR', ',').value, '79.90 EUR', 'a header’s currency and a decimal comma');
  t.equal(checkCell(google, price, '79,90 £', 'EUR', ',').value, '79.90 GBP', 'the cell’s own currency wins');
  t.same(
    checkCell(google, price, '20.00').issues.map((issue) => issue.code),
    ['price_currency'],
    'no currency stated: an error, not EUR',
  );
  t.same(
    checkCell(google, price, '20.00', 'kg').issues.map((issue) => issue.code),
    ['price_currency'],
    'a unit that is no currency gives none',
  );
});
