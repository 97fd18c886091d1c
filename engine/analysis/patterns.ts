/** Value patterns that tell what a column holds when its name does not (a GTIN: quantities/gtin.ts). */

import { parseNumber, readsTwoWays } from '../quantities/number.ts';
import { parseQuantity } from '../quantities/quantity.ts';
import { isCurrency } from '../quantities/units.ts';

/**
 * An amount with a currency sign or code: "12,50 €", "$9.99", "EUR 1 200", "¥1200". An amount that
 * reads two ways ("1,500 €") is a price all the same: which amount it is does not matter here.
 */
export function isPrice(value: string): boolean {
  // Either decimal mark reads the same unit; one is given so that "1,500 €" is read at all.
  const unit = parseQuantity(value, '.')?.unit;
  return unit !== undefined && isCurrency(unit);
}

/** One number, as the number parser reads them ("1,5", "1 500", "1.234,56"); one that reads two ways ("1,500") is still a number. */
export function isNumeric(value: string): boolean {
  return parseNumber(value) !== undefined || readsTwoWays(value);
}

const SAMPLE = 1000;

/** True when at least `share` of the non-empty values pass the test. */
export function mostly(values: readonly string[], test: (value: string) => boolean, share = 0.8): boolean {
  let filled = 0;
  let passing = 0;
  // The first thousand products say enough about a column.
  for (const value of values.length > SAMPLE ? values.slice(0, SAMPLE) : values) {
    if (value === '') continue;
    filled++;
    if (test(value)) passing++;
  }
  return filled > 0 && passing >= filled * share;
}
