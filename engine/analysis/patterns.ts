/** Value patterns that tell what a column holds when its name does not. */

/** GTIN-8/12/13/14 (EAN, UPC) with a valid check digit. */
export function isGtin(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

const CURRENCY = '(?:€|\\$|£|¥|CHF|EUR|USD|GBP|CAD|AUD|JPY)';
const AMOUNT = '\\d{1,3}(?:[ .,\\u00a0\\u202f]?\\d{3})*(?:[.,]\\d{1,2})?';
const PRICE = new RegExp(`^(?:${CURRENCY}\\s?${AMOUNT}|${AMOUNT}\\s?${CURRENCY})$`, 'i');

/** An amount with a currency sign or code: "12,50 €", "$9.99", "EUR 1 200". */
export function isPrice(value: string): boolean {
  return PRICE.test(value.trim());
}

export function isUrl(value: string): boolean {
  return /^(https?:\/\/|www\.)\S+$/i.test(value.trim());
}

export function isNumeric(value: string): boolean {
  return /^-?\d+(?:[.,]\d+)?$/.test(value.trim());
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
