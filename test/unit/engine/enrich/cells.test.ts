import t from 'tap';
import { decimalText, numericText } from '../../../../engine/enrich/cells.ts';

t.test('numericText: plain numbers become numbers shown as written; text a number would change stays text', async (t) => {
  t.same(numericText('12.50'), { value: 12.5, format: '0.00' });
  t.same(numericText('-3'), { value: -3, format: '0' });
  t.same(numericText('0.125'), { value: 0.125, format: '0.000' });
  t.same(numericText('99999999999'), { value: 99999999999, format: '0' }, 'eleven digits still show whole');
  for (const text of ['007', '+3', '1 250', '1,250.00', '12,5', '3666666666668', '012345678905', '-0', '1e5', '12.', '.5', ' 12', '12 kg', '']) t.equal(numericText(text), null, `${JSON.stringify(text)} stays text`);
});

t.test('decimalText: a number with the file’s decimal mark, never grouped nor in scientific notation', async (t) => {
  t.equal(decimalText(1.6, ',', 2), '1,60', 'a price with two decimals');
  t.equal(decimalText(0.35, ','), '0,35');
  t.equal(decimalText(29.9, '.', 2), '29.90');
  t.equal(decimalText(0.125, ',', 2), '0,125', 'never rounded to the minimum');
  t.equal(decimalText(1250000, ','), '1250000', 'no grouping');
  t.equal(decimalText(1e21, '.'), '1000000000000000000000', 'no exponent');
  t.equal(decimalText(-0.0000001, ','), '-0,0000001');
  t.equal(decimalText(Number.NaN, '.'), '');
});
