import t from 'tap';
import { type Channel, type ChannelField, channelById } from '../../../../domain/channels.ts';
import { isNumeric, isPrice } from '../../../../engine/analysis/patterns.ts';
import { checkCell } from '../../../../engine/channels/check.ts';
import { extractFromRow } from '../../../../engine/enrich/extract.ts';
import { rowCells } from '../../../../engine/enrich/row-cells.ts';
import type { ExtractPlan } from '../../../../engine/enrich/types.ts';
import type { DecimalMark } from '../../../../engine/quantities/number.ts';

/**
 * "No other place parses a number": extraction, the file's analysis and a channel's rules read the
 * same text as the same amount, and refuse alike a number that reads two ways when nothing decides.
 */

const plan: ExtractPlan = { action: 'EXTRACT', output: 'Price', type: 'float', extraInfo: null, expectedUnit: null, valueList: null, useLabel: false };
const google = channelById('google_merchant_center') as Channel;
const woocommerce = channelById('woocommerce') as Channel;
const field = (channel: Channel, name: string) => channel.fields.find((candidate) => candidate.name === name) as ChannelField;
const price = field(google, 'price');
const weight = field(woocommerce, 'Weight (kg)');

const extracted = (text: string, decimal?: DecimalMark) => {
  const row = { Price: text };
  return extractFromRow(plan, row, {}, rowCells(row, decimal ? { columns: { Price: decimal }, file: undefined } : undefined));
};

/** Each text, by the decimal mark of its column (none: the file does not say): its amount, or null when it is not read. */
const CASES: { text: string; currency?: string; amounts: Record<'none' | DecimalMark, number | null> }[] = [
  { text: '1,500', amounts: { none: null, ',': 1.5, '.': 1500 } },
  { text: '1.250', amounts: { none: null, ',': 1250, '.': 1.25 } },
  { text: '¥1200', currency: 'JPY', amounts: { none: 1200, ',': 1200, '.': 1200 } },
  { text: '12,50 €', currency: 'EUR', amounts: { none: 12.5, ',': 12.5, '.': 12.5 } },
  { text: '1.234,56', amounts: { none: 1234.56, ',': 1234.56, '.': 1234.56 } },
];

t.test('extraction, the analysis and a channel read a number the same way', async (t) => {
  for (const { text, currency, amounts } of CASES) {
    for (const [mark, amount] of Object.entries(amounts) as ['none' | DecimalMark, number | null][]) {
      const decimal = mark === 'none' ? undefined : mark;
      const name = `${text} (decimal mark: ${mark})`;
      t.equal(extracted(text, decimal), amount, `extraction: ${name}`);
      const checkedPrice = checkCell(google, price, text, 'EUR', decimal);
      if (amount === null) {
        t.same(
          checkedPrice.issues.map((issue) => [issue.code, issue.says?.key]),
          [['price_invalid', 'reads_two_ways']],
          `channel price: ${name} is refused, not guessed`,
        );
        t.equal(checkedPrice.value, text, 'and left as written');
      } else {
        t.same(checkedPrice, { value: `${amount.toFixed(2)} ${currency ?? 'EUR'}`, issues: [] }, `channel price: ${name}`);
      }
      if (currency) continue;
      const checkedWeight = checkCell(woocommerce, weight, text, 'kg', decimal);
      if (amount === null)
        t.same(
          checkedWeight.issues.map((issue) => [issue.code, issue.says?.key]),
          [['not_a_number', 'reads_two_ways']],
          `channel number: ${name} is refused`,
        );
      else t.same(checkedWeight, { value: amount, issues: [] }, `channel number: ${name}`);
    }
  }
});

t.test('the analysis: an amount with a currency is a price, a bare number is numeric even when it reads two ways', async (t) => {
  for (const { text, currency } of CASES) {
    t.equal(isPrice(text), currency !== undefined, `isPrice(${text})`);
    t.equal(isNumeric(text), currency === undefined, `isNumeric(${text})`);
  }
  t.ok(isPrice('1,500 €'), 'which amount it is does not make it less a price');
  t.ok(isPrice('EUR 12,50') && isPrice('JPY 1200'));
  t.notOk(isPrice('12.5 kg'));
});
