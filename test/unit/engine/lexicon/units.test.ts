import t from 'tap';
import { meaningOf, pricesAgree } from '../../../../engine/lexicon/names.ts';
import { canonicalUnit, convertUnit, unitInName } from '../../../../engine/lexicon/units.ts';

t.test('units: spellings en/fr and symbols', async (t) => {
  for (const [spelling, unit] of [
    ['Kilos', 'kg'],
    ['lbs', 'lb'],
    ['Pound', 'lb'],
    ['onces', 'oz'],
    ['"', 'in'],
    ['pouces', 'in'],
    ['feet', 'ft'],
    ['yds', 'yd'],
    ['Litres', 'l'],
    ['fl. oz', 'fl oz'],
    ['US gal', 'gal'],
    ['€', 'EUR'],
    ['usd', 'USD'],
    ['tonnes', 't'],
    ['centimètres', 'cm'],
  ])
    t.equal(canonicalUnit(spelling as string), unit, spelling);
  t.equal(canonicalUnit('pieds'), undefined, 'legs of a table are not feet');
  t.equal(canonicalUnit('pieces'), 'piece', 'a count, what a price may be per');
  t.equal(canonicalUnit('JPY'), 'JPY', 'every ISO code from Intl');
  t.equal(canonicalUnit('¥'), 'JPY');
  t.equal(canonicalUnit('CN¥'), 'CNY');
  t.equal(canonicalUnit('₹'), 'INR', 'a narrow symbol of one currency');
  t.equal(canonicalUnit('all'), undefined, 'a code that is a word counts only in capitals');
  t.equal(canonicalUnit('ALL'), 'ALL');
  t.equal(canonicalUnit('W'), 'W');
  t.equal(canonicalUnit('m²'), 'm²');
});

t.test('units: conversions within a dimension, sensible precision, never across money', async (t) => {
  t.equal(convertUnit(1.5, 'kg', 'g'), 1500);
  t.equal(convertUnit(250, 'g', 'kg'), 0.25);
  t.equal(convertUnit(1.5, 'lb', 'kg'), 0.68);
  t.equal(convertUnit(1, 'oz', 'kg'), 0.0283);
  t.equal(convertUnit(12, 'in', 'cm'), 30.48);
  t.equal(convertUnit(3, 'ft', 'm'), 0.914);
  t.equal(convertUnit(1, 'yd', 'cm'), 91.44);
  t.equal(convertUnit(75, 'cl', 'l'), 0.75);
  t.equal(convertUnit(1, 'gal', 'l'), 3.785);
  t.equal(convertUnit(16, 'fl oz', 'ml'), 473.176);
  t.equal(convertUnit(2, 't', 'kg'), 2000);
  t.equal(convertUnit(1, 'kg', 'cm'), undefined);
  t.equal(convertUnit(10, 'USD', 'EUR'), undefined);
  t.equal(convertUnit(10, 'EUR', '€'), 10);
});

t.test('units declared in names', async (t) => {
  for (const [name, unit, rest] of [
    ['Weight (lbs)', 'lb', 'Weight'],
    ['Poids (kg)', 'kg', 'Poids'],
    ['Length (in)', 'in', 'Length'],
    ['Largeur mm', 'mm', 'Largeur'],
    ['Poids en kg', 'kg', 'Poids'],
    ['Prix TTC (€)', 'EUR', 'Prix TTC'],
    ['Weight [g]', 'g', 'Weight'],
    ['Capacity (US gal)', 'gal', 'Capacity'],
  ]) {
    const found = unitInName(name as string);
    t.equal(found.unit, unit, name);
    t.equal(found.rest, rest, name);
  }
  for (const name of ['Made in', 'Taille T', 'Name *', 'Categories (x,y,z...)', 'Active (0/1)', 'Weight']) t.equal(unitInName(name).unit, undefined, name);
});

t.test('price names: selling, sale, purchase, other; tax basis', async (t) => {
  const kind = (name: string) => meaningOf(name).price;
  t.same(kind('Price'), { kind: 'selling', tax: null });
  t.same(kind('Regular price'), { kind: 'selling', tax: null });
  t.same(kind('Prix de vente TTC'), { kind: 'selling', tax: 'incl' });
  t.same(kind('Price tax excluded'), { kind: 'selling', tax: 'excl' });
  t.same(kind('Prix HT'), { kind: 'selling', tax: 'excl' });
  t.same(kind('Sale price'), { kind: 'sale', tax: null });
  t.same(kind('Wholesale price'), { kind: 'purchase', tax: null });
  t.same(kind("Prix d'achat HT"), { kind: 'purchase', tax: 'excl' });
  t.same(kind('Cost'), { kind: 'purchase', tax: null });
  t.same(kind('Buying price'), { kind: 'purchase', tax: null });
  t.same(kind('Additional shipping cost'), { kind: 'other', tax: null });
  t.same(kind('Date sale price starts'), { kind: 'other', tax: null });
  t.same(kind('Unit price'), { kind: 'selling', tax: null }, 'the price of one item');
  t.same(kind('Prix au kilo'), { kind: 'per_unit', tax: null });
  t.same(kind('Compare at price'), { kind: 'compare_at', tax: null });
  t.same(kind('Price after discount'), { kind: 'sale', tax: null }, 'the longest phrase says the kind: the price after a discount, not the discount');
  t.same(kind('Price before discount'), { kind: 'compare_at', tax: null });
  t.same(kind('Discount'), null, 'a discount alone names no price');
  t.same(kind('Preço com desconto'), { kind: 'sale', tax: null });
  t.same(kind('Com desconto'), { kind: 'sale', tax: null }, 'a price named by its discount alone is a price');
  t.same(kind('Sem desconto'), { kind: 'compare_at', tax: null });
  t.same(kind('Precio sin descuento'), { kind: 'compare_at', tax: null });
  t.same(kind('Preis nach Rabatt'), { kind: 'sale', tax: null });
  t.equal(kind('Weight'), null);
  t.ok(pricesAgree(kind('Price'), kind('Prix de vente TTC')));
  t.notOk(pricesAgree(kind('Selling price'), kind('Wholesale price')));
  t.notOk(pricesAgree(kind('Prix HT'), kind('Prix TTC')));
  t.notOk(pricesAgree(kind('Price'), kind('Weight')));
  t.same(meaningOf('ITEM #').words, ['reference'], "a number sign after a word is the word's number: a code");
  t.same(meaningOf('Item').words, ['name']);
  t.ok(meaningOf('In stock?').flag);
  t.ok(meaningOf('Active (0/1)').flag);
  t.ok(meaningOf('Published').flag);
  t.notOk(meaningOf('Stock').flag);
});
