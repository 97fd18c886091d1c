import t from 'tap';
import { parseNumber } from '../../../../engine/quantities/number.ts';
import { UNIT_SPELLINGS } from '../../../../engine/lexicon/units.ts';
import { findQuantities, parseQuantity, spellingsPatternOf } from '../../../../engine/quantities/quantity.ts';

t.test('numbers as people type them', async (t) => {
  t.equal(parseNumber('1,5'), 1.5);
  t.equal(parseNumber('1.5'), 1.5);
  t.equal(parseNumber('1 500'), 1500);
  t.equal(parseNumber('1\u00a0500,25'), 1500.25);
  t.equal(parseNumber('1.234,56'), 1234.56);
  t.equal(parseNumber('1,234.56'), 1234.56);
  t.equal(parseNumber('1.500.000'), 1500000);
  t.equal(parseNumber('-3'), -3);
  t.equal(parseNumber('abc'), undefined);
  t.equal(parseNumber('1.2.3'), undefined);
  t.equal(parseNumber('.5'), 0.5);
  t.equal(parseNumber('0,500'), 0.5);
  t.equal(parseNumber('1,500'), undefined, 'one and a half or fifteen hundred: not guessed');
  t.equal(parseNumber('1.500'), undefined);
  t.equal(parseNumber('12.500,00'), 12500);
});

t.test('quantities with units', async (t) => {
  t.same(parseQuantity('1,5 kg'), { value: 1.5, unit: 'kg', index: 0 });
  t.same(parseQuantity('1 500 g'), { value: 1500, unit: 'g', index: 0 });
  t.same(parseQuantity('12.5cm'), { value: 12.5, unit: 'cm', index: 0 });
  t.same(parseQuantity('75 cl'), { value: 75, unit: 'cl', index: 0 });
  t.same(parseQuantity('2 Litres'), { value: 2, unit: 'l', index: 0 });
  t.equal(parseQuantity('about 3 kg'), undefined);
  t.same(parseQuantity('12"'), { value: 12, unit: 'in', index: 0 });
  t.same(parseQuantity("3'"), { value: 3, unit: 'ft', index: 0 });
  t.same(parseQuantity('12 fl oz'), { value: 12, unit: 'fl oz', index: 0 });
  t.same(parseQuantity('€ 12,50'), { value: 12.5, unit: 'EUR', index: 0 });
  t.same(parseQuantity('$1,299.00'), { value: 1299, unit: 'USD', index: 0 });
  t.same(parseQuantity('119,00 €'), { value: 119, unit: 'EUR', index: 0 });
  t.equal(parseQuantity('$12 EUR'), undefined);
  t.equal(parseQuantity('10-12 cm'), undefined);
  t.equal(parseQuantity('yes'), undefined);
  const started = performance.now();
  findQuantities(`${'1'.repeat(100_000)}a`);
  parseQuantity(`${'1'.repeat(100_000)}a`);
  t.ok(performance.now() - started < 500, 'a long run of digits is scanned in linear time');
  const found = findQuantities('Poids : 1,5 kg, largeur 30 cm et 2 piles');
  t.same(
    found.map((q) => [q.value, q.unit]),
    [
      [1.5, 'kg'],
      [30, 'cm'],
      [2, undefined],
    ],
  );
});

t.test("the units' pattern reads each spelling as the list of spellings, longest first, did", async (t) => {
  const escaped = (spelling: string) => spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const accented: Record<string, string> = { a: '[aàâä]', e: '[eéèêë]', i: '[iîï]', o: '[oôöó]', u: '[uùûüú]', c: '[cç]' };
  const listed = UNIT_SPELLINGS.map((spelling) =>
    escaped(spelling)
      .replace(/ss/g, '(?:ss|ß)')
      .replace(/[aeiouc]/g, (letter) => accented[letter] ?? letter),
  ).join('|');
  // A unit ends the quantity: nothing but a sign, a space, the text's end or a pack's 'x3' after it.
  const unitAtStart = (pattern: string) => new RegExp(`^(?:${pattern})(?=$|[^\\p{L}\\d]|[x×]\\s*\\d)`, 'iu');
  const [byList, byTree] = [unitAtStart(listed), unitAtStart(spellingsPatternOf(UNIT_SPELLINGS))];
  const after = ['', ' ', '.', ',', 'x2', 'x', '²', 's', 'e', ' oz', '/kg', ')', '3', 'ß', 'ss'];
  let texts = 0;
  for (const spelling of UNIT_SPELLINGS) {
    const written = [spelling, spelling.toUpperCase(), spelling.replace(/e/g, 'é'), spelling.replace(/ss/g, 'ß'), spelling.slice(0, -1), `${spelling}${spelling.slice(-1)}`];
    for (const text of written.flatMap((form) => after.map((next) => `${form}${next}`))) {
      texts++;
      if (byList.exec(text)?.[0] !== byTree.exec(text)?.[0]) t.fail(`'${text}': ${byList.exec(text)?.[0]} by the list, ${byTree.exec(text)?.[0]} by the tree`);
    }
  }
  t.ok(texts > 50_000, `${texts} texts read alike`);
  t.same(findQuantities('2 fl oz, 3 m², 4 mètres carrés, 5 francs suisses'), [
    { value: 2, index: 0, end: 7, unit: 'fl oz' },
    { value: 3, index: 9, end: 13, unit: 'm²' },
    { value: 4, index: 15, end: 30, unit: 'm²' },
    { value: 5, index: 32, end: 48, unit: 'CHF' },
  ]);
});
