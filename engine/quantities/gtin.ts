/** GTINs (EAN, UPC): GS1's check digit, and a code written as a channel wants it. */

/** GS1 check digit: the last digit makes the weighted sum (3, 1, 3… from the right) a multiple of 10. */
export function gtinCheckDigitOk(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** GTIN-8/12/13/14 with a valid check digit, spaces and dashes allowed. */
export function isGtin(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^(\d{8}|\d{12,14})$/.test(digits) && gtinCheckDigitOk(digits);
}

export const GTIN_LENGTHS: readonly number[] = [8, 12, 13, 14];

/** A GTIN without spaces or dashes, zero-padded to the next GTIN length; undefined when it cannot be one. */
export function normaliseGtin(value: string | number): string | undefined {
  const digits = String(value).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length > 14) return undefined;
  const length = GTIN_LENGTHS.find((candidate) => candidate >= digits.length) ?? 14;
  return digits.padStart(length, '0');
}
