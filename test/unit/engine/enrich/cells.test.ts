import t from 'tap';
import { numericText } from '../../../../engine/enrich/cells.ts';

t.test('numericText: plain numbers become numbers shown as written; text a number would change stays text', async (t) => {
  t.same(numericText('12.50'), { value: 12.5, format: '0.00' });
  t.same(numericText('-3'), { value: -3, format: '0' });
  t.same(numericText('0.125'), { value: 0.125, format: '0.000' });
  t.same(numericText('99999999999'), { value: 99999999999, format: '0' }, 'eleven digits still show whole');
  for (const text of ['007', '+3', '1 250', '1,250.00', '12,5', '3666666666668', '012345678905', '-0', '1e5', '12.', '.5', ' 12', '12 kg', ''])
    t.equal(numericText(text), null, `${JSON.stringify(text)} stays text`);
});
