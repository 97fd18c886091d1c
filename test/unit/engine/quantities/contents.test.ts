import t from 'tap';
import { contentsOf } from '../../../../engine/quantities/contents.ts';
import { findQuantities } from '../../../../engine/quantities/quantity.ts';

/** What a name says it holds or measures, through the one quantity parser. */

const amounts = (text: string, decimal?: ',' | '.') => contentsOf(text, decimal).map(({ value, unit, count, diameter, inSizes }) => ({ value, unit, count, diameter, inSizes }));

t.test('running text: fractions before a unit, a diameter’s sign, a pack’s sign glued', async (t) => {
  t.same(
    findQuantities('PINTURA 1/4 GL').map((q) => [q.value, q.unit]),
    [[0.25, 'gal']],
  );
  t.same(
    findQuantities('40/kg').map((q) => [q.value, q.unit]),
    [[40, undefined]],
    'an amount per unit is no fraction',
  );
  t.same(
    findQuantities('Rohr Ø26 mm').map((q) => [q.value, q.unit, q.diameter]),
    [[26, 'mm', true]],
  );
  t.same(
    findQuantities('6x400g').map((q) => [q.value, q.unit]),
    [
      [6, undefined],
      [400, 'g'],
    ],
  );
  t.same(
    findQuantities('Haribo 75g').map((q) => [q.index, q.end]),
    [[7, 10]],
    'where a quantity ends, its unit included',
  );
});

t.test('packs: a count times what each item holds', async (t) => {
  t.same(amounts('Bohnen 6 x 400 g'), [{ value: 400, unit: 'g', count: 6, diameter: undefined, inSizes: undefined }]);
  t.same(amounts('BOLSA 6 UNIDADES 40 GRAMOS')[0]?.count, 6);
  t.same(amounts('Kekse 12 Stück à 250 g')[0]?.count, 12);
  t.same(amounts('lot de 6 bouteilles 1,5 L', ',')[0], { value: 1.5, unit: 'l', count: 6, diameter: undefined, inSizes: undefined });
  t.equal(amounts('5 baies Harmony 35g').length, 2, 'a number and an amount with words between are no pack');
  t.equal(amounts('1X10KG')[1]?.value, 10, 'a pack of one is one item');
});

t.test('sizes in a row are no single length; a bare number no measure', async (t) => {
  t.ok(amounts('Regal 80 x 40 x 180 cm').every((amount) => amount.inSizes));
  t.ok(amounts('Teppich 160 x 230 cm').every((amount) => amount.inSizes));
  t.same(
    amounts('Kabel 3x1,5 mm² 50 m', ',').map((amount) => [amount.value, amount.unit, amount.inSizes]),
    [
      [3, undefined, true],
      [1.5, 'mm²', true],
      [50, 'm', undefined],
    ],
  );
  t.same(
    amounts('CABLE 10 AWG (ROLLO 25 KG)').map((amount) => [amount.value, amount.unit]),
    [
      [10, undefined],
      [25, 'kg'],
    ],
  );
});
